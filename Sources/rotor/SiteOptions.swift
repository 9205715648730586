import ArgumentParser
import Foundation
import Logging
import RotorDiagnostics
import RotorSite

/// Options shared by every command that builds the site.
struct SiteOptions: ParsableArguments {
    @Option(name: .long, help: ArgumentHelp("The content folder, holding site.yml.", valueName: "dir"))
    var content: String = "Content"

    @Option(name: .long, help: ArgumentHelp("The templates folder (default: Templates, or the built-in theme when absent).", valueName: "dir"))
    var templates: String?

    @Option(name: .long, help: ArgumentHelp("Replace base_url from site.yml, e.g. https://host/sub/path/.", valueName: "url"))
    var baseURL: String?

    @Flag(name: .long, help: "Include articles marked draft: true.")
    var drafts = false

    @Flag(name: .long, help: "Print how long each build stage took.")
    var verbose = false

    /// A logger that prints to standard error with `--verbose`, and is silent otherwise.
    var logger: Logger {
        let verbose = self.verbose
        var logger = Logger(label: "rotor") { label -> any LogHandler in
            verbose ? StreamLogHandler.standardError(label: label) : SwiftLogNoOpLogHandler()
        }
        logger.logLevel = verbose ? .debug : .info
        return logger
    }

    func buildOptions(output: String) -> BuildOptions {
        BuildOptions(
            content: URL(fileURLWithPath: content),
            templates: templates.map { URL(fileURLWithPath: $0) },
            output: URL(fileURLWithPath: output),
            baseURL: baseURL,
            includeDrafts: drafts)
    }
}

/// Prints diagnostics the way a compiler does and exits with status 1.
enum DiagnosticReporter {
    static func fail(_ error: any Error, wrote: Bool = true) -> ExitCode {
        switch error {
        case let failure as BuildFailure:
            for diagnostic in failure.diagnostics { printError(diagnostic.description) }
            let count = failure.diagnostics.count
            let consequence = wrote ? "; the previous output was left as it was" : ""
            printError("\(wrote ? "build" : "check") failed with \(count) error\(count == 1 ? "" : "s")\(consequence)")
        case let diagnostic as Diagnostic:
            printError(diagnostic.description)
        default:
            printError("error: \(error)")
        }
        return .failure
    }

    static func warn(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics { printError(diagnostic.description) }
    }

    static func printError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
