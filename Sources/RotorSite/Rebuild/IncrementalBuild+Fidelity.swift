import Foundation
import RotorTranscripts

extension IncrementalBuild {
    /// The site's fidelity after the edits, and the pages that show it, rendered again when
    /// it changed (edited ones among them are rendered again in `outputs`; the others are
    /// returned to be composed); `nil` when only a full build can place the change: a page
    /// that gains its first transcript or loses its last one, a ```` ```fidelity ```` or
    /// ```` ```phrases ```` block added or removed, or such a page that is not an article.
    func fidelity(after edited: [(page: Page, input: Int, record: PageRecord)], outputs: inout [String: ArticleRenderer.Output],
                  renderer: ArticleRenderer, entry: (Int) -> ContentScanner.Entry, records: RecordFile)
        throws -> (table: FidelityTable, pages: [(page: Page, record: PageRecord)])? {
        var table = state.fidelity
        var changed = false
        for (page, input, record) in edited {
            let path = state.inputs[input].path
            guard renderer.blocks.showsSite(page.source?.body ?? "") == table.dependents.contains(path) else { return nil }
            let new = outputs[page.path]?.fidelity ?? []
            guard new != record.fidelity else { continue }
            let number = state.inputs[input].source!.record
            guard !new.isEmpty, let position = table.pages.firstIndex(where: { $0.record == number }) else { return nil }
            table.pages[position].entries = new
            changed = true
        }
        guard changed else { return (table, []) }

        var whole = renderer
        whole.fidelity = table.siteFidelity
        let editedPages = Dictionary(edited.map { (state.inputs[$0.input].path, $0.page) }, uniquingKeysWith: { a, _ in a })
        let scanner = ContentScanner(root: options.content)
        var pages: [(page: Page, record: PageRecord)] = []
        for path in table.dependents {
            if let page = editedPages[path] {
                outputs[page.path] = try render(page, with: whole)
                continue
            }
            guard let index = state.inputs.firstIndex(where: { $0.path == path }), let saved = state.inputs[index].source,
                  case .success(let source?) = SiteGenerator.load(entry(index), scanner: scanner),
                  BuildState.frontMatterDigest(source) == saved.frontMatter else { return nil }
            let record = try records.read(state.records[saved.record])
            guard let frame = record.frame, !path.hasSuffix("/index.md") else { return nil }
            let page = Page(kind: .article, path: SitePlan.pagePath(forSource: path), language: String(path.prefix { $0 != "/" }),
                            title: frame.article.title, source: source)
            outputs[page.path] = try render(page, with: whole)
            pages.append((page, record))
        }
        return (table, pages)
    }

    private func render(_ page: Page, with renderer: ArticleRenderer) throws -> ArticleRenderer.Output {
        let output = try renderer.render(page)
        if !output.problems.isEmpty { throw BuildFailure(output.problems) }
        return output
    }
}
