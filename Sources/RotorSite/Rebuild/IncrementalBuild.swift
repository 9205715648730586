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

/// The one way Rotor rebuilds after edits to the text of articles only, for `rotor build` and
/// `rotor serve` alike: redoes those articles' pages, the entries of their search documents
/// and their feed entries, from a ``BuildState`` and the files of the site it was made with,
/// without reading or planning the rest of the site.
///
/// `rotor build` loads its state from the cache folder and patches the live output folder;
/// `rotor serve` keeps its state in memory after its full build and patches the files it
/// serves. Both hand the engine what changed, and get the same ``Outcome``.
///
/// An article's front matter decides everything other pages show of it (titles, order, dates,
/// tags, descriptions), so when it is unchanged no other page changes. What the text decides
/// is the article's own page, its search document, its summary in the feed when the front
/// matter has no description, and whether anchors into it still lead somewhere; all of
/// these are redone here, and give the bytes a clean build gives. The exception is the
/// standing of the article's transcripts, which the pages with a ```` ```fidelity ```` or
/// ```` ```phrases ```` block show (``SiteFidelity``): when it changes, those pages are
/// rendered again from the saved ``FidelityTable``.
struct IncrementalBuild {
    let options: BuildOptions
    let state: BuildState
    let theme: Theme
    /// The folder of the records file the state points into.
    let cache: URL
    /// The site the state was made with: the live output folder, or the files in memory.
    let output: any BuiltFiles
    /// Highlighted samples and expanded transcripts kept from earlier builds, if any.
    var memo = RenderMemo()

    /// What the edit changes.
    struct Outcome {
        /// New bytes by output path; `nil` removes a file.
        var files: [String: Data?]
        /// The state to save once the files are in place; its tree inodes are the caller's.
        var state: BuildState
        /// Holds the changed records until they are flushed, before the state is saved.
        var records: RecordWriter
        /// Articles edited, and pages rendered in all (those that show the site's fidelity too).
        var edited: Int
        var rendered: Int
    }

    /// The files the edits change, or `nil` when they need a full build: a file added or
    /// removed, an asset, an index file or front matter changed.
    ///
    /// - Parameter entries: Every file of the content folder, with its stamp now, sorted.
    /// - Throws: ``BuildFailure`` or ``Diagnostic`` for errors in the edited articles;
    ///   a `damaged` ``Diagnostic`` when the saved state or the output does not fit what it says.
    func run(entries: [ContentScanner.Entry]) throws -> Outcome? {
        guard entries.count == state.inputs.count else { return nil }
        var changed: [Int] = []
        for (index, entry) in entries.enumerated() {
            let input = state.inputs[index]
            guard input.path == entry.relativePath, let stamp = entry.stamp else { return nil }
            if stamp != input.stamp { changed.append(index) }
        }
        return try run(changed: changed) { entries[$0] }
    }

    /// The files the edits change, from the absolute paths a file watcher reported; `nil`
    /// when they need a full build. A path that came and went (an editor's temporary copy)
    /// changes nothing; paths that all did give an outcome with no files.
    func run(changedPaths: Set<String>) throws -> Outcome? {
        let contentRoots = options.contentRoots
        let roots = Set([contentRoots.given, contentRoots.real]).map { $0.hasSuffix("/") ? $0 : $0 + "/" }
        var changed: [Int] = []
        for path in changedPaths.sorted() {
            guard let root = roots.first(where: { path.hasPrefix($0) }) else { return nil }
            let relative = String(path.dropFirst(root.count))
            if relative.split(separator: "/").contains(where: { ContentScanner.isIgnored(String($0)) }) { continue }
            guard let index = state.inputs.firstIndex(where: { $0.path == relative }) else {
                // A folder moved away is reported as itself: the inputs inside it are gone.
                let folder = relative + "/"
                if FileStamp(path) == nil, !state.inputs.contains(where: { $0.path.hasPrefix(folder) }) { continue }
                return nil
            }
            if !changed.contains(index) { changed.append(index) }
        }
        guard !changed.isEmpty else {
            return Outcome(files: [:], state: state, records: try RecordWriter(appendingIn: cache), edited: 0, rendered: 0)
        }
        let root = contentRoots.given
        return try run(changed: changed) { index in
            let relative = state.inputs[index].path, path = root + "/" + relative
            // Only a regular file the scan would take: anything else is a full build's to report.
            var info = stat()
            let taken = lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFREG && info.st_size <= ContentScanner.maximumArticleSize
            return ContentScanner.Entry(relativePath: relative, path: path, stamp: taken ? FileStamp(info) : nil)
        }
    }

    /// - Parameter entry: The content folder's file of an input, with its stamp now.
    private func run(changed: [Int], entry: (Int) -> ContentScanner.Entry) throws -> Outcome? {
        guard !changed.isEmpty else { return nil }
        let scanner = ContentScanner(root: options.content)
        var edited: [(page: Page, input: Int, record: PageRecord)] = []
        guard let records = RecordFile(in: cache) else {
            throw Diagnostic.damaged("the page records are missing").located(in: BuildState.recordsURL(in: cache).relativePathForDisplay)
        }
        defer { records.close() }
        var stamps: [Int: FileStamp] = [:]
        for index in changed {
            let entry = entry(index), input = state.inputs[index]
            guard let stamp = entry.stamp else { return nil }
            stamps[index] = stamp
            let pagePath = SitePlan.pagePath(forSource: entry.relativePath)
            guard entry.isMarkdown, let saved = input.source, !pagePath.hasSuffix("/index/"),
                  !entry.relativePath.hasSuffix("/index.md") else { return nil }
            guard case .success(let source?) = try Self.load(entry, scanner: scanner),
                  BuildState.frontMatterDigest(source) == saved.frontMatter else { return nil }
            let record = try records.read(state.records[saved.record])
            guard let frame = record.frame else { return nil }
            let language = String(entry.relativePath.prefix { $0 != "/" })
            edited.append((Page(kind: .article, path: pagePath, language: language, title: frame.article.title, source: source),
                           index, record))
        }

        // Render, then check every anchor the edited pages hold or are the target of.
        var renderer = ArticleRenderer(links: state.links, strings: theme.strings, memo: memo, blocks: options.blocks)
        renderer.fidelity = state.fidelity.siteFidelity
        var problems: [Diagnostic] = []
        var outputs: [String: ArticleRenderer.Output] = [:]
        for (page, _, _) in edited {
            do throws(Diagnostic) {
                let output = try renderer.render(page)
                problems += output.problems
                outputs[page.path] = output
            } catch {
                problems.append(error)
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        guard let fidelity = try fidelity(after: edited, outputs: &outputs, renderer: renderer, entry: entry, records: records) else {
            return nil
        }
        var anchorChecks = state.anchorChecks
        for (path, output) in outputs { anchorChecks[path] = output.anchorChecks.isEmpty ? nil : output.anchorChecks }
        problems = try brokenAnchors(anchorChecks, edited: outputs, records: records)
        if !problems.isEmpty { throw BuildFailure(problems) }

        var files: [String: Data?] = [:]
        var newState = state
        let writer = try RecordWriter(appendingIn: cache)
        var searchEdits: [String: [(number: Int, old: SearchDocument, new: SearchDocument)]] = [:]
        for (page, index, record) in edited {
            let output = outputs[page.path]!
            let words = InterfaceWords(theme.strings.all(language: page.language))
            let (article, layout) = record.frame!.views(rendered: output, words: words)
            files[page.outputPath] = PageComposer.document(.article(article), layout, templates: theme.templates)
            var newRecord = record
            newRecord.headingIDs = output.headings.map(\.id)
            newRecord.fidelity = output.fidelity
            let number = state.inputs[index].source!.record
            if let old = record.document {
                var document = old
                document.headings = output.headings.map(\.text)
                document.text = output.text
                newRecord.document = document
                searchEdits[page.language, default: []].append((number, old, document))
            }
            newState.records[number] = try writer.add(newRecord)
            newState.inputs[index].stamp = stamps[index]!
            let feed = "\(page.language)/feed.xml"
            if let frontMatter = page.frontMatter, frontMatter.description == nil, frontMatter.date != nil,
               !state.links.isAsset(feed) {
                let text = try files[feed].flatMap { $0 } ?? read(feed)
                files[feed] = try Self.locating(in: feed) {
                    try Self.feed(text, replacingSummaryOf: absoluteURL(page.path), with: output.summary)
                }
            }
        }
        // The pages that show the site's fidelity: only their tables changed.
        for (page, record) in fidelity.pages {
            let words = InterfaceWords(theme.strings.all(language: page.language))
            let (article, layout) = record.frame!.views(rendered: outputs[page.path]!, words: words)
            files[page.outputPath] = PageComposer.document(.article(article), layout, templates: theme.templates)
        }
        newState.fidelity = fidelity.table
        for (language, edits) in searchEdits {
            let stateFile = BuildState.url(in: cache).relativePathForDisplay
            let saved: SavedSearchIndex
            do throws(Diagnostic) {
                guard let decoded = try state.search[language]?.decode() else {
                    throw .damaged("the build state has no search index for '\(language)'")
                }
                saved = decoded
            } catch {
                throw error.located(in: stateFile)
            }
            newState.search[language] = .decoded(try search(saved, language: language, edits: edits, records: records, files: &files))
        }
        // A file of the content folder at the path of a generated one takes its place.
        for path in files.keys where state.links.isAsset(path) { files[path] = nil }
        newState.anchorChecks = anchorChecks
        return Outcome(files: files, state: newState, records: writer, edited: edited.count,
                       rendered: outputs.count + fidelity.pages.count)
    }

    private static func load(_ entry: ContentScanner.Entry, scanner: ContentScanner) throws -> Result<Page.Source?, Diagnostic> {
        let result = SiteGenerator.load(entry, scanner: scanner)
        // An article emptied is skipped with a warning: the site loses a page.
        if case .failure(let diagnostic) = result, diagnostic.severity == .error { throw diagnostic }
        return result
    }

    private func absoluteURL(_ path: String) -> String {
        state.links.baseURL + SitePlan.percentEncoded(path)
    }

    private func read(_ path: String) throws -> Data {
        guard let data = output.contents(at: path) else {
            throw Diagnostic.damaged("the output has no '\(path)', which the saved build state counts on")
        }
        return data
    }

    /// Anchors into or out of the edited pages that no heading answers.
    private func brokenAnchors(_ checks: [String: [ArticleRenderer.AnchorCheck]], edited: [String: ArticleRenderer.Output],
                               records: RecordFile) throws -> [Diagnostic] {
        var ids: [String: Set<String>] = [:]
        func headingIDs(_ path: String) throws -> Set<String> {
            if let known = ids[path] { return known }
            var found: Set<String> = []
            if let output = edited[path] {
                found = Set(output.headings.map(\.id))
            } else if let record = state.record(ofPage: path) {
                found = Set(try records.read(state.records[record]).headingIDs)
            }
            ids[path] = found
            return found
        }
        var problems: [Diagnostic] = []
        for (page, list) in checks.sorted(by: { $0.key < $1.key }) {
            for check in list where edited[page] != nil || edited[check.path] != nil {
                let targetIDs = try headingIDs(check.path)
                if !targetIDs.contains(check.anchor) { problems.append(check.diagnostic(headingIDs: targetIDs)) }
            }
        }
        return problems
    }

    /// Patches a language's search index files for edited documents.
    private func search(_ saved: SavedSearchIndex, language: String, edits: [(number: Int, old: SearchDocument, new: SearchDocument)],
                        records: RecordFile, files: inout [String: Data?]) throws -> SavedSearchIndex {
        var saved = saved
        let folder = "\(language)/search-index/"
        // Edits by document number, the position of the record in the index.
        let positions = Dictionary(saved.records.enumerated().map { ($1, $0) }, uniquingKeysWith: { a, _ in a })
        let edits = try edits.map { edit -> (number: Int, old: SearchDocument, new: SearchDocument) in
            guard let position = positions[edit.number] else {
                throw Diagnostic.damaged("the saved search index of '\(language)' does not list page record \(edit.number)")
            }
            return (position, edit.old, edit.new)
        }
        var termFragments: [Int: [UInt8]] = [:], pairFragments: [Int: [UInt8]] = [:]
        let oldTermCount = saved.terms.starts.count, oldPairCount = saved.pairs.starts.count
        for edit in edits {
            let changes = SearchIndex.changes(from: SearchTerms(edit.old), to: SearchTerms(edit.new))
            // Fragments already patched for an earlier edit are read as patched.
            let terms = try Self.locating(in: folder + "t/") {
                try saved.terms.patched(document: UInt32(edit.number), changes: changes.terms, stride: 2) { number in
                    try termFragments[number] ?? [UInt8](read(folder + "t/\(number).json"))
                }
            }
            let pairs = try Self.locating(in: folder + "p/") {
                try saved.pairs.patched(document: UInt32(edit.number), changes: changes.pairs, stride: 1) { number in
                    try pairFragments[number] ?? [UInt8](read(folder + "p/\(number).json"))
                }
            }
            saved.terms = terms.layout
            saved.pairs = pairs.layout
            termFragments.merge(terms.fragments) { $1 }
            pairFragments.merge(pairs.fragments) { $1 }
        }
        for (fragments, count, oldCount, table) in [(termFragments, saved.terms.starts.count, oldTermCount, "t"),
                                                     (pairFragments, saved.pairs.starts.count, oldPairCount, "p")] {
            for (number, bytes) in fragments where number < count { files[folder + "\(table)/\(number).json"] = Data(bytes) }
            for number in count..<max(count, oldCount) { files[folder + "\(table)/\(number).json"] = .some(nil) }
        }
        // Entry chunks of the edited documents, with the documents beside them as they were.
        let newDocuments = Dictionary(edits.map { ($0.number, $0.new) }, uniquingKeysWith: { $1 })
        for chunk in Set(edits.map { $0.number / SearchIndex.chunkSize }) {
            let range = (chunk * SearchIndex.chunkSize)..<min((chunk + 1) * SearchIndex.chunkSize, saved.records.count)
            let documents = try range.map { number -> SearchEntry in
                if let document = newDocuments[number] { return SearchEntry(document) }
                let record = saved.records[number]
                guard record >= 0, record < state.records.count, let document = try records.read(state.records[record]).document else {
                    throw Diagnostic.damaged("the saved search index of '\(language)' names page record \(record), which has no search document")
                }
                return SearchEntry(document)
            }
            files[folder + "d/\(chunk).json"] = SearchIndex.chunk(documents)
        }
        let manifest = SearchIndex.manifest(documents: saved.records.count, terms: saved.terms.firstKeys,
                                            pairs: saved.pairs.firstKeys, sections: saved.sections)
        files[folder + "manifest.json"] = Data(manifest.utf8)
        return saved
    }

    /// `body`'s value; a damaged file it reports without a path (a search fragment that does
    /// not fit its saved layout, a feed without the entry) is named by `path`, the output file
    /// or folder it read. Any other error goes on as it is.
    private static func locating<Value>(in path: String, _ body: () throws -> Value) throws -> Value {
        do {
            return try body()
        } catch let damage as Diagnostic where damage.code == .damaged && damage.path.isEmpty {
            throw damage.located(in: path)
        }
    }

    /// The feed with the summary of the entry whose id is `url` replaced.
    static func feed(_ feed: Data, replacingSummaryOf url: String, with summary: String) throws -> Data {
        let id = Data("<id>\(HTMLEscaping.attribute(url))</id>\n".utf8)
        guard let entry = feed.range(of: id),
              let open = feed.range(of: Data("<summary>".utf8), in: entry.upperBound..<feed.endIndex),
              let close = feed.range(of: Data("</summary>\n</entry>".utf8), in: open.upperBound..<feed.endIndex) else {
            throw Diagnostic.damaged("the feed has no entry '\(url)' with a summary to replace")
        }
        var result = Data(feed[..<open.upperBound])
        result.append(Data(HTMLEscaping.attribute(summary).utf8))
        result.append(feed[close.lowerBound...])
        return result
    }
}
