import Foundation
@testable import RotorSite
import Testing

/// The one 404 page serves every language: beside each other language's link it says, in that
/// language and marked with it, that the page was not found (Korean review 3, U13).
@Suite struct NotFoundLanguagesTests {
    @Test func eachOtherLanguageSaysItInItsOwnWords() async throws {
        let site = try TestSite([
            "en/sliders/custom-slider.md": TestSite.article("Custom slider"),
            "ko/sliders/custom-slider.md": TestSite.article("커스텀 슬라이더"),
        ])
        _ = try await site.build()
        let page = try site.read("404.html")
        #expect(page.contains(#"<a href="/docs/ko/" lang="ko" hreflang="ko">한국어</a>: <span lang="ko">페이지를 찾을 수 없습니다. 이 주소에는 페이지가 없습니다."#))
        // The page's own language is not said twice.
        #expect(page.contains(#"<a href="/docs/en/" lang="en" hreflang="en">English</a></li>"#))
    }
}
