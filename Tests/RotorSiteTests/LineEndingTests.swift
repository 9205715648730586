import Foundation
@testable import RotorSite
import Testing

/// An article saved with CRLF line endings builds as the same article with LF ones.
@Suite struct LineEndingTests {
    static let article = """
        ---
        title: A mute switch
        ---

        ```swift file=MuteRow.swift
        struct MuteRow: View {
            @State private var muted = false

            var body: some View {
                Toggle("Mute sound", isOn: $muted)
            }
        }
        ```

        ```transcript
        component: swiftui
        code: MuteRow.swift
        view: MuteRow
        gestures: [focus, double tap]
        ```

        """

    @Test func aCRLFArticleComputesFromItsNamedSwiftBlock() async throws {
        let lf = try TestSite(["en/mute.md": Self.article])
        _ = try await lf.build()
        let crlf = try TestSite(["en/mute.md": Self.article.replacingOccurrences(of: "\n", with: "\r\n")])
        _ = try await crlf.build()
        let page = try crlf.read("en/mute/index.html")
        #expect(page.contains("Mute sound"))
        #expect(page.contains("data-transcript"))
        // The transcript is the LF article's.
        let figure = { (html: String) in html.components(separatedBy: "<figure class=\"transcript\"").dropFirst().first ?? "" }
        #expect(figure(page) == figure(try lf.read("en/mute/index.html")))
    }
}
