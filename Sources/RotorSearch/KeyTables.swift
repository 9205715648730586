import Foundation

/// Keys laid end to end in one array of bytes, each with its ``SearchKey/hash(_:)``.
///
/// A document's tokens are kept so from the render task that cuts them to the index that
/// numbers them: the index compares and hashes bytes it already has, and makes a `String` only
/// of each distinct key, not of each of the millions of tokens it reads.
package struct KeyList: Sendable {
    private(set) var bytes: [UInt8] = []
    /// Where each key ends in ``bytes``; it starts where the one before ends.
    private(set) var ends: [Int32] = []
    private(set) var hashes: [UInt64] = []

    package var count: Int { ends.count }

    /// Where key `number`'s bytes are in ``bytes``.
    package func range(of number: Int) -> Range<Int> {
        (number == 0 ? 0 : Int(ends[number - 1]))..<Int(ends[number])
    }

    package subscript(number: Int) -> SearchKey {
        bytes.withUnsafeBufferPointer { SearchKey(String(decoding: UnsafeBufferPointer(rebasing: $0[range(of: number)]), as: UTF8.self)) }
    }

    /// Every key, in order.
    package var keys: [SearchKey] { (0..<count).map { self[$0] } }

    package mutating func append(_ key: UnsafeBufferPointer<UInt8>, hash: UInt64) {
        bytes.append(contentsOf: key)
        ends.append(Int32(bytes.count))
        hashes.append(hash)
    }

    /// The same keys in arrays of their size: a document's list is kept until the index is
    /// made, and the room reserved while cutting it would be thousands of bytes per article.
    package func compacted() -> KeyList {
        var copy = KeyList()
        copy.bytes = bytes.trimmed
        copy.ends = ends.trimmed
        copy.hashes = hashes.trimmed
        return copy
    }

    package mutating func reserveCapacity(keys: Int, bytes count: Int) {
        bytes.reserveCapacity(count)
        ends.reserveCapacity(keys)
        hashes.reserveCapacity(keys)
    }

    /// Key numbers in UTF-16 order (``SearchKey/precedes(_:_:)``).
    package func sortedNumbers() -> [Int] {
        bytes.withUnsafeBufferPointer { bytes in
            (0..<count).sorted { a, b in
                SearchKey.precedes(UnsafeBufferPointer(rebasing: bytes[range(of: a)]), UnsafeBufferPointer(rebasing: bytes[range(of: b)]))
            }
        }
    }

    /// The key of pair `a b`, tokens `a` and `b` of this list.
    package func pair(_ a: Int, _ b: Int) -> SearchKey {
        let first = range(of: a), second = range(of: b)
        return bytes.withUnsafeBufferPointer { bytes in
            SearchKey(String(unsafeUninitializedCapacity: first.count + 1 + second.count) { target in
                _ = target.initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[first]))
                target[first.count] = UInt8(ascii: " ")
                _ = UnsafeMutableBufferPointer(rebasing: target[(first.count + 1)...])
                    .initialize(fromContentsOf: UnsafeBufferPointer(rebasing: bytes[second]))
                return first.count + 1 + second.count
            })
        }
    }
}

/// Numbers keys in the order they first appear: a document numbers its own tokens, the index
/// numbers every document's tokens, so that pairs can be held as pairs of numbers.
///
/// A table of open addressing over each key's hash, which the document works out once and the
/// index reuses: a `Dictionary` of `String`s hashed every token twice with SipHash, and that
/// was a third of cutting a document's tokens.
package struct KeyNumbering {
    /// The keys by number.
    private(set) var list = KeyList()
    /// Each slot's key number plus one (0: empty).
    private var slots: [Int32]

    /// - Parameters:
    ///   - capacity: How many keys are expected, so that the table rarely grows.
    ///   - bytes: How many bytes they are expected to take.
    package init(capacity: Int = 32, bytes: Int = 256) {
        var count = 64
        while count < capacity * 2 { count *= 2 }
        slots = [Int32](repeating: 0, count: count)
        list.reserveCapacity(keys: capacity, bytes: bytes)
    }

    /// The number of the key with these bytes and hash, given it now if it has none; `isNew`
    /// says which.
    package mutating func number(of key: UnsafeBufferPointer<UInt8>, hash: UInt64) -> (number: Int, isNew: Bool) {
        let mask = slots.count - 1
        var index = Int(truncatingIfNeeded: hash >> 32) & mask
        let found: Int? = list.bytes.withUnsafeBufferPointer { bytes in
            while true {
                let slot = Int(slots[index])
                if slot == 0 { return nil }
                if list.hashes[slot - 1] == hash {
                    let range = list.range(of: slot - 1)
                    if range.count == key.count && Self.equal(bytes.baseAddress! + range.lowerBound, key.baseAddress, key.count) {
                        return slot - 1
                    }
                }
                index = (index + 1) & mask
            }
        }
        if let found { return (found, false) }
        slots[index] = Int32(list.count + 1)
        list.append(key, hash: hash)
        // Kept at most half full, so that a probe ends soon.
        if list.count * 2 > slots.count { grow() }
        return (list.count - 1, true)
    }

    /// Whether `count` bytes at `a` and `b` are the same: a token is a few bytes, where a loop
    /// costs less than calling `memcmp`.
    @inline(__always)
    private static func equal(_ a: UnsafePointer<UInt8>, _ b: UnsafePointer<UInt8>?, _ count: Int) -> Bool {
        guard count > 0, let b else { return true }
        guard count <= 16 else { return memcmp(a, b, count) == 0 }
        for index in 0..<count where a[index] != b[index] { return false }
        return true
    }

    private mutating func grow() {
        let count = slots.count * 2
        slots = [Int32](repeating: 0, count: count)
        for (number, hash) in list.hashes.enumerated() {
            var index = Int(truncatingIfNeeded: hash >> 32) & (count - 1)
            while slots[index] != 0 { index = (index + 1) & (count - 1) }
            slots[index] = Int32(number + 1)
        }
    }
}

/// Numbers for pairs of token numbers, given in order of first appearance, in a table of
/// open addressing: a document keeps each of its pairs once, and an index looks each
/// document's pairs up, millions of times.
///
/// A slot holds only a number, and the pair is read from ``codes``: the table of a language's
/// pairs then stays small enough for the processor's cache, which made lookups twice as fast
/// as slots holding the pair and its number.
package struct PairNumbering {
    /// The pairs by number.
    private(set) var codes: [UInt64] = []
    /// Each slot's pair number plus one (0: empty).
    private var slots: [Int32]

    /// - Parameter capacity: How many pairs are expected, so that the table rarely grows.
    package init(capacity: Int = 32) {
        var count = 64
        while count * 2 < capacity * 3 { count *= 2 }
        slots = [Int32](repeating: 0, count: count)
        codes.reserveCapacity(capacity)
    }

    /// The pair's number, given it now if it has none.
    package mutating func number(of code: UInt64) -> Int {
        let mask = slots.count - 1
        var index = Self.slot(of: code, mask: mask)
        while true {
            let slot = Int(slots[index])
            if slot == 0 { break }
            if codes[slot - 1] == code { return slot - 1 }
            index = (index + 1) & mask
        }
        codes.append(code)
        slots[index] = Int32(codes.count)
        // Kept at most two thirds full, so that a probe ends soon.
        if codes.count * 3 > slots.count * 2 { grow() }
        return codes.count - 1
    }

    /// A slot from the pair's bits, spread by Fibonacci hashing.
    private static func slot(of code: UInt64, mask: Int) -> Int {
        Int(truncatingIfNeeded: (code &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func grow() {
        let count = slots.count * 2
        slots = [Int32](repeating: 0, count: count)
        for (number, code) in codes.enumerated() {
            var index = Self.slot(of: code, mask: count - 1)
            while slots[index] != 0 { index = (index + 1) & (count - 1) }
            slots[index] = Int32(number + 1)
        }
    }
}

extension Array {
    /// A copy in storage of its size, without the room reserved or grown into: for arrays
    /// kept long after they are filled. (`Array(self)` would share this storage.)
    package var trimmed: [Element] { withUnsafeBufferPointer { Array($0) } }
}
