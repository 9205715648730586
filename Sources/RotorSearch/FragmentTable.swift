import Foundation

/// Keys with their postings, written as fragments of consecutive keys: each key's entry is
/// `"key":[…]`, document numbers stored as differences from the previous one every `stride`
/// values, and a fragment is closed before it grows past ``SearchIndex/fragmentBytes``.
///
/// Entries are written as bytes, straight from the numbers: building them as `String`s, one
/// `String(value)` per number, was most of the index stage of a full build.
package struct FragmentTable: Sendable {
    package let stride: Int
    /// Keys in UTF-16 order, and the byte size of each key's entry.
    private var keys: [SearchKey]
    private var sizes: [Int]
    /// Each fragment's first key index.
    private var starts: [Int] = []
    /// Each fragment's bytes, kept as written so that unchanged ones cost nothing to emit.
    private(set) var fragments: [Data] = []

    package var firstKeys: [String] { layout.firstKeys }

    /// The keys, their entry sizes and the fragment starts, which `rotor build` keeps.
    package var layout: FragmentLayout { FragmentLayout(keys: keys, sizes: sizes, starts: starts) }

    /// A table of these keys' lists, given in any order.
    package init(lists: [SearchKey: [UInt32]], stride: Int) {
        let keys = lists.keys.sorted { SearchKey.precedes($0, $1) }
        self.init(sortedKeys: keys, stride: stride) { lists[keys[$0]]![...] }
    }

    /// - Parameters:
    ///   - sortedKeys: Every key, in UTF-16 order (``SearchKey/precedes(_:_:)``).
    ///   - list: The postings of `sortedKeys[i]`.
    package init(sortedKeys keys: [SearchKey], stride: Int, list: (Int) -> ArraySlice<UInt32>) {
        self.stride = stride
        self.keys = keys
        // Every entry followed by a comma, in one buffer: a fragment is a run of it. The
        // buffer is sized for the longest numbers, but only the bytes written are touched.
        let bound = keys.indices.reduce(0) { $0 + Self.entryBound(keys[$1].text, count: list($1).count) + 1 }
        var offsets: [Int] = [0]
        offsets.reserveCapacity(keys.count + 1)
        var sizes: [Int] = []
        sizes.reserveCapacity(keys.count)
        let buffer = [UInt8](unsafeUninitializedCapacity: bound) { bytes, count in
            var position = 0
            for index in keys.indices {
                let size = Self.writeEntry(keys[index].text, list(index), stride: stride, to: bytes.baseAddress! + position)
                sizes.append(size)
                position += size
                bytes[position] = UInt8(ascii: ",")
                position += 1
                offsets.append(position)
            }
            count = position
        }
        self.sizes = sizes
        let starts = pack()
        self.starts = starts
        let count = keys.count
        fragments = buffer.withUnsafeBufferPointer { bytes in
            starts.indices.map { number in
                let end = number + 1 < starts.count ? starts[number + 1] : count
                // Without the comma after the last entry.
                return Self.fragment(UnsafeBufferPointer(rebasing: bytes[offsets[starts[number]]..<(offsets[end] - 1)]))
            }
        }
    }

    /// `{`, the entries, `}` and a line break.
    private static func fragment(_ entries: UnsafeBufferPointer<UInt8>) -> Data {
        var data = Data(capacity: entries.count + 3)
        data.append(UInt8(ascii: "{"))
        data.append(entries)
        data.append(contentsOf: [UInt8(ascii: "}"), UInt8(ascii: "\n")])
        return data
    }

    /// Fragment starts by greedy packing of the entries' sizes.
    private func pack() -> [Int] {
        FragmentLayout.pack(sizes)
    }

    /// Sets one document's value in a posting list of `stride` numbers per document (`nil`
    /// takes the document out), keeping it sorted by document.
    ///
    /// - Returns: Whether the list changed shape (a document added or removed) or value.
    package static func set(_ value: UInt32?, for document: UInt32, in list: inout [UInt32], stride: Int) -> Bool {
        let at = offset(of: document, in: list, stride: stride)
        switch (at < list.count && list[at] == document, value) {
        case (true, nil): list.removeSubrange(at..<(at + stride))
        case (true, let value?): if stride == 2 { list[at + 1] = value }
        case (false, let value?): list.insert(contentsOf: stride == 2 ? [document, value] : [document], at: at)
        case (false, nil): return false
        }
        return true
    }

    /// Where `document` is, or would go, in a sorted posting list of `stride` numbers per document.
    private static func offset(of document: UInt32, in list: [UInt32], stride: Int) -> Int {
        var low = 0, high = list.count / stride
        while low < high {
            let middle = (low + high) / 2
            if list[middle * stride] < document { low = middle + 1 } else { high = middle }
        }
        return low * stride
    }

    /// One key's entry, `"key":[…]`, as UTF-8.
    package static func appendEntry(_ key: String, _ list: [UInt32], stride: Int, to out: inout [UInt8]) {
        appendEntry(key, list[...], stride: stride, to: &out)
    }

    package static func appendEntry(_ key: String, _ list: ArraySlice<UInt32>, stride: Int, to out: inout [UInt8]) {
        let start = out.count
        out.append(contentsOf: repeatElement(0, count: entryBound(key, count: list.count)))
        let size = out.withUnsafeMutableBufferPointer { writeEntry(key, list, stride: stride, to: $0.baseAddress! + start) }
        out.removeSubrange((start + size)...)
    }

    /// The most bytes ``writeEntry(_:_:stride:to:)`` writes for a key and a list of `count`
    /// numbers: the key escaped at worst, and ten digits and a comma per number.
    package static func entryBound(_ key: String, count: Int) -> Int {
        JSONText.bound(key.utf8.count) + 3 + count * 11
    }

    /// Writes one key's entry, `"key":[…]`, as UTF-8 at `out`.
    ///
    /// - Returns: The count of bytes written, at most ``entryBound(_:count:)``.
    package static func writeEntry(_ key: String, _ list: ArraySlice<UInt32>, stride: Int, to out: UnsafeMutablePointer<UInt8>) -> Int {
        var key = key
        var position = key.withUTF8 { JSONText.write($0, to: out) }
        out[position] = UInt8(ascii: ":")
        out[position + 1] = UInt8(ascii: "[")
        position += 2
        var previous: UInt32 = 0
        list.withUnsafeBufferPointer { values in
            // Documents are every `stride`-th number, written as differences; a remainder by a
            // variable stride per number cost more than writing the digits.
            var document = 0
            for index in 0..<values.count {
                if index > 0 {
                    out[position] = UInt8(ascii: ",")
                    position += 1
                }
                let value = values[index]
                if index == document {
                    position += writeDecimal(value - previous, to: out + position)
                    previous = value
                    document += stride
                } else {
                    position += writeDecimal(value, to: out + position)
                }
            }
        }
        out[position] = UInt8(ascii: "]")
        return position + 1
    }

    /// Writes a number's decimal digits at `out`, returning their count.
    @inline(__always)
    package static func writeDecimal<Number: FixedWidthInteger & UnsignedInteger>(_ value: Number, to out: UnsafeMutablePointer<UInt8>) -> Int {
        if value < 10 {
            out[0] = UInt8(ascii: "0") + UInt8(value)
            return 1
        }
        if value < 100 {
            out[0] = UInt8(ascii: "0") + UInt8(value / 10)
            out[1] = UInt8(ascii: "0") + UInt8(value % 10)
            return 2
        }
        var digits = 0
        var rest = value
        while rest > 0 {
            digits += 1
            rest /= 10
        }
        rest = value
        for index in Swift.stride(from: digits - 1, through: 0, by: -1) {
            out[index] = UInt8(ascii: "0") + UInt8(rest % 10)
            rest /= 10
        }
        return digits
    }
}
