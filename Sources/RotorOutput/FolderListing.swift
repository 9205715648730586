import Foundation
import RotorDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A folder's entries with the types the file system reports, read with `readdir` so that a
/// walk over thousands of files costs no `stat` per plain file or folder.
package enum FolderListing {
    package enum Kind { case file, directory, other }

    /// The entries of the folder at `path`; a folder that cannot be opened is a ``Diagnostic`` at
    /// `path` worded by the system (``Diagnostic/system(_:errno:)``).
    package static func entries(of path: String) throws(Diagnostic) -> [(name: String, kind: Kind)] {
        guard let stream = opendir(path) else {
            throw .system(path, errno: errno)
        }
        defer { closedir(stream) }
        var result: [(name: String, kind: Kind)] = []
        while let entry = readdir(stream) {
            let name = withUnsafePointer(to: entry.pointee.d_name) {
                String(cString: UnsafeRawPointer($0).assumingMemoryBound(to: CChar.self))
            }
            if name == "." || name == ".." { continue }
            switch Int32(entry.pointee.d_type) {
            case Int32(DT_REG): result.append((name, .file))
            case Int32(DT_DIR): result.append((name, .directory))
            default: result.append((name, .other))
            }
        }
        return result
    }
}
