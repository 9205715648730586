import ArgumentParser
import Foundation
import RotorHTML
import RotorTranscripts

/// `rotor transcript FILE`: prints the screen-reader transcript of one spec file.
struct TranscriptCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcript",
        abstract: "Print the screen-reader transcript computed from a transcript spec file."
    )

    @Argument(help: "A YAML transcript spec, the body of a ```transcript block.")
    var file: String

    @Option(help: "The output format.")
    var format: TranscriptAction.Format = .text

    @Option(help: "Language to speak in (en or ko); overrides the spec's lang.")
    var lang: String?

    func validate() throws {
        if let lang, !PhraseLibrary.languages.contains(lang) {
            throw ValidationError("--lang must be one of \(PhraseLibrary.languages.joined(separator: ", ")), not '\(lang)'")
        }
    }

    func run() async throws {
        let transcript: Transcript
        do throws(TranscriptAction.Failure) {
            transcript = try TranscriptAction(path: file, language: lang).run()
        } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode.failure
        }
        let output = switch format {
        case .text: TranscriptTextFormatter.format(transcript)
        case .json: TranscriptJSONFormatter.format(transcript)
        case .html: TranscriptHTML.render(transcript, id: "transcript-1") + "\n"
        }
        FileHandle.standardOutput.write(Data(output.utf8))
    }
}

extension TranscriptAction.Format: ExpressibleByArgument {}
