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
        var marker = Marker(scalars: Array(html.unicodeScalars), pageLanguage: primary)
        marker.run()
        return marker.changed ? String(marker.output) : html
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
    /// One pass over a page: tags are copied as they are, text is searched for runs.
    struct Marker {
        let scalars: [Unicode.Scalar]
        let pageLanguage: String
        var output = String.UnicodeScalarView()
        var changed = false
        /// Open elements that matter: those with a `lang`, and those whose text is skipped.
        var open: [(name: String, lang: String?)] = []
        var skipDepth = 0
        var index = 0

        init(scalars: [Unicode.Scalar], pageLanguage: String) {
            self.scalars = scalars
            self.pageLanguage = pageLanguage
            output.reserveCapacity(scalars.count + 64)
        }

        static let skipped: Set<String> = ["head", "code", "pre", "kbd", "samp", "svg", "math", "textarea", "select", "option", "title"]
        static let rawText: Set<String> = ["script", "style"]
        static let void: Set<String> = [
            "area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr",
        ]

        var language: String {
            open.last(where: { $0.lang != nil })?.lang ?? pageLanguage
        }

        mutating func run() {
            var textStart = 0
            while index < scalars.count {
                guard scalars[index] == "<" else { index += 1; continue }
                text(textStart..<index)
                let tagStart = index
                tag()
                output.append(contentsOf: scalars[tagStart..<index])
                textStart = index
            }
            text(textStart..<scalars.count)
        }

        // MARK: Tags

        /// Reads the tag, comment or doctype at `index`, leaving `index` after it; a `script`
        /// or `style` element is read whole.
        mutating func tag() {
            index += 1
            if starts(with: "!--") {
                index = find("-->").map { $0 + 3 } ?? scalars.count
                return
            }
            let closing = index < scalars.count && scalars[index] == "/"
            if closing { index += 1 }
            let name = readName()
            var lang: String?
            var selfClosing = false
            while index < scalars.count {
                let scalar = scalars[index]
                if scalar == ">" {
                    index += 1
                    break
                }
                if scalar == "/" { selfClosing = true; index += 1; continue }
                if scalar == " " || scalar == "\n" || scalar == "\t" { index += 1; continue }
                selfClosing = false
                let attribute = readName()
                if attribute.isEmpty { index += 1; continue }
                guard index < scalars.count, scalars[index] == "=" else { continue }
                index += 1
                let value = readValue()
                if attribute == "lang" { lang = value }
            }
            guard !name.isEmpty else { return }
            if closing {
                if let at = open.lastIndex(where: { $0.name == name }) {
                    skipDepth -= open[at...].count { Self.skipped.contains($0.name) }
                    open.removeSubrange(at...)
                }
                return
            }
            if Self.rawText.contains(name) {
                index = find("</\(name)") ?? scalars.count
                return
            }
            guard !selfClosing, !Self.void.contains(name) else { return }
            let skips = Self.skipped.contains(name)
            if skips || lang != nil {
                open.append((name, lang.map(LanguageOfParts.primary)))
                if skips { skipDepth += 1 }
            }
        }

        /// A tag or attribute name, lowercased.
        mutating func readName() -> String {
            let start = index
            while index < scalars.count {
                let scalar = scalars[index]
                guard scalar.isASCII, scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || scalar == "-" || scalar == ":" else { break }
                index += 1
            }
            return String(String.UnicodeScalarView(scalars[start..<index])).lowercased()
        }

        /// An attribute value, quoted or not.
        mutating func readValue() -> String {
            guard index < scalars.count else { return "" }
            let quote = scalars[index]
            let start: Int
            if quote == "\"" || quote == "'" {
                index += 1
                start = index
                while index < scalars.count, scalars[index] != quote { index += 1 }
                defer { index = min(index + 1, scalars.count) }
                return String(String.UnicodeScalarView(scalars[start..<index]))
            }
            start = index
            while index < scalars.count, scalars[index] != " ", scalars[index] != ">" { index += 1 }
            return String(String.UnicodeScalarView(scalars[start..<index]))
        }

        func starts(with text: String) -> Bool {
            var at = index
            for scalar in text.unicodeScalars {
                guard at < scalars.count, scalars[at] == scalar else { return false }
                at += 1
            }
            return true
        }

        func find(_ text: String) -> Int? {
            let needle = Array(text.unicodeScalars)
            var at = index
            while at + needle.count <= scalars.count {
                if scalars[at..<(at + needle.count)].elementsEqual(needle) { return at }
                at += 1
            }
            return nil
        }

        // MARK: Text

        mutating func text(_ range: Range<Int>) {
            guard !range.isEmpty else { return }
            guard skipDepth == 0 else {
                output.append(contentsOf: scalars[range])
                return
            }
            let runs = LanguageOfParts.wantsEnglishRuns(language)
                ? RunFinder.englishRuns(scalars, in: range).map { ($0, "en") }
                : (language == "ko" ? [] : RunFinder.hangulRuns(scalars, in: range).map { ($0, "ko") })
            var from = range.lowerBound
            for (run, lang) in runs {
                output.append(contentsOf: scalars[from..<run.lowerBound])
                output.append(contentsOf: "<span lang=\"\(lang)\">".unicodeScalars)
                output.append(contentsOf: scalars[run])
                output.append(contentsOf: "</span>".unicodeScalars)
                from = run.upperBound
                changed = true
            }
            output.append(contentsOf: scalars[from..<range.upperBound])
        }
    }
}
