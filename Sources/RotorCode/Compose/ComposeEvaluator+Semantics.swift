import RotorDiagnostics
import RotorKotlin
import RotorModel

/// Semantics properties and values beyond the core set of `semantics { }` (the reference's
/// §7.2): a range and `setProgress`, custom actions, explicit collection info, and the value
/// types they are written with.
extension ComposeEvaluator {
    /// `CustomAccessibilityAction(label, action)`, `ProgressBarRangeInfo(current, range, steps)`
    /// and `CollectionInfo(rowCount, columnCount)`, built as objects; `nil` for any other call.
    mutating func semanticsValue(_ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        switch name {
        case "CustomAccessibilityAction":
            let args = try arguments(call, scope)
            guard let label = argument("label", 0, args), let action = argument("action", 1, args) ?? args.trailing else {
                throw error(call.node, "CustomAccessibilityAction needs its label and its action")
            }
            return .object(["label": .string(try spoken(label, call.node)), "action": action])
        case "ProgressBarRangeInfo":
            let args = try arguments(call, scope)
            guard let current = argument("current", 0, args)?.number else { throw error(call.node, "Rotor cannot tell this range's current value: give it in 'state:'") }
            var bounds = (0.0, 1.0)
            if let range = argument("range", 1, args) {
                guard let given = try self.range(range) else { throw error(call.node, "Rotor cannot tell this range: write it as a..b with numbers") }
                bounds = given
            }
            var steps = 0
            if let given = argument("steps", 2, args) {
                guard case .int(let count) = given, count >= 0 else { throw error(call.node, "Rotor cannot tell this range's steps: give a whole number") }
                steps = count
            }
            return .object(["current": .double(current), "lower": .double(bounds.0), "upper": .double(bounds.1), "steps": .int(steps)])
        case "CollectionInfo":
            let args = try arguments(call, scope)
            guard case .int(let rows)? = argument("rowCount", 0, args), case .int(let columns)? = argument("columnCount", 1, args) else {
                throw error(call.node, "Rotor cannot tell this collection's size: give rowCount and columnCount as whole numbers")
            }
            return .object(["rows": .int(rows), "columns": .int(columns)])
        case "CollectionItemInfo":
            let args = try arguments(call, scope)
            guard case .int(let row)? = argument("rowIndex", 0, args), case .int(let column)? = argument("columnIndex", 2, args) else {
                throw error(call.node, "Rotor cannot tell this item's place: give rowIndex and columnIndex as whole numbers")
            }
            return .object(["row": .int(row), "column": .int(column)])
        default:
            return nil
        }
    }

    /// An assignment in a `semantics { }` block that the core set does not read; `false` when
    /// the property is none of these.
    mutating func semanticsProperty(_ name: String, _ value: ComposeValue, at site: KotlinNode, into node: inout ComposeNode) throws(Diagnostic) -> Bool {
        switch name {
        case "progressBarRangeInfo":
            switch value {
            case .constant(let constant) where constant.hasSuffix("Indeterminate"):
                node.semantics.progress = ComposeSemantics.ProgressRange(current: 0, indeterminate: true)
            case .object(let fields):
                guard let current = fields["current"]?.number, let lower = fields["lower"]?.number, let upper = fields["upper"]?.number,
                      case .int(let steps)? = fields["steps"] else { throw error(site, "Rotor cannot tell this range") }
                node.semantics.progress = ComposeSemantics.ProgressRange(current: current, lower: lower, upper: upper, steps: steps)
            default:
                throw error(site, "Rotor cannot tell this range: write ProgressBarRangeInfo(current, a..b, steps) or ProgressBarRangeInfo.Indeterminate")
            }
        case "customActions":
            guard case .list(let items) = value else { throw error(site, "Rotor cannot tell these actions: write listOf(CustomAccessibilityAction(label) { … })") }
            var labels: [String] = []
            for item in items {
                guard case .object(let fields) = item, case .string(let label)? = fields["label"] else {
                    throw error(site, "Rotor cannot tell this action: write CustomAccessibilityAction(label) { … }")
                }
                labels.append(label)
                if let action = fields["action"], !action.isNull { handlers[node.id + "@custom:" + label] = ComposeHandler(lambda: action, arguments: []) }
            }
            // Compose gives each action a resource id of its own and has 32 of them (§7.2).
            guard labels.count < 32 else { throw error(site, "Compose throws for 32 or more custom actions on one node") }
            node.semantics.customActions = labels
        case "collectionInfo":
            guard case .object(let fields) = value, case .int(let rows)? = fields["rows"], case .int(let columns)? = fields["columns"] else {
                throw error(site, "Rotor cannot tell this collection's size: write CollectionInfo(rowCount, columnCount)")
            }
            // TalkBack reads rows > 1 and columns > 1 as a grid, which Rotor does not model.
            guard rows <= 1 || columns <= 1 else {
                throw error(site, "TalkBack reads a CollectionInfo with several rows and several columns as a grid, which Rotor does not model yet")
            }
            node.semantics.collectionInfo = ComposeSemantics.CollectionInfo(rows: rows, columns: columns)
        case "collectionItemInfo":
            guard case .object(let fields) = value, case .int(let row)? = fields["row"], case .int(let column)? = fields["column"] else {
                throw error(site, "Rotor cannot tell this item's place: write CollectionItemInfo(rowIndex, rowSpan, columnIndex, columnSpan)")
            }
            node.semantics.collectionItem = ComposeSemantics.CollectionItem(row: row, column: column)
        default:
            return false
        }
        return true
    }

    /// A call in a `semantics { }` block that the core set does not read; `false` when it is
    /// none of these.
    mutating func semanticsCall(_ name: String, _ args: Arguments, into node: inout ComposeNode) throws(Diagnostic) -> Bool {
        if try disclosureCall(name, args, into: &node) { return true }
        switch name {
        case "setProgress":
            node.semantics.setsProgress = true
            if let action = args.named["action"] ?? args.trailing ?? (args.positional.count > 1 ? args.positional[1] : nil), !action.isNull {
                handlers[node.id + "@setProgress"] = ComposeHandler(lambda: action, arguments: [])
            }
        default:
            return false
        }
        return true
    }

    /// What TalkBack's swipe up or down sets through `setProgress`: one step of the range, or
    /// 1/20 of it without steps (§7.2), kept within the range.
    static func adjusted(_ range: ComposeSemantics.ProgressRange, up: Bool) -> Double {
        let span = range.upper - range.lower
        let step = range.steps > 0 ? span / Double(range.steps + 1) : span / 20
        return min(max(range.current + (up ? step : -step), range.lower), range.upper)
    }
}

extension ComposeNode {
    /// The node with `id` in this subtree.
    func find(_ id: String) -> ComposeNode? {
        if self.id == id { return self }
        for child in children { if let found = child.find(id) { return found } }
        return nil
    }
}

extension ComposeNode {
    /// The live regions in this subtree, in tree order, and what each says: its state
    /// description, then its name, then (without a content description) its children's words.
    /// TalkBack speaks the whole node when its content changes (§2.9, §7.2 `liveRegion`).
    func liveRegions() -> [(text: String, assertive: Bool)] {
        if semantics.hidden { return [] }
        var found: [(text: String, assertive: Bool)] = []
        if let mode = semantics.liveRegion { found.append((liveWords().joined(separator: ", "), mode == .assertive)) }
        for child in children { found += child.liveRegions() }
        return found
    }

    func liveWords() -> [String] {
        if semantics.hidden { return [] }
        var words: [String] = []
        if let state = semantics.stateDescription { words.append(state) }
        if let name = semantics.contentDescription ?? semantics.text { words.append(name) }
        if semantics.contentDescription == nil, !clearsDescendants { words += children.flatMap { $0.liveWords() } }
        return words
    }

    /// The pane titles shown in this subtree, in tree order.
    func paneTitles() -> [String] {
        if semantics.hidden { return [] }
        return (semantics.paneTitle.map { [$0] } ?? []) + children.flatMap { $0.paneTitles() }
    }
}
