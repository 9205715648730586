import Foundation
@testable import RotorSearch
import RotorTesting
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
        let (status, output) = try NodeScript.run("Tests/Search/tokenize.js", [input.path])
        #expect(status == 0, "\(output)")
        let fromScript = try JSONDecoder().decode([[String]].self, from: Data(output.utf8))
        #expect(fromScript.count == Self.samples.count)
        for (sample, tokens) in zip(Self.samples, fromScript) {
            #expect(SearchTokenizer.tokens(sample) == tokens, "\(sample.debugDescription)")
        }
    }

    /// The rule as first written: the whole text normalised and lower-cased, then cut scalar by
    /// scalar. The tokenizer lower-cases each scalar as it goes and builds tokens from bytes;
    /// it must cut every text the same way.
    static func plainTokens(_ text: String) -> [String] {
        let normalized = text.unicodeScalars.allSatisfy(SearchTokenizer.isCompatibilityStable)
            ? text.lowercased() : text.precomposedStringWithCompatibilityMapping.lowercased()
        var tokens: [String] = []
        var run: [Unicode.Scalar] = []
        var bigramRun = false
        func flush() {
            guard !run.isEmpty else { return }
            if bigramRun && run.count > 1 {
                for index in 0..<(run.count - 1) {
                    var pair = String.UnicodeScalarView()
                    pair.append(run[index])
                    pair.append(run[index + 1])
                    tokens.append(String(pair))
                }
            } else {
                tokens.append(String(String.UnicodeScalarView(run)))
            }
            run = []
        }
        for scalar in normalized.unicodeScalars {
            if SearchTokenizer.isBigramScript(scalar) {
                if !bigramRun { flush() }
                bigramRun = true
            } else if SearchTokenizer.isWordCharacter(scalar) {
                if bigramRun { flush() }
                bigramRun = false
            } else {
                flush()
                continue
            }
            run.append(scalar)
        }
        flush()
        return tokens
    }

    /// Characters where lower-casing, normalisation or the cut could go wrong.
    static let awkward: [String] = [
        "A", "z", "Ä", "ß", "İ", "I", "Σ", "ς", "Ǆ", "ǅ", "ǆ", "Ω", "Å", "K", "ﬁ", "Ｆ", "ｶ", "ｰ", "½", "ⅷ", "①",
        "\u{301}", "\u{308}", "é", "e\u{301}", "가", "각", "힣", "\u{1100}", "\u{1161}", "\u{11A8}", "ㄱ", "ㅏ", "あ", "ア",
        "漢", "㐀", "𠀀", "𝐀", "🎚", "\u{FE0F}", "\u{E000}", "\u{FFFD}", "﷽", "١", "٣", "-", "'", " ", "\t", "\n", "—", "「",
        "\u{3000}", "\u{A0}", "·", "0", "9", "Ⓐ", "ǰ", "ΐ", "Ὰ", "ᾼ", "Ꭰ", "ꭰ", "Ա", "ﬓ",
    ]

    /// Compared as bytes: `String`'s `==` would let canonically equivalent tokens pass.
    static func bytes(_ tokens: [String]) -> [[UInt8]] { tokens.map { Array($0.utf8) } }

    @Test func theTokenizerCutsAsTheWholeTextRuleDoes() {
        for sample in Self.samples {
            #expect(Self.bytes(SearchTokenizer.tokens(sample)) == Self.bytes(Self.plainTokens(sample)), "\(sample.debugDescription)")
        }
        var state: UInt64 = 0x9E37_79B9_7F4A_7C15
        for _ in 0..<3_000 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<(1 + Int(state >> 60)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += Self.awkward[Int(state >> 33) % Self.awkward.count]
            }
            #expect(Self.bytes(SearchTokenizer.tokens(text)) == Self.bytes(Self.plainTokens(text)), "\(text.debugDescription)")
        }
    }

    @Test func keysSortAsJavaScriptComparesStrings() {
        let alphabet = ["a", "b", "가", "\u{E000}", "\u{FFFD}", "\u{FF21}", "𠀀", "🎚", "\u{D7FF}", " ", "é", "\u{10FFFF}"]
        var state: UInt64 = 42
        var strings: [String] = ["", "a", "ab"]
        for _ in 0..<400 {
            var text = ""
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            for _ in 0..<(Int(state >> 61)) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                text += alphabet[Int(state >> 33) % alphabet.count]
            }
            strings.append(text)
        }
        for a in strings {
            for b in strings {
                #expect(SearchKey.precedes(SearchKey(a), SearchKey(b)) == a.utf16.lexicographicallyPrecedes(b.utf16),
                        "\(a.debugDescription) < \(b.debugDescription)")
                #expect((SearchKey(a) == SearchKey(b)) == a.utf8.elementsEqual(b.utf8))
            }
        }
        // Bytes, not canonical equivalence: the browser looks keys up by code units.
        #expect(SearchKey("e\u{301}") != SearchKey("é"))
        #expect(Set([SearchKey("슬라"), SearchKey("슬라"), SearchKey("라이")]).count == 2)
    }
}
