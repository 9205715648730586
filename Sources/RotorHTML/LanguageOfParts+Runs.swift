extension LanguageOfParts {
    /// Finds runs of a language in one stretch of a page's UTF-8 text (entities still
    /// escaped), decoding characters as it goes.
    struct RunFinder {
        let bytes: UnsafeBufferPointer<UInt8>
        let range: Range<Int>

        /// Stretches that begin and end with a Hangul letter, with nothing but Hangul, spaces,
        /// digits, punctuation and character references between.
        func hangulRuns(into runs: inout [(range: Range<Int>, lang: String)]) {
            var index = range.lowerBound
            while index < range.upperBound {
                let (first, length) = scalar(at: index)
                guard isHangul(first) else { index += length; continue }
                let start = index
                var at = index + length
                var end = at
                while at < range.upperBound {
                    let (next, size) = scalar(at: at)
                    if isHangul(next) {
                        at += size
                        end = at
                    } else if next == "&", let after = referenceEnd(at) {
                        at = after
                    } else if next.properties.isAlphabetic {
                        break
                    } else {
                        at += size
                    }
                }
                let run = balanced(start..<end)
                runs.append((run, "ko"))
                index = max(at, run.upperBound)
            }
        }

        /// Two or more plain English words in a row, with only spaces, punctuation and
        /// character references between them.
        func englishRuns(into runs: inout [(range: Range<Int>, lang: String)]) {
            var current: (start: Int, end: Int, words: Int)?
            func close() {
                if let run = current, run.words >= 2 { runs.append((balanced(run.start..<run.end), "en")) }
                current = nil
            }
            var index = range.lowerBound
            while index < range.upperBound {
                let (first, length) = scalar(at: index)
                if first == "&", let after = referenceEnd(index) {
                    index = after
                    continue
                }
                if Self.isTokenScalar(first) {
                    let start = index
                    var plain = PlainWord()
                    while index < range.upperBound {
                        let (next, size) = scalar(at: index)
                        guard Self.isTokenScalar(next) || isJoiner(at: index, next, size) else { break }
                        plain.add(next)
                        index += size
                    }
                    if plain.isPlain {
                        if current == nil { current = (start, index, 0) }
                        current?.end = index
                        current?.words += 1
                    } else {
                        close()
                    }
                } else if Self.isSeparator(first) {
                    index += length
                } else {
                    close()
                    index += length
                }
            }
            close()
        }

        /// The run with its brackets paired: a bracket opened inside it and closed right after
        /// it, or closed inside it and opened right before it, is taken in, so a span never
        /// holds half of a pair (`<span lang="ko">효과음 (클릭 효과음</span>)`).
        func balanced(_ run: Range<Int>) -> Range<Int> {
            var depth = 0, unopened = 0
            for at in run {
                switch bytes[at] {
                case UInt8(ascii: "("), UInt8(ascii: "["): depth += 1
                case UInt8(ascii: ")"), UInt8(ascii: "]"):
                    if depth > 0 { depth -= 1 } else { unopened += 1 }
                default: break
                }
            }
            var lower = run.lowerBound, upper = run.upperBound
            while depth > 0, upper < range.upperBound, bytes[upper] == UInt8(ascii: ")") || bytes[upper] == UInt8(ascii: "]") {
                upper += 1
                depth -= 1
            }
            while unopened > 0, lower > range.lowerBound, bytes[lower - 1] == UInt8(ascii: "(") || bytes[lower - 1] == UInt8(ascii: "[") {
                lower -= 1
                unopened -= 1
            }
            return lower..<upper
        }

        /// The character at `index` and how many bytes it takes (valid UTF-8, as Swift
        /// strings are).
        func scalar(at index: Int) -> (Unicode.Scalar, Int) {
            let lead = bytes[index]
            if lead < 0x80 { return (Unicode.Scalar(lead), 1) }
            let length = lead >= 0xF0 ? 4 : lead >= 0xE0 ? 3 : 2
            var value = UInt32(lead) & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
            for offset in 1..<length where index + offset < bytes.count {
                value = value << 6 | UInt32(bytes[index + offset] & 0x3F)
            }
            return (Unicode.Scalar(value) ?? "\u{FFFD}", length)
        }

        /// Letters and digits of any script make up a token, so that `iOS18` or a Latin
        /// word glued to Hangul is one token, and not a plain word.
        static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar.value {
            case 0x30...0x39, 0x41...0x5A, 0x61...0x7A, 0x5F: return true
            case 0..<0x80: return false
            case 0xAC00...0xD7A3: return true
            default: return scalar.properties.isAlphabetic || scalar.properties.numericType != nil
            }
        }

        /// An apostrophe, hyphen, dot or slash between two letters stays inside the token:
        /// `don’t`, `Double-tap`, `Slider.swift`, `google/talkback`.
        func isJoiner(at index: Int, _ scalar: Unicode.Scalar, _ size: Int) -> Bool {
            switch scalar {
            case "'", "\u{2019}", "-", ".", "/": break
            default: return false
            }
            guard index > range.lowerBound, index + size < range.upperBound else { return false }
            var before = index - 1
            while before > range.lowerBound, bytes[before] & 0xC0 == 0x80 { before -= 1 }
            return Self.isTokenScalar(self.scalar(at: before).0) && Self.isTokenScalar(self.scalar(at: index + size).0)
        }

        static func isSeparator(_ scalar: Unicode.Scalar) -> Bool {
            switch scalar {
            case " ", "\n", "\t", ",", ".", ":", ";", "!", "?", "(", ")", "\"", "'",
                 "\u{201C}", "\u{201D}", "\u{2018}", "\u{2019}", "\u{00A0}":
                true
            default:
                false
            }
        }

        /// The index after a character reference (`&amp;`, `&#39;`) starting at `index`.
        func referenceEnd(_ index: Int) -> Int? {
            var at = index + 1
            while at < range.upperBound, at - index <= 10 {
                let byte = bytes[at]
                let isReferenceByte = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20)
                    || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte) || byte == UInt8(ascii: "#")
                guard isReferenceByte else { break }
                at += 1
            }
            return at < range.upperBound && at > index + 1 && bytes[at] == UInt8(ascii: ";") ? at + 1 : nil
        }
    }

    /// Latin letters, at most the first a capital, with `'`, `’` or `-` between letters.
    struct PlainWord {
        private var count = 0
        private var afterJoiner = false
        private var failed = false

        var isPlain: Bool { !failed && count > 0 && !afterJoiner }

        mutating func add(_ scalar: Unicode.Scalar) {
            defer { count += 1 }
            switch scalar {
            case "a"..."z":
                afterJoiner = false
            case "A"..."Z" where count == 0:
                break
            case "'", "\u{2019}", "-":
                if count == 0 || afterJoiner { failed = true }
                afterJoiner = true
            default:
                failed = true
            }
        }
    }
}
