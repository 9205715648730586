import Foundation

/// The one segmentation rule shared by the index (here) and every query (`tokenize` in
/// `assets/search-engine.js`). A query can only find what the index cut the same way, so the
/// two must agree character for character; `SearchTokenizerTests` and the node comparison in
/// `SearchEquivalenceTests` hold them to it.
///
/// Text is NFKC-normalised and lower-cased, then cut into runs: letters and digits of
/// alphabetic scripts make one token per run; Hangul, kana and Han make overlapping character
/// bigrams, so "슬라이더" is found inside "커스텀슬라이더를" without a dictionary.
/// (JavaScript lower-cases a final Σ to ς by context, Swift does not: Greek word-final sigma
/// is the one known difference.)
enum SearchTokenizer {
    /// Calls `body` with each token in order.
    static func forEachToken(in text: String, _ body: (String) -> Void) {
        let isASCII = text.utf8.allSatisfy { $0 < 0x80 }
        // NFKC leaves ASCII alone; skipping it keeps English text cheap.
        let normalized = isASCII ? text.lowercased() : text.precomposedStringWithCompatibilityMapping.lowercased()
        var run = String.UnicodeScalarView()
        var bigramRun = false
        var runLength = 0
        func flush() {
            guard runLength > 0 else { return }
            if bigramRun {
                let scalars = Array(run)
                if scalars.count == 1 { body(String(String.UnicodeScalarView(scalars))) }
                for index in 0..<(scalars.count - 1) {
                    var pair = String.UnicodeScalarView()
                    pair.append(scalars[index])
                    pair.append(scalars[index + 1])
                    body(String(pair))
                }
            } else {
                body(String(run))
            }
            run = String.UnicodeScalarView()
            runLength = 0
        }
        for scalar in normalized.unicodeScalars {
            if isBigramScript(scalar) {
                if !bigramRun { flush() }
                bigramRun = true
            } else if isWordCharacter(scalar) {
                if bigramRun { flush() }
                bigramRun = false
            } else {
                flush()
                continue
            }
            run.append(scalar)
            runLength += 1
        }
        flush()
    }

    static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        forEachToken(in: text) { tokens.append($0) }
        return tokens
    }

    /// The same ranges as `BIGRAM_SCRIPT` in search-engine.js.
    static func isBigramScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF: true
        default: false
        }
    }

    /// `\p{L}` or `\p{N}`, as `WORD_CHAR` in search-engine.js.
    static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if scalar.isASCII {
            let value = scalar.value
            return (0x61...0x7A).contains(value) || (0x41...0x5A).contains(value) || (0x30...0x39).contains(value)
        }
        switch scalar.properties.generalCategory {
        case .uppercaseLetter, .lowercaseLetter, .titlecaseLetter, .modifierLetter, .otherLetter,
             .decimalNumber, .letterNumber, .otherNumber: return true
        default: return false
        }
    }
}
