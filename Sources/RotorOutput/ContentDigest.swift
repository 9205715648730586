import Crypto
import Foundation

/// A SHA-256 digest: the key of every cache whose stale hit would put wrong bytes in the
/// output, and of the output manifest's "this file already holds these bytes".
///
/// ``ContentHash`` stays for names (asset fingerprints), where a collision is harmless.
/// Two different inputs with the same 64-bit hash would make a cache serve a stale page
/// without any sign; with SHA-256 that takes a deliberate attack on the hash function.
package struct ContentDigest: Hashable, Sendable {
    private let words: (UInt64, UInt64, UInt64, UInt64)

    package static let zero = ContentDigest(words: (0, 0, 0, 0))

    private init(words: (UInt64, UInt64, UInt64, UInt64)) {
        self.words = words
    }

    package init(_ digest: SHA256.Digest) {
        var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
        digest.withUnsafeBytes { bytes in
            words = (bytes.loadUnaligned(fromByteOffset: 0, as: UInt64.self).bigEndian,
                     bytes.loadUnaligned(fromByteOffset: 8, as: UInt64.self).bigEndian,
                     bytes.loadUnaligned(fromByteOffset: 16, as: UInt64.self).bigEndian,
                     bytes.loadUnaligned(fromByteOffset: 24, as: UInt64.self).bigEndian)
        }
        self.init(words: words)
    }

    /// The digest of some bytes.
    package init(_ data: Data) {
        self.init(SHA256.hash(data: data))
    }

    /// The digest of a string's UTF-8.
    package init(_ string: String) {
        var string = string
        self = string.withUTF8 { ContentDigest(SHA256.hash(data: UnsafeRawBufferPointer($0))) }
    }

    /// The digest of raw bytes.
    package init(hashing bytes: UnsafeRawBufferPointer) {
        self.init(SHA256.hash(data: bytes))
    }

    /// The 32 bytes, as ``init(bytes:)`` of a saved digest reads them back.
    package var bytes: [UInt8] {
        var result: [UInt8] = []
        result.reserveCapacity(32)
        for word in [words.0, words.1, words.2, words.3] {
            for shift in stride(from: 56, through: 0, by: -8) { result.append(UInt8(truncatingIfNeeded: word >> UInt64(shift))) }
        }
        return result
    }

    /// A digest saved as its 32 ``bytes``.
    package init(bytes saved: [UInt8]) {
        precondition(saved.count == 32)
        var words: [UInt64] = [0, 0, 0, 0]
        for (index, byte) in saved.enumerated() { words[index / 8] = words[index / 8] << 8 | UInt64(byte) }
        self.init(words: (words[0], words[1], words[2], words[3]))
    }

    /// 64 lower-case hexadecimal digits.
    package var hex: String {
        [words.0, words.1, words.2, words.3].map { word in
            let digits = String(word, radix: 16)
            return String(repeating: "0", count: 16 - digits.count) + digits
        }.joined()
    }

    /// Appends ``hex`` as bytes.
    package func appendHex(to bytes: inout [UInt8]) {
        let digits: StaticString = "0123456789abcdef"
        for word in [words.0, words.1, words.2, words.3] {
            for shift in stride(from: 60, through: 0, by: -4) {
                bytes.append(digits.utf8Start[Int((word >> UInt64(shift)) & 0xF)])
            }
        }
    }

    /// Reads ``hex`` from 64 bytes.
    package init?(hexBytes: UnsafeBufferPointer<UInt8>) {
        guard hexBytes.count == 64 else { return nil }
        var words: [UInt64] = [0, 0, 0, 0]
        for (index, byte) in hexBytes.enumerated() {
            let digit: UInt8
            switch byte {
            case 0x30...0x39: digit = byte - 0x30
            case 0x61...0x66: digit = byte - 0x61 + 10
            default: return nil
            }
            words[index / 16] = words[index / 16] << 4 | UInt64(digit)
        }
        self.init(words: (words[0], words[1], words[2], words[3]))
    }

    package static func == (lhs: ContentDigest, rhs: ContentDigest) -> Bool {
        lhs.words == rhs.words
    }

    package func hash(into hasher: inout Hasher) {
        hasher.combine(words.0)
        hasher.combine(words.1)
    }
}

/// Builds a ``ContentDigest`` from several fields. Each field is written with its length
/// first, so that ("ab", "c") and ("a", "bc") never give the same digest.
///
/// Fields are gathered in a buffer and hashed in blocks: the input stamp adds seven small
/// fields for each of thousands of files, and one hash update per field cost milliseconds.
package struct DigestBuilder {
    private var hash = SHA256()
    private var buffer: [UInt8] = []

    package init() {}

    package mutating func add(_ string: String) {
        var string = string
        add(string.utf8.count)
        string.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    package mutating func add(_ text: Substring) {
        add(text.utf8.count)
        var text = text
        text.withUTF8 { append(UnsafeRawBufferPointer($0)) }
    }

    package mutating func add(_ number: Int) {
        withUnsafeBytes(of: Int64(number).littleEndian) { append($0) }
    }

    private mutating func append(_ bytes: UnsafeRawBufferPointer) {
        if buffer.count + bytes.count > 1 << 16 { flush() }
        if bytes.count > 1 << 16 {
            hash.update(bufferPointer: bytes)
        } else {
            buffer.append(contentsOf: bytes)
        }
    }

    private mutating func flush() {
        guard !buffer.isEmpty else { return }
        buffer.withUnsafeBytes { hash.update(bufferPointer: $0) }
        buffer.removeAll(keepingCapacity: true)
    }

    package func finish() -> ContentDigest {
        var copy = self
        copy.flush()
        return ContentDigest(copy.hash.finalize())
    }
}
