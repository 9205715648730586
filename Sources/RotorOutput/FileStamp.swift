import Foundation
#if canImport(Glibc)
import Glibc
#else
import Darwin
#endif

/// A file's size, modification time, inode and status-change time: the cheap test for
/// "unchanged since last read".
///
/// The change time (ctime) moves on every write, rename and permission change, and no tool
/// can set it, so a file rewritten at the same size by a tool that puts the modification time
/// back (`cp -p`, `rsync -t`, `tar x`) still reads as changed.
package struct FileStamp: Equatable {
    package var size: Int64
    package var seconds: Int
    package var nanoseconds: Int
    package var inode: UInt64
    package var changeSeconds: Int
    package var changeNanoseconds: Int

    package init(size: Int64, seconds: Int, nanoseconds: Int, inode: UInt64, changeSeconds: Int = 0, changeNanoseconds: Int = 0) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.inode = inode
        self.changeSeconds = changeSeconds
        self.changeNanoseconds = changeNanoseconds
    }

    /// The stamp without its change time, as the output manifest keeps it: hard-linking a
    /// file into the other output tree changes its ctime but not its bytes.
    package var content: FileStamp {
        FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode)
    }

    package init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    package init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Glibc)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
        changeSeconds = info.st_ctim.tv_sec
        changeNanoseconds = info.st_ctim.tv_nsec
        #else
        seconds = info.st_mtimespec.tv_sec
        nanoseconds = info.st_mtimespec.tv_nsec
        changeSeconds = info.st_ctimespec.tv_sec
        changeNanoseconds = info.st_ctimespec.tv_nsec
        #endif
        inode = UInt64(info.st_ino)
    }
}
