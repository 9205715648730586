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
package enum SearchTokenizer {
    /// Calls `body` with each token in order.
    package static func forEachToken(in text: String, _ body: (String) -> Void) {
        forEachToken(in: text) { body(String(decoding: $0, as: UTF8.self)) }
    }

    /// Calls `body` with the UTF-8 bytes of each token in order, valid only during the call:
    /// the index makes a `String` only of a token it has not seen.
    package static func forEachToken(in text: String, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        var text = text
        // NFKC leaves ASCII alone, and ASCII letters and digits are the only word characters
        // there: English text is cut from its bytes, without building scalars.
        if text.withUTF8(isASCII) {
            text.withUTF8 { forEachASCIIToken(in: $0, body) }
            return
        }
        let normalized = text.unicodeScalars.allSatisfy(isCompatibilityStable)
            ? text : text.precomposedStringWithCompatibilityMapping
        // Lower-casing can lengthen a scalar's UTF-8 by half (İ, two bytes, becomes i and a
        // combining dot, three); a run has at most as many scalars as bytes.
        let capacity = normalized.utf8.count * 2 + 4
        // The current run as UTF-8, and where each of its scalars starts (for bigrams).
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: capacity) { run in
            withUnsafeTemporaryAllocation(of: Int32.self, capacity: capacity) { starts in
                var length = 0, count = 0
                var bigramRun = false
                func flush() {
                    guard count > 0 else { return }
                    if bigramRun && count > 1 {
                        for index in 0..<(count - 1) {
                            let end = index + 2 < count ? Int(starts[index + 2]) : length
                            body(UnsafeBufferPointer(rebasing: run[Int(starts[index])..<end]))
                        }
                    } else {
                        body(UnsafeBufferPointer(rebasing: run[0..<length]))
                    }
                    length = 0
                    count = 0
                }
                // Lower-cased scalar by scalar, as `String.lowercased()` does.
                func take(_ scalar: Unicode.Scalar) {
                    if isBigramScript(scalar) {
                        if !bigramRun { flush() }
                        bigramRun = true
                    } else if isWordCharacter(scalar) {
                        if bigramRun { flush() }
                        bigramRun = false
                    } else {
                        flush()
                        return
                    }
                    starts[count] = Int32(length)
                    count += 1
                    for byte in UTF8.encode(scalar)! {
                        run[length] = byte
                        length += 1
                    }
                }
                for scalar in normalized.unicodeScalars {
                    if scalar.isASCII {
                        let value = scalar.value
                        take((0x41...0x5A).contains(value) ? Unicode.Scalar(UInt8(value | 0x20)) : scalar)
                    } else if hasNoCase(scalar) {
                        take(scalar)
                    } else {
                        for lower in scalar.properties.lowercaseMapping.unicodeScalars { take(lower) }
                    }
                }
                flush()
            }
        }
    }

    /// Whether every byte is below 0x80, eight at a time.
    private static func isASCII(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            if raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) & 0x8080_8080_8080_8080 != 0 { return false }
            offset += 8
        }
        while offset < raw.count {
            if raw[offset] >= 0x80 { return false }
            offset += 1
        }
        return true
    }

    /// Scripts without letter case, and punctuation: lower-casing leaves them as they are.
    private static func hasNoCase(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0xA0, 0xB7, 0x1100...0x11FF, 0x2010...0x2027, 0x3000...0x3011, 0x3040...0x30FF, 0x3130...0x318F,
             0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF: true
        default: false
        }
    }

    private static func forEachASCIIToken(in bytes: UnsafeBufferPointer<UInt8>, _ body: (UnsafeBufferPointer<UInt8>) -> Void) {
        // Each run lower-cased into one buffer, which is at most as long as the text.
        withUnsafeTemporaryAllocation(of: UInt8.self, capacity: max(bytes.count, 1)) { lower in
            var start = -1
            for index in 0...bytes.count {
                let byte = index < bytes.count ? bytes[index] : 0
                let isWord = (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x30 && byte <= 0x39)
                if isWord {
                    if start < 0 { start = index }
                    lower[index] = byte >= 0x41 && byte <= 0x5A ? byte | 0x20 : byte
                } else if start >= 0 {
                    body(UnsafeBufferPointer(rebasing: lower[start..<index]))
                    start = -1
                }
            }
        }
    }

    package static func tokens(_ text: String) -> [String] {
        var tokens: [String] = []
        forEachToken(in: text) { tokens.append($0) }
        return tokens
    }

    /// Scalars NFKC leaves as they are, or turns into other punctuation or spaces: ASCII,
    /// precomposed Hangul syllables, and common quotes, dashes and CJK punctuation. Korean
    /// prose is mostly these, and Foundation's normalisation is slow enough to matter at 5,000
    /// articles.
    package static func isCompatibilityStable(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x00...0x7F, 0xAC00...0xD7A3, 0xA0, 0xB7, 0x2010...0x2027, 0x3000...0x3011: true
        default: false
        }
    }

    /// The same ranges as `BIGRAM_SCRIPT` in search-engine.js.
    package static func isBigramScript(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3040...0x30FF, 0x3130...0x318F, 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xAC00...0xD7AF: true
        default: false
        }
    }

    /// `\p{L}` or `\p{N}`, as `WORD_CHAR` in search-engine.js.
    package static func isWordCharacter(_ scalar: Unicode.Scalar) -> Bool {
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
