import Foundation
@testable import RotorServe
import Testing

@Suite(.serialized) struct WatcherTests {
    static let modes: [WatchMode] = [.inotify, .polling]

    @Test(arguments: modes)
    func renameOverSaveIsOneRebuild(_ mode: WatchMode) async throws {
        let harness = try WatchHarness(mode: mode)
        defer { harness.stop() }
        #expect(harness.mode == mode)
        try await Task.sleep(for: .milliseconds(100))
        try harness.write("en/a.md.rotor-tmp", "---\ntitle: B\n---\n")
        #expect(rename(harness.path("en/a.md.rotor-tmp"), harness.path("en/a.md")) == 0)
        #expect(await harness.settle(expecting: 1) == 1)
        #expect(harness.builder.all.first?.paths.contains(harness.path("en/a.md")) == true)
    }

    @Test(arguments: modes)
    func writingTwiceIsOneRebuild(_ mode: WatchMode) async throws {
        // The quiet period is wide enough that a loaded machine stretching the 15 ms pause
        // between the writes can't split them; CI once saw two batches with 60 ms. The pause
        // blocks the thread rather than suspending the task: with every test of the run on
        // two cores, a suspended task can wait longer than any quiet period to resume, and
        // CI saw two batches with 300 ms too.
        let harness = try WatchHarness(mode: mode, quiet: .milliseconds(300))
        defer { harness.stop() }
        try await Task.sleep(for: .milliseconds(100))
        let handle = try FileHandle(forWritingTo: harness.folder.appendingPathComponent("en/a.md"))
        try handle.truncate(atOffset: 0)
        try handle.write(contentsOf: Data("---\ntitle: ".utf8))
        usleep(15_000)
        try handle.write(contentsOf: Data("C\n---\n".utf8))
        try handle.close()
        #expect(await harness.settle(expecting: 1, grace: .milliseconds(600)) == 1)
        #expect(harness.builder.all.first?.paths == [harness.path("en/a.md")])
    }

    @Test(arguments: modes)
    func editorLeftoversAreIgnored(_ mode: WatchMode) async throws {
        let harness = try WatchHarness(mode: mode)
        defer { harness.stop() }
        try await Task.sleep(for: .milliseconds(100))
        for name in [".a.md.swp", "a.md~", "#a.md#", ".#a.md", "4913", "a.md.swx"] {
            try harness.write("en/\(name)", "x")
        }
        #expect(await harness.settle(expecting: 0) == 0)
        try harness.write("en/a.md", "---\ntitle: D\n---\n")
        #expect(await harness.settle(expecting: 1) == 1)
        #expect(harness.builder.all.first?.paths == [harness.path("en/a.md")])
    }

    @Test(arguments: modes)
    func newFoldersAreWatchedToo(_ mode: WatchMode) async throws {
        let harness = try WatchHarness(mode: mode)
        defer { harness.stop() }
        try await Task.sleep(for: .milliseconds(100))
        try FileManager.default.createDirectory(
            at: harness.folder.appendingPathComponent("en/tabs/deep"), withIntermediateDirectories: true)
        try harness.write("en/tabs/deep/b.md", "---\ntitle: B\n---\n")
        #expect(await harness.settle(expecting: 1) == 1)
        #expect(harness.builder.all.first?.paths.contains(harness.path("en/tabs/deep/b.md")) == true)
        try harness.write("en/tabs/deep/b.md", "---\ntitle: B2\n---\n")
        #expect(await harness.settle(expecting: 2) == 2)
        #expect(harness.builder.all.last?.paths == [harness.path("en/tabs/deep/b.md")])
    }

    @Test func changesDuringABuildComeOutAsOneBatch() async throws {
        let queue = ChangeQueue(quiet: .milliseconds(20))
        queue.record(FileChanges(paths: ["/a"]))
        let first = await queue.next()
        #expect(first == FileChanges(paths: ["/a"]))
        for path in ["/b", "/c", "/b"] { queue.record(FileChanges(paths: [path])) }
        queue.record(FileChanges(paths: [], isComplete: false))
        #expect(await queue.next() == FileChanges(paths: ["/b", "/c"], isComplete: false))
        queue.finish()
        #expect(await queue.next() == nil)
    }

    @Test func aBatchWaitsUntilTheFilesAreQuiet() async throws {
        // The second change lands well inside the quiet period even on a loaded machine: CI runs
        // this beside the browser gates on two cores, where a 300 ms period was sometimes missed.
        let queue = ChangeQueue(quiet: .milliseconds(1500))
        let start = ContinuousClock.now
        queue.record(FileChanges(paths: ["/a"]))
        Task {
            try await Task.sleep(for: .milliseconds(50))
            queue.record(FileChanges(paths: ["/b"]))
        }
        #expect(await queue.next() == FileChanges(paths: ["/a", "/b"]))
        #expect(ContinuousClock.now - start >= .milliseconds(1550))
    }
}
