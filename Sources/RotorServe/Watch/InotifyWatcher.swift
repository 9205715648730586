#if os(Linux)
import Foundation
import Glibc
import RotorDiagnostics
import Synchronization

/// Watches folders recursively with Linux's inotify.
///
/// inotify watches one folder, not a tree, so every folder gets its own watch, and a folder
/// created (or moved in) later gets one as soon as its event arrives; the files already in it
/// by then are reported too. Events are read on a thread of their own, never on the
/// concurrency pool, and a pipe wakes that thread to stop it.
final class InotifyWatcher: FileWatcher {
    private let descriptor: Int32
    private let wakeRead: Int32
    private let wakeWrite: Int32
    private let queue: ChangeQueue
    /// Watch descriptors to folder paths, and the real paths already watched.
    private let folders = Mutex<(byWatch: [Int32: String], watched: Set<String>)>(([:], []))
    /// Set by the first ``stop()``; the pipe is closed by the reading thread after that.
    private let stopped = Mutex(false)

    static let mask = UInt32(IN_CREATE | IN_DELETE | IN_MODIFY | IN_CLOSE_WRITE | IN_MOVED_FROM | IN_MOVED_TO
        | IN_ATTRIB | IN_DELETE_SELF | IN_ONLYDIR)

    /// Watches `roots` and starts reading events.
    ///
    /// - Throws: a ``Diagnostic`` (`cannot watch files: …`) when inotify cannot start or runs out of watches.
    init(roots: [String], queue: ChangeQueue) throws {
        self.queue = queue
        descriptor = inotify_init1(Int32(IN_CLOEXEC) | Int32(IN_NONBLOCK))
        guard descriptor >= 0 else { throw Diagnostic.watchUnavailable("inotify_init1: \(String(cString: strerror(errno)))") }
        var ends: [Int32] = [0, 0]
        guard pipe(&ends) == 0 else {
            close(descriptor)
            throw Diagnostic.watchUnavailable("pipe: \(String(cString: strerror(errno)))")
        }
        (wakeRead, wakeWrite) = (ends[0], ends[1])
        do {
            for root in roots { _ = try addTree(root) }
        } catch {
            close(descriptor); close(wakeRead); close(wakeWrite)
            throw error
        }
        let thread = Thread { [self] in readEvents() }
        thread.name = "rotor-inotify"
        thread.start()
    }

    func stop() {
        // Only once: after the first wake the thread closes the pipe, and its number may be reused.
        guard stopped.withLock({ stopped in defer { stopped = true }; return !stopped }) else { return }
        var byte: UInt8 = 1
        _ = write(wakeWrite, &byte, 1)
    }

    /// Adds a watch to `root` and every folder below it.
    ///
    /// - Returns: The files found below `root`, for a folder that appeared after watching began.
    @discardableResult
    func addTree(_ root: String) throws -> [String] {
        var files: [String] = []
        var pending = [root]
        while let folder = pending.popLast() {
            let real = URL(fileURLWithPath: folder).resolvingSymlinksInPath().path
            guard folders.withLock({ !$0.watched.contains(real) }) else { continue }
            let watch = inotify_add_watch(descriptor, folder, Self.mask)
            guard watch >= 0 else {
                let code = errno
                // A folder removed between its event and this call is no problem; running out is.
                if code == ENOENT || code == ENOTDIR { continue }
                throw Diagnostic.watchUnavailable("inotify_add_watch \(folder): \(String(cString: strerror(code)))")
            }
            folders.withLock {
                $0.byWatch[watch] = folder
                $0.watched.insert(real)
            }
            for name in (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
            where !FileWatchers.isIgnored(name) {
                let path = folder + "/" + name
                var isDirectory: ObjCBool = false
                guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { continue }
                if isDirectory.boolValue { pending.append(path) } else { files.append(path) }
            }
        }
        return files
    }

    /// Forgets a watch the kernel removed (its folder was deleted or moved away).
    func forget(_ watch: Int32) {
        folders.withLock { state in
            guard let folder = state.byWatch.removeValue(forKey: watch) else { return }
            state.watched.remove(URL(fileURLWithPath: folder).resolvingSymlinksInPath().path)
        }
    }

    func folder(for watch: Int32) -> String? {
        folders.withLock { $0.byWatch[watch] }
    }

    private func readEvents() {
        defer {
            stopped.withLock { $0 = true }
            close(descriptor); close(wakeRead); close(wakeWrite)
        }
        var polled = [pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0),
                      pollfd(fd: wakeRead, events: Int16(POLLIN), revents: 0)]
        var buffer = [UInt8](repeating: 0, count: 64 * 1024)
        while true {
            let ready = poll(&polled, 2, -1)
            if ready < 0 {
                if errno == EINTR { continue }
                return
            }
            if polled[1].revents != 0 { return }
            guard polled[0].revents & Int16(POLLIN) != 0 else { continue }
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                guard count > 0 else { break }
                let changes = handle(InotifyEvent.parse(buffer[..<count]))
                if !changes.isEmpty { queue.record(changes) }
            }
        }
    }
}
#endif
