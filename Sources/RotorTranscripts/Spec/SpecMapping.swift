import RotorDiagnostics
import RotorModel
import RotorYAML

/// A YAML mapping from a spec, with typed readers that fail with the value's location.
///
/// The mapping is RotorYAML's `YAMLMapping`; what is the spec's own are its rules: field names
/// are text, a null is empty text, a text has a bounded length, `yes` and `on` are flags.
/// Every reader throws `Diagnostic` pointing at the offending node, so an author
/// learns which line of the block to fix. Keys are checked against what the component
/// accepts, which catches typos such as `vaule:` instead of silently ignoring them.
struct SpecMapping {
    let mapping: YAMLMapping
    var node: YAMLNode { mapping.node }
    let pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)]
    /// The article's named Swift blocks, for kinds that compute from code.
    var code = ArticleCode.none

    init(_ node: YAMLNode, what: String) throws(Diagnostic) {
        guard let mapping = YAMLMapping(node, path: "") else {
            throw SpecMapping.error(at: node, "\(what) must be a mapping of fields")
        }
        var pairs: [(key: String, keyNode: YAMLNode, value: YAMLNode)] = []
        for (key, value) in mapping.pairs {
            guard let name = key.scalar?.string else {
                throw SpecMapping.error(at: key, "field names must be plain text")
            }
            pairs.append((name, key, value))
        }
        self.mapping = mapping
        self.pairs = pairs
    }

    subscript(key: String) -> YAMLNode? {
        mapping.node(key)
    }

    /// Fails on the first key that is not in `allowed`.
    func checkKeys(_ allowed: [String], for what: String) throws(Diagnostic) {
        for pair in pairs where !allowed.contains(pair.key) {
            let list = allowed.map { "'\($0)'" }.joined(separator: ", ")
            throw SpecMapping.error(at: pair.keyNode, "unknown field '\(pair.key)' for \(what); expected one of \(list)." + Suggestion.didYouMean(pair.key, in: allowed))
        }
    }

    func required(_ key: String) throws(Diagnostic) -> YAMLNode {
        guard let value = self[key] else {
            throw SpecMapping.error(at: node, "missing required field '\(key)'")
        }
        return value
    }

    func string(_ key: String) throws(Diagnostic) -> String? {
        guard let value = self[key] else { return nil }
        return try SpecMapping.text(value, field: key)
    }

    func number(_ key: String) throws(Diagnostic) -> Double? {
        guard let value = self[key] else { return nil }
        guard let text = value.scalar?.string, let number = Double(text), number.isFinite else {
            throw SpecMapping.error(at: value, "'\(key)' must be a number")
        }
        return number
    }

    func integer(_ key: String) throws(Diagnostic) -> Int? {
        guard let value = self[key] else { return nil }
        guard let text = value.scalar?.string, let number = Int(text) else {
            throw SpecMapping.error(at: value, "'\(key)' must be a whole number")
        }
        return number
    }

    func bool(_ key: String) throws(Diagnostic) -> Bool? {
        guard let value = self[key] else { return nil }
        switch value.scalar?.string.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default: throw SpecMapping.error(at: value, "'\(key)' must be true or false")
        }
    }

    /// One of a fixed set of words, such as an orientation.
    func choice<Choice: RawRepresentable>(_ key: String, _ type: Choice.Type) throws(Diagnostic) -> Choice?
    where Choice: CaseIterable, Choice.RawValue == String {
        guard let value = self[key] else { return nil }
        let text = try SpecMapping.text(value, field: key)
        guard let choice = Choice(rawValue: text) else {
            let list = Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")
            throw SpecMapping.error(at: value, Suggestion.adding(to: "'\(key)' must be one of \(list), not '\(text)'", text, in: Choice.allCases.map(\.rawValue)))
        }
        return choice
    }

    func sequence(_ key: String) throws(Diagnostic) -> [YAMLNode]? {
        guard let value = self[key] else { return nil }
        guard let items = value.sequence else {
            throw SpecMapping.error(at: value, "'\(key)' must be a list")
        }
        return Array(items)
    }

    // MARK: Locations

    static func text(_ node: YAMLNode, field: String) throws(Diagnostic) -> String {
        if node.isNull { return "" }
        guard let text = node.scalar?.string else {
            throw error(at: node, "'\(field)' must be text")
        }
        try SpecLimits.checkLength(text, at: node, field: field)
        return text
    }

    static func error(at node: YAMLNode, _ message: String) -> Diagnostic {
        Diagnostic(line: node.mark?.line ?? 1, column: node.mark?.column ?? 1, message: message)
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
