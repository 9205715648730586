import Foundation
import RotorDiagnostics
import RotorSite

/// Reports changed files under some folders to a ``ChangeQueue`` until stopped.
public protocol FileWatcher: Sendable {
    /// Stops watching; no more changes are recorded after it returns.
    func stop()
}

/// How to notice changes.
public enum WatchMode: String, Sendable, CaseIterable {
    /// inotify where available, polling where it is not or fails.
    case auto
    /// The kernel's inotify (Linux only).
    case inotify
    /// Compares `stat` results of every file at an interval.
    case polling
}

/// Starts a watcher of the kind asked for.
public enum FileWatchers {
    /// Starts watching `roots` recursively.
    ///
    /// - Parameters:
    ///   - roots: Folders (or single files' folders) to watch.
    ///   - mode: ``WatchMode/auto`` falls back to polling when inotify cannot start.
    ///   - queue: Where changes go.
    ///   - pollInterval: How often the polling watcher looks.
    /// - Returns: The watcher and the mode actually used.
    /// - Throws: a ``Diagnostic`` (`cannot watch files: …`) when the mode asked for cannot start.
    public static func start(
        roots: [URL], mode: WatchMode, queue: ChangeQueue, pollInterval: Duration = .milliseconds(250)
    ) throws -> (watcher: any FileWatcher, mode: WatchMode) {
        let paths = roots.map { $0.standardizedFileURL.resolvingSymlinksInPath().path }
        if mode != .polling {
            do {
                #if os(Linux)
                return (try InotifyWatcher(roots: paths, queue: queue), .inotify)
                #else
                throw Diagnostic.watchUnavailable("inotify exists only on Linux")
                #endif
            } catch {
                if mode == .inotify { throw error }
            }
        }
        return (PollingWatcher(roots: paths, queue: queue, interval: pollInterval), .polling)
    }

    /// Whether the watchers skip `name`: editor leftovers, the same ones the build skips.
    static func isIgnored(_ name: String) -> Bool {
        ContentScanner.isIgnored(name)
    }
}

extension Diagnostic {
    /// Watching could not start: the kernel facility is missing or out of resources (for
    /// example `max_user_watches`). Unplaced, so it prints as `error: cannot watch files: …`.
    static func watchUnavailable(_ reason: String) -> Diagnostic {
        Diagnostic("cannot watch files: \(reason)")
    }
}
