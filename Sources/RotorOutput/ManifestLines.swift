import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A saved ``OutputManifest`` read as lines of bytes, in the order they were saved: files,
/// then folders, each sorted by the bytes of their path.
///
/// `rotor build` after an edit compares two manifests of 10,000 pages and writes one; as
/// dictionaries of `String`s that took as long as the rest of the build. Sorted lines are
/// compared by walking both files side by side, and the new manifest is mostly lines copied.
package struct ManifestLines: Sendable {
    package struct Line: Sendable {
        package var start: Int
        /// Where the path starts; the line ends at `end`, before its line break.
        package var path: Int
        package var end: Int
    }

    package let bytes: [UInt8]
    private(set) var files: [Line] = []
    private(set) var folders: [Line] = []

    /// `nil` when there is no such file, it is not whole, or it is not sorted (a manifest of
    /// an older build): the caller builds everything then.
    package init?(path: String) {
        guard let bytes = FileReading.bytes(path) else { return nil }
        self.bytes = bytes
        files.reserveCapacity(bytes.count / 110)
        var start = 0
        var complete = false
        while start < bytes.count {
            guard let end = Self.lineEnd(in: bytes, from: start) else { return nil }
            if end - start == 3, bytes[start] == UInt8(ascii: "e"), bytes[start + 1] == UInt8(ascii: "n"), bytes[start + 2] == UInt8(ascii: "d") {
                complete = end + 1 == bytes.count
                break
            }
            let isFolder = bytes[start] == UInt8(ascii: "d") && end - start > 1 && bytes[start + 1] == 0x09
            // The path follows the last field: seven tabs on a file's line, three on a folder's.
            var tabs = 0, path = start
            while path < end, tabs < (isFolder ? 3 : 7) {
                if bytes[path] == 0x09 { tabs += 1 }
                path += 1
            }
            guard tabs == (isFolder ? 3 : 7) else { return nil }
            let line = Line(start: start, path: path, end: end)
            if isFolder {
                if let last = folders.last, !precedes(last, line) { return nil }
                folders.append(line)
            } else {
                guard folders.isEmpty, line.path - line.start > 65, bytes[start + 64] == 0x09 else { return nil }
                if let last = files.last, !precedes(last, line) { return nil }
                files.append(line)
            }
            start = end + 1
        }
        guard complete else { return nil }
    }

    private static func lineEnd(in bytes: [UInt8], from start: Int) -> Int? {
        bytes.withUnsafeBufferPointer { buffer in
            guard let found = memchr(buffer.baseAddress! + start, 0x0A, buffer.count - start) else { return nil }
            return UnsafeRawPointer(found).assumingMemoryBound(to: UInt8.self) - buffer.baseAddress!
        }
    }

    package func path(_ line: Line) -> String {
        String(decoding: bytes[line.path..<line.end], as: UTF8.self)
    }

    package func pathBytes(_ line: Line) -> ArraySlice<UInt8> {
        bytes[line.path..<line.end]
    }

    package func lineBytes(_ line: Line) -> ArraySlice<UInt8> {
        bytes[line.start...line.end]
    }

    /// Whether a file line of this manifest and one of `other` record the same hash.
    package func sameHash(_ line: Line, as other: Line, in manifest: ManifestLines) -> Bool {
        bytes[line.start..<(line.start + 64)].elementsEqual(manifest.bytes[other.start..<(other.start + 64)])
    }

    /// A file line's hash, or `nil` when it is not 64 hexadecimal digits.
    package func hash(_ line: Line) -> ContentDigest? {
        bytes.withUnsafeBufferPointer { ContentDigest(hexBytes: UnsafeBufferPointer(rebasing: $0[line.start..<(line.start + 64)])) }
    }

    /// A file line's size, modification time, inode and change time.
    package func stamp(_ line: Line) -> FileStamp {
        let numbers = self.numbers(from: line.start + 65, count: 4)
        let change = self.numbers(from: Self.field(4, of: bytes, from: line.start + 65), count: 2)
        return FileStamp(size: numbers.0, seconds: Int(numbers.1), nanoseconds: Int(numbers.2), inode: UInt64(bitPattern: numbers.3),
                         changeSeconds: Int(change.0), changeNanoseconds: Int(change.1))
    }

    /// Where the field `count` fields after the one at `start` begins.
    private static func field(_ count: Int, of bytes: [UInt8], from start: Int) -> Int {
        var index = start, tabs = 0
        while tabs < count {
            if bytes[index] == 0x09 { tabs += 1 }
            index += 1
        }
        return index
    }

    /// A folder line's modification time.
    package func folderStamp(_ line: Line) -> OutputManifest.FolderStamp {
        let numbers = self.numbers(from: line.start + 2, count: 2)
        return OutputManifest.FolderStamp(seconds: Int(numbers.0), nanoseconds: Int(numbers.1))
    }

    private func numbers(from start: Int, count: Int) -> (Int64, Int64, Int64, Int64) {
        var numbers: (Int64, Int64, Int64, Int64) = (0, 0, 0, 0)
        bytes.withUnsafeBufferPointer { bytes in
            var index = start
            for position in 0..<count {
                var value: Int64 = 0
                let negative = bytes[index] == UInt8(ascii: "-")
                if negative { index += 1 }
                while bytes[index] != 0x09 {
                    value = value &* 10 &+ Int64(bytes[index] &- 0x30)
                    index += 1
                }
                index += 1
                switch position {
                case 0: numbers.0 = negative ? -value : value
                case 1: numbers.1 = negative ? -value : value
                case 2: numbers.2 = negative ? -value : value
                default: numbers.3 = negative ? -value : value
                }
            }
        }
        return numbers
    }

    private func precedes(_ a: Line, _ b: Line) -> Bool {
        Self.compare(bytes[a.path..<a.end], bytes[b.path..<b.end]) < 0
    }

    /// The index of the file (or folder) line with this path, by binary search.
    package func find(_ path: [UInt8], folder: Bool = false) -> Line? {
        let lines = folder ? folders : files
        var low = 0, high = lines.count
        while low < high {
            let middle = (low + high) / 2
            if Self.compare(pathBytes(lines[middle]), path[...]) < 0 { low = middle + 1 } else { high = middle }
        }
        return low < lines.count && Self.compare(pathBytes(lines[low]), path[...]) == 0 ? lines[low] : nil
    }

    /// Byte order: negative, zero or positive as `a` sorts before, with or after `b`.
    package static func compare(_ a: ArraySlice<UInt8>, _ b: ArraySlice<UInt8>) -> Int {
        let common = min(a.count, b.count)
        let result = a.withUnsafeBufferPointer { x in
            b.withUnsafeBufferPointer { y in common == 0 ? 0 : memcmp(x.baseAddress!, y.baseAddress!, common) }
        }
        return result != 0 ? Int(result) : a.count - b.count
    }
}

extension OutputManifest {
    /// One file's line as ``save(in:tree:)`` writes it.
    package static func appendLine(_ path: String, _ entry: Entry, to bytes: inout [UInt8]) {
        let stamp = entry.stamp
        entry.hash.appendHex(to: &bytes)
        for number in [stamp.size, Int64(stamp.seconds), Int64(stamp.nanoseconds)] {
            bytes.append(0x09)
            bytes.append(contentsOf: String(number).utf8)
        }
        bytes.append(0x09)
        bytes.append(contentsOf: String(stamp.inode).utf8)
        for number in [stamp.changeSeconds, stamp.changeNanoseconds] {
            bytes.append(0x09)
            bytes.append(contentsOf: String(number).utf8)
        }
        bytes.append(0x09)
        bytes.append(contentsOf: path.utf8)
        bytes.append(0x0A)
    }

    /// One folder's line: `d`, its modification time and its path.
    package static func appendFolderLine(_ path: String, _ folder: FolderStamp, to bytes: inout [UInt8]) {
        bytes += [UInt8(ascii: "d"), 0x09]
        for number in [folder.seconds, folder.nanoseconds] {
            bytes.append(contentsOf: String(number).utf8)
            bytes.append(0x09)
        }
        bytes.append(contentsOf: path.utf8)
        bytes.append(0x0A)
    }
}
