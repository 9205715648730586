import RotorCode
import RotorDiagnostics
import RotorModel
import RotorYAML

/// `component: swiftui` and `component: uikit`: the scene is computed from Swift code,
/// the article's own blocks (`code:`) or code inline in the spec (`swift:`).
enum CodeKind {
    static let keys = [
        SpecKey("code", "file name or list of file names", "The article's Swift blocks to run, each named in its fence: ```swift file=NAME. Required in an article (or swift:)."),
        SpecKey("swift", "text", "The Swift source inline, for a spec file run with rotor transcript."),
        SpecKey("view", "type name", "The View struct (swiftui) or UIView subclass (uikit) to show. Without it, a swiftui spec shows the code's top-level views (a snippet)."),
        SpecKey("state", "mapping", "Values for the view's properties: @State and @Binding starting values, and lets without defaults."),
        SpecKey("strings", "mapping", "Localised texts by key, for NSLocalizedString, String(localized:) and Text literals: what the app's Localizable.strings says. Without it a key is spoken as itself, noted."),
    ]

    /// The Swift sources the spec names, each placed where it sits in the article or spec.
    static func sources(_ fields: SpecMapping) throws(Diagnostic) -> [SwiftProgram.Source] {
        if let inline = fields["swift"] {
            guard fields["code"] == nil else { throw SpecMapping.error(at: inline, "give the code once: 'swift:' inline or 'code:' naming the article's blocks") }
            let text = try SpecMapping.text(inline, field: "swift")
            // A block scalar (`swift: |`) starts on the line after its mark, indented.
            let mark = inline.mark
            let isBlock = inline.scalar?.style == .literal || inline.scalar?.style == .folded
            let indent = isBlock ? indentation(of: inline) : 0
            return [SwiftProgram.Source(
                name: "swift:", text: text, lineOffset: (mark?.line ?? 1) - (isBlock ? 0 : 1),
                columnOffset: isBlock ? indent : (mark?.column ?? 1) - 1
            )]
        }
        guard let codeNode = fields["code"] else {
            throw SpecMapping.error(at: fields.node, "a '\(fields["component"]?.scalar?.string ?? "code")' spec needs 'code:' naming the article's ```swift file=NAME blocks, or 'swift:' with the code inline")
        }
        var names: [(String, YAMLNode)] = []
        if let items = codeNode.sequence {
            for item in items { names.append((try SpecMapping.text(item, field: "code"), item)) }
        } else {
            names.append((try SpecMapping.text(codeNode, field: "code"), codeNode))
        }
        var sources: [SwiftProgram.Source] = []
        for (name, node) in names {
            guard let block = fields.code.blocks(in: "swift").first(where: { $0.name == name }) else {
                let known = fields.code.blocks(in: "swift").map(\.name)
                let list = known.isEmpty
                    ? "the article has no named Swift block; name one in its fence: ```swift file=\(name)"
                    : "the article's named blocks are \(known.map { "'\($0)'" }.joined(separator: ", "))"
                throw SpecMapping.error(at: node, Suggestion.adding(to: "no Swift block named '\(name)': \(list)", name, in: known))
            }
            sources.append(SwiftProgram.Source(name: name, text: block.text, lineOffset: block.firstLine - 1, isAbsolute: true))
        }
        return sources
    }

    /// How far a block scalar's lines are indented, read from the spec's lines.
    private static func indentation(of node: YAMLNode) -> Int {
        guard let text = node.scalar?.string, let first = text.split(separator: "\n").first else { return 0 }
        _ = first
        return (node.mark?.column ?? 1) + 1
    }

    static func program(_ fields: SpecMapping) throws(Diagnostic) -> (SwiftProgram, String?, [String: StateValue]) {
        let sources = try sources(fields)
        var program: SwiftProgram
        do throws(Diagnostic) {
            program = try SwiftProgram(sources)
        } catch {
            throw specError(error)
        }
        if let stringsNode = fields["strings"] {
            let mapping = try SpecMapping(stringsNode, what: "'strings'")
            for pair in mapping.pairs { program.strings[pair.key] = try SpecMapping.text(pair.value, field: "strings") }
        }
        let view = try fields["view"].map { node throws(Diagnostic) in try SpecMapping.text(node, field: "view") }
        var state: [String: StateValue] = [:]
        if let stateNode = fields["state"] {
            let mapping = try SpecMapping(stateNode, what: "'state'")
            for pair in mapping.pairs { state[pair.key] = try stateValue(pair.value) }
        }
        return (program, view, state)
    }

    static func stateValue(_ node: YAMLNode) throws(Diagnostic) -> StateValue {
        switch node.content {
        case .scalar(let scalar):
            if scalar.style == .plain {
                if scalar.string == "null" || scalar.string == "~" || scalar.string.isEmpty { return .null }
                if scalar.string == "true" { return .bool(true) }
                if scalar.string == "false" { return .bool(false) }
                if let number = Int(scalar.string) { return .int(number) }
                if let number = Double(scalar.string) { return .double(number) }
            }
            return .string(scalar.string)
        case .sequence(let items):
            var values: [StateValue] = []
            for item in items { values.append(try stateValue(item)) }
            return .list(values)
        case .mapping(let mapping):
            var values: [String: StateValue] = [:]
            for (key, value) in mapping {
                guard let name = key.scalar?.string else { throw SpecMapping.error(at: key, "a state field's name must be text") }
                values[name] = try stateValue(value)
            }
            return .map(values)
        case .alias:
            throw SpecMapping.error(at: node, "aliases are not read in 'state:'")
        }
    }

    /// A code error as the spec's: at its line in the article (absolute) or in the spec, whose
    /// file the caller knows, rather than in the source the code names.
    static func specError(_ error: Diagnostic) -> Diagnostic {
        var located = error
        located.path = ""
        return located
    }

    /// Builds a component, locating a missing view at `view:`.
    static func component(_ fields: SpecMapping, make: (SwiftProgram, String?, [String: StateValue]) throws(Diagnostic) -> any AccessibleComponent) throws(Diagnostic) -> any AccessibleComponent {
        let (program, view, state) = try program(fields)
        do throws(Diagnostic) {
            return try make(program, view, state)
        } catch {
            switch (error.code, fields["view"], fields["state"]) {
            case (.undeclaredView, let node?, _), (.unknownStateKey, _, let node?): throw SpecMapping.error(at: node, error.message)
            default: throw specError(error)
            }
        }
    }
}

/// `component: swiftui`.
enum SwiftUIKind: ComponentKind {
    static let name = "swiftui"
    static let summary = "A SwiftUI view computed from Swift code: the article's own blocks or inline code."
    static let keys = CodeKind.keys
    static let phraseKeys = CodeKind.phraseKeys
    static let platform = CodePlatform.ios
    static let runsCode = true
    static let example = """
        component: swiftui
        view: VolumeRow
        swift: |
          struct VolumeRow: View {
              @State private var muted = false
              var body: some View {
                  Toggle("Mute", isOn: $muted)
              }
          }
        gestures: [focus, double tap]

        """

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        try CodeKind.component(fields) { program, view, state throws(Diagnostic) in
            try SwiftUIScene(program: program, view: view, state: state)
        }
    }
}

/// `component: uikit`.
enum UIKitKind: ComponentKind {
    static let name = "uikit"
    static let summary = "A UIView or UIControl subclass that is itself the accessibility element, computed from Swift code."
    static let keys = CodeKind.keys
    static let phraseKeys = CodeKind.phraseKeys
    static let platform = CodePlatform.ios
    static let runsCode = true
    static let example = """
        component: uikit
        view: RatingControl
        swift: |
          final class RatingControl: UIControl {
              var rating = 3 { didSet { accessibilityValue = "\\(rating) of 5" } }
              override init(frame: CGRect) {
                  super.init(frame: frame)
                  isAccessibilityElement = true
                  accessibilityLabel = "Rating"
                  accessibilityTraits = .adjustable
                  accessibilityValue = "\\(rating) of 5"
              }
              override func accessibilityIncrement() { rating = min(rating + 1, 5) }
              override func accessibilityDecrement() { rating = max(rating - 1, 1) }
          }
        gestures: [focus, swipe up]

        """

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        guard fields["view"] != nil else {
            throw SpecMapping.error(at: fields.node, "a 'uikit' spec needs 'view:', the UIView subclass to show")
        }
        return try CodeKind.component(fields) { program, view, state throws(Diagnostic) in
            try UIKitElement(program: program, view: view ?? "", state: state)
        }
    }
}
