import ArgumentParser
import RotorSite

/// `rotor build`: Content/ to site/, all or nothing.
struct BuildCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "build",
        abstract: "Build the site into the output folder, replacing it only when the whole build succeeds.")

    @OptionGroup var site: SiteOptions

    @Option(name: .long, help: ArgumentHelp("The output folder.", valueName: "dir"))
    var output: String = "site"

    func run() async throws {
        do {
            let summary = try await BuildAction(options: site.buildOptions(output: output), logger: site.logger).run()
            DiagnosticReporter.warn(summary.warnings)
            print(summary)
        } catch {
            throw DiagnosticReporter.fail(error)
        }
    }
}
