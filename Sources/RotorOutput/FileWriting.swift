import Foundation
import RotorDiagnostics
#if canImport(Glibc)
import Glibc
private let posixWrite = Glibc.write
#elseif canImport(Darwin)
import Darwin
private let posixWrite = Darwin.write
#endif

/// Plain POSIX file writes for the output tree.
///
/// Foundation's `Data.write(to:)` calls `fsync` after every file on Linux, which made writing
/// a thousand pages take seconds. The output is written into a staging folder that only
/// becomes visible through one atomic exchange, so a per-file sync buys nothing there.
package enum FileWriting {
    /// Creates or truncates the file at `path` and writes `data` to it.
    ///
    /// - Returns: The written file's size, modification time and inode.
    @discardableResult
    ///
    /// - Parameter exclusive: Create a new file only: fail (`EEXIST`) if anything is at
    ///   `path` (a file, possibly shared by hard link, or a symbolic link), never write into it.
    package static func write(_ data: Data, to path: String, exclusive: Bool = false) throws -> FileStamp {
        let flags = exclusive ? O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC : O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC
        let descriptor = open(path, flags, 0o644)
        guard descriptor >= 0 else { throw error(path) }
        return try fill(descriptor, with: data, path: path)
    }

    /// Creates a new file at `path` holding `data`; `nil`, writing nothing, when anything
    /// (a file, possibly shared by hard link, or a symbolic link) is there already.
    package static func create(_ data: Data, at path: String) throws -> FileStamp? {
        let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else {
            if errno == EEXIST { return nil }
            throw error(path)
        }
        return try fill(descriptor, with: data, path: path)
    }

    /// Writes `data` to the open file and closes it.
    private static func fill(_ descriptor: Int32, with data: Data, path: String) throws -> FileStamp {
        defer { close(descriptor) }
        try data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count {
                let written = posixWrite(descriptor, buffer.baseAddress! + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    throw error(path)
                }
                offset += written
            }
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { throw error(path) }
        return FileStamp(info)
    }

    private static func error(_ path: String) -> Diagnostic {
        .system(path, errno: errno)
    }
}
