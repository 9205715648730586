import SwiftIDEUtils
import SwiftParser
import SwiftSyntax

/// Highlights Swift source at build time with swift-syntax's own classifier.
///
/// The output is HTML: the code escaped, with classified ranges wrapped in
/// `<span class="hl-…">`. Pages need no highlighting script, and the colours come from the
/// theme's CSS, where each class is given a colour with enough contrast in both schemes.
public enum SwiftHighlighter {
    /// Returns `code` as escaped HTML with highlighting spans.
    ///
    /// Source that does not parse is still highlighted as far as the parser recovered, and
    /// every byte of the input appears in the output exactly once.
    public static func highlight(_ code: String) -> String {
        let tree = Parser.parse(source: code)
        let bytes = Array(code.utf8)
        var html = ""
        html.reserveCapacity(bytes.count * 2)
        var cursor = 0
        for classified in tree.classifications {
            let start = max(classified.offset, cursor)
            let end = min(classified.endOffset, bytes.count)
            guard start < end else { continue }
            if start > cursor { html += escape(bytes[cursor..<start]) }
            let text = escape(bytes[start..<end])
            if let name = className(classified.kind) {
                html += "<span class=\"\(name)\">\(text)</span>"
            } else {
                html += text
            }
            cursor = end
        }
        if cursor < bytes.count { html += escape(bytes[cursor...]) }
        return html
    }

    /// The CSS class for a classification, or `nil` for plain text.
    static func className(_ kind: SyntaxClassification) -> String? {
        switch kind {
        case .keyword: "hl-keyword"
        case .type: "hl-type"
        case .stringLiteral, .regexLiteral: "hl-string"
        case .integerLiteral, .floatLiteral: "hl-number"
        case .lineComment, .blockComment, .docLineComment, .docBlockComment: "hl-comment"
        case .attribute: "hl-attribute"
        case .ifConfigDirective: "hl-directive"
        case .argumentLabel: "hl-label"
        default: nil
        }
    }

    private static func escape(_ bytes: ArraySlice<UInt8>) -> String {
        var result = ""
        for scalar in String(decoding: bytes, as: UTF8.self).unicodeScalars {
            switch scalar {
            case "&": result += "&amp;"
            case "<": result += "&lt;"
            case ">": result += "&gt;"
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
