import RotorDiagnostics
import RotorYAML
import Testing

/// RotorYAML's mapping reader, as front matter and `site.yml` use it, without Yams in sight.
@Suite struct YAMLMappingTests {
    static func fields(_ yaml: String, lineOffset: Int = 0) throws -> YAMLMapping {
        let node = try #require(try YAMLReader.document.node(yaml, path: "a.md", lineOffset: lineOffset))
        return try #require(YAMLMapping(node, path: "a.md", lineOffset: lineOffset))
    }

    @Test func aPlainNullIsAbsentAndAQuotedOneIsText() throws {
        let fields = try Self.fields("a: ~\nb: 'null'\nc:\nd: 3\ne: yes\n")
        #expect(try fields.string("a") == nil)
        #expect(try fields.string("b") == "null")
        #expect(try fields.string("c") == nil)
        #expect(try fields.int("d") == 3)
        #expect(try fields.bool("e") == true)
        #expect(try fields.string("missing") == nil)
        #expect(fields.pairs.map { $0.key.scalar?.string } == ["a", "b", "c", "d", "e"])
    }

    @Test func aWrongTypeIsAnErrorAtTheValueMovedByTheLineOffset() throws {
        let fields = try Self.fields("title: Hi\norder: soon\ntags: buttons, toggles\n", lineOffset: 1)
        #expect(throws: Diagnostic(path: "a.md", line: 3, column: 8, message: "'order' must be a whole number")) {
            try fields.int("order")
        }
        #expect(throws: Diagnostic(path: "a.md", line: 4, column: 7, message: "'tags' is one text with commas; write a list: [buttons, toggles]")) {
            try fields.strings("tags")
        }
    }

    @Test func aNodeShowsItsShapeMarkAndStyle() throws {
        let node = try #require(try YAMLReader.document.node("list: [a, 'b']\ntext: |\n  one\n"))
        #expect(YAMLMapping(node["list"]!, path: "") == nil)
        let items = try #require(node["list"]?.sequence)
        #expect(items.map { $0.scalar?.style } == [.plain, .singleQuoted])
        #expect(items[1].mark?.line == 1 && items[1].mark?.column == 11)
        #expect(node["text"]?.scalar?.style == .literal)
        #expect(node["text"]?.string == "one\n")
        guard case .mapping(let pairs) = node.content else {
            Issue.record("the document is a mapping")
            return
        }
        #expect(pairs.count == 2)
    }
}
