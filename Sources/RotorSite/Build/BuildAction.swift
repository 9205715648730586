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
        let site = try await SiteGenerator(options: options, logger: logger).generate()
        let written = ContinuousClock.now
        let result = try OutputWriter(location: location).publish(site.files)
        logger.debug("\(result.written) files written, \(result.kept) kept unchanged, in \(ContinuousClock.now - written)")
        let elapsed = ContinuousClock.now - start
        return BuildSummary(
            pageCount: site.pageCount, fileCount: site.files.count + 1,
            seconds: Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18,
            outputPath: options.output.relativePathForDisplay, warnings: site.warnings)
    }
}
