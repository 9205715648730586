/// Decides which URLs may become links or image sources.
///
/// Browsers ignore ASCII whitespace and control characters inside a scheme, so
/// `java\tscript:` is still JavaScript. The check strips them before it compares.
public enum URLSafety {
    private static let blockedSchemes = ["javascript", "vbscript", "file", "data"]

    /// Whether `url` may be the target of a link.
    public static func isSafeLink(_ url: String) -> Bool {
        guard let scheme = scheme(of: url) else { return true }
        return !blockedSchemes.contains(scheme)
    }

    /// Whether `url` may be an image source: like links, except raster `data:` images.
    public static func isSafeImage(_ url: String) -> Bool {
        guard let scheme = scheme(of: url) else { return true }
        if scheme == "data" {
            let lowered = compacted(url).lowercased()
            return ["data:image/png", "data:image/gif", "data:image/jpeg", "data:image/webp", "data:image/avif"]
                .contains { lowered.hasPrefix($0) }
        }
        return !blockedSchemes.contains(scheme)
    }

    /// The lower-cased scheme of `url`, or `nil` for a relative URL.
    public static func scheme(of url: String) -> String? {
        // Without a colon there is no scheme, however the URL is spaced: most links are relative.
        guard url.utf8.contains(UInt8(ascii: ":")) else { return nil }
        let compact = compacted(url)
        guard let colon = compact.firstIndex(of: ":") else { return nil }
        let candidate = compact[..<colon]
        guard let first = candidate.first, first.isASCII, first.isLetter,
              candidate.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || "+-.".contains($0)) })
        else { return nil }
        return candidate.lowercased()
    }

    /// `url` as cmark's reference renderer writes it in `href` and `src` (its
    /// `houdini_escape_href`): every byte outside ``hrefSafe`` percent-encoded (`%` itself is
    /// kept, so an encoded URL is not encoded twice), not yet escaped for an attribute.
    public static func hrefEscaped(_ url: String) -> String {
        guard url.utf8.contains(where: { !hrefSafe.contains($0) }) else { return url }
        var out: [UInt8] = []
        out.reserveCapacity(url.utf8.count + 16)
        let hex = Array("0123456789ABCDEF".utf8)
        for byte in url.utf8 {
            if hrefSafe.contains(byte) || byte == UInt8(ascii: "&") || byte == UInt8(ascii: "'") {
                // `&` and `'` stay for the attribute escaping, as cmark writes them as entities.
                out.append(byte)
            } else {
                out += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return String(decoding: out, as: UTF8.self)
    }

    /// cmark's HREF_SAFE: letters, digits and `-_.+!*(),%#@?=;:/$~`.
    static let hrefSafe: Set<UInt8> = Set(Array("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_.+!*(),%#@?=;:/$~".utf8))

    private static func compacted(_ url: String) -> String {
        String(String.UnicodeScalarView(url.unicodeScalars.filter { $0.value > 0x20 && $0.value != 0x7F }))
    }
}
