import Foundation

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

    /// A failure, located in the spec file.
    public struct Failure: Error, Sendable, Equatable, CustomStringConvertible {
        public var path: String
        /// `nil` when the file itself could not be read.
        public var error: TranscriptError?
        public var message: String

        /// `path:line:col: error: message`, or `path: error: message` without a location.
        public var description: String {
            guard let error else { return "\(path): error: \(message)" }
            return "\(path):\(error.line):\(error.column): error: \(error.message)"
        }
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
    /// - Throws: `Failure` when the file cannot be read or the spec is invalid.
    public func run() throws(Failure) -> Transcript {
        let yaml: String
        do {
            yaml = try String(contentsOfFile: path, encoding: .utf8)
        } catch {
            throw Failure(path: path, error: nil, message: "cannot read the file: \(error.localizedDescription)")
        }
        do throws(TranscriptError) {
            return try TranscriptExpander.expand(
                yaml: yaml, defaultLanguage: "en", overrideLanguage: language, reader: reader, checksExpectations: checksExpectations
            )
        } catch {
            throw Failure(path: path, error: error, message: error.message)
        }
    }
}
