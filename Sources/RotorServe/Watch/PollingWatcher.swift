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

    /// What is compared: modification time, size and inode (a rename over changes the inode).
    struct Stamp: Equatable {
        var modified: Date?
        var size: Int?
        var inode: Int?

        init(_ attributes: [FileAttributeKey: Any]) {
            modified = attributes[.modificationDate] as? Date
            size = (attributes[.size] as? NSNumber)?.intValue
            inode = (attributes[.systemFileNumber] as? NSNumber)?.intValue
        }
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
                guard let attributes = try? FileManager.default.attributesOfItem(atPath: path) else { continue }
                if attributes[.type] as? FileAttributeType == .typeDirectory {
                    pending.append(path)
                } else if attributes[.type] as? FileAttributeType == .typeSymbolicLink {
                    var isDirectory: ObjCBool = false
                    if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), isDirectory.boolValue {
                        pending.append(path)
                    } else if let target = try? FileManager.default.attributesOfItem(atPath: URL(fileURLWithPath: path).resolvingSymlinksInPath().path) {
                        stamps[path] = Stamp(target)
                    }
                } else {
                    stamps[path] = Stamp(attributes)
                }
            }
        }
        return stamps
    }
}
