import ArgumentParser
import RotorSite

/// `rotor check`: validate everything, write nothing.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every validation (links, anchors, alt text, heading order, transcript expectations) without writing output.")

    @OptionGroup var site: SiteOptions

    func run() async throws {
        do {
            let result = try await CheckAction(options: site.buildOptions(output: "site"), logger: site.logger).run()
            DiagnosticReporter.warn(result.warnings)
            print("Checked \(result.pageCount) pages: no errors")
        } catch {
            throw DiagnosticReporter.fail(error, wrote: false)
        }
    }
}
