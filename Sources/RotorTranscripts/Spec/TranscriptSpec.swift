import RotorModel
import Yams

/// A parsed transcript spec: the component, the gestures, and what the author expects.
struct TranscriptSpec {
    /// A written gesture, repeated as the spec asks, with the line it came from.
    struct Step {
        var gesture: Gesture
        var text: String
        var line: Int
    }

    /// One expected spoken line and where it is written.
    struct Expectation {
        var speech: String
        var line: Int
        var column: Int
    }

    var componentName: String
    var component: ComponentSpec
    var steps: [Step]
    var expectations: [Expectation]?
    /// Where `expect:` is written, for a count mismatch.
    var expectLine: Int
    var language: String?
    /// Where `lang:` is written, for an unsupported language.
    var languageLocation: (line: Int, column: Int)
    var caption: String?

    static let commonKeys = ["component", "gestures", "expect", "lang", "caption"]

    /// Parses the YAML body of a transcript block, in block or flow style.
    ///
    /// - Throws: `TranscriptError` at the line and column of the first problem.
    static func parse(_ yaml: String) throws(TranscriptError) -> TranscriptSpec {
        let root: Node
        do {
            guard let node = try Yams.compose(yaml: yaml, .default, .default, .utf8) else {
                throw TranscriptError(line: 1, column: 1, message: "the transcript spec is empty; it needs 'component:' and 'gestures:'")
            }
            root = node
        } catch let error as TranscriptError {
            throw error
        } catch {
            throw YAMLErrorMapping.transcriptError(error)
        }
        let fields = try SpecMapping(root, what: "a transcript spec")
        let nameNode = try fields.required("component")
        let name = try SpecMapping.text(nameNode, field: "component")
        let component = try ComponentSpec.parse(name: name, at: nameNode, fields: fields)
        return TranscriptSpec(
            componentName: name, component: component,
            steps: try steps(fields),
            expectations: try expectations(fields),
            expectLine: fields["expect"]?.mark?.line ?? 1,
            language: try fields.string("lang"),
            languageLocation: (fields["lang"]?.mark?.line ?? 1, fields["lang"]?.mark?.column ?? 1),
            caption: try fields.string("caption")
        )
    }

    private static func steps(_ fields: SpecMapping) throws(TranscriptError) -> [Step] {
        let gesturesNode = try fields.required("gestures")
        guard let items = try fields.sequence("gestures"), !items.isEmpty else {
            throw SpecMapping.error(at: gesturesNode, "'gestures' must list at least one gesture")
        }
        var steps: [Step] = []
        for item in items {
            let written = try SpecMapping.text(item, field: "gestures")
            switch GestureParser.parse(written) {
            case .success(let parsed):
                let step = Step(gesture: parsed.gesture, text: parsed.text, line: item.mark?.line ?? 1)
                steps.append(contentsOf: repeatElement(step, count: parsed.count))
            case .failure(let problem):
                throw SpecMapping.error(at: item, problem.message)
            }
        }
        return steps
    }

    private static func expectations(_ fields: SpecMapping) throws(TranscriptError) -> [Expectation]? {
        guard let items = try fields.sequence("expect") else { return nil }
        var expectations: [Expectation] = []
        for item in items {
            expectations.append(Expectation(
                speech: try SpecMapping.text(item, field: "expect"),
                line: item.mark?.line ?? 1, column: item.mark?.column ?? 1
            ))
        }
        return expectations
    }
}

/// Turns Yams' syntax errors into located transcript errors.
enum YAMLErrorMapping {
    static func transcriptError(_ error: any Error) -> TranscriptError {
        guard let yamlError = error as? YamlError else {
            return TranscriptError(line: 1, column: 1, message: "the spec is not valid YAML: \(error)")
        }
        switch yamlError {
        case .scanner(_, let problem, let mark, _), .parser(_, let problem, let mark, _), .composer(_, let problem, let mark, _):
            return TranscriptError(line: mark.line, column: mark.column, message: "the spec is not valid YAML: \(readable(problem))")
        case .duplicatedKeysInMapping(let duplicates, let context):
            let keys = duplicates.joined(separator: ", ")
            return TranscriptError(line: context.mark.line, column: context.mark.column, message: "a field is written twice: \(keys)")
        default:
            return TranscriptError(line: 1, column: 1, message: "the spec is not valid YAML: \(yamlError)")
        }
    }

    /// libyaml's own wording, except for its nesting limit, whose text names a C function.
    static func readable(_ problem: String) -> String {
        problem.hasPrefix("Maximum nesting level") ? "nested more than 1000 levels deep" : problem
    }
}
