import Foundation
@testable import RotorSite
import Testing

/// The index is cut by SearchTokenizer.swift and queries by search-engine.js: both must give
/// the same tokens, or a query misses what the index holds.
@Suite struct SearchTokenizerTests {
    static let samples = [
        "Custom slider", "커스텀슬라이더를 만듭니다", "UIKit슬라이더", "슬라이더", "한", "日本語のテキスト",
        "Ｆｕｌｌｗｉｄｔｈ ＡＢＣ", "ﬁle ligature", "Straße CAFÉ café", "e\u{301}te\u{301}", "١٢٣ 4½ ⅷ",
        "VoiceOver's \"focus\" — order, 50%!", "emoji 🎚️ slider", "tab\tbar\nnew-line", "", "  ",
        "Ǆemal ΑΒΓ ǅ", "𝐀𝐁𝐂 bold maths", "İstanbul",
    ]

    @Test func koreanIsCutIntoOverlappingBigramsAndWordsStayWhole() {
        #expect(SearchTokenizer.tokens("커스텀슬라이더를 Custom-Slider") == ["커스", "스텀", "텀슬", "슬라", "라이", "이더", "더를", "custom", "slider"])
        #expect(SearchTokenizer.tokens("한 UIKit슬라이더") == ["한", "uikit", "슬라", "라이", "이더"])
        #expect(SearchTokenizer.tokens("Ｆｕｌｌ ﬁle") == ["full", "file"], "NFKC folds width and ligatures")
    }

    @Test func swiftAndTheSearchScriptCutTextAlike() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-tokens-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let input = folder.appendingPathComponent("samples.json")
        try JSONEncoder().encode(Self.samples).write(to: input)
        let (status, output) = try SearchHarness.node("Tests/Search/tokenize.js", [input.path])
        #expect(status == 0, "\(output)")
        let fromScript = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
        #expect(fromScript.count == Self.samples.count)
        for (sample, tokens) in zip(Self.samples, fromScript) {
            #expect(SearchTokenizer.tokens(sample) == tokens, "\(sample.debugDescription)")
        }
    }
}
