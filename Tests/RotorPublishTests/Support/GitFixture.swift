import Foundation
import RotorPublish
import Testing

/// A git repository in a temporary folder, with an identity so that commits work anywhere.
struct GitFixture {
    let repository: GitRepository
    var directory: URL { repository.directory }

    /// Runs git with no user or system configuration, so the machine's settings cannot leak in.
    static let environment = [
        "GIT_CONFIG_NOSYSTEM": "1", "GIT_CONFIG_GLOBAL": "/dev/null",
        "GIT_AUTHOR_NAME": "Rotor Test", "GIT_AUTHOR_EMAIL": "test@example.org",
        "GIT_COMMITTER_NAME": "Rotor Test", "GIT_COMMITTER_EMAIL": "test@example.org",
    ]

    /// Creates a repository at `directory`, bare or with `main` checked out.
    init(at directory: URL, bare: Bool = false) async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        repository = GitRepository(directory: directory, environment: Self.environment)
        try await git(["init", "--quiet", "--initial-branch=main"] + (bare ? ["--bare"] : []))
        // `rotor publish` runs git with the real environment, so the identity and signing
        // settings it needs live in the repository itself.
        for (key, value) in [("user.name", "Rotor Test"), ("user.email", "test@example.org"), ("commit.gpgsign", "false")] {
            try await git(["config", key, value])
        }
    }

    @discardableResult
    func git(_ arguments: [String], input: String = "") async throws -> String {
        let output = try await repository.run(arguments, input: Data(input.utf8))
        return String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    /// The paths in `treeish`, sorted.
    func paths(_ treeish: String) async throws -> [String] {
        try await repository.treeEntries(treeish).map(\.path).sorted()
    }

    /// Everything a publish must leave alone: `HEAD`, the branch, the index's bytes, the
    /// status, and every file of the working tree outside `.git`.
    func userState() async throws -> [String: String] {
        let files = try snapshot(directory).filter { !$0.key.hasPrefix(".git/") }
        let index = try Data(contentsOf: directory.appendingPathComponent(".git/index"))
        var state = [
            "HEAD": try await git(["rev-parse", "HEAD"]),
            "branch": try await git(["symbolic-ref", "HEAD"]),
            "status": try await git(["--no-optional-locks", "status", "--porcelain=v1", "--untracked-files=all"]),
            "index": index.base64EncodedString(),
        ]
        for (path, data) in files { state["file " + path] = data.base64EncodedString() }
        return state
    }

    /// The names of the parts of ``userState()`` that differ from `before`, sorted.
    func changes(since before: [String: String]) async throws -> [String] {
        let after = try await userState()
        return Set(before.keys).union(after.keys).filter { before[$0] != after[$0] }.sorted()
    }
}
