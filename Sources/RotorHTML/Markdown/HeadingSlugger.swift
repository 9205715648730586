/// Turns heading text into unique, readable fragment ids.
///
/// Letters of any script are kept, so a Korean heading gets a Korean id, the way GitHub and
/// Hugo do it. Everything else collapses into single hyphens.
public struct HeadingSlugger: Sendable {
    private var used: [String: Int] = [:]

    public init() {}

    /// A slug for `text`: lower-cased letters and digits joined by hyphens, `section` when empty.
    public static func slug(_ text: String) -> String {
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return asciiSlug(text) }
        var slug = ""
        var pendingHyphen = false
        for character in text.lowercased() {
            if character.isLetter || character.isNumber {
                if pendingHyphen && !slug.isEmpty { slug.append("-") }
                pendingHyphen = false
                slug.append(character)
            } else if character != "'" && character != "’" {
                pendingHyphen = true
            }
        }
        return slug.isEmpty ? "section" : slug
    }

    /// ``slug(_:)`` for ASCII text, byte by byte: the same result without Unicode lookups.
    private static func asciiSlug(_ text: String) -> String {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var pendingHyphen = false
        for byte in text.utf8 {
            let lower = (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
            if (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(lower) || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(lower) {
                if pendingHyphen && !bytes.isEmpty { bytes.append(UInt8(ascii: "-")) }
                pendingHyphen = false
                bytes.append(lower)
            } else if byte != UInt8(ascii: "'") {
                pendingHyphen = true
            }
        }
        return bytes.isEmpty ? "section" : String(decoding: bytes, as: UTF8.self)
    }

    /// A slug for `text` that this slugger has not handed out before.
    public mutating func uniqueSlug(_ text: String) -> String {
        let base = Self.slug(text)
        guard let count = used[base] else {
            used[base] = 1
            return base
        }
        var suffix = count + 1
        while used["\(base)-\(suffix)"] != nil { suffix += 1 }
        used[base] = suffix
        let id = "\(base)-\(suffix)"
        used[id] = 1
        return id
    }
}
