import Foundation
import RotorHTML
import RotorModel
import RotorTranscripts
import Testing

/// A right-to-left override left open in one label reorders nothing outside that label:
/// on the page every piece of component text is a `<bdi>`, and in the picture, where no
/// element can isolate, the label is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE.
@Suite struct BidiIsolationTests {
    static let override = "\u{202E}"

    static func html() throws -> String {
        let yaml = """
        component: scene
        scene:
          - {label: "Evil\(override)label that runs on and on", traits: [button], frame: [0, 0, 100, 44]}
          - {label: Next, traits: [button], frame: [0, 50, 100, 44]}
          - {label: "Never\(override)spoken", traits: [button], frame: [0, 100, 100, 44]}
        gestures: [focus, swipe right]
        """
        return TranscriptHTML.render(try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en"), id: "t")
    }

    /// Every occurrence of the override in the text content sits inside an isolating element
    /// or isolate that closes before anything else is written.
    @Test func theOverrideEndsWithItsLabelOnThePage() throws {
        let html = try Self.html()
        #expect(html.contains("<bdi class=\"sp sp-label\">Evil\(Self.override)label that runs on and on</bdi><span class=\"sp-part\"> (name)</span>, <bdi class=\"sp sp-trait\">Button</bdi>"))
        var rest = Substring(html)
        var occurrences = 0
        while let found = rest.range(of: Self.override) {
            occurrences += 1
            let before = rest[..<found.lowerBound]
            let after = rest[found.upperBound...]
            // Inside a <bdi> that closes before the next tag, or inside an FSI … PDI isolate.
            let inBDI = before.range(of: "<bdi", options: .backwards).map { open in
                !before[open.lowerBound...].contains("</bdi>") && after.prefix { $0 != "<" }.count < after.count
                    && after.drop { $0 != "<" }.hasPrefix("</bdi>")
            } ?? false
            let inIsolate = before.last { $0 == "\u{2068}" || $0 == "\u{2069}" || $0 == ">" } == "\u{2068}"
                && after.first { $0 == "\u{2069}" || $0 == "<" } == "\u{2069}"
            #expect(inBDI || inIsolate, "not isolated: …\(before.suffix(60))|\(after.prefix(60))…")
            rest = after
        }
        #expect(occurrences >= 4)
        // A label no step speaks is isolated where the summary and the picture's title name it.
        #expect(html.contains("\u{2068}Never\(Self.override)spoken\u{2069}"))
    }

    @Test func theOverrideEndsWithItsLabelInThePicture() throws {
        let html = try Self.html()
        #expect(html.contains(">\u{2068}Evil\(Self.override)"))
        #expect(HTMLEscaping.isolatedText("Plain <label>") == "Plain &lt;label&gt;")
        #expect(HTMLEscaping.isolatedText("a\u{2067}b") == "\u{2068}a\u{2067}b\u{2069}")
    }

    /// Texts the model joins into one: a combined row's label, made of two texts, only one
    /// of which holds the override. The override must end before the second text on the
    /// page, in the summary and in the picture's description, and `expect:` is written with
    /// the words as the author sees them.
    @Test func theOverrideEndsWithItsTextInsideALabelTheModelJoins() throws {
        let yaml = """
        component: scene
        scene:
          - id: row
            child_behavior: combine
            frame: [0, 0, 300, 44]
            children:
              - {label: "Wi\(Self.override)Fi", traits: [static-text], frame: [0, 0, 200, 44]}
              - {label: Connected, traits: [static-text], frame: [200, 0, 100, 44]}
          - {label: Done, traits: [button], frame: [0, 50, 100, 44]}
        gestures: [focus]
        expect: ["Wi\(Self.override)Fi, Connected"]
        """
        let transcript = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
        let speech = try #require(transcript.steps.first?.speech)
        #expect(speech == "\u{2068}Wi\(Self.override)Fi\u{2069}, Connected")
        let html = TranscriptHTML.render(transcript, id: "t")
        // Nowhere on the page is "Connected" inside the override's reach.
        #expect(!html.contains("Wi\(Self.override)Fi, Connected"))
        #expect(html.contains("\u{2068}Wi\(Self.override)Fi\u{2069}, Connected"))
    }

    /// The model isolates only what holds formatting characters: ordinary labels are unchanged.
    @Test func plainTextIsNeverWrapped() {
        #expect(BidiText.isolated("Wi-Fi") == "Wi-Fi")
        #expect(BidiText.joined(["a", "b\u{202B}c"], separator: ", ") == "a, \u{2068}b\u{202B}c\u{2069}")
        #expect(BidiText.withoutIsolates("\u{2068}x\u{2069}, y") == "x, y")
    }
}
