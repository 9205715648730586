import RotorModel
import Yams

// MARK: - Effects

extension SceneParser {
    static let effectNames = [
        "announce", "set", "select", "toggle", "show", "hide", "focus", "screen_changed", "layout_changed",
    ]

    /// A list of one-key mappings, such as `[{select: week}, {announce: Week}]`.
    mutating func effects(_ node: Node, field: String) throws(TranscriptError) -> [SceneEffect] {
        guard let items = node.sequence else {
            throw SpecMapping.error(at: node, "'\(field)' must be a list of effects, such as [{announce: Saved}]")
        }
        var effects: [SceneEffect] = []
        for item in items { effects.append(try effect(item)) }
        return effects
    }

    private mutating func effect(_ node: Node) throws(TranscriptError) -> SceneEffect {
        let fields = try SpecMapping(node, what: "an effect")
        let list = Self.effectNames.map { "'\($0)'" }.joined(separator: ", ")
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
        case "screen_changed": return .screenChanged(value.null != nil ? nil : try reference(value, field: "screen_changed"))
        case "layout_changed": return .layoutChanged(value.null != nil ? nil : try reference(value, field: "layout_changed"))
        default:
            throw SpecMapping.error(at: pair.keyNode, "unknown effect '\(pair.key)'; expected one of \(list)." + Suggestion.didYouMean(pair.key, in: Self.effectNames))
        }
    }

    /// `announce: TEXT`, or `announce: {text: TEXT, queued: true}` to wait for current speech.
    private func announce(_ node: Node) throws(TranscriptError) -> SceneEffect {
        guard node.mapping != nil else { return .announce(try SpecMapping.text(node, field: "announce"), queued: false) }
        let fields = try SpecMapping(node, what: "'announce'")
        try fields.checkKeys(["text", "queued"], for: "'announce'")
        return .announce(try SpecMapping.text(try fields.required("text"), field: "text"), queued: try fields.bool("queued") ?? false)
    }

    private mutating func set(_ node: Node) throws(TranscriptError) -> SceneEffect {
        let fields = try SpecMapping(node, what: "'set'")
        try fields.checkKeys(["id", "label", "value", "hint", "traits", "hidden", "on"], for: "'set'")
        let id = try reference(try fields.required("id"), field: "id")
        let changes = SceneChanges(
            label: try fields.string("label"), value: try fields.string("value"), hint: try fields.string("hint"),
            traits: fields["traits"] == nil ? nil : try Self.traits(fields),
            hidden: try fields.bool("hidden"), on: try fields.bool("on")
        )
        return .set(id: id, changes)
    }

    /// A node id named by an effect, remembered so that it can be checked once all nodes are read.
    private mutating func reference(_ node: Node, field: String) throws(TranscriptError) -> String {
        let id = try SpecMapping.text(node, field: field)
        guard !id.isEmpty else { throw SpecMapping.error(at: node, "'\(field)' must name a node id") }
        references.append((id, node))
        return id
    }
}
