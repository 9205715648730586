import Foundation
import RotorSite

/// What `rotor publish` builds and where it puts it.
public struct PublishOptions: Sendable {
    /// The site to build; its `output` is not used, since ``target`` says where the site goes.
    public var build: BuildOptions
    public var target: PublishTarget
    /// A git remote to push the branch to after committing; only for ``PublishTarget/gitBranch(_:)``.
    public var remote: String?
    /// The commit message for ``PublishTarget/gitBranch(_:)``.
    public var message: String
    /// Reports what would change and writes nothing at all.
    public var dryRun: Bool
    /// The folder git runs in, inside the repository that owns the branch.
    public var repository: URL

    /// The commit message used when none is given.
    public static let defaultMessage = "Publish site"

    public init(
        build: BuildOptions, target: PublishTarget, remote: String? = nil, message: String? = nil,
        dryRun: Bool = false, repository: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) {
        self.build = build
        self.target = target
        self.remote = remote
        self.message = message ?? Self.defaultMessage
        self.dryRun = dryRun
        self.repository = repository
    }
}
