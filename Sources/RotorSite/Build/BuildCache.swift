import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one build keeps for the next, so that a rebuild redoes only what changed.
///
/// `rotor serve` holds one for its whole session. Three layers, each keyed by everything its
/// result depends on:
///
/// - **sources**: a parsed article, by path, size and modification time: unchanged files are
///   not read again;
/// - **renders**: an article's HTML and headings, by its text, language, path and the site's
///   structure (the set of pages links can point at, the config and interface strings);
/// - **pages**: a finished document, by its view models (compared, not hashed), which hold
///   everything a template can show. An edited article therefore re-composes itself and exactly the pages that show
///   something of it: its section list, its neighbours' pager links, its translations.
///
/// A change of templates clears the pages; a change of structure clears the renders.
public final class BuildCache: @unchecked Sendable {
    private let lock = NSLock()
    private var sources: [String: (stamp: FileStamp, source: Page.Source)] = [:]
    private var renders: [String: (key: RenderKey, output: ArticleRenderer.Output)] = [:]
    private var pages: [String: (views: PageViews, html: Data)] = [:]
    private var structureKey: UInt64 = 0
    private var themeKey: UInt64 = 0
    /// Highlighted samples and expanded transcripts survive rebuilds too.
    let memo = RenderMemo()
    /// The last successful build, for rebuilds after edits that change only article text.
    var last: SiteGenerator.LastBuild? {
        get { lock.withLock { _last } }
        set { lock.withLock { _last = newValue } }
    }
    private var _last: SiteGenerator.LastBuild?

    /// Files reported changed since the last good build, by builds that failed: the next
    /// build must take them into account too.
    var pendingChanges: Set<String> {
        get { lock.withLock { _pendingChanges } }
        set { lock.withLock { _pendingChanges = newValue } }
    }
    private var _pendingChanges: Set<String> = []

    /// Removes and returns the last build, so that the caller holds its only reference.
    func takeLast() -> SiteGenerator.LastBuild? {
        lock.withLock {
            defer { _last = nil }
            return _last
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

    public init() {}

    /// Starts counting a new build.
    func start() {
        lock.withLock { statistics = Statistics() }
    }

    /// Records that the build planned the whole site.
    func planned(_ count: Int) {
        lock.withLock { statistics.pagesPlanned = count }
    }

    /// Drops what the new structure or theme makes stale, once the plan is known.
    func validate(structureKey: UInt64, themeKey: UInt64) {
        lock.withLock {
            if structureKey != self.structureKey { renders.removeAll(); self.structureKey = structureKey }
            if themeKey != self.themeKey { pages.removeAll(); self.themeKey = themeKey }
        }
    }

    func source(_ relativePath: String, url: URL, load: () -> Result<Page.Source?, Diagnostic>) -> Result<Page.Source?, Diagnostic> {
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

    func render(_ path: String, key: RenderKey, make: () throws(Diagnostic) -> ArticleRenderer.Output) throws(Diagnostic) -> ArticleRenderer.Output {
        if let cached = lock.withLock({ renders[path] }), cached.key == key { return cached.output }
        let output = try make()
        lock.withLock {
            statistics.pagesRendered += 1
            renders[path] = (key, output)
        }
        return output
    }

    /// Everything an article's rendering depends on besides the site structure, kept as it
    /// is and compared, not hashed. The text is the string the sources layer holds, so an
    /// unchanged article compares at once.
    struct RenderKey: Equatable {
        var body: Substring
        var path: String
        var language: String
        var bodyLineOffset: Int
    }

    /// A finished page, made again only when its view models differ from the ones it was
    /// made from last time.
    ///
    /// The views themselves are the key, compared field by field: no digest of them can
    /// collide and silently serve an old page. They cost little to keep: the article's HTML in
    /// them is the very string the renders layer holds, and the rest are short strings and
    /// links; an unchanged body is the same string, which compares at once.
    func composed(_ path: String, views inner: PageComposer.InnerView, _ layout: LayoutView, make: () -> Data) -> Data {
        let views = PageViews(inner: inner, layout: layout)
        if let cached = lock.withLock({ pages[path] }), cached.views == views { return cached.html }
        let html = make()
        lock.withLock {
            statistics.pagesComposed += 1
            pages[path] = (views, html)
        }
        return html
    }

    /// What a page is made from.
    struct PageViews: Equatable {
        var inner: PageComposer.InnerView
        var layout: LayoutView
    }
}

/// A file's size, modification and change times and inode, the cheap test for "unchanged
/// since last read".
///
/// The change time (ctime) is there because the modification time is not enough: a tool may
/// put back a file's old mtime (`touch -d`, `cp -p`, `rsync -t`, extracting an archive) after
/// writing the same number of bytes in place, and the kernel alone sets ctime, on every write.
struct FileStamp: Equatable {
    var size: Int64
    var seconds: Int
    var nanoseconds: Int
    var inode: UInt64
    /// The inode's change time; 0 where it is not known (manifests of written files).
    var changeSeconds: Int = 0
    var changeNanoseconds: Int = 0

    init(size: Int64, seconds: Int, nanoseconds: Int, inode: UInt64, changeSeconds: Int = 0, changeNanoseconds: Int = 0) {
        self.size = size
        self.seconds = seconds
        self.nanoseconds = nanoseconds
        self.inode = inode
        self.changeSeconds = changeSeconds
        self.changeNanoseconds = changeNanoseconds
    }

    init?(_ path: String) {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        self.init(info)
    }

    init(_ info: stat) {
        size = Int64(info.st_size)
        #if canImport(Glibc)
        seconds = info.st_mtim.tv_sec
        nanoseconds = info.st_mtim.tv_nsec
        changeSeconds = info.st_ctim.tv_sec
        changeNanoseconds = info.st_ctim.tv_nsec
        #else
        seconds = info.st_mtimespec.tv_sec
        nanoseconds = info.st_mtimespec.tv_nsec
        changeSeconds = info.st_ctimespec.tv_sec
        changeNanoseconds = info.st_ctimespec.tv_nsec
        #endif
        inode = UInt64(info.st_ino)
    }

    /// The same size, modification time and inode, whatever the change time.
    ///
    /// For the output's manifests: the writer links unchanged files between its two trees,
    /// which changes their ctime without changing their bytes, and the manifest records
    /// what the writer itself did.
    func sameWrite(as other: FileStamp) -> Bool {
        size == other.size && seconds == other.seconds && nanoseconds == other.nanoseconds && inode == other.inode
    }
}
