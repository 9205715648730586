import RotorDiagnostics
import RotorSite

/// The paths a publish adds, changes and removes, each list sorted.
///
/// Rotor's own bookkeeping file, the manifest, is never listed.
public struct PublishChanges: Sendable, Equatable {
    public var added: [String]
    public var changed: [String]
    public var removed: [String]

    public init(added: [String] = [], changed: [String] = [], removed: [String] = []) {
        self.added = added.sorted()
        self.changed = changed.sorted()
        self.removed = removed.sorted()
    }

    public var isEmpty: Bool { added.isEmpty && changed.isEmpty && removed.isEmpty }

    /// One line per path, `added`, `changed` or `removed` followed by the path, for `--dry-run`.
    public var listing: [String] {
        added.map { "added    \($0)" } + changed.map { "changed  \($0)" } + removed.map { "removed  \($0)" }
    }
}

/// What a finished `rotor publish` reports.
public struct PublishSummary: Sendable, CustomStringConvertible {
    public var target: PublishTarget
    public var pageCount: Int
    public var changes = PublishChanges()
    public var dryRun: Bool
    /// The commit the branch points at after a git publish.
    public var commit: String?
    /// The remote the branch was pushed to.
    public var pushedTo: String?
    /// Problems that did not stop the build, such as skipped empty files.
    public var warnings: [Diagnostic]

    public init(_ target: PublishTarget, pageCount: Int, dryRun: Bool, warnings: [Diagnostic] = []) {
        self.target = target
        self.pageCount = pageCount
        self.dryRun = dryRun
        self.warnings = warnings
    }

    public var description: String {
        let counts = "\(changes.added.count) added, \(changes.changed.count) changed, \(changes.removed.count) removed"
        if dryRun {
            return "Dry run: publishing \(pageCount) pages to \(target) would leave \(counts); nothing was written"
        }
        var line = "Published \(pageCount) pages to \(target) (\(counts))"
        if let commit { line += changes.isEmpty ? ", already at \(commit.prefix(12))" : ", commit \(commit.prefix(12))" }
        if let pushedTo { line += ", pushed to \(pushedTo)" }
        return line
    }
}
