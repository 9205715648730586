import Foundation
@testable import RotorOutput
@testable import RotorSearch
@testable import RotorSite
import RotorTesting
import Testing

/// Runs the site's own search scripts in node against a build held in memory: the sharded
/// reader on the index files, the reference (Tests/Search/reference.js) on the documents.
enum SearchHarness {
    static let repository = TestSite.repositoryTemplates.deletingLastPathComponent()

    /// The output of `node script arguments…`, with its exit status (`NodeScript`).
    static func node(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        try NodeScript.run(script, arguments)
    }

    /// Builds `site` as `rotor build` does, writes its search index files below a temporary
    /// folder and returns that folder with each language's documents as the build kept them
    /// for its next run, in index order.
    static func build(_ site: TestSite) async throws -> (folder: URL, documents: [String: [SearchDocument]]) {
        let folder = site.root.appendingPathComponent("search-out")
        let generated = try await SiteGenerator(options: site.options).generate(sink: SearchFiles(folder: folder))
        let kept = try #require(generated.kept)
        return (folder, kept.search.mapValues { index in index.records.compactMap { kept.records[$0].document } })
    }

    /// Writes the search index files it is given, and only those.
    private struct SearchFiles: OutputSink {
        let folder: URL

        func place(_ file: OutputFile) throws {
            guard file.path.contains("/search-index/"), case .data(let data) = file.contents else { return }
            let url = folder.appendingPathComponent(file.path)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: url)
        }
    }

    /// Compares sharded and reference search for `queries` in `language`; node's report.
    static func compare(_ folder: URL, language: String, documents: [SearchDocument],
                        queries: [String]) throws -> (status: Int32, output: String) {
        let documentsFile = folder.appendingPathComponent("\(language)-documents.json")
        let queriesFile = folder.appendingPathComponent("\(language)-queries.json")
        try JSONEncoder().encode(documents).write(to: documentsFile)
        try JSONEncoder().encode(queries).write(to: queriesFile)
        return try node("Tests/Search/compare.js", [folder.path, language, documentsFile.path, queriesFile.path])
    }
}
