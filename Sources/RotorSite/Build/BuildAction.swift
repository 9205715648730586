import Foundation
import Logging

/// `rotor build`: generate the site, then swap it into the output folder.
///
/// Nothing is written until the whole site has been generated without errors, and the
/// output is replaced in one atomic step, so a failed build leaves the old site untouched.
public struct BuildAction: Sendable {
    public var options: BuildOptions
    public var logger: Logger

    public init(options: BuildOptions, logger: Logger = Logger(label: "rotor.build", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.options = options
        self.logger = logger
    }

    /// Builds and writes the site.
    ///
    /// - Returns: Counts and timing for the summary line.
    /// - Throws: ``BuildFailure`` or ``Diagnostic`` for problems in the input; the old output
    ///   is then byte-for-byte as it was.
    public func run() async throws -> BuildSummary {
        let start = ContinuousClock.now
        let location = try OutputLocation(options.output, content: options.content, templates: options.templates)
        let writer = OutputWriter(location: location)
        let stamp = try InputStamp(options: options, themeFolder: try Theme.folder(options.templates), version: Self.version)
        if let record = InputStamp.recorded(in: writer.cacheFolder), record.stamp == stamp.digest,
           FileStamp(location.directory.path)?.inode == record.outputInode {
            logger.debug("inputs unchanged since the last build; output left as it is")
            return summary(pages: record.pageCount, files: record.fileCount, since: start, upToDate: true)
        }
        // Pages go into the previous output tree as they are rendered; the output itself
        // changes only in `finish()`, in one exchange.
        let session = try writer.begin()
        let site: GeneratedSite
        do {
            site = try await SiteGenerator(options: options, logger: logger).generate(sink: session)
        } catch {
            session.abandon()
            throw error
        }
        let finishing = ContinuousClock.now
        let result = try session.finish()
        let fileCount = result.written + result.kept
        logger.debug("\(result.written) of \(fileCount) files written, the rest kept; swapped in \(result.replaced ? "" : "nothing ")in \(ContinuousClock.now - finishing)")
        if let inode = FileStamp(location.directory.path)?.inode {
            try InputStamp.record(.init(stamp: stamp.digest, outputInode: inode, pageCount: site.pageCount,
                                        fileCount: fileCount), in: writer.cacheFolder)
        }
        return summary(pages: site.pageCount, files: fileCount, since: start, warnings: site.warnings)
    }

    /// Bumped whenever generated output changes for the same input, so a stale record never
    /// passes for up to date.
    static let version = "0.1.0"

    private func summary(pages: Int, files: Int, since start: ContinuousClock.Instant,
                         warnings: [Diagnostic] = [], upToDate: Bool = false) -> BuildSummary {
        let elapsed = ContinuousClock.now - start
        return BuildSummary(
            pageCount: pages, fileCount: files,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            outputPath: options.output.relativePathForDisplay, warnings: warnings, upToDate: upToDate)
    }
}
