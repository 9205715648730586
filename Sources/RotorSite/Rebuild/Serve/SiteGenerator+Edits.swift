import Foundation
import RotorDiagnostics
import RotorHTML
import RotorOutput
import RotorSearch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension SiteGenerator {
    /// What a build with a cache keeps for the next one: enough to redo one article's page
    /// and the indexes without planning or visiting the rest of the site.
    struct LastBuild: Sendable {
        var plan: SitePlan
        var renderer: ArticleRenderer
        var composer: PageComposer
        var pages: [RenderedPage]
        /// Each page's position in `pages`, by path.
        var positions: [String: Int]
        /// Each language's searchable pages, by position in `pages`.
        var searchPaths: [String: [Int]]
        /// Each language's search index, which an edit updates in place.
        var searchIndexes: [String: SearchIndex]
        var files: [OutputFile]
        var warnings: [Diagnostic]
    }

    /// Rebuilds after edits to the text of existing articles, touching only those articles.
    ///
    /// When an edit leaves an article's front matter as it was, nothing another page shows of
    /// it changes: titles, dates, descriptions, tags and order all come from front matter. So
    /// only the article's own page, and its language's search index and feed, need work. The
    /// result is the same as a clean build's; anything else (a new or removed file, a
    /// front-matter change, a template or config change, an asset) returns `nil` for a full
    /// rebuild.
    ///
    /// - Parameter changed: Absolute paths the file watcher reported.
    func rebuild(after changed: Set<String>, cache: BuildCache) async throws -> GeneratedSite? {
        // Taken out of the cache while it is updated, so its arrays are changed in place.
        guard !changed.isEmpty, var last = cache.takeLast() else { return nil }
        do {
            // A `nil` leaves the cache without a last build: the full build makes a new one.
            guard let edited = try await edits(changed, in: last, cache: cache),
                  let site = try await apply(edited, to: &last, keepText: cache.keepsText) else { return nil }
            cache.last = last
            return site
        } catch {
            cache.last = last
            throw error
        }
    }

    /// The pages of the edited articles, rendered and composed; `nil` unless every change is
    /// an edit to an article's text.
    private func edits(_ changed: Set<String>, in last: LastBuild, cache: BuildCache) async throws -> [RenderedPage]? {
        let roots = Set([options.content.standardizedFileURL.path, options.content.standardizedFileURL.resolvingSymlinksInPath().path])
            .map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        let scanner = ContentScanner(root: options.content)
        var edited: [Page] = []
        for path in changed.sorted() {
            guard let root = roots.first(where: { path.hasPrefix($0) }) else { return nil }
            let relative = String(path.dropFirst(root.count))
            if relative.split(separator: "/").contains(where: { ContentScanner.isIgnored(String($0)) }) { continue }
            var info = stat()
            let exists = lstat(path, &info) == 0
            guard let pagePath = last.plan.pathsBySource[relative] else {
                // A file that came and went (an editor's temporary copy) changes nothing.
                if !exists, !last.plan.assetPaths.contains(relative) { continue }
                return nil
            }
            guard exists, info.st_mode & S_IFMT == S_IFREG, info.st_size <= ContentScanner.maximumArticleSize,
                  var page = last.plan[pagePath], let old = page.source else { return nil }
            let entry = ContentScanner.Entry(relativePath: relative, path: path)
            guard case .success(let source?) = cache.source(relative, url: entry.url, load: { Self.load(entry, scanner: scanner) }),
                  source.frontMatter == old.frontMatter else { return nil }
            // A page that shows the whole site's fidelity is rendered after all the others.
            if SiteFidelity.dependsOnSite(source.body) || SiteFidelity.dependsOnSite(old.body) { return nil }
            page.source = source
            edited.append(page)
        }
        var clock = StageClock(logger: logger)
        var problems: [Diagnostic] = []
        var rendered: [RenderedPage] = []
        for page in edited {
            switch Self.render(page, renderer: last.renderer, composer: last.composer, cache: cache) {
            case .success(let page):
                problems += page.output?.problems ?? []
                // A transcript's new standing changes the fidelity page and the phrase tables.
                if page.output?.problems.isEmpty != false,
                   page.output?.fidelity != last.pages[last.positions[page.page.path]!].output?.fidelity { return nil }
                rendered.append(page)
            case .failure(let diagnostic):
                problems.append(diagnostic)
            }
        }
        let replaced = Dictionary(rendered.map { (last.positions[$0.page.path]!, $0) }, uniquingKeysWith: { $1 })
        problems += Self.brokenAnchors(count: last.pages.count, positions: last.positions) { index in
            replaced[index]?.output ?? last.pages[index].output
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        clock.lap("\(edited.count) edited articles rendered")
        return rendered
    }

    /// Puts the edited pages into the last build and redoes their languages' indexes; `nil`
    /// if an index has no document at an edited page's address, which only a full build mends.
    ///
    /// - Parameter keepText: Whether the kept pages hold their Markdown (see ``BuildCache/keepsText``).
    private func apply(_ edited: [RenderedPage], to last: inout LastBuild, keepText: Bool) async throws -> GeneratedSite? {
        var clock = StageClock(logger: logger)
        // Each edited document replaces its old self in the kept index: only the postings of
        // its tokens and the fragments they sit in are redone.
        for rendered in edited {
            guard let terms = rendered.searchTerms else { continue }
            guard last.searchIndexes[rendered.page.language]?.replace(terms) == true else { return nil }
        }
        // The plan keeps the old sources of edited pages: their front matter is the same, and
        // the plan is only read for structure. Changing it would copy it, since the renderer
        // and composer share it.
        var replaced: [String: OutputFile] = [:]
        for var rendered in edited {
            replaced[rendered.page.outputPath] = OutputFile(path: rendered.page.outputPath, contents: rendered.html)
            // As after a full build, the index is the only holder of what was searched.
            rendered.searchTerms = nil
            rendered.searchDocument = nil
            if !keepText { rendered.page.source?.body = "" }
            last.pages[last.positions[rendered.page.path]!] = rendered
        }
        var indexes = SiteIndexes(plan: last.plan, pages: last.pages)
        indexes.searchPaths = last.searchPaths
        let languages = Set(edited.map(\.page.language))
        // A search index's fragments are cut by size, so an edit can add or remove files: the
        // old index goes whole and the new one comes in whole.
        let searchFolders = languages.map { "\($0)/search-index/" }
        func isSearchIndex(_ path: String) -> Bool { searchFolders.contains { path.hasPrefix($0) } }
        var searchFiles: [OutputFile] = []
        for file in try await indexes.files(languages: languages, search: last.searchIndexes) where !last.plan.assetPaths.contains(file.path) {
            if isSearchIndex(file.path) { searchFiles.append(file) } else { replaced[file.path] = file }
        }
        let assetPaths = last.plan.assetPaths
        let oldSearchPaths = Set(last.files.filter { isSearchIndex($0.path) && !assetPaths.contains($0.path) }.map(\.path))
        if oldSearchPaths == Set(searchFiles.map(\.path)) {
            // The usual case: the same files with new bytes in some; no sorting needed.
            for file in searchFiles { replaced[file.path] = file }
            for index in last.files.indices {
                if let file = replaced[last.files[index].path] { last.files[index] = file }
            }
        } else {
            last.files.removeAll { isSearchIndex($0.path) && !last.plan.assetPaths.contains($0.path) }
            for index in last.files.indices {
                if let file = replaced[last.files[index].path] { last.files[index] = file }
            }
            last.files += searchFiles
            last.files.sort { $0.path < $1.path }
        }
        clock.lap("feeds and search indexes written")
        return GeneratedSite(files: last.files, pageCount: last.pages.count, warnings: last.warnings)
    }

    /// Links to `#anchor`s that no heading on the target page has.
    ///
    /// - Parameter output: The rendered Markdown of the page at each position.
    static func brokenAnchors(count: Int, positions: [String: Int],
                              output: (Int) -> ArticleRenderer.Output?) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        var headingIDs: [String: Set<String>] = [:]
        for index in 0..<count {
            guard let checks = output(index)?.anchorChecks, !checks.isEmpty else { continue }
            for check in checks {
                if headingIDs[check.path] == nil {
                    headingIDs[check.path] = Set(positions[check.path].flatMap { output($0)?.headings.map(\.id) } ?? [])
                }
                if let ids = headingIDs[check.path], !ids.contains(check.anchor) {
                    problems.append(check.diagnostic(headingIDs: ids))
                }
            }
        }
        return problems
    }
}
