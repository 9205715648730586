import Foundation
import RotorDiagnostics

/// How a ``FragmentTable`` was cut into fragments: its keys in order, each key's entry size
/// in bytes, and each fragment's first key.
///
/// `rotor build` keeps it between runs instead of the postings: with it, one document's
/// changes are applied to the fragments as the last build wrote them (``patched(document:changes:stride:fragment:)``),
/// reading only the fragments that hold a changed key, and giving the bytes a clean build
/// would write.
package struct FragmentLayout: Equatable, Sendable {
    /// A saved fragment whose bytes do not fit its layout (truncated, altered, or written by
    /// another format), as a `damaged` ``Diagnostic``: the build that reads it starts again
    /// from scratch. Not placed: the caller knows which file it read.
    package static func damage(_ what: String) -> Diagnostic {
        Diagnostic(what, code: .damaged)
    }

    package var keys: [SearchKey]
    package var sizes: [Int]
    package var starts: [Int]

    package init(keys: [SearchKey], sizes: [Int], starts: [Int]) {
        self.keys = keys
        self.sizes = sizes
        self.starts = starts
    }

    /// Each fragment's first key, as the manifest lists them.
    package var firstKeys: [String] { starts.map { keys[$0].text } }

    /// The end of fragment `number`'s keys.
    package func end(of number: Int) -> Int {
        number + 1 < starts.count ? starts[number + 1] : keys.count
    }

    /// The fragment holding key `index`.
    package func fragment(holding index: Int) -> Int {
        var low = 0, high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if starts[middle] <= index { low = middle + 1 } else { high = middle }
        }
        return low - 1
    }

    package func insertionPoint(of key: SearchKey) -> Int {
        Self.insertionPoint(of: key, in: keys)
    }

    /// Where `key` is or would go in `keys`, sorted by ``SearchKey/precedes(_:_:)``.
    package static func insertionPoint(of key: SearchKey, in keys: [SearchKey]) -> Int {
        var low = 0, high = keys.count
        while low < high {
            let middle = (low + high) / 2
            if SearchKey.precedes(keys[middle], key) { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// Fragment starts by greedy packing of entry sizes, as ``FragmentTable`` packs them.
    package static func pack(_ sizes: [Int]) -> [Int] {
        var starts: [Int] = []
        var bytes = 0
        for (index, size) in sizes.enumerated() {
            if starts.isEmpty || bytes + size > SearchIndex.fragmentBytes {
                starts.append(index)
                bytes = 1 + size
            } else {
                bytes += 1 + size
            }
        }
        return starts
    }

    /// The layout after one document's value under some keys changed (`nil` removes it),
    /// with the fragments whose bytes differ from the ones written before.
    ///
    /// - Parameters:
    ///   - fragment: The bytes of fragment `number` as the last build wrote it.
    /// - Returns: The new layout, and the bytes of every fragment that must be written again,
    ///   by number; fragments at or past the new layout's count are gone.
    /// - Throws: A `damaged` ``Diagnostic`` (``damage(_:)``) when a fragment's bytes do not
    ///   fit this layout, or what `fragment` throws.
    package func patched(document: UInt32, changes: [SearchKey: UInt32?], stride: Int,
                 fragment: @escaping (Int) throws -> [UInt8]) throws -> (layout: FragmentLayout, fragments: [Int: [UInt8]]) {
        var reader = FragmentReader(layout: self, read: fragment)
        // What becomes of the old keys: a new entry, or none; and entries for new keys.
        var replaced: [Int: [UInt8]?] = [:]
        var inserted: [(at: Int, key: SearchKey, entry: [UInt8])] = []
        for (key, value) in changes {
            let index = insertionPoint(of: key)
            let present = index < keys.count && keys[index] == key
            var list = present ? try Self.decode(try reader.entry(index), key: key.text, stride: stride) : []
            guard FragmentTable.set(value, for: document, in: &list, stride: stride) else { continue }
            var entry: [UInt8] = []
            if !list.isEmpty { FragmentTable.appendEntry(key.text, list, stride: stride, to: &entry) }
            if present {
                replaced[index] = list.isEmpty ? .some(nil) : entry
            } else if !list.isEmpty {
                inserted.append((index, key, entry))
            }
        }
        inserted.sort { $0.at != $1.at ? $0.at < $1.at : SearchKey.precedes($0.key, $1.key) }

        // The new keys, each with where its entry comes from: the old key at an index, or bytes.
        enum Source { case old(Int), new([UInt8]) }
        var newKeys: [SearchKey] = [], newSizes: [Int] = [], sources: [Source] = []
        newKeys.reserveCapacity(keys.count + inserted.count)
        newSizes.reserveCapacity(keys.count + inserted.count)
        sources.reserveCapacity(keys.count + inserted.count)
        var next = 0
        for index in 0...keys.count {
            while next < inserted.count, inserted[next].at == index {
                newKeys.append(inserted[next].key)
                newSizes.append(inserted[next].entry.count)
                sources.append(.new(inserted[next].entry))
                next += 1
            }
            guard index < keys.count else { break }
            switch replaced[index] {
            case .some(nil): continue
            case .some(let entry?):
                newKeys.append(keys[index])
                newSizes.append(entry.count)
                sources.append(.new(entry))
            case nil:
                newKeys.append(keys[index])
                newSizes.append(sizes[index])
                sources.append(.old(index))
            }
        }
        let layout = FragmentLayout(keys: newKeys, sizes: newSizes, starts: Self.pack(newSizes))

        var fragments: [Int: [UInt8]] = [:]
        for number in layout.starts.indices {
            let start = layout.starts[number], end = layout.end(of: number)
            // Unchanged: the same old keys, untouched, making up the old fragment of this number.
            if number < starts.count, case .old(let first) = sources[start], first == starts[number],
               self.end(of: number) - first == end - start,
               sources[start..<end].enumerated().allSatisfy({ offset, source in
                   if case .old(let old) = source { return old == first + offset } else { return false }
               }) {
                continue
            }
            var bytes: [UInt8] = [UInt8(ascii: "{")]
            for index in start..<end {
                if index > start { bytes.append(UInt8(ascii: ",")) }
                switch sources[index] {
                case .old(let old): bytes.append(contentsOf: try reader.entry(old))
                case .new(let entry): bytes.append(contentsOf: entry)
                }
            }
            bytes += [UInt8(ascii: "}"), UInt8(ascii: "\n")]
            if number < starts.count, try reader.fragment(number) == bytes { continue }
            fragments[number] = bytes
        }
        return (layout, fragments)
    }

    /// A key's posting list from its entry, `"key":[…]`, undoing the differences.
    package static func decode(_ entry: ArraySlice<UInt8>, key: String, stride: Int) throws -> [UInt32] {
        var prefix: [UInt8] = []
        FragmentTable.appendEntry(key, [], stride: stride, to: &prefix)
        prefix.removeLast()  // the `]` of the empty list
        guard entry.count > prefix.count, entry.starts(with: prefix), entry.last == UInt8(ascii: "]") else {
            throw FragmentLayout.damage("the entry of '\(key)' does not start with its key or end with ']'")
        }
        var list: [UInt32] = []
        var value: UInt32 = 0
        var digits = 0
        var previous: UInt32 = 0
        func finish() throws {
            guard digits > 0 else { throw FragmentLayout.damage("the entry of '\(key)' has an empty number") }
            if list.count % stride == 0 {
                previous &+= value
                list.append(previous)
            } else {
                list.append(value)
            }
            value = 0
            digits = 0
        }
        for byte in entry[(entry.startIndex + prefix.count)..<(entry.endIndex - 1)] {
            if byte == UInt8(ascii: ",") {
                try finish()
            } else if byte >= UInt8(ascii: "0"), byte <= UInt8(ascii: "9"), digits < 10 {
                value = value &* 10 &+ UInt32(byte - UInt8(ascii: "0"))
                digits += 1
            } else {
                throw FragmentLayout.damage("the entry of '\(key)' holds a byte that is neither a digit nor a comma")
            }
        }
        if digits > 0 || !list.isEmpty { try finish() }
        guard list.count % stride == 0 else {
            throw FragmentLayout.damage("the entry of '\(key)' has \(list.count) numbers, not a multiple of \(stride)")
        }
        return list
    }
}

/// Finds entries in the fragments a build wrote, reading each fragment once.
private struct FragmentReader {
    package let layout: FragmentLayout
    package let read: (Int) throws -> [UInt8]
    /// Each fragment read so far, with the offset of each of its entries.
    package var cache: [Int: (bytes: [UInt8], offsets: [Int])] = [:]

    package init(layout: FragmentLayout, read: @escaping (Int) throws -> [UInt8]) {
        self.layout = layout
        self.read = read
    }

    /// The bytes of the entry of old key `index`.
    package mutating func entry(_ index: Int) throws -> ArraySlice<UInt8> {
        let number = layout.fragment(holding: index)
        guard number >= 0 else { throw FragmentLayout.damage("key \(index) comes before the first fragment") }
        let (bytes, offsets) = try load(number)
        let start = offsets[index - layout.starts[number]]
        return bytes[start..<(start + layout.sizes[index])]
    }

    /// Old fragment `number` as written.
    package mutating func fragment(_ number: Int) throws -> [UInt8] {
        try load(number).bytes
    }

    private mutating func load(_ number: Int) throws -> (bytes: [UInt8], offsets: [Int]) {
        if cache[number] == nil {
            let bytes = try read(number)
            let start = layout.starts[number], end = layout.end(of: number)
            var offsets: [Int] = []
            var offset = 1
            for key in start..<end {
                offsets.append(offset)
                offset += layout.sizes[key] + 1
            }
            // `{`, the entries with a comma between each two, `}` and a line break.
            guard bytes.count == offset + 1, bytes.first == UInt8(ascii: "{"), bytes[offset - 1] == UInt8(ascii: "}") else {
                throw FragmentLayout.damage("fragment \(number) is not the object of \(offset + 1) bytes its saved layout gives")
            }
            cache[number] = (bytes, offsets)
        }
        return cache[number]!
    }
}
