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

    static func == (a: SearchKey, b: SearchKey) -> Bool {
        var left = a.text, right = b.text
        return left.withUTF8 { x in
            right.withUTF8 { y in
                x.count == y.count && (x.count == 0 || memcmp(x.baseAddress!, y.baseAddress!, x.count) == 0)
            }
        }
    }

    func hash(into hasher: inout Hasher) {
        var text = self.text
        text.withUTF8 { hasher.combine(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Whether `a` sorts before `b` by UTF-16 code units, as JavaScript compares strings,
    /// worked out from the UTF-8 bytes.
    ///
    /// UTF-8 byte order is code point order, which is UTF-16 order except between a scalar
    /// above U+FFFF (a surrogate pair, 0xD800…) and one in U+E000…U+FFFF: at the first scalar
    /// that differs, that case is turned round.
    static func precedes(_ a: SearchKey, _ b: SearchKey) -> Bool {
        var left = a.text, right = b.text
        return left.withUTF8 { x in
            right.withUTF8 { y in
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
