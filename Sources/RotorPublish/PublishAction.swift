import Foundation
import Logging
import RotorDiagnostics
import RotorSite

/// `rotor publish`: build the site in memory, then put it in a folder or on a git branch.
///
/// Nothing is written until the whole site has been generated without errors. Both targets
/// keep files Rotor did not write and remove only files an earlier publish wrote, as listed
/// in its ``PublishManifest``.
public struct PublishAction: Sendable {
    public var options: PublishOptions
    public var logger: Logger

    public init(options: PublishOptions, logger: Logger = Logger(label: "rotor.publish", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.options = options
        self.logger = logger
    }

    /// Builds and publishes the site, or with ``PublishOptions/dryRun`` only reports what
    /// would change.
    ///
    /// - Returns: The changes, the commit for a git branch, and the build's warnings.
    /// - Throws: ``RotorSite/BuildFailure`` or ``RotorSite/Diagnostic`` for problems in the
    ///   input, the target or git; the target is then as it was.
    public func run() async throws -> PublishSummary {
        switch options.target {
        case .directory(let folder): return try await publishToDirectory(folder)
        case .gitBranch(let branch): return try await publishToBranch(branch)
        }
    }

    // Each target in its own function: in one async function with both, the release
    // compiler (Swift 6.3.1) crashes while splitting the coroutine.
    private func publishToDirectory(_ folder: URL) async throws -> PublishSummary {
        let build = options.build
        let location = try PublishLocation(folder, content: build.content, templates: build.templates)
        let site = try await SiteGenerator(options: build, logger: logger).generate()
        var summary = PublishSummary(options.target, pageCount: site.pageCount, dryRun: options.dryRun, warnings: site.warnings)
        let publisher = DirectoryPublisher(directory: location.directory)
        let files = try PublishedFile.files(of: site)
        if options.dryRun {
            summary.changes = try publisher.changes(for: files)
        } else {
            summary.changes = try publisher.publish(files)
        }
        return summary
    }

    private func publishToBranch(_ branch: String) async throws -> PublishSummary {
        let site = try await SiteGenerator(options: options.build, logger: logger).generate()
        var summary = PublishSummary(options.target, pageCount: site.pageCount, dryRun: options.dryRun, warnings: site.warnings)
        let config = try loadConfig()
        let pages = try PublishedFile.files(of: site)
        let files = (pages + PublishedFile.pagesExtras(cname: config.cname)).sorted { $0.path < $1.path }
        let publisher = GitPublisher(repository: GitRepository(directory: options.repository), branch: branch,
                                     remote: options.remote, message: options.message)
        let outcome = try await publisher.publish(files, dryRun: options.dryRun)
        summary.changes = outcome.changes
        summary.commit = outcome.commit
        summary.pushedTo = options.dryRun ? nil : options.remote
        return summary
    }

    /// `site.yml`, which the build has already read and checked. Never inlined: the release
    /// compiler (Swift 6.3.1) crashes splitting an async caller that inlines a typed throw.
    @inline(never)
    private func loadConfig() throws -> SiteConfig {
        let url = options.build.content.appendingPathComponent("site.yml")
        return try SiteConfig.parse(try String(contentsOf: url, encoding: .utf8), path: url.path)
    }
}
