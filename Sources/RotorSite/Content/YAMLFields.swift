import Foundation
import RotorDiagnostics
import Yams

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
