/// What rendering one article needs to know of the rest of the site: which sources became
/// pages and where, which other pages and files exist, and how URLs are written.
///
/// A full build takes it from the ``SitePlan``; an incremental `rotor build` from its saved
/// state, without planning the site. Lookups are binary searches over the content folder's
/// sorted paths, so that loading it costs no hashing of thousands of strings.
struct SiteLinks: Sendable, Equatable {
    enum FileKind: UInt8, Sendable {
        /// A Markdown file that became a page.
        case source = 1
        /// A static file copied to the output.
        case asset = 2
    }

    /// `config.basePath`: URLs are root-relative, below it.
    var basePath: String
    /// `config.baseURL`, for absolute URLs.
    var baseURL: String
    var allowRawHTML: Bool
    /// The content folder's sources and assets by relative path, sorted with `<`.
    private(set) var files: [String]
    private(set) var kinds: [FileKind]
    /// Pages without a source: generated sections, tag pages, homes, search, the root.
    var generatedPages: Set<String>

    init(basePath: String, baseURL: String, allowRawHTML: Bool, files: [String], kinds: [FileKind], generatedPages: Set<String>) {
        precondition(files.count == kinds.count)
        self.basePath = basePath
        self.baseURL = baseURL
        self.allowRawHTML = allowRawHTML
        self.files = files
        self.kinds = kinds
        self.generatedPages = generatedPages
    }

    init(_ plan: SitePlan) {
        let files = (plan.pathsBySource.keys.map { ($0, FileKind.source) } + plan.assetPaths.map { ($0, FileKind.asset) })
            .sorted { $0.0 < $1.0 }
        self.init(basePath: plan.config.basePath, baseURL: plan.config.baseURL, allowRawHTML: plan.config.allowRawHTML,
                  files: files.map(\.0), kinds: files.map(\.1),
                  generatedPages: Set(plan.pages.values.filter { $0.source == nil }.map(\.path)))
    }

    /// ``SitePlan/url(for:)``.
    func url(for path: String) -> String {
        basePath + SitePlan.percentEncoded(path)
    }

    /// The page path of a source, when it became a page.
    func page(forSource path: String) -> String? {
        kind(of: path) == .source ? SitePlan.pagePath(forSource: path) : nil
    }

    func isAsset(_ path: String) -> Bool {
        kind(of: path) == .asset
    }

    func hasPage(_ path: String) -> Bool {
        if generatedPages.contains(path) { return true }
        guard path.hasSuffix("/") else { return false }
        return kind(of: path + "index.md") == .source || (path.count > 1 && kind(of: String(path.dropLast()) + ".md") == .source)
    }

    /// Every source that became a page.
    var sources: [String] {
        zip(files, kinds).filter { $0.1 == .source }.map(\.0)
    }

    /// What the content folder's file at `path` is to the site, if anything.
    func kind(of path: String) -> FileKind? {
        var low = 0, high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle] < path { low = middle + 1 } else { high = middle }
        }
        return low < files.count && files[low] == path ? kinds[low] : nil
    }
}
