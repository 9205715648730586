import Foundation

/// A token or a pair as the index keys it: equal and hashed by its UTF-8 bytes.
///
/// `String` compares and hashes by canonical equivalence, which normalises every non-ASCII
/// string it meets: on Korean pages that was most of the cost of cutting their tokens. Keys
/// are made of letters and digits cut from NFKC text (and pairs of them with a space), where
/// canonically equivalent strings have the same bytes; comparing bytes is also what the
/// browser does when it looks a query's token up (JavaScript compares code units).
struct SearchKey: Hashable, Sendable {
    var text: String

    init(_ text: String) {
        self.text = text
    }

    /// The key of token `a` directly followed by token `b`: "a b".
    static func pair(_ a: SearchKey, _ b: SearchKey) -> SearchKey {
        SearchKey(a.text + " " + b.text)
    }

    static func == (a: SearchKey, b: SearchKey) -> Bool {
        a.withBytes { x in
            b.withBytes { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        withBytes { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Calls `body` with the key's UTF-8 bytes, in place: without copying the string (and so
    /// retaining its storage), which sorting and hashing millions of keys would pay each time.
    @inline(__always)
    func withBytes<Result>(_ body: (UnsafeBufferPointer<UInt8>) -> Result) -> Result {
        if let result = text.utf8.withContiguousStorageIfAvailable(body) { return result }
        var text = self.text
        return text.withUTF8(body)
    }

    /// Whether `a` sorts before `b` by UTF-16 code units, as JavaScript compares strings,
    /// worked out from the UTF-8 bytes.
    ///
    /// UTF-8 byte order is code point order, which is UTF-16 order except between a scalar
    /// above U+FFFF (a surrogate pair, 0xD800…) and one in U+E000…U+FFFF: at the first scalar
    /// that differs, that case is turned round.
    static func precedes(_ a: SearchKey, _ b: SearchKey) -> Bool {
        a.withBytes { x in
            b.withBytes { y in
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
    }
}

/// Numbers keys in the order they first appear: a document numbers its own tokens, the index
/// numbers every document's tokens, so that pairs can be held as pairs of numbers.
struct KeyNumbering {
    /// The keys by number.
    private(set) var keys: [SearchKey] = []
    private var numbers: [SearchKey: Int] = [:]

    /// The key's number, given it now if it has none; `isNew` says which.
    mutating func number(of key: SearchKey) -> (number: Int, isNew: Bool) {
        if let known = numbers[key] { return (known, false) }
        numbers[key] = keys.count
        keys.append(key)
        return (keys.count - 1, true)
    }
}

/// Numbers for pairs of token numbers, given in order of first appearance, in a table of
/// open addressing.
///
/// An index looks a pair up once for each document that has it: 2.5 million times per
/// language at 10,000 articles, where a `Dictionary` of lists took most of the index stage.
struct PairNumbering {
    /// The pairs by number.
    private(set) var codes: [UInt64] = []
    /// Each slot's pair plus one (0: empty), and its number.
    private var slots = [UInt64](repeating: 0, count: 1024)
    private var numbers = [Int32](repeating: 0, count: 1024)

    /// The pair's number, given it now if it has none.
    mutating func number(of code: UInt64) -> Int {
        let mask = slots.count - 1
        var index = Self.slot(of: code, mask: mask)
        while true {
            let slot = slots[index]
            if slot == code &+ 1 { return Int(numbers[index]) }
            if slot == 0 { break }
            index = (index + 1) & mask
        }
        slots[index] = code &+ 1
        numbers[index] = Int32(codes.count)
        codes.append(code)
        // Kept at most half full, so that a probe ends soon.
        if codes.count * 2 > slots.count { grow() }
        return codes.count - 1
    }

    /// A slot from the pair's bits, spread by Fibonacci hashing.
    private static func slot(of code: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func grow() {
        let count = slots.count * 2
        slots = [UInt64](repeating: 0, count: count)
        numbers = [Int32](repeating: 0, count: count)
        for (number, code) in codes.enumerated() {
            var index = Self.slot(of: code, mask: count - 1)
            while slots[index] != 0 { index = (index + 1) & (count - 1) }
            slots[index] = code &+ 1
            numbers[index] = Int32(number)
        }
    }
}
