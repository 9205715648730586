import RotorDiagnostics
import RotorKotlin
import RotorModel

/// A layout composable, kept by its node's id so the order pass can tell a row from a column.
struct ComposeLayout {
    var name: String
    var site: KotlinNode
}

/// TalkBack's order in a row (the reference's §2.11 and §7.5).
///
/// Compose sorts the nodes of a screen by where they sit: nodes whose vertical ranges overlap
/// form one line, lines go top to bottom, and each line is read start to end. A traversal group
/// keeps its nodes together, and a merged node is one stop. Rotor has no sizes, so in a `Row` it
/// reads:
/// - children that give one stop each, or only one child with stops: start to end, certain;
/// - columns of plain `Text`s side by side: line by line across the columns, assuming every
///   text is one line of the same height (an `assumed` note says so);
/// - anything else (a column of several stops beside other stops): an error naming the fix.
/// Inside a merged node only its own focusable descendants are separate stops; the rest is
/// read with it, in child order (§7.1), which needs no geometry.
extension ComposeEvaluator {
    static let rowLayouts: Set<String> = ["Row", "FlowRow"]

    /// The composed roots with each row's stops in TalkBack's order, or an error where that
    /// order depends on sizes Rotor cannot know.
    mutating func orderRows(_ nodes: [ComposeNode], merging: Bool = false) throws(Diagnostic) -> [ComposeNode] {
        var result: [ComposeNode] = []
        for var node in nodes {
            let inside = merging || node.mergeDescendants || node.clearsDescendants
            node.children = try orderRows(node.children, merging: inside)
            if let layout = records[node.id]?.layout, Self.rowLayouts.contains(layout.name), !node.semantics.hidden {
                node.children = try orderRow(node.children, merging: inside, at: layout.site)
            }
            result.append(node)
        }
        return result
    }

    mutating func orderRow(_ children: [ComposeNode], merging: Bool, at site: KotlinNode) throws(Diagnostic) -> [ComposeNode] {
        let counts = children.map { Self.stops($0, merging: merging) }
        guard counts.filter({ $0 > 0 }).count > 1, counts.contains(where: { $0 > 1 }) else { return children }
        if !merging, let lines = textColumns(children) {
            assume("the heights of this Row's Texts (each taken as one line of the same height, so they are read line by line across the columns)")
            var ordered: [ComposeNode] = []
            for index in 0..<(lines.map(\.count).max() ?? 0) {
                for column in lines where index < column.count { ordered.append(column[index]) }
            }
            return ordered
        }
        throw error(site, "TalkBack reads this Row's children by where they sit on screen, line by line, which Rotor cannot tell: make each child a traversal group (Modifier.semantics { isTraversalGroup = true }) or merge it (Modifier.semantics(mergeDescendants = true))")
    }

    /// The row's children as columns of text lines, when each child with stops is a plain text
    /// or a layout-only column (through layout-only boxes) holding only plain texts.
    func textColumns(_ children: [ComposeNode]) -> [[ComposeNode]]? {
        var columns: [[ComposeNode]] = []
        for child in children where Self.stops(child, merging: false) > 0 {
            guard let lines = textLines(child) else { return nil }
            columns.append(lines)
        }
        return columns
    }

    func textLines(_ node: ComposeNode) -> [ComposeNode]? {
        if Self.isPlainText(node) { return [node] }
        guard node.semantics.isEmpty, !node.mergeDescendants, !node.clearsDescendants, node.frame == nil else { return nil }
        let kind = records[node.id]?.layout?.name
        if kind == "Column" {
            let shown = node.children.filter { Self.stops($0, merging: false) > 0 }
            return shown.allSatisfy(Self.isPlainText) ? shown : nil
        }
        if kind == "Box" || kind == nil, node.children.filter({ Self.stops($0, merging: false) > 0 }).count == 1,
           let only = node.children.first(where: { Self.stops($0, merging: false) > 0 }) {
            return textLines(only)
        }
        return nil
    }

    /// A `Text` with nothing but its text: one line of reading.
    static func isPlainText(_ node: ComposeNode) -> Bool {
        var bare = node.semantics
        bare.text = nil
        return node.semantics.text != nil && bare.isEmpty && node.children.isEmpty && !node.mergeDescendants && node.frame == nil
    }

    /// How many separate stops a subtree gives TalkBack, at most. Inside a merged node only
    /// the descendants that merge or act on their own are stops.
    static func stops(_ node: ComposeNode, merging: Bool = false) -> Int {
        if node.semantics.hidden { return 0 }
        let acts = node.semantics.onClick != nil || node.semantics.onLongClick != nil || node.semantics.focusable
        if node.mergeDescendants || node.clearsDescendants || node.semantics.isTraversalGroup {
            if merging && !acts && !node.mergeDescendants { return node.children.map { stops($0, merging: true) }.reduce(0, +) }
            return node.semantics.isEmpty && node.children.isEmpty ? 0 : 1
        }
        let shows = node.semantics.text != nil || node.semantics.contentDescription != nil
        let own = (merging ? acts : (shows || acts)) ? 1 : 0
        return own + node.children.map { stops($0, merging: merging) }.reduce(0, +)
    }
}

/// What the passes after composing need to know of one node.
struct ComposeRecord {
    /// The layout composable that made it.
    var layout: ComposeLayout?
    /// Set by `clearAndSetSemantics`: what the node had when its chain reached the clearing
    /// modifier, and which actions it had then.
    var sealed: (semantics: ComposeSemantics, merges: Bool, handlers: Set<String>)?
}

extension ComposeEvaluator {
    /// Keeps what the node has now: anything added later comes from inside the clearing modifier.
    mutating func seal(_ node: ComposeNode) {
        let own = Set(handlers.keys.filter { $0 == node.id || $0.hasPrefix(node.id + "@") })
        records[node.id, default: ComposeRecord()].sealed = (node.semantics, node.mergeDescendants, own)
    }

    /// The node as Compose hands it on: a sealed node loses what was set inside its clearing modifier.
    mutating func unsealed(_ node: ComposeNode) -> ComposeNode {
        guard let sealed = records[node.id]?.sealed else { return node }
        var node = node
        node.semantics = sealed.semantics
        node.mergeDescendants = sealed.merges
        node.clearsDescendants = true
        node.children = []
        for key in handlers.keys where (key == node.id || key.hasPrefix(node.id + "@")) && !sealed.handlers.contains(key) {
            handlers[key] = nil
        }
        return node
    }
}
