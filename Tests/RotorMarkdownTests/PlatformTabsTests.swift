import Foundation
import RotorHTML
import RotorMarkdown
import Testing

/// Sections grouped by `<!-- platforms -->` into the markup `platforms.js` makes tabs of.
@Suite struct PlatformTabsTests {
    private let labels = PlatformTabs.Labels(tablist: "Platform", remembered: "Showing {}, as chosen before.")

    private func render(_ markdown: String, tabs: Bool = true) throws -> RenderedMarkdown {
        let options = MarkdownHTMLRenderer.Options(platformTabs: tabs ? labels : nil)
        return try MarkdownHTMLRenderer(options: options).render(MarkdownParser.parse(markdown))
    }

    private func heading(_ id: String, _ text: String, level: Int = 2) -> String {
        "<div class=\"heading\"><h\(level) id=\"\(id)\">\(text)</h\(level)><a class=\"heading-anchor\" href=\"#\(id)\">"
            + "<span aria-hidden=\"true\">#</span><span class=\"visually-hidden\">Link to section: \(text)</span></a></div>\n"
    }

    private let opening = "<div class=\"platform-tabs\" id=\"platforms-1\" data-platform-tabs data-label-tablist=\"Platform\" "
        + "data-label-remembered=\"Showing {}, as chosen before.\">\n"

    @Test func sectionsBetweenTheMarkersBecomePanelsUnderTheirHeadings() throws {
        let rendered = try render("""
            Intro.

            <!-- platforms -->
            ## SwiftUI

            Use a modifier.

            ### Why

            Because.

            ## Jetpack Compose

            Use semantics.

            <!-- /platforms -->

            Outro.
            """)
        #expect(rendered.problems.isEmpty)
        #expect(rendered.html == "<p>Intro.</p>\n" + opening
            + "<section class=\"platform-panel\" id=\"platforms-1-swiftui\" data-platform=\"swiftui\" data-platform-name=\"SwiftUI\">\n"
            + heading("swiftui", "SwiftUI") + "<p>Use a modifier.</p>\n" + heading("why", "Why", level: 3) + "<p>Because.</p>\n"
            + "</section>\n<section class=\"platform-panel\" id=\"platforms-1-jetpack-compose\" data-platform=\"jetpack-compose\" data-platform-name=\"Jetpack Compose\">\n"
            + heading("jetpack-compose", "Jetpack Compose") + "<p>Use semantics.</p>\n"
            + "</section>\n</div>\n<p>Outro.</p>\n")
        // The headings stay the page's headings, for its contents and anchors.
        #expect(rendered.headings.map(\.id) == ["swiftui", "why", "jetpack-compose"])
    }

    @Test func aShallowerHeadingOrTheEndOfTheArticleClosesTheGroup() throws {
        let closedByHeading = try render("# Code\n\n<!-- platforms -->\n## UIKit\n\nA.\n\n## SwiftUI\n\nB.\n\n# Testing\n\nC.\n")
        #expect(closedByHeading.problems.isEmpty)
        #expect(closedByHeading.html.contains("<p>B.</p>\n</section>\n</div>\n<div class=\"heading\"><h2 id=\"testing\">"))
        let atEnd = try render("<!-- platforms -->\n## UIKit\n\nA.\n\n## SwiftUI\n\nB.\n")
        #expect(atEnd.problems.isEmpty)
        #expect(atEnd.html.hasPrefix(opening))
        #expect(atEnd.html.hasSuffix("<p>B.</p>\n</section>\n</div>\n"))
        #expect(atEnd.html.components(separatedBy: "<section ").count == 3)
        #expect(atEnd.html.components(separatedBy: "</section>").count == 3)
    }

    @Test func twoGroupsAreNumberedAndAttributesAreEscaped() throws {
        let rendered = try render("""
            <!-- platforms -->
            ## A "one"

            ## B & C
            <!-- /platforms -->
            <!--   platforms   -->
            ## X

            ## Y
            """)
        #expect(rendered.problems.isEmpty)
        #expect(rendered.html.contains("id=\"platforms-1-a-one\" data-platform=\"a-one\" data-platform-name=\"A &quot;one&quot;\""))
        #expect(rendered.html.contains("id=\"platforms-1-b-c\" data-platform=\"b-c\" data-platform-name=\"B &amp; C\""))
        #expect(rendered.html.contains("<div class=\"platform-tabs\" id=\"platforms-2\""))
        #expect(rendered.html.contains("id=\"platforms-2-y\""))
        #expect(!rendered.html.contains("<!--"))
    }

    @Test func withoutTheOptionTheMarkersAreRawHTMLAsBefore() throws {
        let markdown = "<!-- platforms -->\n## UIKit\n\n## SwiftUI\n<!-- /platforms -->\n"
        let plain = try render(markdown, tabs: false)
        #expect(plain.html == "<!-- raw HTML omitted -->\n" + heading("uikit", "UIKit") + heading("swiftui", "SwiftUI")
            + "<!-- raw HTML omitted -->\n")
        #expect(plain.problems.isEmpty)
        // Other comments are left to the raw-HTML rule even with the option.
        #expect(try render("<!-- note -->\n\nText.").html == "<!-- raw HTML omitted -->\n<p>Text.</p>\n")
    }

    @Test func mistakesAreReportedAtTheMarkerOrHeading() throws {
        let noHeading = try render("<!-- platforms -->\n\nText first.\n\n## UIKit\n")
        #expect(noHeading.problems.map(\.message) == ["'<!-- platforms -->' must be followed by the heading of the first platform, such as '## SwiftUI'"])
        #expect(noHeading.problems.map(\.line) == [1])
        #expect(!noHeading.html.contains("platform-tabs"))

        let one = try render("Intro.\n\n<!-- platforms -->\n## UIKit\n\nA.\n<!-- /platforms -->\n")
        #expect(one.problems == [.init(line: 3, column: 1, message:
            "a platforms group needs two or more platforms, each under a heading of level 2; this one has 1")])

        let stray = try render("Text.\n\n<!-- /platforms -->\n")
        #expect(stray.problems.map(\.line) == [3])
        #expect(stray.problems.first?.message.hasPrefix("'<!-- /platforms -->' closes no group") == true)

        let twice = try render("<!-- platforms -->\n## A\n\n## A\n")
        #expect(twice.problems.map(\.message) == ["two platforms of one group are named 'A'; give each platform its own heading"])
        #expect(twice.problems.map(\.line) == [4])

        let nested = try render("- item\n\n  <!-- platforms -->\n")
        #expect(nested.problems.map(\.message) == ["a platforms marker must stand on its own at the top level of the article, not inside a list or a quote"])

        let reopened = try render("<!-- platforms -->\n## A\n\n## B\n\n<!-- platforms -->\n## C\n\n## D\n")
        #expect(reopened.problems.map(\.line) == [6])
        // Both groups are still whole.
        #expect(reopened.html.components(separatedBy: "<div class=\"platform-tabs\"").count == 3)
        #expect(reopened.html.components(separatedBy: "</section>\n</div>").count == 3)
    }

    @Test func keysAreTheSameForOneNameInAnyCase() {
        #expect(PlatformTabs.key("SwiftUI") == "swiftui")
        #expect(PlatformTabs.key(" Jetpack  Compose! ") == "jetpack-compose")
        #expect(PlatformTabs.key("안드로이드 뷰") == "안드로이드-뷰")
        #expect(PlatformTabs.key("--") == "platform")
    }
}
