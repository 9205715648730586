import Foundation
import RotorDiagnostics
import RotorSite

/// Commits a site to a branch of a git repository with git's plumbing commands.
///
/// Blobs are stored with `hash-object`, the tree is built in a temporary index and the commit
/// is made with `commit-tree` and `update-ref`, so the working tree, the index, `HEAD` and
/// the branch checked out are never touched. Files in the branch that Rotor did not write
/// (listed in no ``PublishManifest``) are carried over into the new commit.
public struct GitPublisher: Sendable {
    public var repository: GitRepository
    public var branch: String
    /// A remote to push the branch to, and whose copy of the branch is the parent when the
    /// branch does not exist here yet.
    public var remote: String?
    public var message: String

    public init(repository: GitRepository, branch: String, remote: String? = nil, message: String = PublishOptions.defaultMessage) {
        self.repository = repository
        self.branch = branch
        self.remote = remote
        self.message = message
    }

    /// What a publish did, or would do on a dry run.
    public struct Outcome: Sendable, Equatable {
        public var changes: PublishChanges
        /// The commit the branch points at now; `nil` on a dry run.
        public var commit: String?
        /// The tree of that commit; `nil` on a dry run.
        public var tree: String?
    }

    var ref: String { "refs/heads/\(branch)" }

    /// Commits `files` (and pushes, when there is a remote), or only reports the changes.
    ///
    /// - Throws: A ``RotorSite/Diagnostic`` when this is not a repository, the branch name is
    ///   invalid or checked out, or git fails; ``RotorSite/BuildFailure`` for files in the
    ///   branch that Rotor did not write and would have to overwrite.
    public func publish(_ files: [PublishedFile], dryRun: Bool) async throws -> Outcome {
        try await checkBranch()
        let local = try await repository.query(["rev-parse", "--verify", "--quiet", "\(ref)^{commit}"])
        var parent = local
        if parent == nil, let remote {
            parent = try await repository.query(["rev-parse", "--verify", "--quiet", "refs/remotes/\(remote)/\(branch)^{commit}"])
        }
        let previous = try await PreviousCommit.load(parent, from: repository)
        let manifest = PublishManifest(paths: files.map(\.path))
        let objects = try await repository.hashObjects(files.map(\.data) + [manifest.data], write: !dryRun)
        let plan = try previous.plan(files: files, objects: Array(objects.dropLast()), branch: "\(PublishTarget.gitPrefix)\(branch)")
        guard !dryRun else { return Outcome(changes: plan.changes, commit: nil, tree: nil) }

        let manifestEntry = GitTreeEntry(mode: "100644", type: "blob", object: objects.last!, path: PublishManifest.fileName)
        let tree = try await repository.writeTree(plan.entries + [manifestEntry])
        var commit = parent
        if let parent, try await repository.query(["rev-parse", "\(parent)^{tree}"]) == tree {
            commit = parent
        } else {
            let output = try await repository.run(["commit-tree", tree, "-m", message] + (parent.map { ["-p", $0] } ?? []))
            commit = String(decoding: output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
        }
        guard let commit else { throw Diagnostic(path: repository.directory.path, message: "git commit-tree made no commit") }
        if commit != local {
            try await repository.run(["update-ref", "-m", "rotor publish", ref, commit, local ?? ""])
        }
        if let remote {
            try await repository.run(["push", "--quiet", remote, "\(ref):\(ref)"])
        }
        return Outcome(changes: plan.changes, commit: commit, tree: tree)
    }

    /// Refuses invalid branch names and branches checked out in any worktree, since moving
    /// those would change a working tree.
    private func checkBranch() async throws {
        let place = repository.directory.path
        guard try await repository.query(["rev-parse", "--git-dir"]) != nil else {
            throw Diagnostic(path: place, message: "not inside a git repository; run rotor publish in one, or publish with --to DIR")
        }
        guard try await repository.query(["check-ref-format", "--branch", branch]) != nil else {
            throw Diagnostic(path: place, message: "'\(branch)' is not a valid git branch name")
        }
        let worktrees = try await repository.query(["worktree", "list", "--porcelain"]) ?? ""
        if worktrees.split(separator: "\n").contains(where: { $0 == "branch \(ref)" }) {
            throw Diagnostic(path: place, message: "branch '\(branch)' is checked out; publish to a branch that is not, such as gh-pages")
        }
    }
}
