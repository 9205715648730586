import Foundation
import Logging
import RotorDiagnostics
import RotorHTML
import RotorOutput
import RotorSearch

/// The pipeline from content to files: load → plan → render → compose.
///
/// It writes nothing; ``BuildAction`` writes what it returns, and a preview server can serve
/// it from memory. Every stage collects all the errors it finds before the build stops, so
/// that one run reports every broken file.
public struct SiteGenerator: Sendable {
    public var options: BuildOptions
    /// Receives one debug line per stage with its duration, for `--verbose`.
    public var logger: Logger

    public init(options: BuildOptions, logger: Logger = Logger(label: "rotor.build", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.options = options
        self.logger = logger
    }

    /// Generates the whole site, in memory or into a sink.
    ///
    /// - Parameters:
    ///   - cache: What the previous build of the same site kept; a rebuild with it reads,
    ///     renders and composes only what changed, and gives the same bytes as a clean build.
    ///   - changedFiles: The absolute paths a file watcher reported since that build, if known.
    ///     When they are only edits to article text, just those articles are redone.
    ///   - sink: Where to put each file as soon as it is made, instead of returning them all;
    ///     the result's `files` is then empty. Not used with a cache.
    /// - Throws: ``BuildFailure`` with every error found, or a single ``Diagnostic``.
    public func generate(cache: BuildCache? = nil, changedFiles: Set<String>? = nil,
                         sink: (any OutputSink)? = nil) async throws -> GeneratedSite {
        precondition(cache == nil || sink == nil, "a cached build keeps its files")
        guard let cache else { return try await generateAll(cache: nil, sink: sink) }
        cache.start()
        // Edits that a failed build saw are still edits since the last good build.
        let changed = changedFiles.map { $0.union(cache.pendingChanges) }
        do {
            var site: GeneratedSite
            if let changed, let edited = try rebuild(after: changed, cache: cache) {
                site = edited
            } else {
                site = try await generateAll(cache: cache, sink: nil)
            }
            cache.pendingChanges = []
            cache.pageStore?.buildSucceeded()
            site.pageStore = cache.pageStore?.root
            return site
        } catch {
            if let changed {
                cache.pendingChanges = changed
            } else {
                // What changed is unknown, so the last good build can no longer be patched.
                cache.base = nil
            }
            throw error
        }
    }

    /// Plans, renders and composes the whole site, reusing what `cache` holds.
    private func generateAll(cache: BuildCache?, sink: (any OutputSink)?) async throws -> GeneratedSite {
        var clock = StageClock(logger: logger)
        var config = try loadConfig()
        if let baseURL = options.baseURL { config.baseURL = SiteConfig.normalizedBaseURL(baseURL) }
        let theme = try Theme.load(options.templates)
        clock.lap("config and templates loaded")
        let entries = try ContentScanner(root: options.content).scan()
        var (sources, warnings) = try await loadArticles(entries.filter(\.isMarkdown), cache: cache)
        if config.basePath.count > 1 {
            // Crawlers read robots.txt only at a host's root (RFC 9309), never under a path.
            warnings.append(Diagnostic(
                path: options.baseURL == nil ? options.content.appendingPathComponent("site.yml").relativePathForDisplay : "--base-url",
                severity: .warning,
                message: "base_url has a path (\(config.basePath)): crawlers read robots.txt only at the root of the host, so the one written here has no effect; put its rules and its Sitemap line in the host's /robots.txt"
            ))
        }
        let assets = entries.filter { !$0.isMarkdown && $0.relativePath != "site.yml" }
        clock.lap("\(sources.count) articles read")
        let plan = try SitePlan(config: config, articles: sources, assets: assets,
                                includeDrafts: options.includeDrafts, strings: theme.strings)
        clock.lap("\(plan.pages.count) pages planned")
        cache?.planned(plan.pages.count)
        cache?.validate(structureKey: plan.structureKey(strings: theme.strings), themeKey: theme.fingerprint)
        let renderer = ArticleRenderer(plan: plan, strings: theme.strings, memo: cache?.memo ?? RenderMemo(), blocks: options.blocks)
        let composer = PageComposer(plan: plan, templates: theme.templates, strings: theme.strings,
                                    assets: theme.assets.map(\.outputPath))
        let pages = try await render(plan, renderer: renderer, composer: composer, cache: cache, sink: sink)
        clock.lap("\(pages.count) pages rendered\(sink == nil ? "" : " and written")")
        let shapes = theme.templates.frames.counts
        logger.debug("templates: \(shapes.frames) frames made, one per template and shape of page\(shapes.direct > 0 ? " (\(shapes.direct) of them rendered in place)" : "")\(theme.templates.framesAllowed ? "" : "; this theme renders every page in place")")
        if let statistics = cache?.statistics {
            logger.debug("cache: \(statistics.sourcesRead) files read, \(statistics.pagesRendered) rendered, \(statistics.pagesComposed) composed")
        }
        var files = sink == nil ? pages.map { OutputFile(path: $0.page.outputPath, contents: $0.html) } : []
        var indexes = SiteIndexes(plan: plan, pages: pages)
        indexes.searchPaths = indexes.searchOrder()
        // `rotor build` and `rotor serve` keep how the search indexes were cut, for edits;
        // a build for anything else drops each index once its files are made.
        let keeps = cache != nil || sink != nil
        let (indexFiles, searchIndexes) = keeps ? try await indexes.filesAndSearchIndexes() : (try await indexes.files(), [:])
        files += indexFiles
        clock.lap("feeds, sitemap and search indexes made")
        let kept = keeps ? keep(plan: plan, pages: pages, links: renderer.links, search: searchIndexes) : nil
        files += theme.assets.map { OutputFile(path: $0.outputPath, contents: .data($0.data)) }
        // A file in the content folder at the path of a generated one, such as a hand-written
        // robots.txt, takes its place.
        files.removeAll { plan.assetPaths.contains($0.path) }
        files += plan.assets.map { OutputFile(path: $0.relativePath, contents: .copy(from: $0.url)) }
        files.sort { $0.path < $1.path }
        if let sink {
            _ = try await files.concurrentMap { try sink.place($0) }
            return GeneratedSite(files: [], pageCount: pages.count, warnings: warnings, kept: kept)
        }
        if let cache, let kept {
            keepBase(kept, entries: entries, theme: theme, files: files, pageCount: pages.count, warnings: warnings, in: cache)
        }
        return GeneratedSite(files: files, pageCount: pages.count, warnings: warnings)
    }

    /// What `rotor build` saves of a build for the next one.
    private func keep(plan: SitePlan, pages: [RenderedPage], links: SiteLinks, search: [String: SearchIndex]) -> KeptBuild {
        var sources: [String: (frontMatter: ContentDigest, record: Int)] = [:]
        var anchorChecks: [String: [ArticleRenderer.AnchorCheck]] = [:]
        var recordsByURL: [String: Int] = [:]
        var records: [PageRecord] = []
        var fidelity = FidelityTable()
        for rendered in pages {
            let page = rendered.page
            guard let source = page.source else { continue }
            if let entries = rendered.output?.fidelity, !entries.isEmpty {
                fidelity.pages.append(.init(record: records.count, language: page.language, title: page.title,
                                            url: links.url(for: page.path), entries: entries))
            }
            if options.blocks.showsSite(source.body) { fidelity.dependents.append(source.relativePath) }
            sources[source.relativePath] = (BuildState.frontMatterDigest(source), records.count)
            if let checks = rendered.output?.anchorChecks, !checks.isEmpty { anchorChecks[page.path] = checks }
            if let url = rendered.searchDocument?.url { recordsByURL[url] = records.count }
            records.append(PageRecord(frame: rendered.frame, headingIDs: rendered.output?.headings.map(\.id) ?? [],
                                      document: rendered.searchDocument, fidelity: rendered.output?.fidelity ?? []))
        }
        return KeptBuild(sources: sources, links: links, anchorChecks: anchorChecks,
                         search: search.mapValues { $0.saved { recordsByURL[$0] ?? -1 } }, records: records, fidelity: fidelity)
    }

    private func loadConfig() throws -> SiteConfig {
        let url = options.content.appendingPathComponent("site.yml")
        let path = url.relativePathForDisplay
        guard let data = FileManager.default.contents(atPath: url.path) else {
            var isDirectory: ObjCBool = false
            if !FileManager.default.fileExists(atPath: options.content.path, isDirectory: &isDirectory) || !isDirectory.boolValue {
                throw Diagnostic(path: options.content.relativePathForDisplay, message: "content folder not found")
            }
            throw Diagnostic(path: path, message: "missing site.yml: it needs at least 'title:'")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw Diagnostic(path: path, message: "site.yml is not UTF-8 text")
        }
        return try SiteConfig.parse(text, path: path)
    }
}

/// Logs how long each stage of a build took, in wall-clock and processor time.
struct StageClock: StageTiming {
    let logger: Logger
    private var last = ContinuousClock.now
    private var lastCPU = StageClock.processorSeconds()

    init(logger: Logger) {
        self.logger = logger
    }

    mutating func lap(_ stage: String) {
        let now = ContinuousClock.now
        let cpu = Self.processorSeconds()
        logger.debug("\(stage) in \(now - last) (\(String(format: "%.3f", cpu - lastCPU)) s of processor time)")
        last = now
        lastCPU = cpu
    }

    /// User and system time of the whole process so far.
    static func processorSeconds() -> Double {
        var usage = rusage()
        #if canImport(Glibc)
        getrusage(__rusage_who_t(RUSAGE_SELF.rawValue), &usage)
        #else
        getrusage(RUSAGE_SELF, &usage)
        #endif
        let user = Double(usage.ru_utime.tv_sec) + Double(usage.ru_utime.tv_usec) / 1e6
        let system = Double(usage.ru_stime.tv_sec) + Double(usage.ru_stime.tv_usec) / 1e6
        return user + system
    }
}
