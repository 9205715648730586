/// Escaping for text placed into HTML.
///
/// Everything an author writes, whether Markdown text, front matter or a transcript label,
/// reaches the page through one of these two functions, so that no input can open a tag
/// or break out of an attribute.
public enum HTMLEscaping {
    /// Escapes text for use between tags: `&`, `<` and `>`.
    public static func text(_ string: some StringProtocol) -> String {
        escape(string, quotes: false)
    }

    /// Escapes text for use inside a double- or single-quoted attribute value.
    public static func attribute(_ string: some StringProtocol) -> String {
        escape(string, quotes: true)
    }

    private static func escape(_ string: some StringProtocol, quotes: Bool) -> String {
        var result = ""
        result.reserveCapacity(string.utf8.count)
        for scalar in string.unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            case "\"" where quotes: result += "&quot;"
            case "'" where quotes: result += "&#39;"
            case "\0": result += "\u{FFFD}"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
