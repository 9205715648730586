import Foundation
import Logging
import RotorDiagnostics
import RotorOutput
import RotorSearch

extension SiteGenerator {
    /// What `rotor serve`'s last good build keeps for the edits after it: the same
    /// ``BuildState`` `rotor build` saves (its records in the cache's folder), the theme it
    /// composed with, and the files it made.
    struct EditBase {
        var state: BuildState
        var theme: Theme
        var files: HeldFiles
        /// The real paths of articles the content folder links to: the watcher reports an edit
        /// there under that path, not the link's, so such an edit builds the whole site.
        var linkTargets: Set<String>
    }

    /// Rebuilds after edits to the text of existing articles with ``IncrementalBuild``, the
    /// engine `rotor build` uses, patching the files held in memory instead of an output
    /// folder. Anything else than article text (a new or removed file, a front-matter change,
    /// a template or config change, an asset) returns `nil` for a full rebuild.
    ///
    /// - Parameter changed: Absolute paths the file watcher reported.
    func rebuild(after changed: Set<String>, cache: BuildCache) throws -> GeneratedSite? {
        // Taken out of the cache while it is updated, so its arrays are changed in place.
        guard !changed.isEmpty, let folder = cache.recordFolder, var base = cache.takeBase(),
              changed.isDisjoint(with: base.linkTargets) else { return nil }
        var clock = StageClock(logger: logger)
        do {
            let engine = IncrementalBuild(options: options, state: base.state, theme: base.theme, cache: folder,
                                          output: base.files, memo: cache.memo)
            // A `nil` leaves the cache without a base: the full build makes a new one.
            guard let outcome = try engine.run(changedPaths: changed) else { return nil }
            try outcome.records.flush()
            clock.lap("\(outcome.edited) edited articles rendered from the kept state")
            var composed = 0
            base.files.apply(outcome.files) { path, data in
                guard path.hasSuffix(".html") else { return .data(data) }
                composed += 1
                return cache.replacePage(path, with: data)
            }
            base.state = outcome.state
            cache.edited(rendered: outcome.rendered, composed: composed)
            cache.base = base
            clock.lap("\(outcome.files.count) files patched")
            return GeneratedSite(files: base.files.files, pageCount: base.state.pageCount, warnings: base.state.warnings)
        } catch let damage as Diagnostic where damage.code == .damaged {
            // The kept state or the files do not fit each other (its records file removed, a
            // fragment that does not match): the full build makes a new base, as in `rotor build`.
            logger.debug("building the whole site: \(damage.path.isEmpty ? "" : damage.path + ": ")\(damage.message)")
            return nil
        } catch {
            cache.base = base
            throw error
        }
    }

    /// Keeps what edits after this full build need; without a folder for its records, every
    /// rebuild is a full one.
    func keepBase(_ kept: KeptBuild, entries: [ContentScanner.Entry], theme: Theme, files: [OutputFile],
                  pageCount: Int, warnings: [Diagnostic], in cache: BuildCache) {
        guard let folder = cache.recordFolder,
              let state = try? BuildState(kept: kept, entries: entries, recordsIn: folder,
                                          pageCount: pageCount, fileCount: files.count, warnings: warnings) else {
            cache.base = nil
            return
        }
        // The scan reads a link from its target, below the content folder's real path; the
        // watcher may report it below either spelling of the folder.
        let contentRoots = options.contentRoots
        let roots = Set([contentRoots.real, contentRoots.given])
        let real = contentRoots.real + "/"
        var linkTargets: Set<String> = []
        for entry in entries where entry.path != real + entry.relativePath && entry.path.hasPrefix(real) {
            let target = entry.path.dropFirst(real.count)
            for root in roots { linkTargets.insert(root + "/" + target) }
        }
        cache.base = EditBase(state: state, theme: theme, files: HeldFiles(files), linkTargets: linkTargets)
    }
}
