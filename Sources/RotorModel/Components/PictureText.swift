/// How much room a label needs in a picture, so pictures can wrap a label onto more lines
/// instead of cutting it, and grow to hold them.
///
/// Pictures draw text at 12 CSS px in the reader's sans-serif font, which the page cannot
/// measure when it is built. The widths here are generous (DejaVu Sans, wider than Arial,
/// Helvetica or San Francisco, with full-width Hangul and CJK), so an estimate that fits
/// fits on any of them.
public enum PictureText {
    /// The font size the stylesheet gives picture text, in CSS px.
    public static let fontSize = 12.0
    /// The distance between two lines of a wrapped label.
    public static let lineHeight = 14.0

    /// The width of `text` at ``fontSize``, in CSS px, a little more than it takes.
    public static func width(_ text: some StringProtocol) -> Double {
        text.unicodeScalars.reduce(0) { $0 + em($1) } * fontSize
    }

    /// `text` cut into lines no wider than `width`: at spaces where it can, inside a word
    /// only when the word alone is too wide. Always at least one line; nothing is dropped.
    public static func lines(_ text: String, width: Double) -> [String] {
        guard Self.width(text) > width else { return [text] }
        var lines: [String] = []
        var line = ""
        for word in text.split(separator: " ", omittingEmptySubsequences: true) {
            let candidate = line.isEmpty ? String(word) : line + " " + word
            if Self.width(candidate) <= width {
                line = candidate
                continue
            }
            if !line.isEmpty { lines.append(line) }
            line = ""
            // A word wider than the line is cut between characters.
            for character in word {
                if !line.isEmpty, Self.width(line + String(character)) > width {
                    lines.append(line)
                    line = ""
                }
                line.append(character)
            }
        }
        if !line.isEmpty || lines.isEmpty { lines.append(line) }
        return lines
    }

    /// The advance of one character, in em.
    private static func em(_ scalar: Unicode.Scalar) -> Double {
        switch scalar {
        case " ", "\u{00A0}": 0.33
        case "i", "j", "l", ".", ",", ":", ";", "'", "!", "|", "\u{2019}", "\u{2018}": 0.32
        case "f", "t", "r", "(", ")", "[", "]", "-", "\"", "\u{201C}", "\u{201D}", "/": 0.45
        case "m", "w": 0.98
        case "M", "W": 1.0
        case "a"..."z": 0.64
        case "A"..."Z", "0"..."9", "%", "&", "?": 0.78
        default:
            switch scalar.properties.generalCategory {
            case .format, .nonspacingMark, .enclosingMark, .control: 0
            default: scalar.value >= 0x1100 ? 1.0 : 0.8
            }
        }
    }
}
