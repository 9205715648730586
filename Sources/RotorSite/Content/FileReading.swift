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
enum FileReading {
    /// The bytes of the file at `path`, or `nil` if it cannot be opened or read.
    static func contents(_ path: String) -> Data? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        // One byte more than the file's size, so that the end shows without a second buffer;
        // a file that grew since `fstat` is still read to its end.
        var data = Data(count: Int(info.st_size) + 1)
        var length = 0
        while true {
            if length == data.count { data.count += 65_536 }
            let count = data.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress! + length, $0.count - length) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            length += count
        }
        data.count = length
        return data
    }

    /// The bytes of the file at `path` as an array, read straight into it.
    static func bytes(_ path: String) -> [UInt8]? {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC)
        guard descriptor >= 0 else { return nil }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else { return nil }
        var bytes = [UInt8](repeating: 0, count: Int(info.st_size) + 1)
        var length = 0
        while true {
            if length == bytes.count { bytes += [UInt8](repeating: 0, count: 65_536) }
            let count = bytes.withUnsafeMutableBytes { posixRead(descriptor, $0.baseAddress! + length, $0.count - length) }
            if count < 0, errno == EINTR { continue }
            if count < 0 { return nil }
            if count == 0 { break }
            length += count
        }
        bytes.removeLast(bytes.count - length)
        return bytes
    }

    /// Asks the kernel to start reading `paths` into its cache, from a background thread,
    /// and returns at once.
    ///
    /// Reading thousands of files that are not cached yet, a couple at a time, waits on the
    /// disk for each; hinting them all first lets the disk work through many at once.
    static func prefetch(_ paths: [String]) {
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
