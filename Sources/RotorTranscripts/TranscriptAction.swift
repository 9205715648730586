import Foundation
import RotorDiagnostics
import RotorModel

/// The work behind `rotor transcript`: read a spec file and expand it.
///
/// The command only parses arguments and picks a renderer; everything that can fail
/// happens here, with errors carrying the file path for `path:line:col: error:` output.
public struct TranscriptAction: Sendable {
    /// The output formats the command offers.
    public enum Format: String, Sendable, CaseIterable {
        case text
        case json
        case html
        /// `expect:` and `expect_hint:` lines to paste into the spec.
        case expect
    }

    public var path: String
    /// `--lang`: wins over the spec's `lang:` when given.
    public var language: String?

    /// `--reader`: the reader to run instead of the spec's primary one.
    public var reader: String?

    /// Whether `expect:` is checked; printing fresh expectations turns it off.
    public var checksExpectations: Bool

    public init(path: String, language: String?, reader: String? = nil, checksExpectations: Bool = true) {
        self.path = path
        self.language = language
        self.reader = reader
        self.checksExpectations = checksExpectations
    }

    /// Reads and expands the spec.
    ///
    /// - Returns: The transcript.
    /// - Throws: A `Diagnostic` when the file cannot be read or the spec is invalid.
    public func run() throws(Diagnostic) -> Transcript {
        let yaml: String
        do {
            yaml = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Diagnostic(path: path, message: "cannot read the file: \(error.localizedDescription)")
        }
        do throws(Diagnostic) {
            return try TranscriptExpander.expand(
                yaml: yaml, defaultLanguage: "en", overrideLanguage: language, reader: reader, checksExpectations: checksExpectations
            )
        } catch {
            throw error.located(in: path)
        }
    }

    /// One ```` ```transcript ```` block of an article: where its body starts, and its YAML.
    public struct Block: Sendable, Equatable {
        /// The 1-based line of the fence in the file; the body starts on the next line.
        public var fenceLine: Int
        public var yaml: String
    }

    /// The transcript blocks of a Markdown article, in order, as the build finds them
    /// (``ArticleBlocks``): a fence inside another fence, an indented code block or an HTML
    /// comment is no block.
    public static func blocks(inArticle text: String) -> [Block] {
        blocks(ArticleBlocks(article: text))
    }

    static func blocks(_ found: ArticleBlocks) -> [Block] {
        found.transcripts.map { Block(fenceLine: $0.fenceLine, yaml: $0.literal) }
    }

    /// One block's run in ``runArticle(index:)``: its transcripts (one per reader it runs
    /// with, the primary first), or, with `--reader`, why the block was left out.
    public struct ArticleRun: Sendable {
        /// The 1-based line of the block's fence.
        public var fenceLine: Int
        public var transcripts: [Transcript]
        /// When `--reader` names a reader this block leaves out: the block's own reason
        /// (`readers_note:`, or that it is iOS code), shown instead of a transcript.
        public var skipped: String?
    }

    /// Runs the transcripts of a Markdown article: all of them, or the `index`th (1-based).
    ///
    /// Every block runs with each reader it names (`readers:`), as its page shows it, so an
    /// article whose blocks name different readers runs whole. With `--reader`, each block
    /// that names that reader runs with it alone, and a block that leaves it out is reported
    /// as skipped, with its reason, instead of stopping the run. `--index` with `--reader`
    /// still runs the block with that reader, as a preview, as a spec file does.
    ///
    /// The language is the article's folder (`Content/ko/…` speaks Korean), unless `--lang` says otherwise.
    ///
    /// - Returns: Each block's run, with the line of its fence.
    /// - Throws: A `Diagnostic` at the article's line and column for any problem, every one of them.
    public func runArticle(index: Int? = nil) throws(Diagnostic) -> [ArticleRun] {
        let text: String
        do {
            text = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Diagnostic(path: path, message: "cannot read the file: \(error.localizedDescription)")
        }
        let found = ArticleBlocks(article: text)
        var blocks = Self.blocks(found)
        guard !blocks.isEmpty else { throw Diagnostic(path: path, message: "the article has no ```transcript block") }
        if let index {
            guard blocks.indices.contains(index - 1) else {
                throw Diagnostic(path: path, message: "--index \(index) is out of range; the article has \(blocks.count) transcript block\(blocks.count == 1 ? "" : "s")")
            }
            blocks = [blocks[index - 1]]
        }
        let pageLanguage = Self.pageLanguage(ofPath: path)
        var results: [ArticleRun] = []
        var problems: [Diagnostic] = []
        let code = ArticleCode(found)
        for block in blocks {
            do throws(Diagnostic) {
                if let reader, index == nil {
                    let spec = try TranscriptSpec.parse(block.yaml, code: code)
                    let wanted = ReaderRegistry.reader(named: reader)?.name ?? reader
                    guard spec.plans.contains(where: { $0.reader.name == wanted }) else {
                        let reason = spec.readersNote ?? spec.platformNote.map { PhraseLibrary.shared.phrasebook(for: language ?? pageLanguage, reader: spec.primary.reader.name)?.text($0) ?? "" } ?? ""
                        results.append(ArticleRun(fenceLine: block.fenceLine, transcripts: [], skipped: reason))
                        continue
                    }
                }
                let transcripts: [Transcript]
                if reader != nil {
                    transcripts = [try TranscriptExpander.expand(
                        yaml: block.yaml, defaultLanguage: pageLanguage, overrideLanguage: language, reader: reader,
                        checksExpectations: checksExpectations, code: code
                    )]
                } else {
                    transcripts = try TranscriptExpander.expandAll(
                        yaml: block.yaml, defaultLanguage: pageLanguage, overrideLanguage: language,
                        checksExpectations: checksExpectations, code: code
                    )
                }
                results.append(ArticleRun(fenceLine: block.fenceLine, transcripts: transcripts))
            } catch {
                // Every block runs; the errors of all of them are reported together.
                problems.append(contentsOf: error.offset(byLines: block.fenceLine).all)
            }
        }
        if var first = problems.first {
            first.following = Array(problems.dropFirst())
            throw first.located(in: path)
        }
        return results
    }

    /// The language an article's folder gives it (`Content/ko/…` is Korean); the first
    /// language with phrases when no folder names one.
    public static func pageLanguage(ofPath path: String) -> String {
        let folders = path.split(separator: "/").map(String.init)
        return folders.last { PhraseLibrary.languages.contains($0) } ?? PhraseLibrary.languages[0]
    }

    /// `rotor check --update-expect`: rewrites the article's `expect:` and `expect_hint:`
    /// lists to what the readers say now, and writes it back when anything changed: atomically,
    /// through a symbolic link, with the file's mode and owner (``ArticleFile``).
    ///
    /// - Returns: What changed, in the order of the article.
    /// - Throws: A `Diagnostic` when the article cannot be read or written, or a spec cannot run;
    ///   the file is then untouched.
    public func updateExpectations() throws(Diagnostic) -> [ExpectUpdate.Change] {
        let text = try ArticleFile.read(path)
        guard !Self.blocks(inArticle: text).isEmpty else {
            throw Diagnostic(path: path, message: "the article has no ```transcript block")
        }
        let result: ExpectUpdate.Result
        do throws(Diagnostic) {
            result = try ExpectUpdate.update(article: text, language: language ?? Self.pageLanguage(ofPath: path))
        } catch {
            throw error.located(in: path)
        }
        guard let first = result.changes.first else { return [] }
        try ArticleFile.replace(path, with: result.text, line: first.line)
        return result.changes
    }

    /// Where a transcript's scene comes from: the article's code, or a model written in YAML.
    public enum Origin: Sendable, Equatable {
        /// `swiftui` or `uikit`, with the blocks it runs (`swift:` inline is `["swift:"]`).
        case code(kind: String, files: [String])
        /// Any other kind.
        case written(kind: String)
    }

    /// The origin of each transcript of an article, in order; a block whose YAML does not
    /// parse is left out (the build reports it).
    public static func origins(inArticle text: String) -> [Origin] {
        let found = ArticleBlocks(article: text)
        let code = ArticleCode(found)
        return blocks(found).compactMap { block in
            guard let spec = try? TranscriptSpec.parse(block.yaml, code: code) else {
                return nil
            }
            if ComponentRegistry.standard.kind(named: spec.componentName)?.runsCode == true {
                return .code(kind: spec.componentName, files: spec.codeSources.isEmpty ? ["swift:"] : spec.codeSources)
            }
            return .written(kind: spec.componentName)
        }
    }
}
