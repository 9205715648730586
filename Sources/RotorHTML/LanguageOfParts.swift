/// Marks the runs of another language in a finished page with `lang` (WCAG 3.1.2), so a
/// screen reader switches voice for them: Korean terms on an English page, English
/// sentences on a Korean one.
///
/// Two kinds of run are found, each by its script, so nothing depends on a dictionary:
/// - **Hangul** on a page (or part) whose language is not Korean: from the first Hangul
///   letter to the last one, across spaces, digits and punctuation, becomes
///   `<span lang="ko">`.
/// - **English** on a Korean, Japanese or Chinese page: two or more plain words in a row
///   become `<span lang="en">`. A plain word is letters with at most its first one a
///   capital (`Double-tap`, `don’t`); `VoiceOver`, `iOS`, `Slider.swift` and
///   `google/talkback` are names and code, which 3.1.2 leaves in the page's language, so
///   a single word or a name never starts a run.
///
/// What is not prose is left alone: `<head>`, scripts and styles, code (`code`, `pre`,
/// `kbd`, `samp`), SVG pictures (which are labelled as a whole), form controls' text, and
/// anything already inside an element with a `lang`, whose language then counts instead.
/// Attribute values are not changed.
public enum LanguageOfParts {
    /// The page's HTML with `lang` spans around runs of another language; the same string
    /// when there are none.
    public static func mark(_ html: String, pageLanguage: String) -> String {
        let primary = Self.primary(pageLanguage)
        // An English page without a Hangul letter, the common case, is returned untouched
        // after one pass over its bytes.
        if !Self.wantsEnglishRuns(primary) {
            let mayHaveHangul = html.utf8.contains { $0 == 0xE1 || $0 == 0xE3 || (0xEA...0xED).contains($0) }
            if !mayHaveHangul { return html }
        }
        var html = html
        return html.withUTF8 { bytes in
            var marker = Marker(bytes: bytes, pageLanguage: primary)
            marker.run()
            return marker.output().map { String(decoding: $0, as: UTF8.self) }
        } ?? html
    }

    static func primary(_ language: String) -> String {
        String(language.lowercased().prefix { $0 != "-" && $0 != "_" })
    }

    /// Languages written in a script other than Latin, where English runs are marked.
    static func wantsEnglishRuns(_ language: String) -> Bool {
        ["ko", "ja", "zh"].contains(language)
    }

    static func isHangul(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x11FF, 0x3130...0x318F, 0xA960...0xA97F, 0xAC00...0xD7AF, 0xD7B0...0xD7FF: true
        default: false
        }
    }
}

extension LanguageOfParts {
    /// HTML's void elements, which have no end tag.
    static let voidElements: [StaticString] = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]

    /// One pass over a page's UTF-8: tags are read for what matters (a `lang`, an element whose
    /// text is skipped) without copying them, text is searched for runs, and the page is copied
    /// with its spans only when there is a run.
    struct Marker {
        let bytes: UnsafeBufferPointer<UInt8>
        let pageLanguage: String
        /// The runs found, in order, each with its language.
        var runs: [(range: Range<Int>, lang: String)] = []
        /// Open elements that matter: those with a `lang`, and those whose text is skipped.
        var open: [(name: [UInt8], lang: String?, skips: Bool)] = []
        var skipDepth = 0
        /// The language of the text here: the innermost open `lang`, or the page's.
        var language: String {
            didSet { searched = Self.runs(in: language) }
        }
        /// The runs searched for in text in ``language``, worked out when it changes rather
        /// than for each piece of text.
        private var searched: RunKind
        var index = 0

        enum RunKind {
            case english, hangul, none
        }

        init(bytes: UnsafeBufferPointer<UInt8>, pageLanguage: String) {
            self.bytes = bytes
            self.pageLanguage = pageLanguage
            self.language = pageLanguage
            self.searched = Self.runs(in: pageLanguage)
        }

        static func runs(in language: String) -> RunKind {
            LanguageOfParts.wantsEnglishRuns(language) ? .english : language == "ko" ? .none : .hangul
        }

        /// Elements whose text is not prose.
        func isSkipped(_ name: Range<Int>) -> Bool {
            switch name.count {
            case 3: equals(name, "pre") || equals(name, "kbd") || equals(name, "svg")
            case 4: equals(name, "head") || equals(name, "code") || equals(name, "samp") || equals(name, "math")
            case 5: equals(name, "title")
            case 6: equals(name, "select") || equals(name, "option")
            case 8: equals(name, "textarea")
            default: false
            }
        }

        /// Elements read whole, their text never parsed as markup.
        func isRawText(_ name: Range<Int>) -> Bool {
            equals(name, "script") || equals(name, "style")
        }

        /// Elements without an end tag.
        func isVoid(_ name: Range<Int>) -> Bool {
            LanguageOfParts.voidElements.contains { equals(name, $0) }
        }

        /// The page with its spans, or `nil` when it has no run.
        func output() -> [UInt8]? {
            guard !runs.isEmpty else { return nil }
            var output: [UInt8] = []
            output.reserveCapacity(bytes.count + runs.count * 24)
            var from = 0
            for run in runs {
                output.append(contentsOf: bytes[from..<run.range.lowerBound])
                output.append(contentsOf: "<span lang=\"\(run.lang)\">".utf8)
                output.append(contentsOf: bytes[run.range])
                output.append(contentsOf: "</span>".utf8)
                from = run.range.upperBound
            }
            output.append(contentsOf: bytes[from..<bytes.count])
            return output
        }

        mutating func run() {
            var textStart = 0
            while index < bytes.count {
                guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
                text(textStart..<index)
                tag()
                textStart = index
            }
            text(textStart..<bytes.count)
        }

        // MARK: Tags

        /// Reads the tag, comment or doctype at `index`, leaving `index` after it; a `script`
        /// or `style` element is read whole.
        mutating func tag() {
            index += 1
            if index + 2 < bytes.count, bytes[index] == UInt8(ascii: "!"), bytes[index + 1] == UInt8(ascii: "-"), bytes[index + 2] == UInt8(ascii: "-") {
                index = find(Array("-->".utf8)).map { $0 + 3 } ?? bytes.count
                return
            }
            let closing = index < bytes.count && bytes[index] == UInt8(ascii: "/")
            if closing { index += 1 }
            let name = readName()
            var lang: String?
            var selfClosing = false
            while index < bytes.count {
                let byte = bytes[index]
                if byte == UInt8(ascii: ">") {
                    index += 1
                    break
                }
                if byte == UInt8(ascii: "/") { selfClosing = true; index += 1; continue }
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\t") { index += 1; continue }
                selfClosing = false
                let attribute = readName()
                if attribute.isEmpty { index += 1; continue }
                guard index < bytes.count, bytes[index] == UInt8(ascii: "=") else { continue }
                index += 1
                let value = readValue()
                if equals(attribute, "lang") { lang = String(decoding: bytes[value], as: UTF8.self) }
            }
            guard !name.isEmpty else { return }
            if closing {
                guard !open.isEmpty, let at = open.lastIndex(where: { equals(name, $0.name) }) else { return }
                skipDepth -= open[at...].count { $0.skips }
                open.removeSubrange(at...)
                language = open.last(where: { $0.lang != nil })?.lang ?? pageLanguage
                return
            }
            if isRawText(name) {
                var closer = Array("</".utf8)
                closer += bytes[name].map { $0 | 0x20 }
                index = find(closer) ?? bytes.count
                return
            }
            let skips = isSkipped(name)
            guard skips || lang != nil, !selfClosing, !isVoid(name) else { return }
            let primary = lang.map(LanguageOfParts.primary)
            open.append((bytes[name].map { $0 | 0x20 }, primary, skips))
            if skips { skipDepth += 1 }
            if let primary { language = primary }
        }

        /// Whether the bytes at `range` are `name` (lowercase), in any case.
        func equals(_ range: Range<Int>, _ name: [UInt8]) -> Bool {
            range.count == name.count && zip(bytes[range], name).allSatisfy { $0 | 0x20 == $1 }
        }

        func equals(_ range: Range<Int>, _ name: StaticString) -> Bool {
            guard range.count == name.utf8CodeUnitCount else { return false }
            let letters = name.utf8Start
            for offset in 0..<range.count where bytes[range.lowerBound + offset] | 0x20 != letters[offset] { return false }
            return true
        }

        /// A tag or attribute name.
        mutating func readName() -> Range<Int> {
            let start = index
            while index < bytes.count {
                let byte = bytes[index]
                let isNameByte = (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(byte | 0x20) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(byte)
                    || byte == UInt8(ascii: "-") || byte == UInt8(ascii: ":")
                guard isNameByte else { break }
                index += 1
            }
            return start..<index
        }

        /// An attribute value, quoted or not: where it is.
        mutating func readValue() -> Range<Int> {
            guard index < bytes.count else { return index..<index }
            let quote = bytes[index]
            if quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") {
                index += 1
                let start = index
                while index < bytes.count, bytes[index] != quote { index += 1 }
                defer { index = min(index + 1, bytes.count) }
                return start..<index
            }
            let start = index
            while index < bytes.count, bytes[index] != UInt8(ascii: " "), bytes[index] != UInt8(ascii: ">") { index += 1 }
            return start..<index
        }

        /// Where `needle` next starts, from `index`; letters match in any case.
        func find(_ needle: [UInt8]) -> Int? {
            var at = index
            while at + needle.count <= bytes.count {
                if bytes[at] == needle[0], zip(bytes[at..<(at + needle.count)], needle).allSatisfy({ $0 | 0x20 == $1 | 0x20 }) { return at }
                at += 1
            }
            return nil
        }

        // MARK: Text

        mutating func text(_ range: Range<Int>) {
            guard !range.isEmpty, skipDepth == 0 else { return }
            switch searched {
            case .english: RunFinder(bytes: bytes, range: range).englishRuns(into: &runs)
            case .hangul: RunFinder(bytes: bytes, range: range).hangulRuns(into: &runs)
            case .none: break
            }
        }
    }
}
