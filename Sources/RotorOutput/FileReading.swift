import Foundation
#if canImport(Glibc)
import Glibc
private let posixRead = Glibc.read
#elseif canImport(Darwin)
import Darwin
private let posixRead = Darwin.read
#endif

/// Plain POSIX reads of content files: one `open`, one `fstat`, `read` until the end.
///
/// `FileManager.contents(atPath:)` did several times the work per file, which shows when a
/// build reads ten thousand articles.
package enum FileReading {
    /// The bytes of the file at `path`, or `nil` if it cannot be opened or read.
    package static func contents(_ path: String) -> Data? {
        read(path, as: Data.self)
    }

    /// The same, as an array of bytes, read straight into it.
    package static func bytes(_ path: String) -> [UInt8]? {
        read(path, as: [UInt8].self)
    }

    private static func read<Buffer: ReadBuffer>(_ path: String, as: Buffer.Type) -> Buffer? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the file's size, so that the end shows without a second buffer;
        // a file that grew since `fstat` is still read to its end.
        var buffer = Buffer(repeating: 0, count: Int(info.st_size) + 1)
        var length = 0
        while true {
            if length == buffer.count { buffer.append(contentsOf: repeatElement(0, count: 65_536)) }
            let count = buffer.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress! + length, $0.count - length) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            length += count
        }
        buffer.removeLast(buffer.count - length)
        return buffer
    }

    /// Asks the kernel to start reading `paths` into its cache, from a background thread,
    /// and returns at once.
    ///
    /// Reading thousands of files that are not cached yet, a couple at a time, waits on the
    /// disk for each; hinting them all first lets the disk work through many at once.
    package static func prefetch(_ paths: [String]) {
        #if os(Linux)
        let thread = Thread {
            for path in paths {
                let descriptor = open(path, O_RDONLY | O_CLOEXEC)
                guard descriptor >= 0 else { continue }
                _ = posix_fadvise(descriptor, 0, 0, POSIX_FADV_WILLNEED)
                close(descriptor)
            }
        }
        thread.start()
        #endif
    }
}

/// What ``FileReading`` reads into: `Data` or an array of bytes.
package protocol ReadBuffer: RangeReplaceableCollection, BidirectionalCollection where Element == UInt8 {
    mutating func withUnsafeMutableBytes<Result>(_ body: (UnsafeMutableRawBufferPointer) throws -> Result) rethrows -> Result
}

extension Data: ReadBuffer {}
extension Array: ReadBuffer where Element == UInt8 {}
