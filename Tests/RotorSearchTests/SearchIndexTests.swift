import Foundation
@testable import RotorSearch
import Testing

/// The index inverts its documents without comparing or hashing text per posting (token
/// numbers, pairs sorted by their tokens' ranks). These tests hold it to the plain way: every
/// posting appended to a list per key, and the keys sorted by their text.
@Suite struct SearchIndexTests {
    /// Words that sort differently by bytes than by UTF-16 (U+FA0E, an ideograph NFKC keeps,
    /// against U+20000), prefixes of one another, and Korean bigrams.
    static let words = ["ab", "abc", "a", "b", "abd", "\u{FA0E}", "\u{20000}", "\u{FA0E}x", "\u{20000}x",
                        "슬라이더", "슬라", "값", "Zeta", "z9", "9", "ab9"]

    static func documents(count: Int, seed: UInt64) -> [SearchTerms] {
        var state = seed
        func next(_ bound: Int) -> Int {
            state = state &* 6364136223846793005 &+ 1442695040888963407
            return Int((state >> 33) % UInt64(bound))
        }
        func phrase(_ length: Int) -> String { (0..<length).map { _ in words[next(words.count)] }.joined(separator: " ") }
        return (0..<count).map { number in
            SearchTerms(SearchDocument(title: phrase(1 + next(3)), url: "/en/\(String(format: "%03d", number))/", section: "/en/",
                                       headings: [phrase(2)], tags: next(2) == 0 ? [phrase(1)] : [],
                                       description: next(3) == 0 ? phrase(4) : "", text: phrase(5 + next(40))))
        }
    }

    @Test(arguments: [UInt64(1), 2, 3])
    func theFragmentsAreThoseOfPlainListsOfEveryKey(seed: UInt64) {
        let documents = Self.documents(count: 60, seed: seed)
        var terms: [SearchKey: [UInt32]] = [:], pairs: [SearchKey: [UInt32]] = [:]
        for (id, document) in documents.enumerated() {
            for (token, value) in document.postings { terms[token, default: []] += [UInt32(id), value] }
            for pair in document.pairs { pairs[pair, default: []].append(UInt32(id)) }
        }
        let plainTerms = FragmentTable(lists: terms, stride: 2), plainPairs = FragmentTable(lists: pairs, stride: 1)
        // In any order: the index sorts its documents by URL.
        let index = SearchIndex(language: "en", documents: documents.reversed())
        let files = Dictionary(uniqueKeysWithValues: index.files().map { ($0.path, $0.bytes) })
        for (table, plain) in [("t", plainTerms), ("p", plainPairs)] {
            for (number, fragment) in plain.fragments.enumerated() {
                guard let data = files["en/search-index/\(table)/\(number).json"] else {
                    Issue.record("no \(table)/\(number).json")
                    continue
                }
                #expect(data == fragment, "\(table)/\(number).json")
            }
            #expect(files.keys.filter { $0.hasPrefix("en/search-index/\(table)/") }.count == plain.fragments.count)
        }
        let saved = index.saved { _ in 0 }
        let pairsInOrder = saved.pairs.keys == pairs.keys.sorted(by: SearchKey.precedes)
        let termsInOrder = saved.terms.keys == terms.keys.sorted(by: SearchKey.precedes)
        #expect(pairsInOrder, "pair keys in UTF-16 order of their text")
        #expect(termsInOrder, "term keys in UTF-16 order")
        // U+20000 is a surrogate pair in UTF-16, so it sorts before U+FA0E there, not in UTF-8.
        let surrogate = try! #require(saved.pairs.keys.firstIndex { $0.text.hasPrefix("\u{20000} ") })
        let highBMP = try! #require(saved.pairs.keys.firstIndex { $0.text.hasPrefix("\u{FA0E} ") })
        #expect(surrogate < highBMP)
    }
}
