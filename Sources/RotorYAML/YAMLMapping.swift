import Foundation
import RotorDiagnostics

/// A YAML mapping of a file (front matter, `site.yml`), with typed reads that fail with the
/// place of the bad value in the file.
///
/// A plain null (`~`, `null` or nothing) reads as absent. Transcript specs read their mappings
/// through `SpecMapping` in RotorTranscripts, whose rules for null and length differ.
public struct YAMLMapping {
    /// The mapping node itself.
    public let node: YAMLNode
    /// The entries in the order written.
    public let pairs: [YAMLNode.Pair]
    /// The file named in errors.
    public let path: String
    /// File lines before the YAML, added to every line this reports.
    public let lineOffset: Int

    /// `nil` when `node` is not a mapping.
    public init?(_ node: YAMLNode, path: String, lineOffset: Int = 0) {
        guard let pairs = node.mapping else { return nil }
        self.node = node
        self.pairs = pairs
        self.path = path
        self.lineOffset = lineOffset
    }

    /// The value under `key`; a linear scan, cheaper than building a key node for a hash lookup.
    public func node(_ key: String) -> YAMLNode? {
        pairs.first { $0.key.scalar?.string == key }?.value
    }

    /// Where `node` is in the file, or the mapping when `node` is `nil`.
    public func location(of node: YAMLNode?) -> (line: Int?, column: Int?) {
        guard let mark = node?.mark ?? self.node.mark else { return (nil, nil) }
        return (mark.line + lineOffset, mark.column)
    }

    public func error(_ message: String, at node: YAMLNode?) -> Diagnostic {
        let (line, column) = location(of: node)
        return Diagnostic(path: path, line: line, column: column, message: message)
    }

    public func string(_ key: String) throws(Diagnostic) -> String? {
        guard let node = node(key), !isNull(node) else { return nil }
        guard let scalar = node.scalar else { throw error("'\(key)' must be text", at: node) }
        return scalar.string
    }

    public func bool(_ key: String) throws(Diagnostic) -> Bool? {
        guard let node = node(key), !isNull(node) else { return nil }
        guard let value = node.bool else { throw error("'\(key)' must be true or false", at: node) }
        return value
    }

    public func int(_ key: String) throws(Diagnostic) -> Int? {
        guard let node = node(key), !isNull(node) else { return nil }
        guard let value = node.int else { throw error("'\(key)' must be a whole number", at: node) }
        return value
    }

    public func strings(_ key: String) throws(Diagnostic) -> [String]? {
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
    public func textMapping(_ key: String) throws(Diagnostic) -> [(String, String)]? {
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

    /// A null written plainly; a quoted `'null'` is text.
    public func isNull(_ node: YAMLNode) -> Bool {
        node.isNull && node.scalar?.style == .plain
    }
}
