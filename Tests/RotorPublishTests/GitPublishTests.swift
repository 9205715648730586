import Foundation
import RotorDiagnostics
import RotorPublish
import RotorSite
import Testing

@Suite struct GitPublishTests {
    /// A site in a repository with a commit on `main`, an uncommitted edit, a staged file and
    /// an untracked file, and a bare repository in another folder as its `origin`.
    func makeRepository() async throws -> (site: PublishFixture, work: GitFixture, remote: GitFixture) {
        let site = try PublishFixture()
        let work = try await GitFixture(at: site.root)
        let remote = try await GitFixture(
            at: FileManager.default.temporaryDirectory.appendingPathComponent("rotor-remote-\(UUID().uuidString).git"), bare: true)
        try await work.git(["add", "-A"])
        try await work.git(["commit", "--quiet", "-m", "Site"])
        try await work.git(["remote", "add", "origin", remote.directory.path])
        try site.write("en/index.md", PublishFixture.article("Welcome", "Edited, not committed."))
        try Data("staged\n".utf8).write(to: site.url("staged.txt"))
        try await work.git(["add", "staged.txt"])
        try Data("untracked\n".utf8).write(to: site.url("untracked.txt"))
        return (site, work, remote)
    }

    @Test func commitsToABranchAndPushesWithoutTouchingTheWorkingTree() async throws {
        let (site, work, remote) = try await makeRepository()
        let before = try await work.userState()

        let summary = try await site.publish(.gitBranch("gh-pages"), remote: "origin")
        let touched = try await work.changes(since: before)
        #expect(touched == [], "working tree, index, HEAD and branch as they were")
        let commit = try #require(summary.commit)
        #expect(try await remote.git(["rev-parse", "refs/heads/gh-pages"]) == commit)
        #expect(try await remote.git(["log", "--format=%s", "gh-pages"]) == PublishOptions.defaultMessage)

        let paths = try await remote.paths("gh-pages")
        let generated = try await SiteGenerator(options: site.options(.gitBranch("gh-pages")).build).generate()
        #expect(paths == (generated.files.map(\.path) + [".nojekyll", "CNAME", PublishManifest.fileName]).sorted())
        #expect(paths.contains("en/sliders/custom-slider/index.html") && paths.contains("ko/sliders/custom-slider/index.html"))
        #expect(paths.contains("en/sliders/sample.txt") && paths.contains("404.html") && paths.contains("sitemap.xml"))
        #expect(try await remote.git(["show", "gh-pages:CNAME"]) == "patterns.example.org")
        #expect(try await remote.git(["show", "gh-pages:.nojekyll"]) == "")
        let manifest = PublishManifest(parsing: try await remote.git(["show", "gh-pages:\(PublishManifest.fileName)"]))
        #expect(manifest.paths == Set(paths).subtracting([PublishManifest.fileName]))
        #expect(summary.changes.added == paths.filter { $0 != PublishManifest.fileName })
    }

    @Test func theTreeIsTheSameForTheSameSite() async throws {
        let (site, work, _) = try await makeRepository()
        let first = try #require(try await site.publish(.gitBranch("gh-pages")).commit)
        let again = try await site.publish(.gitBranch("gh-pages"))
        #expect(again.commit == first && again.changes.isEmpty, "an unchanged site makes no new commit")

        let other = try await GitFixture(at: site.url("other"))
        let elsewhere = try #require(try await site.publish(.gitBranch("pages"), repository: other.directory).commit)
        let tree = try await work.git(["rev-parse", "\(first)^{tree}"])
        #expect(try await other.git(["rev-parse", "\(elsewhere)^{tree}"]) == tree, "byte-identical trees in two repositories")
    }

    @Test func keepsFilesOthersCommittedAndRemovesPagesThatAreGone() async throws {
        let (site, work, _) = try await makeRepository()
        try site.write("en/retired.md", PublishFixture.article("Retired"))
        let first = try #require(try await site.publish(.gitBranch("gh-pages")).commit)
        // Someone adds a verification file to the branch by hand.
        let blob = try await work.git(["hash-object", "-w", "--stdin"], input: "google-site-verification\n")
        var entries = try await work.repository.treeEntries(first)
        entries.append(GitTreeEntry(mode: "100644", type: "blob", object: blob, path: "google123.html"))
        let tree = try await work.repository.writeTree(entries)
        let byHand = try await work.git(["commit-tree", tree, "-p", first, "-m", "Verify domain"])
        try await work.git(["update-ref", "refs/heads/gh-pages", byHand])
        try site.remove("en/retired.md")
        let before = try await work.userState()
        let summary = try await site.publish(.gitBranch("gh-pages"))
        #expect(summary.changes.removed == ["en/retired/index.html"])
        #expect(summary.changes.added.isEmpty)
        let paths = try await work.paths("gh-pages")
        #expect(paths.contains("google123.html") && !paths.contains("en/retired/index.html"))
        #expect(try await work.git(["rev-parse", "gh-pages^"]) == byHand, "the new commit follows the branch")
        let touched = try await work.changes(since: before)
        #expect(touched == [])
    }

    @Test func dryRunWritesNoObjectsAndMovesNoBranch() async throws {
        let (site, work, _) = try await makeRepository()
        let objects = try await work.git(["count-objects", "-v"])
        let summary = try await site.publish(.gitBranch("gh-pages"), dryRun: true)
        #expect(summary.commit == nil)
        #expect(summary.changes.added.contains(".nojekyll") && summary.changes.added.contains("CNAME"))
        #expect(try await work.git(["count-objects", "-v"]) == objects)
        #expect(try await work.repository.query(["rev-parse", "--verify", "--quiet", "refs/heads/gh-pages"]) == nil)
    }

    @Test func refusesTheCheckedOutBranchAndBadNames() async throws {
        let (site, work, _) = try await makeRepository()
        let before = try await work.userState()
        for (branch, message) in [("main", "branch 'main' is checked out; publish to a branch that is not, such as gh-pages"),
                                  ("bad..name", "'bad..name' is not a valid git branch name")] {
            let errors = await site.failures(.gitBranch(branch))
            #expect(errors.map(\.message) == [message])
        }
        let touched = try await work.changes(since: before)
        #expect(touched == [])
    }
}
