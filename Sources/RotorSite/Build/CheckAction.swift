import Foundation
import Logging
import RotorDiagnostics
import RotorOutput
import RotorTranscripts

/// `rotor check`: every validation of a build, with nothing written.
///
/// Links, anchors, alt text, heading order, templates and transcript expectations are all
/// checked by generating the site in memory; the result is thrown away.
public struct CheckAction: Sendable {
    public var options: BuildOptions
    public var logger: Logger

    public init(options: BuildOptions, logger: Logger = Logger(label: "rotor.check", factory: { _ in SwiftLogNoOpLogHandler() })) {
        self.options = options
        self.logger = logger
    }

    /// What a check found besides problems.
    public struct Result: Sendable {
        public var pageCount: Int
        public var warnings: [Diagnostic]
        /// Every article with transcripts, by its path in the content folder, and where
        /// each of its transcripts comes from: code or a written model.
        public var transcripts: [(path: String, origins: [TranscriptAction.Origin])]
        /// Per language, how many transcripts (one per reader of each block) were heard on a
        /// device, rest wholly on sources, or rest in part on inferred phrases or behaviour.
        public var fidelity: [String: [TranscriptFidelity: Int]] = [:]
    }

    /// `rotor check --update-expect`: rewrites one article's `expect:` and `expect_hint:`
    /// lists (``TranscriptAction/updateExpectations()``), after holding its path to the
    /// build's rule for symbolic links (``ContentScanner/admit(_:)``), so that it never writes
    /// a file the build would refuse to read.
    ///
    /// - Returns: What changed, in the order of the article.
    /// - Throws: A located `Diagnostic`; the file is then as it was.
    public func updateExpectations(of path: String) throws(Diagnostic) -> [ExpectUpdate.Change] {
        try ContentScanner(root: options.content).admit(path)
        return try TranscriptAction(path: path, language: nil).updateExpectations()
    }

    /// - Returns: How many pages were checked, any warnings, and the transcripts' origins.
    /// - Throws: ``BuildFailure`` or ``Diagnostic`` listing every problem.
    public func run() async throws -> Result {
        let site = try await SiteGenerator(options: options, logger: logger).generate()
        let (found, fidelity) = fidelityCheck()
        // A transcript that would be called "Sourced" with an unsourced rule fails the check.
        let errors = found.filter { $0.severity == .error }
        if !errors.isEmpty { throw BuildFailure(errors) }
        let warnings = found
        var result = Result(pageCount: site.pageCount, warnings: site.warnings + warnings + pageWording(site),
                            transcripts: transcriptOrigins())
        result.fidelity = fidelity
        return result
    }

    /// Prose that quotes a reader saying what no transcript of the article has it say, and
    /// silent steps no note or modelled rule explains (``FidelityCheck``); Latin product
    /// names in Korean prose, ids in shown text and one reader's words credited to another
    /// (``WordingCheck``).
    private func fidelityCheck() -> ([Diagnostic], [String: [TranscriptFidelity: Int]]) {
        let root = options.content.standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return ([], [:]) }
        var warnings: [Diagnostic] = []
        var fidelity: [String: [TranscriptFidelity: Int]] = [:]
        var paths: [URL] = []
        for case let url as URL in walker where url.pathExtension == "md" { paths.append(url) }
        for url in paths.sorted(by: { $0.path < $1.path }) {
            guard let text = try? String(contentsOf: url, encoding: .utf8) else { continue }
            let relative = String(url.standardizedFileURL.path.dropFirst(root.path.count + 1))
            let display = options.content.appendingPathComponent(relative).relativePath
            let language = TranscriptAction.pageLanguage(ofPath: relative)
            warnings += WordingCheck.warnings(inArticle: text, language: language).map { $0.located(in: display) }
            guard text.contains("```transcript") else { continue }
            let checked = FidelityCheck.check(text, language: language)
            warnings += checked.warnings.map { $0.located(in: display) }
            fidelity[language, default: [:]].merge(checked.fidelity, uniquingKeysWith: +)
        }
        return (warnings, fidelity)
    }

    /// Figure ids and Latin product names in what the built pages show (``WordingCheck``):
    /// this sees generated text, such as the fidelity table, that no article holds.
    private func pageWording(_ site: GeneratedSite) -> [Diagnostic] {
        site.files.flatMap { file -> [Diagnostic] in
            guard file.path.hasSuffix(".html"), case .data(let data) = file.contents else { return [] }
            return WordingCheck.warnings(inPage: String(decoding: data, as: UTF8.self), path: "(built) " + file.path)
        }
    }

    /// The articles' transcripts by origin, read again from the content folder (a check
    /// writes nothing and keeps no pages, so this is the cheap way).
    private func transcriptOrigins() -> [(path: String, origins: [TranscriptAction.Origin])] {
        let root = options.content.standardizedFileURL
        guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil) else { return [] }
        var found: [(String, [TranscriptAction.Origin])] = []
        for case let url as URL in walker where url.pathExtension == "md" {
            guard let text = try? String(contentsOf: url, encoding: .utf8), text.contains("```transcript") else { continue }
            let origins = TranscriptAction.origins(inArticle: text)
            if !origins.isEmpty {
                found.append((String(url.standardizedFileURL.path.dropFirst(root.path.count + 1)), origins))
            }
        }
        return found.sorted { $0.0 < $1.0 }
    }
}
