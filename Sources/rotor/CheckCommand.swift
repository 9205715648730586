import ArgumentParser
import RotorSite

/// `rotor check`: validate everything, write nothing.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every validation (links, anchors, alt text, heading order, transcript expectations) without writing output.")

    @OptionGroup var site: SiteOptions

    @Flag(help: "Treat warnings (such as unknown front-matter fields) as errors.")
    var strict = false

    func run() async throws {
        do {
            let result = try await CheckAction(options: site.buildOptions(output: "site"), logger: site.logger).run()
            if strict, !result.warnings.isEmpty {
                throw BuildFailure(result.warnings.map { warning in
                    var error = warning
                    error.severity = .error
                    return error
                })
            }
            DiagnosticReporter.warn(result.warnings)
            print("Checked \(result.pageCount) pages: no errors")
        } catch {
            throw DiagnosticReporter.fail(error, wrote: false)
        }
    }
}
