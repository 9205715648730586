import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// `stat`s files below a root folder through a handle on the folder that holds them.
///
/// Looking a path up costs the kernel one step per component; for ten thousand pages in
/// nested folders those steps were most of the time an incremental build spent checking
/// files. Paths given in sorted order share their folder with the one before, so the folder
/// is opened once and each file is one step away.
package struct FolderStat {
    private let root: Int32
    private var prefix: [UInt8] = []
    private var folder: Int32 = -1
    /// The name looked up, with its terminating zero; kept to spare an allocation per file.
    private var name: [UInt8] = []

    /// - Parameter root: An open handle on the root folder, which stays the caller's.
    package init(root: Int32) {
        self.root = root
    }

    /// Closes the folder handle it holds.
    package mutating func close() {
        if folder >= 0 { _ = Glibc.close(folder) }
        folder = -1
        prefix = []
    }

    /// The `lstat` of `path`, relative to the root: the bytes before `split` name the folder
    /// to look it up from (none when `split` is `nil`), the bytes after it the rest.
    package mutating func stat(_ path: ArraySlice<UInt8>, split: Int?, into info: inout stat) -> Bool {
        var base = root
        var rest = path
        if let split, split > path.startIndex, split < path.endIndex - 1 {
            let folderPath = path[path.startIndex..<split]
            if !folderPath.elementsEqual(prefix) {
                close()
                prefix = Array(folderPath)
                folder = (prefix + [0]).withUnsafeBufferPointer {
                    openat(root, UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), O_RDONLY | O_DIRECTORY | O_CLOEXEC)
                }
            }
            if folder >= 0 {
                base = folder
                rest = path[(split + 1)...]
            }
        }
        name.removeAll(keepingCapacity: true)
        if rest.isEmpty { name.append(UInt8(ascii: ".")) } else { name.append(contentsOf: rest) }
        name.append(0)
        return name.withUnsafeBufferPointer {
            fstatat(base, UnsafeRawPointer($0.baseAddress!).assumingMemoryBound(to: CChar.self), &info, AT_SYMLINK_NOFOLLOW)
        } == 0
    }
}
