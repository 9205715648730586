#if os(Linux)
import Glibc

/// One record read from an inotify descriptor.
struct InotifyEvent: Equatable {
    var watch: Int32
    var mask: UInt32
    var name: String

    func has(_ flag: Int32) -> Bool { mask & UInt32(flag) != 0 }

    /// Splits a buffer from `read` into events: a 16-byte header, then a NUL-padded name.
    static func parse(_ bytes: ArraySlice<UInt8>) -> [InotifyEvent] {
        var events: [InotifyEvent] = []
        var offset = bytes.startIndex
        let header = 16
        while bytes.endIndex - offset >= header {
            func word(_ at: Int) -> UInt32 {
                (0..<4).reduce(UInt32(0)) { $0 | UInt32(bytes[offset + at + $1]) << (8 * UInt32($1)) }
            }
            let length = Int(word(12))
            guard bytes.endIndex - offset >= header + length else { break }
            let nameBytes = bytes[(offset + header)..<(offset + header + length)].prefix { $0 != 0 }
            events.append(InotifyEvent(
                watch: Int32(bitPattern: word(0)), mask: word(4), name: String(decoding: nameBytes, as: UTF8.self)))
            offset += header + length
        }
        return events
    }
}

extension InotifyWatcher {
    /// Turns events into changed paths, watching folders that appeared.
    func handle(_ events: [InotifyEvent]) -> FileChanges {
        var changes = FileChanges(paths: [], isComplete: true)
        for event in events {
            if event.has(IN_Q_OVERFLOW) {
                changes.isComplete = false
                continue
            }
            if event.has(IN_IGNORED) {
                forget(event.watch)
                continue
            }
            guard let folder = folder(for: event.watch) else { continue }
            if event.name.isEmpty {
                // The watched folder itself went away.
                if event.has(IN_DELETE_SELF) { changes.paths.insert(folder) }
                continue
            }
            guard !FileWatchers.isIgnored(event.name) else { continue }
            let path = folder + "/" + event.name
            changes.paths.insert(path)
            if event.has(IN_ISDIR), event.has(IN_CREATE) || event.has(IN_MOVED_TO) {
                do {
                    changes.paths.formUnion(try addTree(path))
                } catch {
                    // Out of watches: the tree is no longer fully seen, so build everything.
                    changes.isComplete = false
                }
            }
        }
        return changes
    }
}
#endif
