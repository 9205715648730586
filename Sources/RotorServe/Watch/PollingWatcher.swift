import Foundation

/// Notices changes by comparing every file's `stat` at an interval.
///
/// Slower than inotify and costs a walk per interval, but works on any system and file
/// system, including network mounts and containers where inotify sees nothing.
final class PollingWatcher: FileWatcher {
    private let task: Task<Void, Never>

    init(roots: [String], queue: ChangeQueue, interval: Duration) {
        task = Task.detached(priority: .utility) {
            var previous = Self.snapshot(roots)
            while (try? await Task.sleep(for: interval)) != nil {
                let current = Self.snapshot(roots)
                var changed = Set<String>()
                for (path, stamp) in current where previous[path] != stamp { changed.insert(path) }
                for path in previous.keys where current[path] == nil { changed.insert(path) }
                if !changed.isEmpty { queue.record(FileChanges(paths: changed)) }
                previous = current
            }
        }
    }

    func stop() {
        task.cancel()
    }

    /// What is compared: modification time to the nanosecond, size and inode.
    struct Stamp: Equatable {
        var seconds: Int
        var nanoseconds: Int
        var size: Int64
        var inode: UInt64
    }

    /// Every file below `roots`, skipping ignored names.
    static func snapshot(_ roots: [String]) -> [String: Stamp] {
        var stamps: [String: Stamp] = [:]
        var pending = roots
        var visited = Set<String>()
        while let directory = pending.popLast() {
            // Keyed by real path, so a link back up the tree is walked once, not forever.
            let real = URL(fileURLWithPath: directory).resolvingSymlinksInPath().path
            guard visited.insert(real).inserted,
                  let names = try? FileManager.default.contentsOfDirectory(atPath: directory) else { continue }
            for name in names where !FileWatchers.isIgnored(name) {
                let path = directory + "/" + name
                var info = stat()
                guard stat(path, &info) == 0 else { continue }
                if (info.st_mode & S_IFMT) == S_IFDIR {
                    pending.append(path)
                } else {
                    #if os(Linux)
                    let modified = info.st_mtim
                    #else
                    let modified = info.st_mtimespec
                    #endif
                    stamps[path] = Stamp(
                        seconds: Int(modified.tv_sec), nanoseconds: Int(modified.tv_nsec),
                        size: Int64(info.st_size), inode: UInt64(info.st_ino))
                }
            }
        }
        return stamps
    }
}
