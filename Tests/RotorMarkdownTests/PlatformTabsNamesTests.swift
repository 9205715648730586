import Foundation
import RotorHTML
import RotorMarkdown
import Testing

/// Two or more platform groups on one page: each tab list, and through it each panel, gets a
/// name of its own (axe-core's `landmark-unique` flagged two panels both named "SwiftUI").
@Suite struct PlatformTabsNamesTests {
    private let labels = PlatformTabs.Labels(tablist: "Platform", remembered: "Showing {}.", group: "Platform: {}")

    private func openings(_ markdown: String) throws -> [String] {
        let rendered = try MarkdownHTMLRenderer(options: .init(platformTabs: labels)).render(MarkdownParser.parse(markdown))
        #expect(rendered.problems.isEmpty)
        return rendered.html.split(separator: "\n").filter { $0.hasPrefix("<div class=\"platform-tabs\"") }.map(String.init)
    }

    private func group(_ first: String, _ second: String, level: String = "###") -> String {
        "<!-- platforms -->\n\(level) \(first)\n\nA.\n\n\(level) \(second)\n\nB.\n<!-- /platforms -->\n"
    }

    @Test func eachGroupIsNamedByTheHeadingItStandsUnder() throws {
        let found = try openings("## Building it\n\n" + group("SwiftUI", "Compose") + "\n## Testing it\n\nIntro.\n\n" + group("SwiftUI", "Compose"))
        #expect(found == [
            "<div class=\"platform-tabs\" id=\"platforms-1\" data-platform-tabs data-label-tablist=\"Platform: Building it\" "
                + "data-label-group=\"Building it\" data-label-remembered=\"Showing {}.\">",
            "<div class=\"platform-tabs\" id=\"platforms-2\" data-platform-tabs data-label-tablist=\"Platform: Testing it\" "
                + "data-label-group=\"Testing it\" data-label-remembered=\"Showing {}.\">",
        ])
    }

    @Test func groupsUnderOneHeadingOrNoneAreNumbered() throws {
        let shared = try openings("## Code\n\n" + group("UIKit", "SwiftUI") + "\nBetween.\n\n" + group("UIKit", "SwiftUI"))
        #expect(shared.map { $0.contains("data-label-tablist=\"Platform: 1\" data-label-group=\"1\"") } == [true, false])
        #expect(shared.map { $0.contains("data-label-tablist=\"Platform: 2\" data-label-group=\"2\"") } == [false, true])
        let none = try openings(group("UIKit", "SwiftUI", level: "##") + "\nBetween.\n\n" + group("UIKit", "SwiftUI", level: "##"))
        #expect(none.count == 2 && none[0].contains("data-label-group=\"1\"") && none[1].contains("data-label-group=\"2\""))
    }

    @Test func aHeadingThatIsANumberCannotCollideWithANumberedGroup() {
        #expect(PlatformTabs.groupNames([nil, "1"]) == ["1", "2"])
        #expect(PlatformTabs.groupNames(["Setup", "Setup", "Use"]) == ["1", "2", "Use"])
        #expect(PlatformTabs.groupNames(["A & B", "C"]) == ["A & B", "C"])
    }

    @Test func theNameIsEscapedAndOneGroupKeepsThePlainName() throws {
        let escaped = try openings("## Fast & \"safe\"\n\n" + group("UIKit", "SwiftUI") + "\n## Later\n\n" + group("UIKit", "SwiftUI"))
        #expect(escaped[0].contains("data-label-tablist=\"Platform: Fast &amp; &quot;safe&quot;\""))
        let single = try openings("## Building it\n\n" + group("SwiftUI", "Compose"))
        #expect(single == ["<div class=\"platform-tabs\" id=\"platforms-1\" data-platform-tabs data-label-tablist=\"Platform\" "
            + "data-label-remembered=\"Showing {}.\">"])
    }
}
