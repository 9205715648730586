import ServiceLifecycle

/// Rebuilds whenever the watched files settle, for as long as the server runs.
///
/// On shutdown it stops the watcher and closes every event stream, so that open browser
/// tabs do not keep the HTTP server waiting for their connections to end.
struct RebuildService: Service {
    let queue: ChangeQueue
    let watcher: any FileWatcher
    let rebuilder: Rebuilder
    let report: @Sendable (ServeEvent) -> Void

    func run() async throws {
        defer { stopAll() }
        await withGracefulShutdownHandler {
            while let changes = await queue.next() {
                report(await rebuilder.rebuild(changes))
            }
        } onGracefulShutdown: {
            stopAll()
        }
    }

    private func stopAll() {
        queue.finish()
        watcher.stop()
        rebuilder.state.closeStreams()
    }
}
