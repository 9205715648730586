import Foundation

/// A token or a pair as the index keys it: equal and hashed by its UTF-8 bytes.
///
/// `String` compares and hashes by canonical equivalence, which normalises every non-ASCII
/// string it meets: on Korean pages that was most of the cost of cutting their tokens. Keys
/// are made of letters and digits cut from NFKC text (and pairs of them with a space), where
/// canonically equivalent strings have the same bytes; comparing bytes is also what the
/// browser does when it looks a query's token up (JavaScript compares code units).
package struct SearchKey: Hashable, Sendable {
    package var text: String

    package init(_ text: String) {
        self.text = text
    }

    package static func == (a: SearchKey, b: SearchKey) -> Bool {
        a.withBytes { x in
            b.withBytes { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    package func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// A 64-bit hash of a key's bytes, the same in every run: eight bytes at a time, mixed as
    /// SplitMix64 finishes. Tables of keys (``KeyNumbering``) probe from its high half.
    package static func hash(_ bytes: UnsafeBufferPointer<UInt8>) -> UInt64 {
        var hash = UInt64(bytes.count) &* 0x9E37_79B9_7F4A_7C15
        let raw = UnsafeRawBufferPointer(bytes)
        var offset = 0
        while offset + 8 <= raw.count {
            hash = mix(hash ^ raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self))
            offset += 8
        }
        // The last bytes in the machine's byte order, as four, two and one: most tokens are
        // shorter than eight.
        var tail: UInt64 = 0
        var shift: UInt64 = 0
        if raw.count - offset >= 4 {
            tail = UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt32.self))
            offset += 4
            shift = 32
        }
        if raw.count - offset >= 2 {
            tail |= UInt64(raw.loadUnaligned(fromByteOffset: offset, as: UInt16.self)) << shift
            offset += 2
            shift += 16
        }
        if offset < raw.count { tail |= UInt64(raw[offset]) << shift }
        return mix(hash ^ tail)
    }

    @inline(__always)
    private static func mix(_ value: UInt64) -> UInt64 {
        var value = (value ^ (value >> 30)) &* 0xBF58_476D_1CE4_E5B9
        value = (value ^ (value >> 27)) &* 0x94D0_49BB_1331_11EB
        return value ^ (value >> 31)
    }

    /// Calls `body` with the key's UTF-8 bytes, in place: without copying the string (and so
    /// retaining its storage), which sorting and hashing millions of keys would pay each time.
    @inline(__always)
    package func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = self.text
        return text.withUTF8(body)
    }

    /// Whether text `a`'s UTF-8 bytes sort before `b`'s.
    package static func bytesPrecede(_ a: String, _ b: String) -> Bool {
        SearchKey(a).withBytes { x in
            SearchKey(b).withBytes { y in
                let common = min(x.count, y.count)
                let order = common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common)
                return order != 0 ? order < 0 : x.count < y.count
            }
        }
    }

    /// Whether `a` sorts before `b` by UTF-16 code units, as JavaScript compares strings,
    /// worked out from the UTF-8 bytes.
    ///
    /// UTF-8 byte order is code point order, which is UTF-16 order except between a scalar
    /// above U+FFFF (a surrogate pair, 0xD800…) and one in U+E000…U+FFFF: at the first scalar
    /// that differs, that case is turned round.
    package static func precedes(_ a: SearchKey, _ b: SearchKey) -> Bool {
        a.withBytes { x in b.withBytes { y in precedes(x, y) } }
    }

    /// The same, of two keys' UTF-8 bytes.
    package static func precedes(_ x: UnsafeBufferPointer<UInt8>, _ y: UnsafeBufferPointer<UInt8>) -> Bool {
        let common = min(x.count, y.count)
        var index = 0
        while index < common && x[index] == y[index] { index += 1 }
        guard index < common else { return x.count < y.count }
        // The first differing scalar starts at the same place in both.
        var start = index
        while start > 0 && x[start] & 0xC0 == 0x80 { start -= 1 }
        let leadX = x[start], leadY = y[start]
        let supplementaryX = leadX >= 0xF0, supplementaryY = leadY >= 0xF0
        let highBMPX = leadX == 0xEE || leadX == 0xEF, highBMPY = leadY == 0xEE || leadY == 0xEF
        if supplementaryX && highBMPY { return true }
        if supplementaryY && highBMPX { return false }
        return x[index] < y[index]
    }
}
