extension LanguageOfParts {
    /// Finds runs of a language in one stretch of HTML text (entities still escaped).
    enum RunFinder {
        /// Stretches that begin and end with a Hangul letter, with nothing but Hangul, spaces,
        /// digits, punctuation and character references between.
        static func hangulRuns(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Range<Int>] {
            var runs: [Range<Int>] = []
            var index = range.lowerBound
            while index < range.upperBound {
                guard isHangul(scalars[index]) else { index += 1; continue }
                let start = index
                var end = index + 1
                var at = end
                while at < range.upperBound {
                    let scalar = scalars[at]
                    if isHangul(scalar) {
                        at += 1
                        end = at
                    } else if scalar == "&", let after = referenceEnd(scalars, at, range.upperBound) {
                        at = after
                    } else if scalar.properties.isAlphabetic {
                        break
                    } else {
                        at += 1
                    }
                }
                runs.append(start..<end)
                index = at
            }
            return runs
        }

        /// Two or more plain English words in a row, with only spaces, punctuation and
        /// character references between them.
        static func englishRuns(_ scalars: [Unicode.Scalar], in range: Range<Int>) -> [Range<Int>] {
            var runs: [Range<Int>] = []
            var current: (start: Int, end: Int, words: Int)?
            func close() {
                if let run = current, run.words >= 2 { runs.append(run.start..<run.end) }
                current = nil
            }
            var index = range.lowerBound
            while index < range.upperBound {
                let scalar = scalars[index]
                if scalar == "&", let after = referenceEnd(scalars, index, range.upperBound) {
                    index = after
                    continue
                }
                if isTokenScalar(scalar) {
                    let start = index
                    while index < range.upperBound, isTokenScalar(scalars[index]) || isJoiner(scalars, index, range.upperBound) {
                        index += 1
                    }
                    if isPlainWord(scalars[start..<index]) {
                        if current == nil { current = (start, index, 0) }
                        current?.end = index
                        current?.words += 1
                    } else {
                        close()
                    }
                } else if isSeparator(scalar) {
                    index += 1
                } else {
                    close()
                    index += 1
                }
            }
            close()
            return runs
        }

        /// Letters and digits of any script make up a token, so that `iOS18` or a Latin
        /// word glued to Hangul is one token, and not a plain word.
        static func isTokenScalar(_ scalar: Unicode.Scalar) -> Bool {
            scalar.properties.isAlphabetic || scalar.properties.numericType != nil || scalar == "_"
        }

        /// An apostrophe, hyphen, dot or slash between two letters stays inside the token:
        /// `don’t`, `Double-tap`, `Slider.swift`, `google/talkback`.
        static func isJoiner(_ scalars: [Unicode.Scalar], _ index: Int, _ end: Int) -> Bool {
            guard ["'", "\u{2019}", "-", ".", "/"].contains(scalars[index]), index > 0, index + 1 < end else { return false }
            return isTokenScalar(scalars[index - 1]) && isTokenScalar(scalars[index + 1])
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

        /// Latin letters, at most the first a capital, with `'`, `’` or `-` between letters.
        static func isPlainWord(_ token: ArraySlice<Unicode.Scalar>) -> Bool {
            var first = true
            var afterJoiner = false
            for scalar in token {
                switch scalar {
                case "a"..."z":
                    afterJoiner = false
                case "A"..."Z" where first:
                    break
                case "'", "\u{2019}", "-":
                    guard !first, !afterJoiner else { return false }
                    afterJoiner = true
                default:
                    return false
                }
                first = false
            }
            return !first && !afterJoiner
        }

        /// The index after a character reference (`&amp;`, `&#39;`) starting at `index`.
        static func referenceEnd(_ scalars: [Unicode.Scalar], _ index: Int, _ end: Int) -> Int? {
            var at = index + 1
            while at < end, at - index <= 10, scalars[at].isASCII, scalars[at].properties.isAlphabetic || ("0"..."9").contains(scalars[at]) || scalars[at] == "#" {
                at += 1
            }
            return at < end && at > index + 1 && scalars[at] == ";" ? at + 1 : nil
        }
    }
}
