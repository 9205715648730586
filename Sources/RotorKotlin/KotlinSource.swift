/// Kotlin source as the parser saw it: its UTF-8 bytes and where each line starts, shared by
/// every node of one tree so that a node can give its text and its place without copying.
public final class KotlinSource: Sendable {
    /// The source's UTF-8 bytes; tree-sitter's byte offsets index into these.
    public let bytes: [UInt8]
    /// The byte offset of each line's first byte; lines end at `\n`, as tree-sitter's rows do.
    let lineStarts: [Int]

    public init(_ text: String) {
        bytes = Array(text.utf8)
        var starts = [0]
        for (offset, byte) in bytes.enumerated() where byte == UInt8(ascii: "\n") {
            starts.append(offset + 1)
        }
        lineStarts = starts
    }

    /// The text of the bytes in `range`, which tree-sitter always ends on a UTF-8 boundary.
    public func text(_ range: Range<Int>) -> String {
        String(decoding: bytes[range.clamped(to: 0..<bytes.count)], as: UTF8.self)
    }

    /// Where the byte at `offset` is, with the column counted in characters as the rest of
    /// Rotor counts them (a Korean syllable or an emoji is one column).
    public func location(ofByte offset: Int) -> KotlinLocation {
        let offset = min(max(offset, 0), bytes.count)
        // The last line that starts at or before `offset`.
        var low = 0
        var high = lineStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if lineStarts[middle] <= offset { low = middle } else { high = middle - 1 }
        }
        let lineStart = lineStarts[low]
        let prefix = bytes[lineStart..<offset]
        let characters = prefix.allSatisfy { $0 < 0x80 } ? prefix.count : String(decoding: prefix, as: UTF8.self).count
        return KotlinLocation(line: low + 1, column: characters + 1, utf8Offset: offset)
    }
}

/// A place in Kotlin source: 1-based line and column (in characters), and the byte offset.
public struct KotlinLocation: Sendable, Hashable, CustomStringConvertible {
    public var line: Int
    public var column: Int
    public var utf8Offset: Int

    public init(line: Int, column: Int, utf8Offset: Int) {
        self.line = line
        self.column = column
        self.utf8Offset = utf8Offset
    }

    public var description: String { "\(line):\(column)" }
}
