import Foundation
import RotorDiagnostics
import RotorSite

/// What the preview server tells its user, one line each.
public enum ServeEvent: Sendable, CustomStringConvertible {
    /// Something the user should know, such as a host reachable from other machines.
    case warning(String)
    /// Watching has started.
    case watching(WatchMode, folders: [String])
    /// The server accepts connections at this address.
    case listening(URL)
    /// A build succeeded and is being served.
    case built(Build)
    /// A build failed; the last good site is still served.
    case failed([Diagnostic], duration: Duration)

    /// A successful build.
    public struct Build: Sendable {
        public var generation: Int
        public var pageCount: Int
        public var changedCount: Int
        public var duration: Duration
        public var warnings: [Diagnostic]
    }

    /// Whether the line belongs on standard error.
    public var isProblem: Bool {
        switch self {
        case .warning, .failed: true
        case .built(let build): !build.warnings.isEmpty
        case .watching, .listening: false
        }
    }

    public var description: String {
        switch self {
        case .warning(let text):
            return "warning: \(text)"
        case .watching(let mode, let folders):
            return "Watching \(folders.joined(separator: ", ")) (\(mode.rawValue))"
        case .listening(let url):
            return "Serving at \(url.absoluteString)  (Ctrl-C to stop)"
        case .built(let build):
            let lines = build.warnings.map(\.description)
            let what = build.generation == 1
                ? "Built \(build.pageCount) pages"
                : "Rebuilt: \(build.changedCount) file\(build.changedCount == 1 ? "" : "s") changed"
            return (lines + ["\(what) in \(Self.milliseconds(build.duration))"]).joined(separator: "\n")
        case .failed(let diagnostics, let duration):
            let count = diagnostics.count
            return (diagnostics.map(\.description)
                + ["build failed with \(count) error\(count == 1 ? "" : "s") in \(Self.milliseconds(duration)); still serving the last good build"])
                .joined(separator: "\n")
        }
    }

    static func milliseconds(_ duration: Duration) -> String {
        let (seconds, attoseconds) = duration.components
        return "\(seconds * 1000 + attoseconds / 1_000_000_000_000_000) ms"
    }
}
