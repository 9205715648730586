import RotorDiagnostics
import RotorModel
import RotorYAML

// MARK: - Effects

extension SceneParser {
    static let effectNames = [
        "announce", "set", "select", "toggle", "show", "hide", "focus", "screen_changed", "layout_changed", "when",
    ]
    static let conditionKeys = ["id", "expanded", "on", "selected", "hidden", "value", "label"]

    /// A list of one-key mappings, such as `[{select: week}, {announce: Week}]`.
    mutating func effects(_ node: YAMLNode, field: String) throws(Diagnostic) -> [SceneEffect] {
        guard let items = node.sequence else {
            throw SpecMapping.error(at: node, "'\(field)' must be a list of effects, such as [{announce: Saved}]")
        }
        var effects: [SceneEffect] = []
        for item in items { effects.append(try effect(item)) }
        return effects
    }

    private mutating func effect(_ node: YAMLNode) throws(Diagnostic) -> SceneEffect {
        let fields = try SpecMapping(node, what: "an effect")
        let list = Self.effectNames.map { "'\($0)'" }.joined(separator: ", ")
        if fields["when"] != nil { return try when(fields, node) }
        guard fields.pairs.count == 1, let pair = fields.pairs.first else {
            throw SpecMapping.error(at: node, "an effect is a mapping with one key, one of \(list)")
        }
        let value = pair.value
        switch pair.key {
        case "announce": return try announce(value)
        case "set": return try set(value)
        case "select": return .select(try reference(value, field: "select"))
        case "toggle": return .toggle(try reference(value, field: "toggle"))
        case "show": return .show(try reference(value, field: "show"))
        case "hide": return .hide(try reference(value, field: "hide"))
        case "focus": return .focus(try reference(value, field: "focus"))
        case "screen_changed": return .screenChanged(value.isNull ? nil : try reference(value, field: "screen_changed"))
        case "layout_changed": return .layoutChanged(value.isNull ? nil : try reference(value, field: "layout_changed"))
        default:
            throw SpecMapping.error(at: pair.keyNode, "unknown effect '\(pair.key)'; expected one of \(list)." + Suggestion.didYouMean(pair.key, in: Self.effectNames))
        }
    }

    /// `announce: TEXT`, or `announce: {text: TEXT, queued: true}` to wait for current speech.
    private func announce(_ node: YAMLNode) throws(Diagnostic) -> SceneEffect {
        guard node.mapping != nil else { return .announce(try SpecMapping.text(node, field: "announce"), queued: false) }
        let fields = try SpecMapping(node, what: "'announce'")
        try fields.checkKeys(["text", "queued"], for: "'announce'")
        return .announce(try SpecMapping.text(try fields.required("text"), field: "text"), queued: try fields.bool("queued") ?? false)
    }

    /// `{when: {id, expanded?, on?, selected?, hidden?, value?, label?}, then: [...], else: [...]}`:
    /// effects that depend on the state the scene is in when the effect is reached.
    private mutating func when(_ fields: SpecMapping, _ node: YAMLNode) throws(Diagnostic) -> SceneEffect {
        try fields.checkKeys(["when", "then", "else"], for: "a 'when' effect")
        guard fields["then"] != nil || fields["else"] != nil else {
            throw SpecMapping.error(at: node, "a 'when' effect needs 'then:' or 'else:', a list of effects to run")
        }
        whenDepth += 1
        defer { whenDepth -= 1 }
        guard whenDepth <= SpecLimits.whenDepth else {
            throw SpecMapping.error(at: node, "'when' effects may nest at most \(SpecLimits.whenDepth) deep")
        }
        let conditionNode = try fields.required("when")
        let condition = try self.condition(conditionNode)
        let then = try fields["then"].map { node throws(Diagnostic) in try effects(node, field: "then") } ?? []
        let otherwise = try fields["else"].map { node throws(Diagnostic) in try effects(node, field: "else") } ?? []
        return .when(condition, then: then, otherwise: otherwise)
    }

    private mutating func condition(_ node: YAMLNode) throws(Diagnostic) -> SceneCondition {
        let fields = try SpecMapping(node, what: "a 'when' condition")
        try fields.checkKeys(Self.conditionKeys, for: "a 'when' condition")
        let id = try reference(try fields.required("id"), field: "id")
        let condition = SceneCondition(
            id: id, expanded: try fields.bool("expanded"), on: try fields.bool("on"), selected: try fields.bool("selected"),
            hidden: try fields.bool("hidden"), value: try fields.string("value"), label: try fields.string("label")
        )
        guard fields.pairs.count > 1 else {
            throw SpecMapping.error(at: node, "a 'when' condition needs a state to compare besides 'id', such as {id: \(id), expanded: true}")
        }
        conditions.append((condition, node))
        return condition
    }

    private mutating func set(_ node: YAMLNode) throws(Diagnostic) -> SceneEffect {
        let fields = try SpecMapping(node, what: "'set'")
        try fields.checkKeys(["id", "label", "value", "hint", "traits", "hidden", "on", "expanded"], for: "'set'")
        let id = try reference(try fields.required("id"), field: "id")
        let changes = SceneChanges(
            label: try fields.string("label"), value: try fields.string("value"), hint: try fields.string("hint"),
            traits: fields["traits"] == nil ? nil : try Self.traits(fields),
            hidden: try fields.bool("hidden"), on: try fields.bool("on"), expanded: try fields.bool("expanded")
        )
        return .set(id: id, changes)
    }

    /// A node id named by an effect, remembered so that it can be checked once all nodes are read.
    private mutating func reference(_ node: YAMLNode, field: String) throws(Diagnostic) -> String {
        let id = try SpecMapping.text(node, field: field)
        guard !id.isEmpty else { throw SpecMapping.error(at: node, "'\(field)' must name a node id") }
        references.append((id, node))
        return id
    }
}
