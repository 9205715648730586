import Foundation

/// Inverting the documents: each key's documents, every list laid out in one array.
extension SearchIndex {
    /// Where each key's list starts in one array of them all, and where the last ends: the
    /// occurrences of each of `keyCount` key numbers, counted and summed.
    package static func starts(of numbers: [Int32], keyCount: Int) -> [Int] {
        var starts = [Int](repeating: 0, count: keyCount + 1)
        numbers.withUnsafeBufferPointer { numbers in
            starts.withUnsafeMutableBufferPointer { starts in
                for number in numbers { starts[Int(number) + 1] += 1 }
                for number in 0..<keyCount { starts[number + 1] += starts[number] }
            }
        }
        return starts
    }

    /// Every distinct token of the documents, numbered in order of first appearance, and the
    /// number of each document's tokens, document after document.
    package static func numberTokens(_ documents: [SearchTerms]) -> (tokens: KeyList, numbers: [Int32]) {
        let postingCount = documents.reduce(0) { $0 + $1.keys.count }
        var numbering = KeyNumbering(capacity: postingCount / 8, bytes: postingCount)
        var numbers: [Int32] = []
        numbers.reserveCapacity(postingCount)
        // Documents are read in place, by index: a copy of each would retain its arrays.
        for id in documents.indices {
            documents[id].keys.bytes.withUnsafeBufferPointer { bytes in
                for position in 0..<documents[id].keys.count {
                    let (number, _) = numbering.number(of: UnsafeBufferPointer(rebasing: bytes[documents[id].keys.range(of: position)]),
                                                       hash: documents[id].keys.hashes[position])
                    numbers.append(Int32(number))
                }
            }
        }
        return (numbering.list, numbers)
    }

    /// Every token's postings, document and value, at `lists[2 * starts[i]..<2 * starts[i + 1]]`.
    package static func termLists(_ documents: [SearchTerms], tokenNumbers: [Int32], tokenCount: Int) -> (starts: [Int], lists: [UInt32]) {
        let starts = Self.starts(of: tokenNumbers, keyCount: tokenCount)
        var lists = [UInt32](repeating: 0, count: tokenNumbers.count * 2)
        var next = starts
        var posting = 0
        for id in documents.indices {
            for value in documents[id].values {
                let number = Int(tokenNumbers[posting])
                lists[2 * next[number]] = UInt32(id)
                lists[2 * next[number] + 1] = value
                next[number] += 1
                posting += 1
            }
        }
        return (starts, lists)
    }

    /// Every pair's documents, the pairs in order of their text.
    ///
    /// Pairs are numbered as they come (``PairNumbering``), each occurrence's number noted, and
    /// the lists laid out afterwards: millions of occurrences, where growing a list per pair
    /// took most of the index stage. Then the pairs are sorted by the rank of their first
    /// token and then of their second, which is the order of their text because no token has
    /// a byte as low as the space between the two: two counting sorts, without comparing text.
    ///
    /// - Parameters:
    ///   - tokenNumbers: The index's number of each document's tokens, document after document.
    ///   - rank: Each token number's place in UTF-16 order.
    package static func pairLists(_ documents: [SearchTerms], tokenNumbers: [Int32], rank: [Int32]) -> PairLists {
        var numbering = PairNumbering()
        let total = documents.reduce(0) { $0 + $1.pairCodes.count }
        // Buffers rather than arrays in these loops, which run once per occurrence: an
        // array's bounds and uniqueness checks were a good part of their time.
        let numbers = [Int32](unsafeUninitializedCapacity: total) { (numbers: inout UnsafeMutableBufferPointer<Int32>, count: inout Int) in
            tokenNumbers.withUnsafeBufferPointer { tokenNumbers in
                var offset = 0
                for id in documents.indices {
                    documents[id].pairCodes.withUnsafeBufferPointer { codes in
                        for code in codes {
                            let first = UInt32(tokenNumbers[offset + Int(code >> 32)])
                            let second = UInt32(tokenNumbers[offset + Int(code & 0xFFFF_FFFF)])
                            numbers[count] = Int32(numbering.number(of: UInt64(first) << 32 | UInt64(second)))
                            count += 1
                        }
                    }
                    offset += documents[id].keys.count
                }
            }
        }
        let starts = Self.starts(of: numbers, keyCount: numbering.codes.count)
        var next = starts
        let lists = [UInt32](unsafeUninitializedCapacity: total) { (lists: inout UnsafeMutableBufferPointer<UInt32>, count: inout Int) in
            numbers.withUnsafeBufferPointer { numbers in
                next.withUnsafeMutableBufferPointer { next in
                    var occurrence = 0
                    for id in documents.indices {
                        for _ in 0..<documents[id].pairCodes.count {
                            let number = Int(numbers[occurrence])
                            lists[next[number]] = UInt32(id)
                            next[number] += 1
                            occurrence += 1
                        }
                    }
                }
            }
            count = total
        }
        let codes = numbering.codes
        let bySecond = countingSort(Array(0..<Int32(codes.count)), buckets: rank.count) { rank[Int(codes[Int($0)] & 0xFFFF_FFFF)] }
        let order = countingSort(bySecond, buckets: rank.count) { rank[Int(codes[Int($0)] >> 32)] }
        return PairLists(order: order, codes: codes, starts: starts, documents: lists)
    }

    /// `items` sorted by `key`, a number below `buckets`, keeping the order of equal ones.
    package static func countingSort(_ items: [Int32], buckets: Int, key: (Int32) -> Int32) -> [Int32] {
        var starts = [Int](repeating: 0, count: buckets + 1)
        for item in items { starts[Int(key(item)) + 1] += 1 }
        for bucket in 0..<buckets { starts[bucket + 1] += starts[bucket] }
        var sorted = [Int32](repeating: 0, count: items.count)
        for item in items {
            let bucket = Int(key(item))
            sorted[starts[bucket]] = item
            starts[bucket] += 1
        }
        return sorted
    }
}

/// The pairs of an index's documents, and each one's documents.
package struct PairLists {
    /// Pair numbers in order of the pairs' text.
    package let order: [Int32]
    /// Each pair's token numbers, `first << 32 | second`, by pair number.
    package let codes: [UInt64]
    package let starts: [Int]
    package let documents: [UInt32]

    /// The first and second token of the `position`-th pair in order.
    package func tokens(at position: Int) -> (first: Int, second: Int) {
        let code = codes[Int(order[position])]
        return (Int(code >> 32), Int(code & 0xFFFF_FFFF))
    }

    /// The documents of the `position`-th pair in order.
    package func list(at position: Int) -> ArraySlice<UInt32> {
        let number = Int(order[position])
        return documents[starts[number]..<starts[number + 1]]
    }
}
