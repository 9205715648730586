import Foundation

/// Where `rotor publish` puts the site.
public enum PublishTarget: Sendable, Equatable {
    /// A folder, replaced atomically; files Rotor did not write are kept.
    case directory(URL)
    /// A branch of the current git repository, committed without touching the working tree.
    case gitBranch(String)

    /// The prefix that selects a git branch in `--to git:BRANCH`.
    public static let gitPrefix = "git:"

    /// Reads `--to`: `git:BRANCH` names a branch, anything else a folder.
    ///
    /// - Parameter argument: The text after `--to`, such as `public` or `git:gh-pages`.
    /// - Returns: `nil` when the text is empty or names no branch (`git:`).
    public init?(parsing argument: String) {
        if argument.hasPrefix(Self.gitPrefix) {
            let branch = String(argument.dropFirst(Self.gitPrefix.count))
            guard !branch.isEmpty else { return nil }
            self = .gitBranch(branch)
        } else {
            guard !argument.isEmpty else { return nil }
            self = .directory(URL(fileURLWithPath: argument))
        }
    }
}

extension PublishTarget: CustomStringConvertible {
    /// The target as the user wrote it: a path, or `git:BRANCH`.
    public var description: String {
        switch self {
        case .directory(let url): url.path
        case .gitBranch(let branch): Self.gitPrefix + branch
        }
    }
}
