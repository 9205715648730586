import Foundation

/// JSON string literals, escaped as `JSONEncoder` escapes them with `.withoutEscapingSlashes`.
package enum JSONText {
    package static func append(_ text: String, to json: inout String) {
        var text = text
        guard !text.withUTF8(isPlain) else {
            json += "\""
            json += text
            json += "\""
            return
        }
        json += text.withUTF8 { source in
            String(unsafeUninitializedCapacity: bound(source.count)) { write(source, to: $0.baseAddress!) }
        }
    }

    /// The same, as UTF-8 bytes.
    package static func append(_ text: String, to json: inout [UInt8]) {
        var text = text
        text.withUTF8 { source in
            if isPlain(source) {
                json.append(UInt8(ascii: "\""))
                json.append(contentsOf: source)
                json.append(UInt8(ascii: "\""))
            } else {
                let start = json.count
                json.append(contentsOf: repeatElement(0, count: bound(source.count)))
                let count = json.withUnsafeMutableBufferPointer { write(source, to: $0.baseAddress! + start) }
                json.removeSubrange((start + count)...)
            }
        }
    }

    /// Whether text needs no escaping.
    package static func isPlain(_ bytes: UnsafeBufferPointer<UInt8>) -> Bool {
        !bytes.contains { $0 < 0x20 || $0 == UInt8(ascii: "\"") || $0 == UInt8(ascii: "\\") }
    }

    /// The most bytes ``write(_:to:)`` writes for `count` bytes of text: six per byte
    /// (`\u001f`), and the quotes.
    package static func bound(_ count: Int) -> Int {
        count * 6 + 2
    }

    /// Writes the literal of some UTF-8 text, quotes included, at `target`.
    ///
    /// - Returns: The count of bytes written.
    package static func write(_ source: UnsafeBufferPointer<UInt8>, to target: UnsafeMutablePointer<UInt8>) -> Int {
        let hex: StaticString = "0123456789abcdef"
        var count = 0
        func put(_ byte: UInt8) {
            target[count] = byte
            count += 1
        }
        func escape(_ byte: UInt8) {
            put(0x5C)
            put(byte)
        }
        put(UInt8(ascii: "\""))
        for byte in source {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"): escape(byte)
            case 0x0A: escape(UInt8(ascii: "n"))
            case 0x0D: escape(UInt8(ascii: "r"))
            case 0x09: escape(UInt8(ascii: "t"))
            case 0x08: escape(UInt8(ascii: "b"))
            case 0x0C: escape(UInt8(ascii: "f"))
            case ..<0x20:
                escape(UInt8(ascii: "u"))
                put(UInt8(ascii: "0"))
                put(UInt8(ascii: "0"))
                put(hex.utf8Start[Int(byte >> 4)])
                put(hex.utf8Start[Int(byte & 0xF)])
            default: put(byte)
            }
        }
        put(UInt8(ascii: "\""))
        return count
    }
}
