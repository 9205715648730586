import Foundation
@testable import RotorSite
import Testing

/// The navigation's Search link is the current page on the search page, and only there
/// (a11y audit 3, B13).
@Suite struct SearchNavCurrentTests {
    @Test func theSearchLinkIsCurrentOnTheSearchPageInEveryLanguage() async throws {
        let site = try TestSite([
            "en/sliders/custom-slider.md": TestSite.article("Custom slider"),
            "ko/sliders/custom-slider.md": TestSite.article("커스텀 슬라이더"),
        ])
        _ = try await site.build()
        let link = { (page: String) throws -> String? in
            let html = try site.read(page)
            guard let start = html.range(of: "<li class=\"nav-search\">") else { return nil }
            return String(html[start.upperBound...].prefix(80))
        }
        #expect(try link("en/search/index.html")?.hasPrefix("<a href=\"/docs/en/search/\" aria-current=\"page\">") == true)
        #expect(try link("ko/search/index.html")?.hasPrefix("<a href=\"/docs/ko/search/\" aria-current=\"page\">") == true)
        for page in ["en/index.html", "en/sliders/custom-slider/index.html", "ko/sliders/custom-slider/index.html"] {
            let found = try link(page)
            #expect(found != nil && found?.contains("aria-current") == false, "\(page): \(found ?? "no search link")")
        }
    }
}
