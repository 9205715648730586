import Foundation
import RotorDiagnostics
import Yams

/// The one way Rotor reads YAML: text into nodes (``YAMLNode``) that remember where they were written,
/// and Yams's errors into ``Diagnostic``s at their line and column, worded for the author.
///
/// Rotor composes YAML into nodes instead of decoding it straight into types, so that a
/// wrong type is reported at the line and column of the offending value. Transcript specs,
/// phrase files, front matter, `site.yml` and UI strings are all read here.
public struct YAMLReader: Sendable {
    /// How plain scalars are tagged while the document is composed.
    public enum Schema: Sendable {
        /// Every plain scalar is text until a field reads it as a flag or a number, so no
        /// tag needs resolving: no regular expression runs per scalar. For files whose
        /// values are checked field by field (front matter, `site.yml`, UI strings).
        case text
        /// YAML's core schema (Yams's default resolver): flags, numbers, nulls, timestamps
        /// and `<<` merge keys are resolved as the document is composed.
        case core
    }

    /// How a syntax error is put to the author.
    public enum Wording: Sendable {
        /// A file or front matter: "invalid YAML: …" with libyaml's context, "duplicate key …",
        /// and its two commonest slips pointed at the line that needs the fix.
        case document
        /// A transcript spec: "the spec is not valid YAML: …", "a field is written twice: …".
        case spec
    }

    public var schema: Schema
    public var wording: Wording

    public init(schema: Schema, wording: Wording) {
        self.schema = schema
        self.wording = wording
    }

    /// Front matter, `site.yml` and UI strings.
    public static let document = YAMLReader(schema: .text, wording: .document)
    /// A transcript block's body.
    public static let spec = YAMLReader(schema: .core, wording: .spec)
    /// Rotor's own phrase files.
    public static let phrases = YAMLReader(schema: .core, wording: .document)

    /// Parses `text`; `nil` for a document with no content.
    ///
    /// - Parameters:
    ///   - path: The file named in errors; empty when the caller locates them later.
    ///   - lineOffset: Added to every error's line, for YAML that sits inside a larger file
    ///     such as front matter.
    public func node(_ text: String, path: String = "", lineOffset: Int = 0) throws(Diagnostic) -> YAMLNode? {
        let resolver: Resolver = switch schema {
        case .text: .basic
        case .core: .default
        }
        do {
            // The encoding is named because Yams's default reads the environment on every parse.
            return try Yams.compose(yaml: text, resolver, .default, .utf8).map(YAMLNode.init)
        } catch let error as YamlError {
            throw diagnostic(for: error, text: text, path: path, lineOffset: lineOffset)
        } catch {
            throw unreadable(error, path: path, lineOffset: lineOffset)
        }
    }

    /// An error Yams gives no place for, at the first line.
    private func unreadable(_ error: any Error, path: String, lineOffset: Int) -> Diagnostic {
        switch wording {
        case .document: Diagnostic(path: path, line: lineOffset + 1, message: "invalid YAML: \(error)")
        case .spec: Diagnostic(path: path, line: lineOffset + 1, column: 1, message: "the spec is not valid YAML: \(error)")
        }
    }

    private func diagnostic(for error: YamlError, text: String, path: String, lineOffset: Int) -> Diagnostic {
        switch error {
        case .scanner(let context, let problem, let mark, _),
             .parser(let context, let problem, let mark, _),
             .composer(let context, let problem, let mark, _):
            let place = Diagnostic(path: path, line: mark.line + lineOffset, column: mark.column, message: "")
            if wording == .document, let fixed = LibYAMLProblem.slip(error, at: place, text: text, lineOffset: lineOffset) {
                return fixed
            }
            let readable = problem == LibYAMLProblem.nestingLimit ? "nested more than 1000 levels deep" : problem
            var located = place
            switch wording {
            case .document: located.message = "invalid YAML: \(readable)" + (context.map { " (\($0.text))" } ?? "")
            case .spec: located.message = "the spec is not valid YAML: \(readable)"
            }
            return located
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.joined(separator: ", ")
            return Diagnostic(
                path: path, line: context.mark.line + lineOffset, column: context.mark.column,
                message: wording == .document ? "duplicate key \(keys)" : "a field is written twice: \(keys)")
        default:
            return unreadable(error, path: path, lineOffset: lineOffset)
        }
    }
}

/// The libyaml problems Rotor words its own way. Yams passes libyaml's problem on only as
/// text (`YamlError.scanner(problem:)`, `.parser(problem:)`), so these are libyaml's own fixed
/// strings, compared whole and only here, with the error's case.
enum LibYAMLProblem {
    /// libyaml stops at 1000 levels, and names its C setter in the message.
    static let nestingLimit = "Maximum nesting level reached, set with yaml_set_max_nest_level())"
    /// The scanner's complaint about `title Hi` followed by `date: …`.
    static let mappingValuesNotAllowed = "mapping values are not allowed in this context"
    /// The parser's complaint about a flow list whose `]` never comes.
    static let flowSequenceNotEnded = "did not find expected ',' or ']'"

    /// libyaml reports the two commonest slips where it notices them, lines later, in its own
    /// words. Points at the line that needs the fix instead, and says what to type; `nil`
    /// when the error is neither slip or the line above does not show it.
    static func slip(_ error: YamlError, at place: Diagnostic, text: String, lineOffset: Int) -> Diagnostic? {
        guard let reported = place.line.map({ $0 - lineOffset }) else { return nil }
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        let before = lines.prefix(max(0, min(reported, lines.count)))
        var fixed = place
        switch error {
        case .scanner(_, mappingValuesNotAllowed, _, _):
            // `title Hi` followed by `date: …`: the key line above has no colon.
            for (index, line) in before.enumerated().reversed().dropFirst() {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { continue }
                guard !trimmed.contains(":"), !trimmed.hasPrefix("-") else { break }
                let key = trimmed.split(separator: " ").first.map(String.init) ?? trimmed
                fixed.line = index + 1 + lineOffset
                let start = key.first.flatMap { line.firstIndex(of: $0) } ?? line.startIndex
                fixed.column = line.distance(from: line.startIndex, to: start) + key.count + 1
                fixed.message = "missing ':' after '\(key)'; write '\(key): value'"
                return fixed
            }
        case .parser(_, flowSequenceNotEnded, _, _):
            for (index, line) in before.enumerated().reversed() {
                guard let open = line.lastIndex(of: "["), !line[open...].contains("]") else { continue }
                fixed.line = index + 1 + lineOffset
                fixed.column = line.distance(from: line.startIndex, to: open) + 1
                fixed.message = "the list opened with '[' here is not closed; end it with ']' on the same line"
                return fixed
            }
        default:
            break
        }
        return nil
    }
}
