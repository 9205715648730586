import Foundation
@testable import RotorSite
import RotorTranscripts
import Testing

/// `rotor init`'s Compose article: a fresh site passes `rotor check --strict` (no warning at
/// all), and in both languages the article's one transcript is computed from its Kotlin block
/// and read by TalkBack alone.
@Suite struct ScaffoldComposeTests {
    @Test func aFreshSitesComposeArticlePassesTheStrictCheckAndIsReadFromItsKotlin() async throws {
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-init-compose-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        _ = try ScaffoldAction(destination: root).run()
        let options = BuildOptions(
            content: root.appendingPathComponent("Content"), templates: root.appendingPathComponent("Templates"),
            output: root.appendingPathComponent("site")
        )
        let result = try await CheckAction(options: options).run()
        // --strict turns every warning into an error, so a strict check passes when there are none.
        #expect(result.warnings.map(\.description) == [])
        for language in ["en", "ko"] {
            let origins = result.transcripts.first { $0.path == "\(language)/components/compose.md" }?.origins
            #expect(origins == [.code(kind: "compose", files: ["NotificationsRow.kt"])], "\(language)")

            let article = root.appendingPathComponent("Content/\(language)/components/compose.md")
            let text = try String(contentsOf: article, encoding: .utf8)
            let runs = try TranscriptAction(path: article.path, language: nil).runArticle()
            let transcripts = runs.flatMap(\.transcripts)
            #expect(transcripts.count == 1)
            #expect(transcripts.first?.reader == "talkback")
            // The double taps run the caller's lambda in `state:`: the switch turns off and on.
            let speech = transcripts.first?.steps.map(\.speech) ?? []
            #expect(speech.count == 4)
            #expect(speech.dropFirst(2).map { $0 } == (language == "en" ? ["Off", "On"] : ["꺼짐", "켜짐"]))
            #expect(text.contains("```kotlin file=NotificationsRow.kt"))
        }
    }
}
