import Foundation
import RotorDiagnostics

/// The part of ``WordingCheck`` that reads a built page rather than an article's source:
/// what a page shows or has read, and the warnings found in it.
extension WordingCheck {
    /// What a built page shows or has read: its text and its `alt`, `title` and `aria-label`
    /// values, without scripts, styles or preformatted code. `notEnglish` leaves out inline
    /// `code` and elements marked `lang="en"` as well.
    public static func shownText(ofHTML html: String) -> (all: String, notEnglish: String) {
        let voids: Set<String> = ["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]
        let hidden: Set<String> = ["script", "style", "pre", "template"]
        var stack: [(name: String, hidden: Bool, english: Bool)] = []
        // `english` below also stands for inline code, which `notEnglish` leaves out.
        var all = ""
        var notEnglish = ""
        let characters = Array(html)
        var i = 0
        func add(_ text: String) {
            if stack.last?.hidden == true { return }
            all += text
            if stack.last?.english != true { notEnglish += text }
        }
        while i < characters.count {
            guard characters[i] == "<" else {
                var j = i
                while j < characters.count, characters[j] != "<" { j += 1 }
                add(String(characters[i..<j]))
                i = j
                continue
            }
            if characters[(i + 1)...].starts(with: "!--") {
                var j = i + 4
                while j + 2 < characters.count, !(characters[j] == "-" && characters[j + 1] == "-" && characters[j + 2] == ">") { j += 1 }
                i = j + 3
                continue
            }
            guard let close = characters[(i + 1)...].firstIndex(of: ">") else { break }
            let tag = String(characters[(i + 1)..<close])
            i = close + 1
            // Cells and blocks end words: “캐러셀</th><td>transcript-1” is two words.
            add(" ")
            if tag.hasPrefix("!") || tag.hasPrefix("?") { continue }
            if tag.hasPrefix("/") {
                let name = tag.dropFirst().trimmingCharacters(in: .whitespaces).lowercased()
                if let at = stack.lastIndex(where: { $0.name == name }) { stack.removeSubrange(at...) }
                continue
            }
            let name = String(tag.prefix { !$0.isWhitespace && $0 != "/" }).lowercased()
            let inherited = stack.last ?? (name: "", hidden: false, english: false)
            var english = inherited.english
            if let lang = attribute("lang", in: tag) { english = lang.lowercased().hasPrefix("en") }
            if name == "code" { english = true }
            let isHidden = inherited.hidden || hidden.contains(name)
            if !isHidden {
                for key in ["alt", "title", "aria-label"] {
                    if let value = attribute(key, in: tag) {
                        all += " " + value + " "
                        if !english { notEnglish += " " + value + " " }
                    }
                }
            }
            if !voids.contains(name), !tag.hasSuffix("/") {
                stack.append((name, isHidden, english))
                if hidden.contains(name) {
                    // Skip to the matching end tag: code holds no markup worth reading.
                    let end = Array("</\(name)")
                    var j = i
                    while j + end.count <= characters.count, Array(characters[j..<(j + end.count)]).map({ Character($0.lowercased()) }) != end { j += 1 }
                    i = j
                }
            } else {
                add(" ")
            }
        }
        return (all, notEnglish)
    }

    private static func attribute(_ key: String, in tag: String) -> String? {
        let pattern = "(?:^|\\s)" + NSRegularExpression.escapedPattern(for: key) + "\\s*=\\s*(?:\"([^\"]*)\"|'([^']*)')"
        guard let regex = try? NSRegularExpression(pattern: pattern, options: [.caseInsensitive]),
              let match = regex.firstMatch(in: tag, range: NSRange(tag.startIndex..., in: tag)) else { return nil }
        for group in 1...2 {
            if let range = Range(match.range(at: group), in: tag) { return String(tag[range]) }
        }
        return nil
    }

    /// Warnings for one built page: figure ids in what it shows, and on a Korean page a Latin
    /// product name outside code and `lang="en"`.
    public static func warnings(inPage html: String, path: String) -> [Diagnostic] {
        let shown = shownText(ofHTML: html)
        var warnings: [Diagnostic] = []
        let ids = figureIDColumns(in: shown.all).count
        if ids > 0 {
            warnings.append(Diagnostic(path: path, severity: .warning,
                                       message: "\(ids) figure id\(ids == 1 ? "" : "s") (transcript-N) in the page's shown text: name each figure by its caption"))
        }
        let head = html.prefix(400)
        if head.range(of: #"<html[^>]*\slang="ko"#, options: .regularExpression) != nil {
            let text = Array(shown.notEnglish)
            for name in productNames {
                let count = wordColumns(of: Array(name), in: text).count
                if count > 0 {
                    warnings.append(Diagnostic(path: path, severity: .warning,
                                               message: "“\(name)” in Latin letters \(count)× in the shown text of a Korean page, outside code and lang=\"en\": a Korean voice reads it as 로터"))
                }
            }
        }
        return warnings
    }
}
