import Foundation
@testable import RotorServe
@testable import RotorSite
import RotorTesting
import Synchronization

/// Records every build it is asked for, and builds nothing.
final class CountingBuilder: SiteBuilding {
    let batches = Mutex<[FileChanges]>([])

    func build(after changes: FileChanges) async throws -> GeneratedSite {
        batches.withLock { $0.append(changes) }
        return GeneratedSite(files: [], pageCount: 0, warnings: [])
    }

    var count: Int { batches.withLock { $0.count } }
    var all: [FileChanges] { batches.withLock { $0 } }
}

/// A watcher and the rebuild loop of `rotor serve` over a temporary folder, counting builds.
struct WatchHarness {
    let folder: URL
    let builder = CountingBuilder()
    let mode: WatchMode
    private let task: Task<Void, any Error>

    init(mode: WatchMode, quiet: Duration = .milliseconds(60)) throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-watch-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("en"), withIntermediateDirectories: true)
        try Data("---\ntitle: A\n---\n".utf8).write(to: folder.appendingPathComponent("en/a.md"))
        let queue = ChangeQueue(quiet: quiet)
        let (watcher, used) = try FileWatchers.start(roots: [folder], mode: mode, queue: queue, pollInterval: .milliseconds(40))
        self.mode = used
        let state = PreviewState(site: .empty(content: folder))
        let service = RebuildService(
            queue: queue, watcher: watcher,
            rebuilder: Rebuilder(builder: builder, state: state, content: folder), report: { _ in })
        task = Task { try await service.run() }
    }

    /// The real path of a file in the folder, as the watchers report it.
    func path(_ relative: String) -> String {
        folder.resolvingSymlinksInPath().appendingPathComponent(relative).path
    }

    func write(_ relative: String, _ text: String) throws {
        try Data(text.utf8).write(to: folder.appendingPathComponent(relative))
    }

    /// Waits for `count` builds, then a while longer to make sure no other follows.
    func settle(expecting count: Int, grace: Duration = .milliseconds(400)) async -> Int {
        _ = await eventually { builder.count >= count }
        try? await Task.sleep(for: grace)
        return builder.count
    }

    func stop() {
        task.cancel()
        try? FileManager.default.removeItem(at: folder)
    }
}
