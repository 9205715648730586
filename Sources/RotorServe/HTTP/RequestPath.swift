/// A request target checked and turned into the path of a file in the generated site.
///
/// The site lives in a dictionary, so no lookup can leave it; the checks are here so that a
/// request which *looks* like an escape (`..`, its percent-encoded and double-encoded forms,
/// backslashes, NUL) gets a plain 404 instead of being normalised into a real page. The path
/// is percent-decoded exactly once; a `%` left after that means double encoding and is refused.
///
/// ```swift
/// RequestPath("/en/sliders/")?.filePath        // "en/sliders/index.html"
/// RequestPath("/en/%2e%2e/site.yml")           // nil
/// ```
struct RequestPath: Sendable, Equatable {
    /// The decoded segments, without empty ones: `["en", "sliders"]`.
    var segments: [String]
    /// Whether the request named a folder (`/` or a path ending in `/`).
    var isDirectory: Bool

    /// Checks and decodes the path part of a request target (no query).
    ///
    /// - Returns: `nil` for anything that is not a plain absolute path of visible names.
    init?(_ rawPath: String) {
        guard rawPath.hasPrefix("/"), !rawPath.contains("\\"),
              let decoded = Self.percentDecoded(rawPath) else { return nil }
        guard !decoded.unicodeScalars.contains(where: Self.isForbidden) else { return nil }
        var parts = decoded.split(separator: "/", omittingEmptySubsequences: false).dropFirst()
        isDirectory = parts.last == "" || parts.isEmpty
        if isDirectory, !parts.isEmpty { parts = parts.dropLast() }
        // Interior empty segments (`//`) and dot segments are never part of a page's URL.
        guard parts.allSatisfy({ !$0.isEmpty && !$0.hasPrefix(".") }) else { return nil }
        segments = parts.map(String.init)
    }

    /// The file to look up: `index.html` inside a folder, otherwise the path itself.
    var filePath: String {
        let joined = segments.joined(separator: "/")
        guard isDirectory else { return joined }
        return joined.isEmpty ? "index.html" : joined + "/index.html"
    }

    /// The `index.html` of the folder this path would name if it ended in `/`.
    var folderIndexPath: String? {
        isDirectory ? nil : segments.joined(separator: "/") + "/index.html"
    }

    /// NUL and other control characters, `%` (left over from double encoding) and `\`.
    private static func isForbidden(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || scalar.value == 0x7F || scalar == "%" || scalar == "\\"
    }

    /// Decodes `%XX` escapes once; `nil` for a malformed escape or bytes that are not UTF-8.
    static func percentDecoded(_ text: String) -> String? {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(text.utf8.count)
        var iterator = text.utf8.makeIterator()
        while let byte = iterator.next() {
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                continue
            }
            guard let high = iterator.next().flatMap(hexValue), let low = iterator.next().flatMap(hexValue) else {
                return nil
            }
            bytes.append(high << 4 | low)
        }
        return String(validating: bytes, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
