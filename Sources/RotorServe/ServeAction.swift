import Foundation
import Hummingbird
import Logging
import NIOCore
import RotorDiagnostics
import RotorSite
import ServiceLifecycle
import UnixSignals

/// `rotor serve`: build once, serve from memory, rebuild on every save, tell the browsers.
///
/// Nothing is written to the output folder: composed pages wait in a private temporary folder
/// (a ``PageStore``), so that memory holds their names, not their bytes. The first build happens before the server listens, so the
/// first request already gets pages; if it fails, the server still starts and shows the
/// error until the content is fixed.
///
/// ```swift
/// let options = ServeOptions(build: BuildOptions(content: content, output: output), port: 0)
/// try await ServeAction(options: options).run { print($0) }
/// ```
public struct ServeAction: Sendable {
    public var options: ServeOptions
    public var builder: any SiteBuilding

    /// Serves with a ``SiteBuilding`` of your choice, for instance one that reuses earlier work.
    public init(options: ServeOptions, builder: any SiteBuilding) {
        self.options = options
        self.builder = builder
    }

    /// Serves what ``SiteGenerator`` makes of `options.build`, reusing earlier work on each rebuild.
    public init(options: ServeOptions, logger: Logger = Logger(label: "rotor.serve", factory: { _ in SwiftLogNoOpLogHandler() })) {
        // Without a temporary folder, pages stay in memory.
        let cache = BuildCache(pageStore: try? PageStore.temporary())
        self.init(options: options, builder: CachedSiteBuilder(generator: SiteGenerator(options: options.build, logger: logger), cache: cache))
    }

    /// Runs until the task is cancelled or the process gets SIGINT or SIGTERM.
    ///
    /// - Parameter report: Receives each thing worth telling the user, as it happens.
    /// - Throws: a ``Diagnostic`` when watching cannot start, one (`cannot listen on …`)
    ///   when the port is taken, or the server's own error for another failed bind.
    public func run(report: @escaping @Sendable (ServeEvent) -> Void) async throws {
        if !options.isLoopback {
            report(.warning("listening on \(options.host) lets other machines connect; only requests addressed to "
                + (HostAllowList.isWildcard(options.host) ? "localhost, 127.0.0.1 or [::1]" : "localhost, 127.0.0.1, [::1] or \(options.host)")
                + " are answered"))
        }
        let content = options.build.content
        let state = PreviewState(site: .empty(content: content), heartbeat: options.heartbeat)
        let rebuilder = Rebuilder(builder: builder, state: state, content: content)
        let queue = ChangeQueue(quiet: options.quiet)
        // Watch before the first build, so that a save during it is not missed.
        let (watcher, mode) = try FileWatchers.start(roots: options.watchedFolders, mode: options.watchMode, queue: queue)
        report(.watching(mode, folders: options.watchedFolders.map(\.relativeOrAbsolutePath)))
        report(await rebuilder.rebuild(.everything))

        let options = self.options
        let app = Application(
            router: PreviewRouter.make(state: state, boundHost: options.host),
            configuration: ApplicationConfiguration(address: .hostname(options.host, port: options.port), serverName: "rotor"),
            services: [RebuildService(queue: queue, watcher: watcher, rebuilder: rebuilder, report: report)],
            onServerRunning: { channel in
                report(.listening(options.url(port: channel.localAddress?.port ?? options.port)))
            },
            logger: Logger(label: "rotor.serve", factory: { _ in SwiftLogNoOpLogHandler() }))
        let store = (builder as? CachedSiteBuilder)?.cache.pageStore
        defer { store?.removeAll() }
        do {
            try await Self.runUntilCancelledOrSignalled(app, logger: app.logger)
        } catch {
            watcher.stop()
            queue.finish()
            if let failure = error as? IOError, failure.errnoCode == EADDRINUSE {
                throw Diagnostic.addressInUse(host: options.host, port: options.port)
            }
            throw error
        }
    }

}

extension Diagnostic {
    /// The server could not start because another process listens on the port already.
    /// Unplaced, so it prints as `error: cannot listen on …`.
    static func addressInUse(host: String, port: Int) -> Diagnostic {
        Diagnostic("cannot listen on \(host):\(port): the port is in use; choose another with --port, or --port 0 for any free one")
    }
}

extension URL {
    /// This path relative to the working directory when below it, for messages.
    var relativeOrAbsolutePath: String {
        let current = FileManager.default.currentDirectoryPath + "/"
        let path = standardizedFileURL.path
        return path.hasPrefix(current) ? String(path.dropFirst(current.count)) : path
    }
}

extension ServeAction {
    /// Runs the server until SIGINT or SIGTERM, or until the calling task is cancelled, and
    /// stops it gracefully in every case.
    ///
    /// Cancelling a NIO server while a just-accepted connection waits to be served traps in
    /// debug builds (swift-nio #3481), so cancellation is turned into a graceful shutdown: no
    /// new connections, open event streams closed, requests in flight answered. A connection
    /// that still hangs after a few seconds is cut.
    static func runUntilCancelledOrSignalled(_ service: some Service, logger: Logger) async throws {
        var configuration = ServiceGroupConfiguration(services: [service], gracefulShutdownSignals: [.sigterm, .sigint], logger: logger)
        configuration.maximumGracefulShutdownDuration = .seconds(3)
        let group = ServiceGroup(configuration: configuration)
        // Not a child task, so that cancelling this one does not cancel the group outright.
        let running = Task { try await group.run() }
        try await withTaskCancellationHandler {
            try await running.value
        } onCancel: {
            Task { await group.triggerGracefulShutdown() }
        }
    }
}
