import ArgumentParser
import Foundation
import RotorDiagnostics
import RotorSite
import RotorTranscripts

/// `rotor check`: validate everything, write nothing.
struct CheckCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "check",
        abstract: "Run every validation (links, anchors, alt text, heading order, transcript expectations) without writing output.")

    @OptionGroup var site: SiteOptions

    @Flag(help: "Treat warnings (such as unknown front-matter fields) as errors.")
    var strict = false

    @Flag(help: "Rewrite the expect: and expect_hint: lists of the named articles to what the readers say now, show the changes, then check the site. Only lists that differ change; nothing else in the file does.")
    var updateExpect = false

    @Argument(help: "With --update-expect: the Markdown articles to rewrite.")
    var articles: [String] = []

    func validate() throws {
        if updateExpect, articles.isEmpty {
            throw ValidationError("--update-expect needs the articles to rewrite, such as: rotor check --update-expect Content/en/sliders/custom-slider.md")
        }
        if !updateExpect, !articles.isEmpty {
            throw ValidationError("articles are named only with --update-expect; 'rotor check' alone checks the whole site")
        }
    }

    func run() async throws {
        if updateExpect {
            try rewriteExpectations()
        }
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
            print(Self.transcriptReport(result.transcripts))
            // Per language: heard on a device, wholly sourced, or resting in part on inference.
            for (language, counts) in result.fidelity.sorted(by: { $0.key < $1.key }) {
                let parts = TranscriptFidelity.allCases.map { "\(counts[$0] ?? 0) \($0.rawValue)" }
                print("Fidelity (\(language)): " + parts.joined(separator: ", "))
            }
            print("Checked \(result.pageCount) pages: no errors")
        } catch {
            throw DiagnosticReporter.fail(error, wrote: false)
        }
    }

    /// Rewrites each named article; any that cannot run is reported and left as it was.
    private func rewriteExpectations() throws {
        var failed = false
        let action = CheckAction(options: site.buildOptions(output: "site"), logger: site.logger)
        for path in articles {
            do throws(Diagnostic) {
                let changes = try action.updateExpectations(of: path)
                if changes.isEmpty {
                    print("\(path): expectations already match")
                }
                for change in changes {
                    print("\(path):\(change.line): updated")
                    for line in change.old { print("- \(line)") }
                    for line in change.new { print("+ \(line)") }
                }
            } catch {
                FileHandle.standardError.write(Data("\(error.description)\n".utf8))
                failed = true
            }
        }
        if failed { throw ExitCode.failure }
    }

    /// Where every article's transcripts come from: its own code, or a written model.
    static func transcriptReport(_ articles: [(path: String, origins: [TranscriptAction.Origin])]) -> String {
        var fromCode = 0
        var written = 0
        var lines: [String] = []
        for (path, origins) in articles {
            var parts: [String] = []
            let code = origins.compactMap { origin -> String? in
                if case .code(let kind, let files) = origin { return "\(kind): \(files.joined(separator: ", "))" }
                return nil
            }
            let models = origins.compactMap { origin -> String? in
                if case .written(let kind) = origin { return kind }
                return nil
            }
            fromCode += code.count
            written += models.count
            if !code.isEmpty { parts.append("\(code.count) from code (\(code.joined(separator: "; ")))") }
            if !models.isEmpty { parts.append("\(models.count) written (\(Array(Set(models)).sorted().joined(separator: ", ")))") }
            lines.append("  \(path): " + parts.joined(separator: ", "))
        }
        return "Transcripts: \(fromCode) computed from code, \(written) from written models\n" + lines.joined(separator: "\n")
    }
}
