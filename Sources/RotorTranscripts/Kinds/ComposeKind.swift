import Foundation
import RotorCode
import RotorDiagnostics
import RotorModel
import RotorYAML

/// `component: compose`: a Jetpack Compose screen computed from the article's Kotlin, which
/// TalkBack reads (Compose is Android: VoiceOver refuses it).
enum ComposeKind: ComponentKind {
    static let name = "compose"
    static let summary = "A Jetpack Compose @Composable function computed from the article's Kotlin, read by TalkBack."
    static let keys = [
        SpecKey("code", "file name or list of file names", "The article's Kotlin blocks to read, each named in its fence: ```kotlin file=NAME. Required in an article (or kotlin:)."),
        SpecKey("kotlin", "text", "The Kotlin source inline, for a spec file run with rotor transcript."),
        SpecKey("view", "function name", "The @Composable function to show."),
        SpecKey("state", "mapping", "The function's parameters. A callback or slot is a Kotlin lambda in a string, such as \"{ checked = it }\", run against the other entries."),
        SpecKey("strings", "mapping", "Texts of string resources by name (R.string.name is name), with %1$s and %2$d; a plural as {one: …, other: …}."),
    ]
    static let phraseKeys = CodeKind.phraseKeys
    static let platform = CodePlatform.android
    static let runsCode = true
    static let example = """
        component: compose
        view: MuteRow
        kotlin: |
          @Composable
          fun MuteRow() {
              var muted by remember { mutableStateOf(false) }
              Row(Modifier.toggleable(value = muted, role = Role.Switch, onValueChange = { muted = it })) {
                  Text("Mute")
              }
          }
        gestures: [focus, double tap]

        """

    static func sources(_ fields: SpecMapping) throws(Diagnostic) -> [ComposeProgram.Source] {
        if let inline = fields["kotlin"] {
            guard fields["code"] == nil else { throw SpecMapping.error(at: inline, "give the code once: 'kotlin:' inline or 'code:' naming the article's blocks") }
            let text = try SpecMapping.text(inline, field: "kotlin")
            let isBlock = inline.scalar?.style == .literal || inline.scalar?.style == .folded
            return [ComposeProgram.Source(name: "kotlin:", text: text, lineOffset: (inline.mark?.line ?? 1) - (isBlock ? 0 : 1))]
        }
        guard let codeNode = fields["code"] else {
            throw SpecMapping.error(at: fields.node, "a 'compose' spec needs 'code:' naming the article's ```kotlin file=NAME blocks, or 'kotlin:' with the code inline")
        }
        var names: [(String, YAMLNode)] = []
        if let items = codeNode.sequence {
            for item in items { names.append((try SpecMapping.text(item, field: "code"), item)) }
        } else {
            names.append((try SpecMapping.text(codeNode, field: "code"), codeNode))
        }
        var sources: [ComposeProgram.Source] = []
        for (name, node) in names {
            guard let block = fields.code.blocks(in: "kotlin").first(where: { $0.name == name }) else {
                let known = fields.code.blocks(in: "kotlin").map(\.name)
                let list = known.isEmpty
                    ? "the article has no named Kotlin block; name one in its fence: ```kotlin file=\(name)"
                    : "the article's named Kotlin blocks are \(known.map { "'\($0)'" }.joined(separator: ", "))"
                throw SpecMapping.error(at: node, Suggestion.adding(to: "no Kotlin block named '\(name)': \(list)", name, in: known))
            }
            sources.append(ComposeProgram.Source(name: name, text: block.text, lineOffset: block.firstLine - 1, isAbsolute: true))
        }
        return sources
    }

    /// A state entry: a value, a list, an object's properties, or (at the top) a lambda in a string.
    static func composeState(_ value: StateValue, at node: YAMLNode, top: Bool) throws(Diagnostic) -> ComposeStateValue {
        switch value {
        case .null: return .null
        case .bool(let flag): return .bool(flag)
        case .int(let number): return .int(number)
        case .double(let number): return .double(number)
        case .string(let text):
            let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
            return top && trimmed.hasPrefix("{") && trimmed.hasSuffix("}") ? .lambda(trimmed) : .string(text)
        case .list(let items):
            var values: [ComposeStateValue] = []
            for item in items { values.append(try composeState(item, at: node, top: false)) }
            return .list(values)
        case .map(let properties):
            var values: [String: ComposeStateValue] = [:]
            for (key, item) in properties { values[key] = try composeState(item, at: node, top: false) }
            return .object(values)
        }
    }

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        guard let viewNode = fields["view"] else {
            throw SpecMapping.error(at: fields.node, "a 'compose' spec needs 'view:', the @Composable function to show")
        }
        let view = try SpecMapping.text(viewNode, field: "view")
        var program: ComposeProgram
        do throws(Diagnostic) {
            program = try ComposeProgram(try sources(fields))
        } catch {
            throw CodeKind.specError(error)
        }
        if let stringsNode = fields["strings"] {
            let mapping = try SpecMapping(stringsNode, what: "'strings'")
            for pair in mapping.pairs {
                if let forms = pair.value.mapping {
                    var plural: [String: String] = [:]
                    for (key, value) in forms {
                        guard let form = key.scalar?.string else { throw SpecMapping.error(at: key, "a plural form is one, few, many or other") }
                        plural[form] = try SpecMapping.text(value, field: "strings")
                    }
                    program.plurals[pair.key] = plural
                } else {
                    program.strings[pair.key] = try SpecMapping.text(pair.value, field: "strings")
                }
            }
        }
        var state: [(String, ComposeStateValue)] = []
        if let stateNode = fields["state"] {
            let mapping = try SpecMapping(stateNode, what: "'state'")
            for pair in mapping.pairs {
                state.append((pair.key, try composeState(CodeKind.stateValue(pair.value), at: pair.value, top: true)))
            }
        }
        do throws(Diagnostic) {
            return try ComposeApp(program: program, view: view, state: state)
        } catch {
            switch (error.code, fields["state"]) {
            case (.undeclaredView, _): throw SpecMapping.error(at: viewNode, error.message)
            case (.unknownStateKey, let node?): throw SpecMapping.error(at: node, error.message)
            default: throw CodeKind.specError(error)
            }
        }
    }
}
