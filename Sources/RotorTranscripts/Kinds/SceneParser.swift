import RotorDiagnostics
import RotorModel
import RotorYAML

/// Reads the nodes and effects of a `scene:` and checks what can only be checked whole:
/// unique ids, and effects that name nodes which exist.
struct SceneParser {
    private(set) var behaviors: [String: SceneModel.Behavior] = [:]
    /// Where each id was given, for the duplicate error.
    private var ids: [String: YAMLNode] = [:]
    /// Every effect that names a node, with where it is written.
    var references: [(id: String, at: YAMLNode)] = []
    /// Every `when` condition, checked against its node once all nodes are read.
    var conditions: [(condition: SceneCondition, at: YAMLNode)] = []
    /// How deep the `when` being read sits inside others.
    var whenDepth = 0
    /// The nodes read, by id, for checking conditions.
    private(set) var nodesByID: [String: AccessibilityNode] = [:]
    /// How many nodes have been read, against `SpecLimits.sceneNodes`.
    private var count = 0

    /// One node and its children.
    ///
    /// - Parameter path: The node's position, such as `2.1`, which names a node that has
    ///   neither an id nor a label.
    mutating func node(_ yaml: YAMLNode, path: String, depth: Int = 1) throws(Diagnostic) -> AccessibilityNode {
        count += 1
        guard count <= SpecLimits.sceneNodes else {
            throw SpecMapping.error(at: yaml, "a scene may have at most \(SpecLimits.sceneNodes.grouped) nodes")
        }
        guard depth <= SpecLimits.sceneDepth else {
            throw SpecMapping.error(at: yaml, "a scene may nest 'children:' at most \(SpecLimits.sceneDepth) levels deep")
        }
        let fields = try SpecMapping(yaml, what: "a scene node")
        try fields.checkKeys(SceneKind.nodeKeys.map(\.name), for: "a scene node")
        let label = try fields.string("label") ?? ""
        let id = try fields.string("id") ?? (label.isEmpty ? "#\(path)" : label)
        if ids[id] != nil {
            throw SpecMapping.error(at: fields["id"] ?? fields["label"] ?? yaml, "duplicate id '\(id)'; give each node a unique 'id'")
        }
        ids[id] = yaml
        var children: [AccessibilityNode] = []
        for (offset, child) in (try fields.sequence("children") ?? []).enumerated() {
            children.append(try node(child, path: "\(path).\(offset + 1)", depth: depth + 1))
        }
        let behavior = try fields.choice("child_behavior", AccessibilityNode.ChildBehavior.self)
        if behavior != nil, children.isEmpty {
            throw SpecMapping.error(at: fields["child_behavior"] ?? yaml, "'child_behavior' needs 'children' to act on")
        }
        let traits = try Self.traits(fields)
        var node = AccessibilityNode(
            id: id, label: label, value: try fields.string("value") ?? "", hint: try fields.string("hint") ?? "",
            traits: traits, isAccessibilityElement: children.isEmpty, childBehavior: behavior,
            sortPriority: try fields.number("sort_priority") ?? 0,
            containerType: try container(fields), children: children,
            isHidden: try fields.bool("hidden") ?? false,
            isOn: try fields.bool("on") ?? (traits.toggles ? false : nil),
            isExpanded: try fields.bool("expanded"),
            frame: try frame(fields)
        )
        if node.isAccessibilityElement, node.traits.isEmpty { node.traits = .staticText }
        nodesByID[id] = node
        let parsed = try self.behavior(fields)
        if parsed != SceneModel.Behavior() { behaviors[id] = parsed }
        return node
    }

    /// Fails at the first effect that names a node the scene does not have.
    func checkReferences() throws(Diagnostic) {
        for reference in references where ids[reference.id] == nil {
            let known = ids.keys.filter { !$0.hasPrefix("#") }.sorted().map { "'\($0)'" }.joined(separator: ", ")
            throw SpecMapping.error(at: reference.at, "no node has the id '\(reference.id)'; the scene has \(known)")
        }
        // A condition on a state the node does not have could never hold: say so rather
        // than always run the 'else' branch.
        for (condition, at) in conditions {
            guard let node = nodesByID[condition.id] else { continue }
            if condition.expanded != nil, node.isExpanded == nil {
                throw SpecMapping.error(at: at, "'when' asks whether '\(condition.id)' is expanded, but it has no 'expanded:' state; give the node 'expanded: false'")
            }
            if condition.on != nil, node.isOn == nil {
                throw SpecMapping.error(at: at, "'when' asks whether '\(condition.id)' is on, but it is not a switch; give it the 'switch' trait or 'on:'")
            }
        }
    }

    // MARK: Node fields

    /// `traits:` as a list of names, or one name.
    static func traits(_ fields: SpecMapping) throws(Diagnostic) -> AccessibilityTraits {
        guard let node = fields["traits"] else { return [] }
        let items: [YAMLNode] = node.sequence.map(Array.init) ?? [node]
        var traits: AccessibilityTraits = []
        for item in items {
            let name = try SpecMapping.text(item, field: "traits")
            guard let trait = SceneKind.traitNames.first(where: { $0.0 == name })?.1 else {
                let list = SceneKind.traitNames.map { "'\($0.0)'" }.joined(separator: ", ")
                throw SpecMapping.error(at: item, "unknown trait '\(name)'; expected one of \(list)." + Suggestion.didYouMean(name, in: SceneKind.traitNames.map(\.0)))
            }
            traits.insert(trait)
        }
        return traits
    }

    private func container(_ fields: SpecMapping) throws(Diagnostic) -> AccessibilityNode.ContainerType {
        guard let node = fields["container"] else { return .none }
        let name = try SpecMapping.text(node, field: "container")
        guard let type = SceneKind.containerNames.first(where: { $0.0 == name })?.1 else {
            let list = SceneKind.containerNames.map { "'\($0.0)'" }.joined(separator: ", ")
            throw SpecMapping.error(at: node, Suggestion.adding(to: "'container' must be one of \(list), not '\(name)'", name, in: SceneKind.containerNames.map(\.0)))
        }
        return type
    }

    private func frame(_ fields: SpecMapping) throws(Diagnostic) -> AccessibilityNode.Frame? {
        guard let node = fields["frame"] else { return nil }
        let numbers = node.sequence.map { $0.compactMap { $0.scalar?.string }.compactMap(Double.init) } ?? []
        guard numbers.count == 4, node.sequence?.count == 4, numbers.allSatisfy(\.isFinite), numbers[2] >= 0, numbers[3] >= 0 else {
            throw SpecMapping.error(at: node, "'frame' must be [x, y, width, height] in points, with a width and height of 0 or more")
        }
        return AccessibilityNode.Frame(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }

    private mutating func behavior(_ fields: SpecMapping) throws(Diagnostic) -> SceneModel.Behavior {
        var behavior = SceneModel.Behavior()
        if let node = fields["on_activate"] { behavior.onActivate = try effects(node, field: "on_activate") }
        if let node = fields["actions"] {
            let actions = try SpecMapping(node, what: "'actions'")
            for pair in actions.pairs {
                behavior.actions.append(.init(name: pair.key, effects: try effects(pair.value, field: "actions")))
            }
        }
        if let node = fields["adjust"] { behavior.adjust = try adjust(node) }
        if let node = fields["on_magic_tap"] { behavior.onMagicTap = try effects(node, field: "on_magic_tap") }
        if let node = fields["on_escape"] { behavior.onEscape = try effects(node, field: "on_escape") }
        if let node = fields["pages"] { behavior.pages = try pages(node) }
        return behavior
    }

    private func pages(_ node: YAMLNode) throws(Diagnostic) -> SceneModel.Pages {
        let fields = try SpecMapping(node, what: "'pages'")
        try fields.checkKeys(["count", "current"], for: "'pages'")
        let countNode = try fields.required("count")
        let count = try fields.integer("count") ?? 0
        guard count >= 1 else { throw SpecMapping.error(at: countNode, "'count' must be at least 1") }
        let current = try fields.integer("current") ?? 1
        guard (1...count).contains(current) else {
            throw SpecMapping.error(at: fields["current"] ?? node, "'current' is \(current), but the pages run from 1 to \(count)")
        }
        return SceneModel.Pages(count: count, current: current)
    }

    private func adjust(_ node: YAMLNode) throws(Diagnostic) -> SceneModel.Adjust {
        let fields = try SpecMapping(node, what: "'adjust'")
        try fields.checkKeys(["values", "index"], for: "'adjust'")
        let valuesNode = try fields.required("values")
        var values: [String] = []
        for item in try fields.sequence("values") ?? [] { values.append(try SpecMapping.text(item, field: "values")) }
        guard !values.isEmpty else { throw SpecMapping.error(at: valuesNode, "'adjust' needs at least one value") }
        let index = try fields.integer("index") ?? 0
        guard values.indices.contains(index) else {
            throw SpecMapping.error(at: fields["index"] ?? node, "'index' is \(index), but the indices of \(values.count) values run from 0 to \(values.count - 1)")
        }
        return SceneModel.Adjust(values: values, index: index)
    }
}
