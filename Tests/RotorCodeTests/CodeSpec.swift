import RotorTranscripts

/// Transcript specs that run an article's Swift, as the code tests write them.
enum CodeSpec {
    /// What is said at each step of the first transcript `yaml` expands to.
    static func speech(_ yaml: String, code: ArticleCode = .none) throws -> [String] {
        try TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en", code: code)[0].speech
    }

    /// A spec of `kind` that runs `swift`, indented as the spec's `swift:` block.
    static func spec(_ swift: String, view: String? = nil, state: String? = nil, gestures: String, kind: String = "swiftui") -> String {
        var yaml = "component: \(kind)\n"
        if let view { yaml += "view: \(view)\n" }
        if let state { yaml += "state: \(state)\n" }
        yaml += "gestures: \(gestures)\nswift: |\n"
        yaml += swift.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n") + "\n"
        return yaml
    }
}
