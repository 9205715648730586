import RotorDiagnostics
import RotorYAML
import Testing

/// `YAMLReader` and `YAMLNode` on YAML written here: the two schemas, where nodes were written,
/// YAML's readings of text, and bad YAML as a located error in each wording.
@Suite struct YAMLReaderTests {
    static func document(_ yaml: String, reader: YAMLReader = .document) throws -> YAMLNode {
        try #require(try reader.node(yaml, path: "a.md"))
    }

    @Test func aDocumentWithNoContentIsNoNode() throws {
        #expect(try YAMLReader.document.node("") == nil)
        #expect(try YAMLReader.spec.node("# only a comment\n") == nil)
    }

    @Test func eitherSchemaReadsAPlainFlagOrNumberWhenAskedAndNeverAQuotedOne() throws {
        let yaml = "plain: yes\nquoted: 'yes'\ncount: 12\nquotedCount: \"12\"\n"
        for reader in [YAMLReader.document, .phrases] {
            let node = try Self.document(yaml, reader: reader)
            // The words stay as written; the text schema leaves reading them to the field.
            #expect(node["plain"]?.scalar?.string == "yes")
            #expect(node["plain"]?.bool == true)
            #expect(node["quoted"]?.bool == nil)
            #expect(node["count"]?.int == 12)
            #expect(node["quotedCount"]?.int == nil)
            #expect(node["quotedCount"]?.string == "12")
        }
    }

    @Test func nullIsAPlainTildeWordOrNothingAndNeverQuotedText() throws {
        let node = try Self.document("a: ~\nb: null\nc:\nd: 'null'\ne: \"\"\nf: none\n", reader: .spec)
        #expect(node["a"]?.isNull == true)
        #expect(node["b"]?.isNull == true)
        #expect(node["c"]?.isNull == true)
        #expect(node["d"]?.isNull == false)
        #expect(node["e"]?.isNull == false)
        #expect(node["f"]?.isNull == false)
        #expect(node["d"]?.scalar?.style == .singleQuoted)
        #expect(node["e"]?.scalar?.style == .doubleQuoted)
        #expect(node["f"]?.scalar?.style == .plain)
    }

    @Test func numbersAreWholeOnlyWhenTheTextIsOne() throws {
        let node = try Self.document("a: 7\nb: -3\nc: seven\nd: 2.5\n", reader: .spec)
        #expect(node["a"]?.int == 7)
        #expect(node["b"]?.int == -3)
        #expect(node["c"]?.int == nil)
        #expect(node["d"]?.int == nil)
    }

    @Test func shapesAndBlockStylesAreKept() throws {
        let node = try Self.document("list:\n  - one\n  - two\nmap:\n  k: v\nlong: |\n  kept\n  lines\nfold: >\n  one\n  line\n")
        #expect(node["list"]?.sequence?.compactMap { $0.scalar?.string } == ["one", "two"])
        #expect(node["map"]?.mapping?.map { $0.key.scalar?.string } == ["k"])
        #expect(node["map"]?["k"]?.string == "v")
        #expect(node["long"]?.scalar?.style == .literal)
        #expect(node["long"]?.scalar?.string == "kept\nlines\n")
        #expect(node["fold"]?.scalar?.style == .folded)
        #expect(node["fold"]?.scalar?.string == "one line\n")
        #expect(node.mapping?.map { $0.key.scalar?.string } == ["list", "map", "long", "fold"])
        #expect(node["missing"] == nil)
        #expect(node["list"]?["one"] == nil)
        guard case .sequence(let items) = node["list"]?.content else {
            Issue.record("a list's content is not a sequence")
            return
        }
        #expect(items.count == 2)
    }

    @Test func marksCountLinesAndColumnsFromOne() throws {
        let node = try Self.document("title: Hi\nitems:\n  - first\n  - second\n")
        let title = try #require(node["title"]?.mark)
        #expect(title.line == 1)
        #expect(title.column == 8)
        let second = try #require(node["items"]?.sequence?.last?.mark)
        #expect(second.line == 4)
        #expect(second.column == 5)
    }

    @Test func anUnclosedListIsAnErrorAtItsOpeningBracketMovedByTheOffset() {
        #expect(throws: Diagnostic(
            path: "a.md", line: 3, column: 7,
            message: "the list opened with '[' here is not closed; end it with ']' on the same line")) {
            try YAMLReader.document.node("title: Hi\ntags: [a, b\n", path: "a.md", lineOffset: 1)
        }
    }

    @Test func aKeyWithoutItsColonIsNamedAtTheLineThatNeedsIt() {
        #expect(throws: Diagnostic(path: "a.md", line: 1, column: 6, message: "missing ':' after 'title'; write 'title: value'")) {
            try YAMLReader.document.node("title Hi\ndate: 2024\n", path: "a.md")
        }
    }

    @Test func aSpecIsWordedAsASpec() throws {
        do {
            _ = try YAMLReader.spec.node("a: [1\n", path: "a.md")
            Issue.record("an unclosed list was read")
        } catch {
            #expect(error.path == "a.md")
            #expect(error.line != nil)
            #expect(error.message.hasPrefix("the spec is not valid YAML: "))
        }
    }

    @Test func aKeyWrittenTwiceIsNamedInEachWording() throws {
        do {
            _ = try YAMLReader.document.node("a: 1\na: 2\n", path: "a.md")
            Issue.record("a duplicate key was read")
        } catch {
            #expect(error.message == "duplicate key a")
            #expect(error.line != nil)
        }
        do {
            _ = try YAMLReader.spec.node("a: 1\na: 2\n", path: "a.md")
            Issue.record("a duplicate key was read")
        } catch {
            #expect(error.message == "a field is written twice: a")
        }
    }
}
