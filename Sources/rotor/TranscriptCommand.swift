import ArgumentParser
import Foundation
import RotorDiagnostics
import RotorHTML
import RotorModel
import RotorTranscripts

/// `rotor transcript FILE`: prints the screen-reader transcript of one spec file.
struct TranscriptCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "transcript",
        abstract: "Print the screen-reader transcript computed from a transcript spec file."
    )

    @Argument(help: "A YAML transcript spec (the body of a ```transcript block), or a Markdown article, whose transcripts all run.")
    var file: String

    @Option(help: "With an article: run only its Nth transcript block (1-based).")
    var index: Int?

    @Option(help: "The output format: text, json, html, or expect (expect: and expect_hint: lines to paste into the spec).")
    var format: TranscriptAction.Format = .text

    @Flag(help: "Print ready-to-paste expect: and expect_hint: lines (the same as --format expect).")
    var expect = false

    @Option(help: "Language to speak in (en or ko); overrides the spec's lang.")
    var lang: String?

    @Option(help: "The screen reader to run: voiceover or talkback; overrides the spec's reader (default voiceover).")
    var reader: String?

    func validate() throws {
        if let lang, !PhraseLibrary.languages.contains(lang) {
            throw ValidationError(Suggestion.adding(to: "--lang must be one of \(PhraseLibrary.languages.joined(separator: ", ")), not '\(lang)'", lang, in: PhraseLibrary.languages))
        }
        if let reader, ReaderRegistry.reader(named: reader) == nil {
            throw ValidationError(Suggestion.adding(to: "--reader must be one of \(ReaderRegistry.names.joined(separator: ", ")), not '\(reader)'", reader, in: ReaderRegistry.names))
        }
    }

    func run() async throws {
        let printsExpectations = expect || format == .expect
        let action = TranscriptAction(path: file, language: lang, reader: reader, checksExpectations: !printsExpectations)
        var transcripts: [(fenceLine: Int?, transcript: Transcript)] = []
        var skipped: [(fenceLine: Int, reason: String)] = []
        do throws(Diagnostic) {
            if file.hasSuffix(".md") || file.hasSuffix(".markdown") {
                // Every block, with each reader it names; a block that leaves out --reader is skipped, with its reason.
                for run in try action.runArticle(index: index) {
                    if let reason = run.skipped { skipped.append((run.fenceLine, reason)) }
                    transcripts += run.transcripts.map { (run.fenceLine, $0) }
                }
            } else {
                transcripts = [(nil, try action.run())]
            }
        } catch {
            FileHandle.standardError.write(Data("\(error.description)\n".utf8))
            throw ExitCode.failure
        }
        let format = expect ? .expect : format
        var outputs: [String] = []
        for (number, (fenceLine, transcript)) in transcripts.enumerated() {
            let output = switch format {
            case .expect: TranscriptExpectFormatter.format(transcript)
            case .text: TranscriptTextFormatter.format(transcript)
            case .json: TranscriptJSONFormatter.format(transcript)
            case .html: TranscriptHTML.render(transcript, id: "transcript-\(number + 1)") + "\n"
            }
            // An article's transcripts are told apart by the line of their fence.
            if let fenceLine, transcripts.count > 1, format != .json {
                outputs.append("# \(file):\(fenceLine) \(transcript.readerName)\n" + output)
            } else {
                outputs.append(output)
            }
        }
        let joined = format == .json && transcripts.count > 1
            ? "[\n" + outputs.map { $0.trimmingCharacters(in: .newlines) }.joined(separator: ",\n") + "\n]\n"
            : outputs.joined(separator: "\n")
        FileHandle.standardOutput.write(Data(joined.utf8))
        for (fenceLine, reason) in skipped {
            let why = reason.isEmpty ? "" : ": \(reason)"
            FileHandle.standardError.write(Data("\(file):\(fenceLine): note: skipped, this block leaves out \(reader.flatMap { ReaderRegistry.reader(named: $0)?.displayName } ?? "")\(why)\n".utf8))
        }
    }
}

extension TranscriptAction.Format: ExpressibleByArgument {}
