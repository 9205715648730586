import RotorDiagnostics
import RotorYAML
import Testing

/// One mapping reader, two sets of rules: the same YAML read as a document's fields and as a
/// spec's (a null is empty text, flags and numbers as written, text bounded, unplaced at 1:1).
@Suite struct YAMLMappingRulesTests {
    static let specLike = YAMLMapping.Rules(null: .emptyText, scalars: .words, textLength: 5, unboundedFields: ["code"],
                                            unplacedAtStart: true)

    static func node(_ yaml: String) throws -> YAMLNode {
        try #require(try YAMLReader.spec.node(yaml))
    }

    @Test func nullIsAbsentInADocumentAndEmptyTextInASpec() throws {
        let node = try Self.node("a: ~\nb:\nc: 'null'\n")
        let document = try #require(YAMLMapping(node, path: "f.yml"))
        let spec = try YAMLMapping(node, what: "a test", rules: Self.specLike)
        #expect(try document.string("a") == nil && document.string("b") == nil && document.string("c") == "null")
        #expect(try spec.string("a") == "" && spec.string("b") == "")
        // A quoted `'null'` is text under the core schema: only a plain null is read as null.
        #expect(try spec.string("c") == "null")
        #expect(try document.int("a") == nil)
        #expect(throws: Diagnostic(line: 1, column: 4, message: "'a' must be a whole number")) { try spec.int("a") }
    }

    @Test func flagsAndNumbersAreReadAsWrittenUnderWords() throws {
        let spec = try YAMLMapping(try Self.node("a: On\nb: NO\nc: 0x1F\nd: 2.5\ne: maybe\n"), what: "a test", rules: Self.specLike)
        #expect(try spec.bool("a") == true && spec.bool("b") == false)
        #expect(throws: Diagnostic(line: 3, column: 4, message: "'c' must be a whole number")) { try spec.int("c") }
        #expect(try spec.number("d") == 2.5)
        #expect(throws: Diagnostic(line: 5, column: 4, message: "'e' must be true or false")) { try spec.bool("e") }
    }

    @Test func textIsBoundedExceptInUnboundedFields() throws {
        let spec = try YAMLMapping(try Self.node("a: abcdef\ncode: abcdef\n"), what: "a test", rules: Self.specLike)
        #expect(throws: Diagnostic(line: 1, column: 4, message: "'a' is longer than 5 characters")) { try spec.string("a") }
        #expect(try spec.string("code") == "abcdef")
        let document = try #require(YAMLMapping(try Self.node("a: abcdef\n"), path: "f.yml"))
        #expect(try document.string("a") == "abcdef")
    }

    @Test func fieldsAreCheckedRequiredAndChosen() throws {
        enum Side: String, CaseIterable { case left, right }
        let spec = try YAMLMapping(try Self.node("side: rihgt\nlabl: x\n"), what: "a test", rules: Self.specLike)
        #expect(throws: Diagnostic(line: 2, column: 1, message: "unknown field 'labl' for a test; expected one of 'side', 'label'. Did you mean 'label'?")) {
            try spec.checkKeys(["side", "label"], for: "a test")
        }
        #expect(spec.unknownKeys(["side"]).map(\.key) == ["labl"])
        #expect(throws: Diagnostic(line: 1, column: 1, message: "missing required field 'label'")) { try spec.required("label") }
        #expect(throws: Diagnostic(line: 1, column: 7, message: "'side' must be one of 'left', 'right', not 'rihgt'. Did you mean 'right'?")) {
            try spec.choice("side", Side.self)
        }
        #expect(throws: Diagnostic(line: 1, column: 1, message: "a list must be a mapping of fields")) {
            try YAMLMapping(try Self.node("- a\n"), what: "a list", rules: Self.specLike)
        }
        #expect(throws: Diagnostic(line: 1, column: 1, message: "field names must be plain text")) {
            try YAMLMapping(try Self.node("[a]: b\n"), what: "a test", rules: Self.specLike)
        }
    }
}
