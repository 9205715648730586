import Foundation
import RotorDiagnostics
import RotorOutput
import RotorSearch

/// What to build, from where, to where.
public struct BuildOptions: Sendable {
    /// The content folder as given and with its links resolved, where the scan reads it: a
    /// file watcher may report a path below either.
    var contentRoots: (given: String, real: String) {
        let given = content.standardizedFileURL
        return (given.path, given.resolvingSymlinksInPath().path)
    }

    /// The content folder, holding `site.yml` and one folder per language.
    public var content: URL
    /// The templates folder; `nil` uses `Templates` when it exists, else the built-in theme.
    public var templates: URL?
    public var output: URL
    /// Replaces `base_url` from `site.yml` everywhere.
    public var baseURL: String?
    /// Builds articles marked `draft: true` too.
    public var includeDrafts: Bool
    /// The fenced blocks Rotor renders itself; a test adds one of its own.
    var blocks = BlockRegistry.standard

    public init(content: URL, templates: URL? = nil, output: URL, baseURL: String? = nil, includeDrafts: Bool = false) {
        self.content = content
        self.templates = templates
        self.output = output
        self.baseURL = baseURL
        self.includeDrafts = includeDrafts
    }
}

/// A site generated in memory, ready to write or serve.
public struct GeneratedSite: Sendable {
    /// Every file, sorted by path.
    public var files: [OutputFile]
    /// How many HTML pages are among them.
    public var pageCount: Int
    /// Problems that did not stop the build, such as skipped empty files.
    public var warnings: [Diagnostic]
    /// The folder of the cache's ``PageStore``, when pages are files there (`.stored(path:)`).
    public var pageStore: URL?
    /// What `rotor build` saves for its next run, from a build into a sink.
    var kept: KeptBuild?
}

/// What a build into a sink keeps for ``BuildState``: everything but what the writer and the
/// inputs' stamps add.
struct KeptBuild: Sendable {
    /// By relative path, each source that became a page: its front matter and record number.
    var sources: [String: (frontMatter: ContentDigest, record: Int)]
    var links: SiteLinks
    var anchorChecks: [String: [ArticleRenderer.AnchorCheck]]
    var search: [String: SavedSearchIndex]
    /// Numbered as ``sources`` and ``search`` refer to them.
    var records: [PageRecord]
    var fidelity: FidelityTable
}

/// What a finished `rotor build` reports.
public struct BuildSummary: Sendable, CustomStringConvertible {
    public var pageCount: Int
    public var fileCount: Int
    public var seconds: Double
    public var outputPath: String
    public var warnings: [Diagnostic]
    /// Nothing had changed since the last build, so nothing was generated or written.
    public var upToDate = false
    /// Set when only edited articles were rebuilt, from the saved build state: how many.
    public var rebuiltArticles: Int?

    public var description: String {
        let time = seconds < 1 ? "\(Int((seconds * 1000).rounded())) ms" : String(format: "%.2f s", seconds)
        if upToDate { return "Up to date: \(pageCount) pages (\(fileCount) files), checked in \(time) → \(outputPath)" }
        if let rebuiltArticles {
            let articles = rebuiltArticles == 1 ? "1 edited article" : "\(rebuiltArticles) edited articles"
            return "Rebuilt \(articles) of \(pageCount) pages (\(fileCount) files) in \(time) → \(outputPath)"
        }
        return "Built \(pageCount) pages (\(fileCount) files) in \(time) → \(outputPath)"
    }
}
