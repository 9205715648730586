import Logging

/// `rotor check`: every validation of a build, with nothing written.
///
/// Links, anchors, alt text, heading order, templates and transcript expectations are all
/// checked by generating the site in memory; the result is thrown away.
public struct CheckAction: Sendable {
    public var options: BuildOptions
    public var logger: Logger

    public init(options: BuildOptions, logger: Logger = Logger(label: "rotor.check", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.options = options
        self.logger = logger
    }

    /// - Returns: How many pages were checked, and any warnings.
    /// - Throws: ``BuildFailure`` or ``Diagnostic`` listing every problem.
    public func run() async throws -> (pageCount: Int, warnings: [Diagnostic]) {
        let site = try await SiteGenerator(options: options, logger: logger).generate()
        return (site.pageCount, site.warnings)
    }
}
