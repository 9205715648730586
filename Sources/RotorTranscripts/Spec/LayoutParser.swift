import RotorDiagnostics
import RotorModel
import RotorYAML

/// Reads a focus-order `layout:` tree: `{text: …}`, `{button: …}` and stacks of them.
enum LayoutParser {
    private static let kinds = ["text", "button", "vstack", "hstack", "zstack"]

    static func node(_ node: YAMLNode) throws(Diagnostic) -> LayoutNode {
        let fields = try SpecMapping(node, what: "a layout node")
        let present = kinds.filter { fields[$0] != nil }
        guard present.count == 1, let kind = present.first, let body = fields[kind] else {
            throw SpecMapping.error(at: node, "a layout node needs exactly one of 'text', 'button', 'vstack', 'hstack' or 'zstack'")
        }
        let isLeaf = kind == "text" || kind == "button"
        try fields.checkKeys([kind, "priority", "index", "of"] + (isLeaf ? [] : ["container", "label"]), for: "a '\(kind)' node")
        let priority = try priority(fields)
        if isLeaf {
            return .leaf(kind: kind == "text" ? .text : .button, label: try SpecMapping.text(body, field: kind), priority: priority)
        }
        guard let items = body.sequence else {
            throw SpecMapping.error(at: body, "'\(kind)' must be a list of layout nodes")
        }
        var children: [LayoutNode] = []
        for item in items {
            children.append(try self.node(item))
        }
        return .stack(
            axis: LayoutNode.Axis(rawValue: kind) ?? .vertical, children: children,
            behavior: try fields.choice("container", AccessibilityNode.ChildBehavior.self),
            priority: priority, label: try fields.string("label") ?? ""
        )
    }

    /// `priority`, or the index-of-count helper written as `index` and `of`.
    private static func priority(_ fields: SpecMapping) throws(Diagnostic) -> Double {
        let index = try fields.number("index")
        let count = try fields.number("of")
        switch (try fields.number("priority"), index, count) {
        case (let priority?, nil, nil):
            return priority
        case (nil, let index?, let count?):
            return SortPriority.indexOfCount(index, of: count)
        case (nil, nil, nil):
            return 0
        default:
            throw SpecMapping.error(at: fields.node, "give either 'priority' or both 'index' and 'of', not a mix")
        }
    }
}
