import Foundation
import RotorHTML
import RotorMarkdown
import Testing

/// CommonMark's own examples (0.30, the version `libcmark-dev` ships), read from
/// `../shared/commonmark/` at test time and compared after cmark's `normalize.py`, as cmark's
/// spec runner compares them. Every example matches except where Rotor means to differ:
///
/// - **Headings:** Rotor demotes them (`#` is the page's `<h2>`) and gives each an id and an
///   anchor link, so an example whose expected HTML has a heading is left out.
/// - **Raw HTML:** rendered as cmark does here (`allowRawHTML`); a site without `allow_raw_html`
///   omits it, which the escaping tests cover.
/// - **Equivalent markup:** `<pre tabindex="0">` (a keyboard can scroll a code block) and `"`
///   for `&quot;` in text are made the same on both sides before comparing.
/// - **Links and images:** rendered through identity hooks; on a site, relative links and image
///   sources are resolved against the content folder, which the link tests cover.
@Suite struct CommonMarkSpecTests {
    static let folder = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("shared/commonmark")

    struct Example {
        var number: Int
        var section: String
        var markdown: String
        var html: String
    }

    /// The examples of `spec.txt`: between 32 backticks and `example`, and 32 backticks,
    /// markdown and HTML split by a line `.`, `→` standing for a tab.
    static func examples() throws -> [Example] {
        let text = try String(contentsOf: folder.appendingPathComponent("spec.txt"), encoding: .utf8)
        let fence = String(repeating: "`", count: 32)
        var examples: [Example] = []
        var section = ""
        var current: [String]?
        for line in text.components(separatedBy: "\n") {
            if current == nil, line.hasPrefix("#") {
                section = line.drop { $0 == "#" }.trimmingCharacters(in: .whitespaces)
            }
            if line == fence + " example" {
                current = []
            } else if line == fence, let lines = current {
                let split = lines.firstIndex(of: ".") ?? lines.count
                let join = { (part: ArraySlice<String>) in
                    part.map { $0 + "\n" }.joined().replacingOccurrences(of: "→", with: "\t")
                }
                examples.append(Example(number: examples.count + 1, section: section,
                                        markdown: join(lines[..<split]), html: join(lines[min(split + 1, lines.count)...])))
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return examples
    }

    /// Each HTML normalised by `normalize.py`'s `normalize_html`, in one Python run.
    static func normalized(_ htmls: [String]) throws -> [String] {
        let script = """
        import json, sys
        sys.path.insert(0, sys.argv[1])
        from normalize import normalize_html
        print(json.dumps([normalize_html(h) for h in json.load(sys.stdin)]))
        """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-c", script, folder.path]
        let input = Pipe(), output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        let data = try JSONSerialization.data(withJSONObject: htmls)
        try input.fileHandleForWriting.write(contentsOf: data)
        try input.fileHandleForWriting.close()
        let result = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return try JSONSerialization.jsonObject(with: result) as? [String] ?? []
    }

    @Test func everyExampleMatchesExceptTheDocumentedDifferences() throws {
        guard FileManager.default.fileExists(atPath: Self.folder.appendingPathComponent("spec.txt").path) else {
            Issue.record("CommonMark's spec.txt is not at \(Self.folder.path)")
            return
        }
        let examples = try Self.examples()
        #expect(examples.count == 652)
        let compared = examples.filter { !$0.html.contains("<h1") && !$0.html.contains("<h2") && !$0.html.contains("<h3")
            && !$0.html.contains("<h4") && !$0.html.contains("<h5") && !$0.html.contains("<h6") }
        let renderer = MarkdownHTMLRenderer(options: .init(allowRawHTML: true))
        var rendered: [String] = []
        for example in compared {
            rendered.append(try renderer.render(MarkdownParser.parse(example.markdown)).html)
        }
        // Equivalent markup written differently: a code block is focusable, so a keyboard can
        // scroll it, and a quote in text is not written as an entity.
        let same = { (html: String) in html.replacingOccurrences(of: "&quot;", with: "\"") }
        let expected = try Self.normalized(compared.map(\.html)).map(same)
        let actual = try Self.normalized(rendered.map { $0.replacingOccurrences(of: "<pre tabindex=\"0\">", with: "<pre>") }).map(same)
        #expect(expected.count == compared.count && actual.count == compared.count)
        var failures: [String] = []
        for (index, example) in compared.enumerated() where index < min(expected.count, actual.count) && expected[index] != actual[index] {
            failures.append("example \(example.number) (\(example.section)):\n  expected \(expected[index].debugDescription)\n  rendered \(actual[index].debugDescription)")
        }
        #expect(failures.isEmpty, Comment(rawValue: "\(failures.count) of \(compared.count) examples differ:\n" + failures.prefix(40).joined(separator: "\n")))
    }
}
