import ArgumentParser
import Foundation
import RotorPublish
import RotorSite

/// `rotor publish`: the site into a folder or onto a git branch, keeping files Rotor did not write.
struct PublishCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "publish",
        abstract: "Publish the site into a folder or onto a git branch such as gh-pages.",
        discussion: """
            A folder is replaced atomically. Files Rotor did not write there (CNAME, .git, .well-known) \
            are kept; files an earlier publish wrote and the site no longer has are removed. A git branch \
            gets a new commit made without touching the working tree, the index or the current branch, \
            with .nojekyll and a CNAME from site.yml's cname.
            """)

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: ArgumentHelp("Where to publish: a folder, or git:BRANCH for a branch of this repository.", valueName: "dir|git:branch"))
    var to: String

    @Option(name: .long, help: ArgumentHelp("Push the branch to this git remote after committing (git:BRANCH only).", valueName: "name"))
    var remote: String?

    @Option(name: .long, help: ArgumentHelp("The commit message (git:BRANCH only; default: \"\(PublishOptions.defaultMessage)\").", valueName: "text"))
    var message: String?

    @Flag(name: .long, help: "List the files that would be added, changed and removed, and write nothing.")
    var dryRun = false

    func validate() throws {
        guard let target = PublishTarget(parsing: to) else {
            throw ValidationError("--to needs a folder or git:BRANCH, such as --to public or --to git:gh-pages")
        }
        if case .directory = target, remote != nil || message != nil {
            throw ValidationError("--remote and --message only apply to --to git:BRANCH")
        }
    }

    func run() async throws {
        let target = PublishTarget(parsing: to)!
        let options = PublishOptions(build: site.buildOptions(output: to), target: target, remote: remote,
                                     message: message, dryRun: dryRun)
        do {
            let summary = try await PublishAction(options: options, logger: site.logger).run()
            DiagnosticReporter.warn(summary.warnings)
            if dryRun { summary.changes.listing.forEach { print($0) } }
            print(summary)
        } catch {
            throw DiagnosticReporter.fail(error)
        }
    }
}
