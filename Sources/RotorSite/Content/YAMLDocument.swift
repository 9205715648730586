import Foundation
import RotorDiagnostics
import Yams

/// YAML parsed into Yams nodes that remember where they came from.
///
/// Rotor composes YAML into nodes instead of decoding it straight into types, so that a
/// wrong type is reported at the line and column of the offending value.
struct YAMLDocument {
    let root: Node?

    /// Parses `text`. Lines in errors are shifted by `lineOffset`, for YAML that sits inside
    /// a larger file such as front matter.
    init(_ text: String, path: String, lineOffset: Int = 0) throws(Diagnostic) {
        do {
            // Values are read as text and checked by ``YAMLFields``, so no tag needs resolving:
            // the basic resolver skips a regular expression per scalar. The encoding is named
            // because Yams's default reads the environment on every parse.
            root = try Yams.compose(yaml: text, .basic, .default, .utf8)
        } catch let error as YamlError {
            throw Self.reworded(Self.diagnostic(for: error, path: path, lineOffset: lineOffset), text: text, lineOffset: lineOffset)
        } catch {
            throw Diagnostic(path: path, line: lineOffset + 1, message: "invalid YAML: \(error)")
        }
    }

    /// libyaml reports the two commonest slips where it notices them, lines later, in its own
    /// words. Point at the line that needs the fix instead, and say what to type.
    static func reworded(_ diagnostic: Diagnostic, text: String, lineOffset: Int) -> Diagnostic {
        guard let reported = diagnostic.line.map({ $0 - lineOffset }) else { return diagnostic }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let before = lines.prefix(max(0, min(reported, lines.count)))
        var fixed = diagnostic
        if diagnostic.message.contains("mapping values are not allowed") {
            // `title Hi` followed by `date: …`: the key line above has no colon.
            for (index, line) in before.enumerated().reversed().dropFirst() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
                guard !trimmed.contains(":"), !trimmed.hasPrefix("-") else { break }
                let key = trimmed.split(separator: " ").first.map(String.init) ?? trimmed
                fixed.line = index + 1 + lineOffset
                fixed.column = line.distance(from: line.startIndex, to: line.firstIndex(of: key.first!)!) + key.count + 1
                fixed.message = "missing ':' after '\(key)'; write '\(key): value'"
                return fixed
            }
        }
        if diagnostic.message.contains("did not find expected ',' or ']'") {
            for (index, line) in before.enumerated().reversed() {
                guard let open = line.lastIndex(of: "["), !line[open...].contains("]") else { continue }
                fixed.line = index + 1 + lineOffset
                fixed.column = line.distance(from: line.startIndex, to: open) + 1
                fixed.message = "the list opened with '[' here is not closed; end it with ']' on the same line"
                return fixed
            }
        }
        return diagnostic
    }

    static func diagnostic(for error: YamlError, path: String, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            // libyaml stops at 1000 levels, and names its C setter in the message.
            let nestingLimit = problem.hasPrefix("Maximum nesting level")
            var message = "invalid YAML: \(nestingLimit ? "nested more than 1000 levels deep" : problem)"
            if let context { message += " (\(context.text))" }
            return Diagnostic(path: path, line: mark.line + lineOffset, column: mark.column, message: message)
        case .duplicatedKeysInMapping(let duplicates, let context):
            return Diagnostic(
                path: path, line: context.mark.line + lineOffset, column: context.mark.column,
                message: "duplicate key \(duplicates.joined(separator: ", "))")
        default:
            return Diagnostic(path: path, line: lineOffset + 1, message: "invalid YAML: \(error)")
        }
    }
}

/// Typed reads from a YAML mapping, each failing with the position of the bad value.
struct YAMLFields {
    let mapping: Node.Mapping
    let path: String
    let lineOffset: Int

    /// The value under `key`; a linear scan, cheaper than building a key node for a hash lookup.
    func node(_ key: String) -> Node? {
        mapping.first { $0.key.scalar?.string == key }?.value
    }

    func location(of node: Node?) -> (line: Int?, column: Int?) {
        guard let mark = node?.mark ?? mapping.mark else { return (nil, nil) }
        return (mark.line + lineOffset, mark.column)
    }

    func error(_ message: String, at node: Node?) -> Diagnostic {
        let (line, column) = location(of: node)
        return Diagnostic(path: path, line: line, column: column, message: message)
    }

    func string(_ key: String) throws(Diagnostic) -> String? {
        guard let node = node(key), !isNull(node) else { return nil }
        guard let scalar = node.scalar else { throw error("'\(key)' must be text", at: node) }
        return scalar.string
    }

    func bool(_ key: String) throws(Diagnostic) -> Bool? {
        guard let node = node(key), !isNull(node) else { return nil }
        guard let value = node.bool else { throw error("'\(key)' must be true or false", at: node) }
        return value
    }

    func int(_ key: String) throws(Diagnostic) -> Int? {
        guard let node = node(key), !isNull(node) else { return nil }
        guard let value = node.int else { throw error("'\(key)' must be a whole number", at: node) }
        return value
    }

    func strings(_ key: String) throws(Diagnostic) -> [String]? {
        guard let node = node(key), !isNull(node) else { return nil }
        if let scalar = node.scalar {
            // `tags: buttons, toggles` is one tag with a comma in it, which nobody means.
            let parts = scalar.string.split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
            if parts.count > 1, scalar.style == .plain {
                throw error("'\(key)' is one text with commas; write a list: [\(parts.joined(separator: ", "))]", at: node)
            }
            return [scalar.string]
        }
        guard let sequence = node.sequence else { throw error("'\(key)' must be a list of text", at: node) }
        var result: [String] = []
        for item in sequence {
            guard let scalar = item.scalar else { throw error("'\(key)' must be a list of text", at: item) }
            result.append(scalar.string)
        }
        return result
    }

    /// A mapping of text to text, in the order written.
    func textMapping(_ key: String) throws(Diagnostic) -> [(String, String)]? {
        guard let node = node(key), !isNull(node) else { return nil }
        guard let mapping = node.mapping else { throw error("'\(key)' must be a mapping of text to text", at: node) }
        var result: [(String, String)] = []
        for (nameNode, valueNode) in mapping {
            guard let name = nameNode.scalar?.string, let value = valueNode.scalar?.string, !isNull(valueNode) else {
                throw error("'\(key)' must be a mapping of text to text", at: valueNode)
            }
            result.append((name, value))
        }
        return result
    }

    func isNull(_ node: Node) -> Bool {
        node.null != nil && (node.scalar?.style == .plain)
    }
}
