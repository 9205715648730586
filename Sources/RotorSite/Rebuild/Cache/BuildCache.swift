import Foundation
import RotorDiagnostics
import RotorOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one build keeps for the next, so that a rebuild redoes only what changed.
///
/// `rotor serve` holds one for its whole session. An edit to the text of articles goes to
/// ``IncrementalBuild``, the engine `rotor build` uses, from the ``BuildState`` the last good
/// build left here (``SiteGenerator/EditBase``). Any other change is a full build, which
/// reuses three layers, each keyed by everything its result depends on:
///
/// - **sources**: a parsed article, by path, size and modification time: unchanged files are
///   not read again;
/// - **renders**: an article's HTML and headings, by a SHA-256 digest of its text, language,
///   path, and of the site's structure (the set of pages links can point at, the config and
///   interface strings);
/// - **pages**: a finished document, by its view models, which hold everything a template can
///   show, compared field by field (the article's HTML by its SHA-256 digest). An edited
///   article therefore re-composes itself and exactly the pages that show something of it:
///   its section list, its neighbours' pager links, its translations.
///
/// No key is a 64-bit hash, so no collision can serve a stale page. A change of templates
/// clears the pages; a change of structure clears the renders.
///
/// With a ``PageStore`` (as `rotor serve` has), memory holds no article text at all: no
/// sources, no rendered HTML, the renders' searchable text is in a ``TextStore``, and the
/// last build's page records are in a file. A rebuild that is more than a text edit then
/// reads every article again, which costs a fraction of rendering them. At 10,000 articles
/// that is about 60 MB of Markdown and as much of searchable text.
public final class BuildCache: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [String: (stamp: FileStamp, source: Page.Source)] = [:]
    private var renders: [String: RenderedArticle] = [:]
    private var pages: [String: ComposedPage] = [:]
    private var structureKey = ContentDigest.zero
    private var themeKey = ContentDigest.zero

    /// An article's rendered Markdown, by the key it was rendered under. With a page store,
    /// its searchable text (as long as the article) waits in ``texts``.
    private struct RenderedArticle {
        var key: ContentDigest
        var output: ArticleRenderer.Output
        var storedText: TextStore.Place?
    }
    /// A composed page with the views it was made from.
    private struct ComposedPage {
        var views: AnyHashable
        var layout: LayoutView
        var body: ContentDigest
        var contents: OutputFile.Contents
    }
    /// Where composed pages go instead of memory, if anywhere; with one, rendered articles
    /// keep no HTML either (see ``ArticleRenderer/Output/hasHTML``).
    public let pageStore: PageStore?
    /// Where rendered articles' searchable text goes, beside the page store.
    private let texts: TextStore?
    /// Highlighted samples and expanded transcripts survive rebuilds too.
    let memo = RenderMemo()
    /// The last successful build, for rebuilds after edits that change only article text.
    var base: SiteGenerator.EditBase? {
        get { lock.withLock { _base } }
        set { lock.withLock { _base = newValue } }
    }
    private var _base: SiteGenerator.EditBase?
    /// Where the last build's page records are written (``BuildState``): a temporary folder
    /// of the cache's own, removed with it; `nil` if none could be made.
    let recordFolder: URL?
    /// Pages an edit made, by output path, until a full build composes the path again.
    private var editedPages: [String: OutputFile.Contents] = [:]

    /// Files reported changed since the last good build, by builds that failed: the next
    /// build must take them into account too.
    var pendingChanges: Set<String> {
        get { lock.withLock { _pendingChanges } }
        set { lock.withLock { _pendingChanges = newValue } }
    }
    private var _pendingChanges: Set<String> = []

    /// Removes and returns the last build, so that the caller holds its only reference.
    func takeBase() -> SiteGenerator.EditBase? {
        lock.withLock {
            defer { _base = nil }
            return _base
        }
    }
    /// How much the last build reused, for `--verbose` and the benchmark.
    public private(set) var statistics = Statistics()

    public struct Statistics: Sendable, Equatable {
        public var sourcesRead = 0
        public var pagesRendered = 0
        public var pagesComposed = 0
        /// Pages in the site plan, when the build planned the site; an edit to an article's
        /// text is rebuilt without planning, and leaves this at zero.
        public var pagesPlanned = 0
    }

    public init(pageStore: PageStore? = nil) {
        self.pageStore = pageStore
        texts = pageStore.flatMap { try? TextStore(in: $0.root) }
        // A killed preview's folder is removed by the next (``PageStore/temporary()``).
        let folder = PageStore.privateFolder()
        recordFolder = (try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)) != nil ? folder : nil
    }

    deinit {
        if let recordFolder { try? FileManager.default.removeItem(at: recordFolder) }
    }

    /// Starts counting a new build.
    func start() {
        lock.withLock { statistics = Statistics() }
    }

    /// Records that the build planned the whole site.
    func planned(_ count: Int) {
        lock.withLock { statistics.pagesPlanned = count }
    }

    /// Drops what the new structure or theme makes stale, once the plan is known.
    func validate(structureKey: ContentDigest, themeKey: ContentDigest) {
        lock.withLock {
            if structureKey != self.structureKey { renders.removeAll(); self.structureKey = structureKey }
            if themeKey != self.themeKey {
                for page in pages.values { release(page.contents) }
                for contents in editedPages.values { release(contents) }
                pages.removeAll()
                editedPages.removeAll()
                self.themeKey = themeKey
            }
        }
    }

    /// Whether the cache keeps parsed sources and rendered HTML: only without a page store.
    var keepsText: Bool { pageStore == nil }

    func source(_ relativePath: String, url: URL, load: () -> Result<Page.Source?, Diagnostic>) -> Result<Page.Source?, Diagnostic> {
        guard keepsText else {
            lock.withLock { statistics.sourcesRead += 1 }
            return load()
        }
        let stamp = FileStamp(url.path)
        if let stamp, let cached = lock.withLock({ sources[relativePath] }), cached.stamp == stamp {
            return .success(cached.source)
        }
        let result = load()
        lock.withLock {
            statistics.sourcesRead += 1
            if let stamp, case .success(let source?) = result { sources[relativePath] = (stamp, source) }
        }
        return result
    }

    func render(_ path: String, key: ContentDigest, make: () throws(Diagnostic) -> ArticleRenderer.Output) throws(Diagnostic) -> ArticleRenderer.Output {
        if let cached = lock.withLock({ renders[path] }), cached.key == key {
            guard let place = cached.storedText else { return cached.output }
            // Text that cannot be read back means rendering again.
            if let text = texts?.text(at: place) {
                var output = cached.output
                output.text = text
                return output
            }
        }
        var output = try make()
        output.digest = ContentDigest(output.html)
        var kept = RenderedArticle(key: key, output: output)
        // Text that cannot be stored stays in memory; the build goes on.
        if let place = texts?.append(output.text) {
            kept.storedText = place
            kept.output.text = ""
        }
        lock.withLock {
            statistics.pagesRendered += 1
            renders[path] = kept
        }
        return output
    }

    func composed<Inner: Hashable>(_ path: String, views inner: Inner, _ layout: LayoutView, bodyDigest: ContentDigest,
                                   make: () -> Data) -> OutputFile.Contents {
        let views = AnyHashable(inner)
        if let cached = lock.withLock({ pages[path] }), cached.body == bodyDigest, cached.views == views,
           cached.layout == layout {
            return cached.contents
        }
        let html = make()
        // A page that cannot be stored stays in memory; the build goes on.
        let contents = pageStore.flatMap { try? $0.store(html) }.map { OutputFile.Contents.stored(path: $0) } ?? .data(html)
        let old = lock.withLock {
            statistics.pagesComposed += 1
            defer { pages[path] = ComposedPage(views: views, layout: layout, body: bodyDigest, contents: contents) }
            return [pages[path]?.contents, editedPages.removeValue(forKey: path)].compactMap { $0 }
        }
        old.forEach(release)
        return contents
    }

    /// Keeps a page an edit composed (``IncrementalBuild``) in place of what the cache held
    /// for its output path; the next full build composes that path again.
    func replacePage(_ outputPath: String, with html: Data) -> OutputFile.Contents {
        let contents = pageStore.flatMap { try? $0.store(html) }.map { OutputFile.Contents.stored(path: $0) } ?? .data(html)
        // What the cache held for the path is released: the next full build composes it anew.
        let old = lock.withLock {
            [editedPages.updateValue(contents, forKey: outputPath), pages.removeValue(forKey: outputPath)?.contents].compactMap { $0 }
        }
        old.forEach(release)
        return contents
    }

    /// Counts what an edit redid.
    func edited(rendered: Int, composed: Int) {
        lock.withLock {
            statistics.sourcesRead += rendered
            statistics.pagesRendered += rendered
            statistics.pagesComposed += composed
        }
    }

    /// Drops the HTML of a rendered article once its page is composed, when pages are stored
    /// on disk: what is kept then is only what search, feeds and anchor checks need.
    func dropRenderedHTML(_ path: String) {
        guard !keepsText else { return }
        lock.withLock {
            guard var entry = renders[path], entry.output.hasHTML else { return }
            entry.output.html = ""
            entry.output.hasHTML = false
            renders[path] = entry
        }
    }

    private func release(_ contents: OutputFile.Contents) {
        if case .stored(let path) = contents { pageStore?.release(path) }
    }
}
