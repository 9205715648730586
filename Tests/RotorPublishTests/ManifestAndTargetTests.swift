import Foundation
import RotorDiagnostics
@testable import RotorPublish
import RotorSite
import Testing

@Suite struct ManifestAndTargetTests {
    @Test func manifestIsAHeaderThenSortedPaths() {
        let manifest = PublishManifest(paths: ["sitemap.xml", "en/sliders/index.html", "404.html", "en/index.html"])
        #expect(String(decoding: manifest.data, as: UTF8.self) == """
            # Files written by rotor publish. Rotor replaces or removes only these; other files are kept.
            404.html
            en/index.html
            en/sliders/index.html
            sitemap.xml

            """)
        #expect(PublishManifest(parsing: String(decoding: manifest.data, as: UTF8.self)) == manifest)
        #expect(manifest.folders == ["en", "en/sliders"])
    }

    @Test func manifestParsingSkipsCommentsAndBlankLines() {
        let manifest = PublishManifest(parsing: "# note\n\nindex.html\n# another\nen/index.html\n")
        #expect(manifest.paths == ["index.html", "en/index.html"])
    }

    @Test func targetsAreFoldersOrGitBranches() {
        #expect(PublishTarget(parsing: "public") == .directory(URL(fileURLWithPath: "public")))
        #expect(PublishTarget(parsing: "git:gh-pages") == .gitBranch("gh-pages"))
        #expect(PublishTarget(parsing: "git:gh-pages")?.description == "git:gh-pages")
        #expect(PublishTarget(parsing: "git:") == nil)
        #expect(PublishTarget(parsing: "") == nil)
    }

    @Test func changesListEveryPathOnce() {
        let changes = PublishChanges(added: ["b", "a"], changed: ["c"], removed: ["d"])
        #expect(changes.listing == ["added    a", "added    b", "changed  c", "removed  d"])
        #expect(!changes.isEmpty && PublishChanges().isEmpty)
    }

    @Test func siteConfigReadsAnOptionalCNAME() throws {
        #expect(try SiteConfig.parse("title: T\ncname: docs.example.org\n", path: "site.yml").cname == "docs.example.org")
        #expect(try SiteConfig.parse("title: T\n", path: "site.yml").cname == nil)
        #expect(throws: Diagnostic.self) { try SiteConfig.parse("title: T\ncname: https://docs.example.org/\n", path: "site.yml") }
        do {
            _ = try SiteConfig.parse("title: T\ncname: https://docs.example.org/\n", path: "site.yml")
        } catch {
            #expect(error.description == "site.yml:2:8: error: 'cname' must be a host name such as docs.example.org, without https:// or a path")
        }
    }

    @Test func summaryLinesNameTheTargetAndCounts() {
        var summary = PublishSummary(.gitBranch("gh-pages"), pageCount: 3, dryRun: false)
        summary.changes = PublishChanges(added: ["a"], removed: ["b"])
        summary.commit = "0123456789abcdef0123"
        summary.pushedTo = "origin"
        #expect(summary.description == "Published 3 pages to git:gh-pages (1 added, 0 changed, 1 removed), commit 0123456789ab, pushed to origin")
        summary.dryRun = true
        #expect(summary.description == "Dry run: publishing 3 pages to git:gh-pages would leave 1 added, 0 changed, 1 removed; nothing was written")
    }
}
