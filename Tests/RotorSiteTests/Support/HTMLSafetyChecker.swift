/// A small HTML tokenizer that finds markup able to run script, for the escaping tests.
///
/// It reads a document the way a browser's tokenizer does in the parts that matter here:
/// tags with quoted, unquoted and bare attributes, comments, `<!DOCTYPE>`, raw-text elements
/// (`script`, `style`, `textarea`, `title`) whose content is not markup, and character
/// references inside attribute values, which browsers decode before they look at a URL's
/// scheme (`java&#x09;script:`).
struct HTMLSafetyChecker {
    /// One start tag, with attribute values already decoded.
    struct Tag: Equatable {
        var name: String
        var attributes: [(name: String, value: String)]

        static func == (lhs: Tag, rhs: Tag) -> Bool {
            lhs.name == rhs.name && lhs.attributes.map(\.name) == rhs.attributes.map(\.name)
                && lhs.attributes.map(\.value) == rhs.attributes.map(\.value)
        }
    }

    /// Elements that load active content or re-point every URL, whatever their attributes.
    ///
    /// `svg` and `form` are not here: the theme draws transcript pictures in SVG and has a
    /// search form. Inside them, script elements, handlers and URLs are checked like anywhere.
    static let activeElements: Set<String> = [
        "iframe", "frame", "frameset", "object", "embed", "applet", "base", "portal", "isindex",
    ]
    /// Attributes whose value is fetched or navigated to.
    static let urlAttributes: Set<String> = [
        "href", "src", "action", "formaction", "xlink:href", "poster", "data", "background", "cite", "lowsrc", "dynsrc",
    ]
    static let rawTextElements: Set<String> = ["script", "style", "textarea", "title", "xmp", "noembed", "noframes", "iframe"]

    /// Every start tag in `html`, in order.
    static func tags(in html: String) -> [Tag] {
        let s = Array(html.unicodeScalars)
        var tags: [Tag] = []
        var i = 0
        func lower(_ scalars: ArraySlice<Unicode.Scalar>) -> String {
            String(String.UnicodeScalarView(scalars)).lowercased()
        }
        func isSpace(_ c: Unicode.Scalar) -> Bool { c == " " || c == "\n" || c == "\t" || c == "\r" || c == "\u{0C}" }
        while i < s.count {
            guard s[i] == "<" else { i += 1; continue }
            if i + 3 < s.count, s[i + 1] == "!", s[i + 2] == "-", s[i + 3] == "-" {
                // A comment ends at the first "-->"; "--!>" too, as in browsers.
                var j = i + 4
                while j < s.count, !(s[j] == ">" && j >= 2 && s[j - 1] == "-" && s[j - 2] == "-") { j += 1 }
                i = j + 1
                continue
            }
            if i + 1 < s.count, s[i + 1] == "!" || s[i + 1] == "?" {
                while i < s.count, s[i] != ">" { i += 1 }
                i += 1
                continue
            }
            let isEnd = i + 1 < s.count && s[i + 1] == "/"
            var j = i + (isEnd ? 2 : 1)
            guard j < s.count, s[j].properties.isAlphabetic, s[j].isASCII else { i += 1; continue }
            let nameStart = j
            while j < s.count, !isSpace(s[j]), s[j] != "/", s[j] != ">" { j += 1 }
            let name = lower(s[nameStart..<j])
            var attributes: [(String, String)] = []
            while j < s.count, s[j] != ">" {
                if isSpace(s[j]) || s[j] == "/" { j += 1; continue }
                let attributeStart = j
                j += 1
                while j < s.count, !isSpace(s[j]), s[j] != "/", s[j] != ">", s[j] != "=" { j += 1 }
                let attributeName = lower(s[attributeStart..<j])
                while j < s.count, isSpace(s[j]) { j += 1 }
                var value = ""
                if j < s.count, s[j] == "=" {
                    j += 1
                    while j < s.count, isSpace(s[j]) { j += 1 }
                    if j < s.count, s[j] == "\"" || s[j] == "'" {
                        let quote = s[j]
                        let valueStart = j + 1
                        j = valueStart
                        while j < s.count, s[j] != quote { j += 1 }
                        value = String(String.UnicodeScalarView(s[valueStart..<min(j, s.count)]))
                        j += 1
                    } else {
                        let valueStart = j
                        while j < s.count, !isSpace(s[j]), s[j] != ">" { j += 1 }
                        value = String(String.UnicodeScalarView(s[valueStart..<j]))
                    }
                }
                attributes.append((attributeName, decodeReferences(value)))
            }
            i = j + 1
            if isEnd { continue }
            tags.append(Tag(name: name, attributes: attributes))
            if rawTextElements.contains(name) {
                // Skip to the matching end tag: nothing inside is markup.
                let closing = Array("</\(name)".unicodeScalars)
                var k = i
                while k + closing.count <= s.count, lower(s[k..<k + closing.count]) != String(String.UnicodeScalarView(closing)) { k += 1 }
                if name == "script" || name == "style" {
                    tags[tags.count - 1].attributes.append(("#content", String(String.UnicodeScalarView(s[i..<min(k, s.count)]))))
                }
                i = k
            }
        }
        return tags
    }

    /// Every way `html` could run script, described for a test failure. Empty means inert.
    ///
    /// - Parameter allowedScripts: `src` values of the site's own scripts, which may appear.
    static func problems(in html: String, allowedScripts: (String) -> Bool) -> [String] {
        var problems: [String] = []
        for tag in tags(in: html) {
            if tag.name == "script" {
                let source = tag.attributes.first { $0.name == "src" }?.value
                let content = tag.attributes.first { $0.name == "#content" }?.value ?? ""
                if source == nil || !allowedScripts(source!) || !content.allSatisfy({ $0.isWhitespace }) {
                    problems.append("script element \(tag.attributes.map { "\($0.name)=\($0.value)" })")
                }
            }
            if activeElements.contains(tag.name) { problems.append("active element <\(tag.name)>") }
            if tag.name == "meta", tag.attributes.contains(where: { $0.name == "http-equiv" }) {
                problems.append("meta http-equiv \(tag.attributes.map(\.value))")
            }
            for (name, value) in tag.attributes {
                if name.hasPrefix("on") { problems.append("event handler \(name)=\"\(value)\" on <\(tag.name)>") }
                if name == "style", value.lowercased().contains("expression") || value.lowercased().contains("url(") {
                    problems.append("style with script or fetch \(value) on <\(tag.name)>")
                }
                if name == "srcdoc" { problems.append("srcdoc on <\(tag.name)>") }
                if urlAttributes.contains(name) || name == "srcset", let scheme = dangerousScheme(value) {
                    problems.append("\(scheme): URL in \(name) on <\(tag.name)>: \(value)")
                }
            }
        }
        return problems
    }

    /// The scheme of `url` when it can run script or smuggle a document; raster `data:image` is fine.
    static func dangerousScheme(_ url: String) -> String? {
        // Browsers drop leading C0 controls and spaces, and tabs and newlines anywhere.
        let compact = String(String.UnicodeScalarView(url.unicodeScalars.drop { $0.value <= 0x20 }
            .filter { $0 != "\t" && $0 != "\n" && $0 != "\r" })).lowercased()
        for scheme in ["javascript:", "vbscript:", "data:", "livescript:", "mocha:"] where compact.hasPrefix(scheme) {
            if scheme == "data:", ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp", "data:image/avif"]
                .contains(where: { compact.hasPrefix($0) }) { return nil }
            return String(scheme.dropLast())
        }
        return nil
    }

    /// Decodes numeric and the common named character references, as in an attribute value.
    static func decodeReferences(_ text: String) -> String {
        guard text.contains("&") else { return text }
        let named: [String: String] = [
            "amp": "&", "lt": "<", "gt": ">", "quot": "\"", "apos": "'", "tab": "\t", "newline": "\n", "colon": ":",
            "sol": "/", "lpar": "(", "rpar": ")", "nbsp": "\u{A0}",
        ]
        var result = ""
        var rest = Substring(text)
        while let amp = rest.firstIndex(of: "&") {
            result += rest[..<amp]
            let after = rest[rest.index(after: amp)...]
            let end = after.firstIndex { !($0.isLetter || $0.isNumber || $0 == "#") } ?? after.endIndex
            let body = after[..<end]
            var decoded: String?
            if body.hasPrefix("#x") || body.hasPrefix("#X") {
                decoded = UInt32(body.dropFirst(2), radix: 16).flatMap(Unicode.Scalar.init).map { String($0) }
            } else if body.hasPrefix("#") {
                decoded = UInt32(body.dropFirst()).flatMap(Unicode.Scalar.init).map { String($0) }
            } else {
                decoded = named[body.lowercased()]
            }
            if let decoded {
                result += decoded
                rest = after[end...]
                if rest.first == ";" { rest = rest.dropFirst() }
            } else {
                result += "&"
                rest = after
            }
        }
        return result + rest
    }
}
