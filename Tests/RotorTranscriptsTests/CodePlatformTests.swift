import RotorDiagnostics
import RotorModel
@testable import RotorTranscripts
import Testing

/// Each kind declares whose code it runs; readers follow from that, not from how many
/// readers the kind names. An Android kind (a fixed Compose tree here) is TalkBack's only.
@Suite struct CodePlatformTests {
    enum FixedComposeKind: ComponentKind {
        static let name = "fixed-compose"
        static let summary = "A fixed Compose switch row, for this test."
        static let keys: [SpecKey] = []
        static let phraseKeys: [PhraseKey] = []
        static let platform = CodePlatform.android
        static let example = "component: fixed-compose\ngestures: [focus]\n"

        static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
            var text = ComposeSemantics()
            text.text = "Wi-Fi"
            var row = ComposeSemantics()
            row.toggleableState = .on
            row.role = .switchRole
            row.onClick = .init()
            return ComposeScreen([ComposeNode(id: "row", semantics: row, mergeDescendants: true, children: [ComposeNode(id: "t", semantics: text)])])
        }
    }

    static let kinds = ComponentRegistry.standard.adding(FixedComposeKind.self, phrases: [])

    @Test func androidCodeIsReadByTalkBackAlone() throws {
        let transcripts = try TranscriptExpander.expandAll(yaml: "component: fixed-compose\ngestures: [focus]\n", defaultLanguage: "en", kinds: Self.kinds)
        #expect(transcripts.map(\.reader) == ["talkback"])
        #expect(transcripts[0].steps.map(\.speech) == ["On, Wi-Fi, Switch"])
        #expect(transcripts[0].readersNote == "VoiceOver is left out: this is Android code (Jetpack Compose), which only TalkBack reads.")
    }

    @Test func voiceOverIsRefusedWithTheReason() {
        do {
            _ = try TranscriptExpander.expandAll(yaml: "component: fixed-compose\nreaders: [voiceover]\ngestures: [focus]\n", defaultLanguage: "en", kinds: Self.kinds)
            Issue.record("VoiceOver was not refused")
        } catch {
            #expect(error.line == 2)
            #expect(error.message == "VoiceOver cannot read this kind: it is Android code (Jetpack Compose), which only TalkBack reads")
        }
    }

    @Test func iOSCodeStillLeavesTalkBackOut() {
        #expect(SwiftUIKind.platform == .ios && UIKitKind.platform == .ios && SceneKind.platform == .any)
        #expect(SwiftUIKind.readers == ["voiceover"] && SceneKind.readers == ReaderRegistry.names)
    }

    @Test func articleCodeFindsNamedBlocksByLanguage() {
        let markdown = "Text\n\n```kotlin file=Row.kt\nfun Row() {}\n```\n\n```swift file=Row.swift\nstruct Row {}\n```\n\n```python file=x.py\npass\n```\n"
        let code = ArticleCode.scan(markdown)
        #expect(code.blocks.map(\.name) == ["Row.kt", "Row.swift"])
        #expect(code.blocks(in: "kotlin").map(\.text) == ["fun Row() {}\n"])
        #expect(code.blocks(in: "swift").map(\.firstLine) == [8])
    }
}
