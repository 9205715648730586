import Foundation
import Logging
import RotorDiagnostics
import RotorOutput
import RotorSearch

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
        // While the inputs are stamped, what an incremental build needs is read beside it.
        async let prepared = Self.prepare(writer: writer, templates: options.templates)
        let stamp = try InputStamp(options: options, themeFolder: try Theme.folder(options.templates), version: Self.version)
        logger.debug("inputs stamped in \(ContinuousClock.now - start)")
        var outputChanged = false
        if let record = InputStamp.recorded(in: writer.cacheFolder), record.stamp == stamp.digest,
           FileStamp(location.directory.path)?.inode == record.outputInode {
            // No input changed; the output is trusted only if nobody changed it either.
            if writer.outputIsIntact(tree: record.outputInode) {
                logger.debug("inputs and output unchanged since the last build; output left as it is")
                return summary(pages: record.pageCount, files: record.fileCount, since: start, upToDate: true)
            }
            logger.debug("the output was changed since the last build: building it whole again")
            outputChanged = true
        }
        var notes: [Diagnostic] = []
        if !outputChanged, let summary = try await incremental(stamp, prepared: await prepared, writer: writer, since: start, notes: &notes) {
            return summary
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
        // After a first build there is no previous tree yet (0): the next incremental build
        // makes one from the output.
        if let kept = site.kept, let output = FileStamp(location.directory.path)?.inode {
            let trees = writer.trees ?? (output, 0)
            let saving = ContinuousClock.now
            let state = try BuildState(kept: kept, entries: stamp.entries, recordsIn: writer.cacheFolder, environment: stamp.environment,
                                       trees: trees, pageCount: site.pageCount, fileCount: fileCount, warnings: site.warnings)
            try state.save(in: writer.cacheFolder)
            logger.debug("build state saved in \(ContinuousClock.now - saving)")
        }
        if let inode = FileStamp(location.directory.path)?.inode {
            try InputStamp.record(.init(stamp: stamp.digest, outputInode: inode, pageCount: site.pageCount,
                                        fileCount: fileCount), in: writer.cacheFolder)
        }
        return summary(pages: site.pageCount, files: fileCount, since: start, warnings: notes + site.warnings)
    }

    /// Rebuilds only the edited articles when that is all that changed since the last build
    /// (``IncrementalBuild``); `nil` when the whole site must be built.
    ///
    /// - Parameter notes: Gets a warning when the saved state could not be used.
    private func incremental(_ stamp: InputStamp, prepared: Prepared, writer: OutputWriter, since start: ContinuousClock.Instant,
                             notes: inout [Diagnostic]) async throws -> BuildSummary? {
        let cache = writer.cacheFolder
        var clock = StageClock(logger: logger)
        guard let loaded = prepared.state else { return nil }
        let ignored = Diagnostic(path: BuildState.url(in: cache).relativePathForDisplay, severity: .warning,
                                 message: "the saved build state is damaged or does not match the output; it was ignored and the whole site built again")
        let state: BuildState
        switch loaded {
        case .success(let loaded): state = loaded
        case .failure(let damage):
            notes.append(Self.ignoring(ignored, because: damage, logger: logger))
            return nil
        }
        guard state.environment == stamp.environment, FileStamp(writer.directory.path)?.inode == state.outputInode else { return nil }
        var manifests = prepared.manifests
        if state.previousInode == 0 {
            // The first build left one tree: the other is made from it by hard links, once.
            guard (try? writer.mirrorOutput()) == true, let both = writer.manifestLines() else { return nil }
            manifests = both
            clock.lap("the output linked into a second tree")
        } else if writer.trees?.previous != state.previousInode {
            return nil
        }
        guard let manifests else { return nil }
        // The output trees are checked on the other cores while the edited pages are made.
        let roots = (live: writer.directory.path, previous: writer.previous.path)
        async let checked = OutputWriter.checkTrees(manifests, roots: roots)
        do {
            guard let theme = prepared.theme, let outcome = try IncrementalBuild(options: options, state: state, theme: theme, cache: cache,
                                                     output: OutputFolder(url: writer.directory)).run(entries: stamp.entries) else { return nil }
            clock.lap("\(outcome.edited) edited articles rendered from the saved state")
            try outcome.records.flush()
            let check = await checked
            clock.lap("output trees checked")
            // The new state is encoded while the output is written; only the trees are left.
            let state = outcome.state
            async let encoded = state.encoded()
            guard let result = try writer.patch(outcome.files, manifests: manifests, check: check, clock: &clock),
                  let trees = writer.trees else { return nil }
            let fileCount = result.written + result.kept
            clock.lap("\(result.written) files written and swapped in")
            try BuildState.save(await encoded, in: cache, outputInode: trees.output, previousInode: trees.previous, fileCount: fileCount)
            try InputStamp.record(.init(stamp: stamp.digest, outputInode: trees.output, pageCount: state.pageCount,
                                        fileCount: fileCount), in: cache)
            clock.lap("build state saved")
            var built = summary(pages: state.pageCount, files: fileCount, since: start, warnings: state.warnings)
            built.rebuiltArticles = outcome.edited
            return built
        } catch let damage as Diagnostic where damage.code == .damaged {
            notes.append(Self.ignoring(ignored, because: damage, logger: logger))
            return nil
        }
    }

    /// The warning that the saved state was ignored, followed by what was damaged, which
    /// `--verbose` also logs as the reason for the full build.
    private static func ignoring(_ warning: Diagnostic, because damage: Diagnostic, logger: Logger) -> Diagnostic {
        var cause = damage
        cause.severity = .warning
        logger.debug("building the whole site: \(cause.path.isEmpty ? "" : cause.path + ": ")\(cause.message)")
        var warning = warning
        warning.following.append(cause)
        return warning
    }

    /// What an incremental build reads before it knows whether it can run: the saved state,
    /// the theme's templates and strings, and the two output trees' manifests.
    struct Prepared: Sendable {
        var state: Result<BuildState, Diagnostic>?
        var theme: Theme?
        var manifests: (live: ManifestLines, previous: ManifestLines)?
    }

    private static func prepare(writer: OutputWriter, templates: URL?) -> Prepared {
        let cache = writer.cacheFolder
        guard let state = BuildState.load(from: cache) else { return Prepared() }
        guard case .success = state else { return Prepared(state: state) }
        return Prepared(state: state, theme: try? Theme.load(templates, assets: false), manifests: writer.manifestLines())
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
