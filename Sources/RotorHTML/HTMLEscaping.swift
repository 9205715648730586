import RotorModel

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

    /// Escapes text that may hold explicit bidirectional formatting (U+202A–U+202E,
    /// U+2066–U+2069) for a place where no element can isolate it, such as SVG `<text>`:
    /// such text is wrapped in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, which ends
    /// every embedding, override and isolate left open inside, so what follows keeps its order.
    /// Text without them is escaped as it is.
    public static func isolatedText(_ string: some StringProtocol) -> String {
        BidiText.hasControls(string) ? "\u{2068}" + text(string) + "\u{2069}" : text(string)
    }

    /// Escapes text for use inside a double- or single-quoted attribute value.
    public static func attribute(_ string: some StringProtocol) -> String {
        escape(string, quotes: true)
    }

    private static func escape(_ string: some StringProtocol, quotes: Bool) -> String {
        var string = String(string)
        // Most text has nothing to escape: check the bytes first and return it as it is.
        let clean = string.withUTF8 { bytes in !bytes.contains { needsEscaping($0, quotes: quotes) } }
        if clean { return string }
        return string.withUTF8 { source in
            String(unsafeUninitializedCapacity: source.count * 6) { target in
                var count = 0
                func put(_ text: StaticString) {
                    let bytes = UnsafeBufferPointer(start: text.utf8Start, count: text.utf8CodeUnitCount)
                    for byte in bytes { target[count] = byte; count += 1 }
                }
                for byte in source {
                    switch byte {
                    case UInt8(ascii: "&"): put("&amp;")
                    case UInt8(ascii: "<"): put("&lt;")
                    case UInt8(ascii: ">"): put("&gt;")
                    case UInt8(ascii: "\"") where quotes: put("&quot;")
                    case UInt8(ascii: "'") where quotes: put("&#39;")
                    case 0: // U+FFFD REPLACEMENT CHARACTER
                        for byte: UInt8 in [0xEF, 0xBF, 0xBD] { target[count] = byte; count += 1 }
                    default: target[count] = byte; count += 1
                    }
                }
                return count
            }
        }
    }

    private static func needsEscaping(_ byte: UInt8, quotes: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0: true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): quotes
        default: false
        }
    }
}
