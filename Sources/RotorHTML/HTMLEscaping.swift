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
        // Most text has nothing to escape: check the bytes first and copy it as it is.
        let utf8 = string.utf8
        guard utf8.contains(where: { needsEscaping($0, quotes: quotes) }) else { return String(string) }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(utf8.count + 32)
        for byte in utf8 {
            switch byte {
            case UInt8(ascii: "&"): bytes += Array("&amp;".utf8)
            case UInt8(ascii: "<"): bytes += Array("&lt;".utf8)
            case UInt8(ascii: ">"): bytes += Array("&gt;".utf8)
            case UInt8(ascii: "\"") where quotes: bytes += Array("&quot;".utf8)
            case UInt8(ascii: "'") where quotes: bytes += Array("&#39;".utf8)
            case 0: bytes += [0xEF, 0xBF, 0xBD]
            default: bytes.append(byte)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func needsEscaping(_ byte: UInt8, quotes: Bool) -> Bool {
        switch byte {
        case UInt8(ascii: "&"), UInt8(ascii: "<"), UInt8(ascii: ">"), 0: true
        case UInt8(ascii: "\""), UInt8(ascii: "'"): quotes
        default: false
        }
    }
}
