import Foundation
import RotorDiagnostics
import RotorOutput
import RotorYAML

/// The theme's interface text ("Skip to content", "On this page"), per language.
///
/// Strings live in data files beside the templates, `i18n/<lang>.yml`, so that a theme and
/// its words travel together. A key missing in one language falls back to English, then to
/// the key itself, so a half-translated theme still builds.
public struct UIStrings: Sendable {
    private let table: [String: [String: String]]

    public init(table: [String: [String: String]]) {
        self.table = table
    }

    /// Loads every `*.yml` in `directory`; a missing folder gives an empty table.
    public static func load(from directory: URL, displayPath: String) throws(Diagnostic) -> UIStrings {
        let manager = FileManager.default
        guard let names = try? manager.contentsOfDirectory(atPath: directory.path) else { return UIStrings(table: [:]) }
        var table: [String: [String: String]] = [:]
        for name in names.sorted() where name.hasSuffix(".yml") {
            let path = "\(displayPath)/\(name)"
            guard let data = manager.contents(atPath: directory.appendingPathComponent(name).path),
                  let text = String(data: data, encoding: .utf8) else {
                throw Diagnostic(path: path, message: "cannot read this file as UTF-8 text")
            }
            guard let mapping = try YAMLReader.document.node(text, path: path)?.mapping else {
                throw Diagnostic(path: path, line: 1, column: 1, message: "expected a mapping of string keys to text")
            }
            var strings: [String: String] = [:]
            for (key, value) in mapping {
                guard let keyText = key.string, let valueText = value.scalar?.string else {
                    throw Diagnostic(path: path, line: value.mark?.line, column: value.mark?.column,
                                     message: "each entry must be 'key: text'")
                }
                strings[keyText] = valueText
            }
            table[String(name.dropLast(4))] = strings
        }
        return UIStrings(table: table)
    }

    /// A stable digest of every string, for cache keys.
    public var fingerprint: String {
        var parts: [String] = []
        for (language, strings) in table.sorted(by: { $0.key < $1.key }) {
            for (key, value) in strings.sorted(by: { $0.key < $1.key }) { parts.append("\(language)\u{0}\(key)\u{0}\(value)") }
        }
        return ContentDigest(parts.joined(separator: "\u{1}")).hex
    }

    public func string(_ key: String, language: String) -> String {
        table[language]?[key] ?? table["en"]?[key] ?? key
    }

    /// The string with each `{}` replaced by the next argument.
    public func format(_ key: String, language: String, _ arguments: String...) -> String {
        var result = string(key, language: language)
        for argument in arguments {
            guard let range = Self.placeholder(in: result) else { break }
            result.replaceSubrange(range, with: argument)
        }
        return result
    }

    /// Where `{}` first is, found by its bytes; text where a brace is joined to another
    /// scalar in one character is searched with Foundation, as before.
    static func placeholder(in text: String) -> Range<String.Index>? {
        let bytes = text.utf8
        var from = bytes.startIndex
        while let open = bytes[from...].firstIndex(of: UInt8(ascii: "{")) {
            let next = bytes.index(after: open)
            if next < bytes.endIndex, bytes[next] == UInt8(ascii: "}") {
                let end = bytes.index(after: next)
                guard open.samePosition(in: text) != nil, next.samePosition(in: text) != nil,
                      end == bytes.endIndex || end.samePosition(in: text) != nil else {
                    // A brace joined to another scalar: search as before.
                    return text.range(of: "{}")
                }
                return open..<end
            }
            from = next
        }
        return nil
    }

    /// All strings of one language, English filling the gaps, for templates to read by key.
    public func all(language: String) -> [String: String] {
        (table["en"] ?? [:]).merging(table[language] ?? [:]) { _, translated in translated }
    }
}
