import Foundation
import RotorDiagnostics
@testable import RotorTranscripts
import Testing

/// `rotor check --update-expect`: only the expectations that differ change, and the
/// rewritten article's transcripts pass.
@Suite struct ExpectUpdateTests {
    static func article(_ spec: String) -> String {
        "---\ntitle: A slider\n---\n\n# A slider\n\nSome prose.\n\n```transcript\n\(spec)\n```\n\nMore prose.\n"
    }

    /// Every transcript of the article expands with its expectations checked.
    static func passes(_ article: String, language: String = "en") throws {
        for block in TranscriptAction.blocks(inArticle: article) {
            _ = try TranscriptExpander.expandAll(yaml: block.yaml, defaultLanguage: language)
        }
    }

    @Test func onlyTheDifferingItemOfAFlowListChanges() throws {
        let before = Self.article("""
        component: slider   # the stock slider
        label: Volume
        value: 50
        gestures: [focus, swipe up]
        expect: ['Volume, 50, 50%, Adjustable', 60 60%]
        expect_hint: ["Horizontal slider. Swipe up or down with one finger to adjust the value.", ""]
        readers: [voiceover]
        readers_note: The Android side is shown elsewhere.
        """)
        #expect(throws: Diagnostic.self) { try Self.passes(before) }
        let result = try ExpectUpdate.update(article: before, language: "en")
        #expect(result.text == before.replacingOccurrences(of: "60 60%]", with: "\"60, 60%\"]"))
        #expect(result.changes == [ExpectUpdate.Change(
            line: 14,
            old: ["expect: ['Volume, 50, 50%, Adjustable', 60 60%]"],
            new: ["expect: ['Volume, 50, 50%, Adjustable', \"60, 60%\"]"]
        )])
        try Self.passes(result.text)
    }

    @Test func aListWithTheWrongCountIsRewrittenInItsOwnStyle() throws {
        let before = Self.article("""
        component: slider
        label: 음량
        value: 50
        gestures: [focus, swipe up ×2]
        expect:
          - "음량, 50, 50%, 조절 가능"
          - "60, 60%"
        # a comment that stays
        talkback:
          gestures: [focus, swipe up]
          expect: ["50퍼센트, 음량, 슬라이더", "옛 문장", "하나 더"]
        """)
        let result = try ExpectUpdate.update(article: before, language: "ko")
        #expect(result.changes.count == 2)
        #expect(result.changes[0].old == [])
        #expect(result.changes[0].new == ["  - \"70, 70%\""])
        #expect(result.text.contains("  - \"60, 60%\"\n  - \"70, 70%\"\n# a comment that stays\n"))
        #expect(result.changes[1].line == 20)
        #expect(!result.text.contains("옛 문장"))
        try Self.passes(result.text, language: "ko")
        // Run again, nothing is left to change.
        #expect(try ExpectUpdate.update(article: result.text, language: "ko").changes.isEmpty)
    }

    @Test func quotesBackslashesAndHintsAreEscaped() throws {
        let before = Self.article("""
        component: scene
        scene:
          - {label: "Say \\"hi\\" \\\\ now", hint: "Tab\\there", traits: [button]}
        gestures: [focus]
        expect: ["wrong"]
        expect_hint: ["wrong too"]
        readers: [voiceover]
        readers_note: Only VoiceOver here.
        """)
        let result = try ExpectUpdate.update(article: before, language: "en")
        #expect(result.text.contains(#"expect: ["Say \"hi\" \\ now, Button"]"#))
        #expect(result.text.contains(#"expect_hint: ["Tab\there"]"#))
        try Self.passes(result.text)
    }

    @Test func aSpecThatCannotRunIsAnErrorAtTheArticlesLine() {
        let before = Self.article("""
        component: slider
        label: Volume
        value: 50
        gestures: [focus, pinch]
        expect: ["x"]
        """)
        #expect {
            try ExpectUpdate.update(article: before, language: "en")
        } throws: { error in
            (error as? Diagnostic)?.line == 13
        }
    }

    @Test func aSpecWithoutExpectIsLeftAlone() throws {
        let before = Self.article("component: slider\nlabel: Volume\nvalue: 50\ngestures: [focus]")
        let result = try ExpectUpdate.update(article: before, language: "en")
        #expect(result.changes.isEmpty)
        #expect(result.text == before)
    }
}
