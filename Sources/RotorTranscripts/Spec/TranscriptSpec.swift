import RotorDiagnostics
import RotorModel
import RotorYAML

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

    /// Where a written list of expectations starts (its `[` or first `-`), so that
    /// `rotor check --update-expect` can rewrite it in place.
    struct ListMark {
        var line: Int
        var column: Int
    }

    /// What one reader does in this spec: its settings, gestures and expectations.
    struct ReaderPlan {
        var reader: any ScreenReader.Type
        var settings: ReaderSettings
        var steps: [Step]
        var expectations: [Expectation]?
        /// Where `expect:` is written, for a count mismatch.
        var expectLine: Int
        var hintExpectations: [Expectation]?
        var expectHintLine: Int
        var expectList: ListMark? = nil
        var expectHintList: ListMark? = nil
        /// The key the expectations are written under, for messages: `expect` or `talkback: expect`.
        var expectKey: String
        /// What a person heard on a device (`recorded:`), compared with the computed speech.
        var recording: Recording? = nil
    }

    /// `recorded:` what a person heard on a device, step by step, with where and when.
    struct Recording {
        var device: String
        var os: String
        var readerVersion: String
        var date: String
        var by: String
        /// The lines heard at each step, as spoken at once (the hint is not compared).
        var lines: [Expectation]
        /// Where `recorded:` is written, for a count mismatch.
        var line: Int
    }

    var componentName: String
    var component: any AccessibleComponent
    /// One plan per reader, the primary first: the reader `expect:` describes.
    var plans: [ReaderPlan]
    /// Why the spec leaves readers out (`readers_note:`), shown on the page.
    var readersNote: String?
    var language: String?
    /// Where `lang:` is written, for an unsupported language.
    var languageLocation: (line: Int, column: Int)
    var caption: String?
    /// Said under the figure when the kind itself leaves readers out (iOS or Android code).
    var platformNote: PhraseKey?
    /// Whose code the kind runs; `.any` for a written spec.
    var platform: CodePlatform = .any
    /// The article's Swift blocks the transcript computed from, for a link under it.
    var codeSources: [String] = []

    /// The primary reader's plan.
    var primary: ReaderPlan { plans[0] }

    /// The keys every spec may have, whatever its kind, with the shipped readers.
    static var commonKeys: [SpecKey] { commonKeys(.standard) }

    /// The keys every spec may have, whatever its kind: a block of its own for each reader of
    /// `registry`.
    static func commonKeys(_ registry: ReaderRegistry) -> [SpecKey] {
        let readerBlocks = registry.readers.map { reader in
            SpecKey(reader.name, "mapping",
                    "\(reader.displayName)'s own gestures, expect, expect_hint and settings when it is not the primary reader.")
        }
        return [
            SpecKey("component", "kind name", "What to simulate: one of the kinds. Required."),
            SpecKey("reader", registry.names.joined(separator: " | "),
                    "The primary reader, which expect: describes and the command line prints; \(ReaderRegistry.defaultReader.name) by default."),
            SpecKey("readers", "list of readers", "The readers a page shows, each in its own transcript; all of them by default."),
            SpecKey("readers_note", "text", "Why the spec leaves a reader out, such as an iOS-only bug; required when readers: omits one."),
            SpecKey("settings", "mapping", "The primary reader's settings, such as {hints: false}."),
        ] + readerBlocks + [
            SpecKey("gestures", "list of gestures", "What the user does, in order; each may end in ×N. Required."),
            SpecKey("expect", "list of text", "What the reader should say at once at each step; the build fails on a difference."),
            SpecKey("expect_hint", "list of text", "The hint expected at each step, \"\" for none."),
            SpecKey("recorded", "mapping", "What a person heard on a device: device, os, reader_version, date (YYYY-MM-DD), by, and lines (one per step). Compared like expect:; the page says where it was heard."),
            SpecKey("lang", "en | ko", "The language to speak; the page's language by default."),
            SpecKey("caption", "text", "The figure caption; made from the component's name by default."),
        ]
    }

    /// Parses the YAML body of a transcript block, in block or flow style.
    ///
    /// - Parameters:
    ///   - kinds: The kinds `component:` may name.
    ///   - registry: The readers a spec may name and whose gestures it may write.
    /// - Throws: `Diagnostic` at the line and column of the first problem.
    static func parse(_ yaml: String, code: ArticleCode = .none, kinds: ComponentRegistry = .standard,
                      readers registry: ReaderRegistry = .standard) throws(Diagnostic) -> TranscriptSpec {
        guard let root = try YAMLReader.spec.node(yaml) else {
            throw Diagnostic(line: 1, column: 1, message: "the transcript spec is empty; it needs 'component:' and 'gestures:'")
        }
        try SpecLimits.check(root)
        var fields = try SpecMapping(root, what: "a transcript spec")
        fields.code = code
        let nameNode = try fields.required("component")
        let name = try SpecMapping.text(nameNode, field: "component")
        guard let kind = kinds.kind(named: name) else {
            let list = kinds.names.map { "'\($0)'" }.joined(separator: ", ")
            throw SpecMapping.error(at: nameNode, "unknown component '\(name)'; expected one of \(list)." + Suggestion.didYouMean(name, in: kinds.names))
        }
        try fields.checkKeys((commonKeys(registry) + kind.keys).map(\.name), for: "a '\(name)' spec")
        let component = try kind.model(fields)
        // A kind whose code belongs to one platform is read by that platform's reader only;
        // any other kind is open to every reader of the registry.
        let limitsReaders = kind.platform != .any
        let (readers, note) = try readerList(fields, kindReaders: limitsReaders ? kind.readers : registry.names, platform: kind.platform, registry)
        var plans: [ReaderPlan] = []
        for (index, reader) in readers.enumerated() {
            plans.append(try plan(for: reader, primary: index == 0, fields, registry))
        }
        var spec = TranscriptSpec(
            componentName: name, component: component, plans: plans, readersNote: note,
            language: try fields.string("lang"),
            languageLocation: (fields["lang"]?.mark?.line ?? 1, fields["lang"]?.mark?.column ?? 1),
            caption: try fields.string("caption")
        )
        spec.platform = kind.platform
        spec.platformNote = kind.platform.note
        if let code = fields["code"] {
            spec.codeSources = code.sequence.map { $0.compactMap { $0.scalar?.string } } ?? [code.scalar?.string].compactMap { $0 }
        }
        return spec
    }

    /// One reader's plan: the primary reads the top-level keys; another reader reads its own
    /// block (`talkback: {gestures: …}`) and falls back to the top-level gestures.
    private static func plan(
        for reader: any ScreenReader.Type, primary: Bool, _ fields: SpecMapping, _ registry: ReaderRegistry
    ) throws(Diagnostic) -> ReaderPlan {
        let own: SpecMapping?
        if let node = fields[reader.name] {
            let mapping = try SpecMapping(node, what: "'\(reader.name)'")
            try mapping.checkKeys(["gestures", "expect", "expect_hint", "settings", "recorded"], for: "\(reader.displayName)'s own keys")
            own = mapping
        } else {
            own = nil
        }
        let source = primary ? fields : own
        var plan = ReaderPlan(
            reader: reader, settings: ReaderSettings(),
            steps: try steps(own?["gestures"] != nil ? own! : fields, registry),
            expectations: nil, expectLine: source?["expect"]?.mark?.line ?? 1,
            hintExpectations: nil, expectHintLine: source?["expect_hint"]?.mark?.line ?? 1,
            expectKey: primary ? "expect" : "\(reader.name): expect"
        )
        if let source {
            plan.settings = try settings(source, for: reader)
            plan.expectations = try expectations(source, "expect")
            plan.hintExpectations = try expectations(source, "expect_hint")
            plan.expectList = listMark(source["expect"])
            plan.expectHintList = listMark(source["expect_hint"])
            plan.recording = try recording(source)
        }
        return plan
    }

    /// `recorded: {device, os, reader_version, date, by, lines}`.
    private static func recording(_ fields: SpecMapping) throws(Diagnostic) -> Recording? {
        guard let node = fields["recorded"] else { return nil }
        let mapping = try SpecMapping(node, what: "'recorded'")
        let keys = ["device", "os", "reader_version", "date", "by", "lines"]
        try mapping.checkKeys(keys, for: "'recorded'")
        var values: [String: String] = [:]
        for key in keys.dropLast() {
            let value = try SpecMapping.text(try mapping.required(key), field: key)
            guard value.contains(where: { !$0.isWhitespace }) else {
                throw SpecMapping.error(at: mapping[key] ?? node, "'recorded: \(key)' must not be empty")
            }
            values[key] = value
        }
        let date = values["date"] ?? ""
        let digits = date.split(separator: "-")
        guard digits.count == 3, digits[0].count == 4, digits[1].count == 2, digits[2].count == 2,
              digits.allSatisfy({ $0.allSatisfy(\.isASCII) && $0.allSatisfy(\.isNumber) }) else {
            throw SpecMapping.error(at: mapping["date"] ?? node, "'recorded: date' must be written YYYY-MM-DD, not '\(date)'")
        }
        _ = try mapping.required("lines")
        guard let lines = try expectations(mapping, "lines"), !lines.isEmpty else {
            throw SpecMapping.error(at: mapping["lines"] ?? node, "'recorded: lines' must list what was heard at each step")
        }
        return Recording(
            device: values["device"]!, os: values["os"]!, readerVersion: values["reader_version"]!,
            date: date, by: values["by"]!, lines: lines, line: node.mark?.line ?? 1
        )
    }

    private static func steps(_ fields: SpecMapping, _ registry: ReaderRegistry) throws(Diagnostic) -> [Step] {
        let gesturesNode = try fields.required("gestures")
        guard let items = try fields.sequence("gestures"), !items.isEmpty else {
            throw SpecMapping.error(at: gesturesNode, "'gestures' must list at least one gesture")
        }
        var steps: [Step] = []
        for item in items {
            let written = try SpecMapping.text(item, field: "gestures")
            let parsed: GestureParser.Parsed
            do throws(Diagnostic) {
                parsed = try GestureParser.parse(written, readers: registry.readers)
            } catch {
                throw SpecMapping.placed(error, at: item)
            }
            guard parsed.count <= SpecLimits.repeatCount else {
                let written = parsed.count == Int.max ? "" : ", not \(parsed.count.grouped)"
                throw SpecMapping.error(at: item, "a gesture may repeat at most \(SpecLimits.repeatCount.grouped) times\(written)")
            }
            guard steps.count + parsed.count <= SpecLimits.steps else {
                throw SpecMapping.error(at: item, "a transcript may have at most \(SpecLimits.steps.grouped) steps; this gesture brings it to \((steps.count + parsed.count).grouped)")
            }
            let step = Step(gesture: parsed.gesture, text: parsed.text, line: item.mark?.line ?? 1)
            steps.append(contentsOf: repeatElement(step, count: parsed.count))
        }
        return steps
    }

    private static func listMark(_ node: YAMLNode?) -> ListMark? {
        guard let node, node.sequence != nil, let mark = node.mark else { return nil }
        return ListMark(line: mark.line, column: mark.column)
    }

    private static func expectations(_ fields: SpecMapping, _ key: String) throws(Diagnostic) -> [Expectation]? {
        guard let items = try fields.sequence(key) else { return nil }
        var expectations: [Expectation] = []
        for item in items {
            expectations.append(Expectation(
                speech: try SpecMapping.text(item, field: key),
                line: item.mark?.line ?? 1, column: item.mark?.column ?? 1
            ))
        }
        return expectations
    }
}
