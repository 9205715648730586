import Foundation
import RotorDiagnostics
import RotorSite

/// What a browser with the preview open is told after a build.
///
/// Every build sends one event. Its `data:` is a line of JSON:
///
/// ```
/// id: 7
/// data: {"changed":["en/index.html"],"generation":7,"type":"reload"}
///
/// id: 8
/// data: {"errors":[{"column":1,"file":"Content/en/a.md","line":2,"location":"Content/en/a.md:2:1",…}],"generation":8,"type":"error"}
/// ```
public struct LiveEvent: Sendable, Equatable {
    public enum Kind: String, Sendable {
        /// The build succeeded; pages in `changed` are new.
        case reload
        /// The build failed; the last good pages are still served.
        case error
    }

    public var kind: Kind
    /// Counts builds since the server started; sent as the event's `id:`.
    public var generation: Int
    /// Site paths that differ from the previous good build, for a reload.
    public var changed: [String]
    /// What broke, for an error.
    public var diagnostics: [Diagnostic]

    public static func reload(generation: Int, changed: [String]) -> LiveEvent {
        LiveEvent(kind: .reload, generation: generation, changed: changed, diagnostics: [])
    }

    public static func error(generation: Int, diagnostics: [Diagnostic]) -> LiveEvent {
        LiveEvent(kind: .error, generation: generation, changed: [], diagnostics: diagnostics)
    }
}

// MARK: - Server-Sent Events framing

extension LiveEvent {
    /// The JSON object sent as `data:`, on one line.
    public var json: String {
        let payload = Payload(
            type: kind.rawValue, generation: generation,
            changed: kind == .reload ? changed : nil,
            errors: kind == .error ? diagnostics.map(Payload.Problem.init) : nil)
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        let data = (try? encoder.encode(payload)) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }

    /// The whole event as it goes on the wire, ending with the blank line that dispatches it.
    public var serverSentEvent: String {
        ServerSentEvents.frame(data: json, id: String(generation))
    }

    private struct Payload: Encodable {
        struct Problem: Encodable {
            var file: String
            var line: Int?
            var column: Int?
            var message: String
            /// `file:line:col`, ready to show.
            var location: String
            /// The compiler-style line: `file:line:col: error: message`.
            var text: String

            init(_ diagnostic: Diagnostic) {
                file = diagnostic.path
                line = diagnostic.line
                column = diagnostic.column
                message = diagnostic.message
                location = [diagnostic.path, diagnostic.line.map(String.init), diagnostic.column.map(String.init)]
                    .compactMap { $0 }.joined(separator: ":")
                text = diagnostic.description
            }
        }

        var type: String
        var generation: Int
        var changed: [String]?
        var errors: [Problem]?
    }
}

/// The text/event-stream wire format.
enum ServerSentEvents {
    /// An event: an optional `id:`, one `data:` line per line of `data`, then a blank line.
    static func frame(data: String, id: String? = nil) -> String {
        var text = id.map { "id: \($0)\n" } ?? ""
        // CR, LF and CRLF all end a line in an event stream; a bare CR must not pass through.
        let lines = data.replacingOccurrences(of: "\r\n", with: "\n").replacingOccurrences(of: "\r", with: "\n")
        for line in lines.split(separator: "\n", omittingEmptySubsequences: false) {
            text += "data: \(line)\n"
        }
        return text + "\n"
    }

    /// Sent first: how soon to reconnect, and a comment so that the headers go out at once.
    static func opening(retryMilliseconds: Int) -> String {
        "retry: \(retryMilliseconds)\n: rotor live reload\n\n"
    }

    /// A comment line that keeps idle connections and proxies from timing out.
    static let heartbeat = ": heartbeat\n\n"
}
