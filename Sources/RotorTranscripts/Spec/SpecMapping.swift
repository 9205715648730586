import RotorDiagnostics
import RotorModel
import RotorYAML

/// A YAML mapping from a spec: RotorYAML's one mapping reader under the spec's rules, with the
/// article's code for the kinds that compute from it.
///
/// The spec's rules (``rules``): field names are text, a null is empty text, a text has a
/// bounded length, `yes` and `on` are flags. Every read throws a `Diagnostic` at the offending
/// node, so an author learns which line of the block to fix; keys are checked against what the
/// component accepts, which catches typos such as `vaule:` instead of ignoring them.
struct SpecMapping {
    /// How a spec reads its values, where it differs from a file's front matter.
    static let rules = YAMLMapping.Rules(
        null: .emptyText, scalars: .words, textLength: SpecLimits.textLength, unboundedFields: ["swift"],
        unplacedAtStart: true)

    let mapping: YAMLMapping
    /// The article's named Swift blocks, for kinds that compute from code.
    var code = ArticleCode.none

    init(_ node: YAMLNode, what: String) throws(Diagnostic) {
        mapping = try YAMLMapping(node, what: what, rules: Self.rules)
    }

    var node: YAMLNode { mapping.node }
    var pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)] { mapping.fields }
    subscript(key: String) -> YAMLNode? { mapping.node(key) }

    func checkKeys(_ allowed: [String], for what: String) throws(Diagnostic) { try mapping.checkKeys(allowed, for: what) }
    func required(_ key: String) throws(Diagnostic) -> YAMLNode { try mapping.required(key) }
    func string(_ key: String) throws(Diagnostic) -> String? { try mapping.string(key) }
    func number(_ key: String) throws(Diagnostic) -> Double? { try mapping.number(key) }
    func integer(_ key: String) throws(Diagnostic) -> Int? { try mapping.int(key) }
    func bool(_ key: String) throws(Diagnostic) -> Bool? { try mapping.bool(key) }
    func sequence(_ key: String) throws(Diagnostic) -> [YAMLNode]? { try mapping.sequence(key) }

    /// One of a fixed set of words, such as an orientation.
    func choice<Choice: RawRepresentable>(_ key: String, _ type: Choice.Type) throws(Diagnostic) -> Choice?
    where Choice: CaseIterable, Choice.RawValue == String {
        try mapping.choice(key, type)
    }

    // MARK: Values outside a mapping

    /// `node` as the text of `field`, under the spec's rules.
    static func text(_ node: YAMLNode, field: String) throws(Diagnostic) -> String {
        try YAMLMapping.text(node, field: field, rules: rules)
    }

    static func error(at node: YAMLNode, _ message: String) -> Diagnostic {
        YAMLMapping.error(message, at: node, rules: rules)
    }

    /// An unplaced problem (a gesture the parser refuses), placed at `node`, its code kept.
    static func placed(_ problem: Diagnostic, at node: YAMLNode) -> Diagnostic {
        var placed = problem
        placed.line = node.mark?.line ?? 1
        placed.column = node.mark?.column ?? 1
        placed.subjects = []
        return placed
    }

    /// A model's refusal placed at the first of its ``Diagnostic/subjects`` this mapping has
    /// (the value of that key, or the item of that list), or at the mapping itself.
    func placing(_ problem: Diagnostic) -> Diagnostic {
        for subject in problem.subjects {
            guard let value = self[subject.name] else { continue }
            guard let item = subject.item else { return Self.placed(problem, at: value) }
            let items = value.sequence ?? []
            if items.indices.contains(item) { return Self.placed(problem, at: items[item]) }
        }
        return Self.placed(problem, at: node)
    }
}
