import Foundation
@testable import RotorSearch
@testable import RotorSite
import Testing

/// Sharded search gives the results of the in-memory reference, in the same order: the site's
/// own reader (search-index.js, run in node) against Tests/Search/reference.js, which looks at
/// every document whole. Hundreds of queries in both languages, in every section and none.
@Suite struct SearchEquivalenceTests {
    static let english = ("slider value adjustable button carousel card tab selected focus order swipe gesture "
        + "label hint trait voiceover container group action increment decrement announce").split(separator: " ").map(String.init)
    static let korean = "슬라이더 값 조절 버튼 캐러셀 카드 탭 선택 초점 순서 쓸기 제스처 레이블 힌트 보이스오버 접근성 커스텀슬라이더를 컨테이너"
        .split(separator: " ").map(String.init)
    static let sections = ["sliders", "carousels", "tabs", "focus"]

    /// A deterministic library: 90 articles per language in four sections and at the language
    /// root, with titles, descriptions, tags and headings drawn from a small vocabulary, so
    /// that queries hit many documents in many fields and ties are common.
    static func library() throws -> TestSite {
        var state: UInt64 = 42
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        var files: [String: String] = [:]
        for (language, words) in [("en", english), ("ko", korean)] {
            func phrase(_ count: Int) -> String { (0..<count).map { _ in words[next(words.count)] }.joined(separator: " ") }
            for number in 0..<90 {
                let folder = number % 9 == 0 ? "" : sections[number % sections.count] + "/"
                var front = "title: \(phrase(1 + next(3))) \(number)\n"
                if next(2) == 0 { front += "description: \(phrase(6)).\n" }
                front += "tags: [\(phrase(1)), \(phrase(1))]\n"
                var body = "\(phrase(12)). \(phrase(8)), \(phrase(5))!\n"
                for part in 0..<(1 + next(3)) {
                    body += "\n## \(phrase(2)) \(part)\n\n\(phrase(10 + next(20))). \(phrase(7)).\n"
                }
                files["\(language)/\(folder)article-\(number).md"] = TestSite.article("x", body, extra: "")
                    .replacingOccurrences(of: "title: x\n", with: front)
            }
        }
        return try TestSite(files)
    }

    static func queries(_ words: [String], documents: [SearchDocument]) -> [String] {
        var queries = words + words.map { String($0.prefix(3)) } + words.map { $0.uppercased() }
        for (index, word) in words.enumerated() {
            queries.append(word + " " + words[(index + 3) % words.count])
            queries.append(words[(index + 5) % words.count] + ", " + word + "!")
        }
        for document in documents.prefix(40) {
            let tokens = document.text.split(separator: " ").prefix(4).joined(separator: " ")
            queries += [tokens, document.title, String(tokens.prefix(6))]
        }
        return queries + ["zzzz", "slider zzzz", "UIKit슬라이더", "슬라", "이더", "한", "  "]
    }

    @Test(arguments: ["en", "ko"])
    func shardedSearchMatchesTheReference(language: String) async throws {
        let site = try Self.library()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let (folder, documents) = try await SearchHarness.build(site)
        let mine = try #require(documents[language])
        #expect(mine.count == 90, "every article; generated section pages have no text to search")
        let queries = Self.queries(language == "en" ? Self.english : Self.korean, documents: mine)
        let (status, output) = try SearchHarness.compare(folder, language: language, documents: mine, queries: queries)
        #expect(status == 0, "\(output)")
        // Four folders and the ten articles at the language root, each its own section.
        #expect(output.contains("\(queries.count * 15) searches"), "\(output)")
        let withResults = try #require(output.firstMatch(of: /\((\d+) with results/)).1
        #expect(Int(withResults)! > queries.count * 2, "most searches find something: \(output)")
    }

    @Test func theBundledLibrarySearchesAlikeShardedOrNot() async throws {
        let site = try TestSite([:], config: nil)
        defer { try? FileManager.default.removeItem(at: site.root) }
        try FileManager.default.removeItem(at: site.content)
        try FileManager.default.createSymbolicLink(at: site.content, withDestinationURL: SearchHarness.repository.appendingPathComponent("Content"))
        let (folder, documents) = try await SearchHarness.build(site)
        for (language, words) in [("en", Self.english), ("ko", Self.korean)] {
            let mine = try #require(documents[language])
            let (status, output) = try SearchHarness.compare(folder, language: language, documents: mine,
                                                             queries: Self.queries(words, documents: mine))
            #expect(status == 0, "\(output)")
        }
    }
}
