import Foundation
import RotorSite

/// What `rotor serve` builds, where it listens and how it watches.
public struct ServeOptions: Sendable {
    /// The site to build; its base URL is replaced with `/`, since the preview serves at the root.
    public var build: BuildOptions
    /// The address to bind: loopback unless the user asks otherwise.
    public var host: String
    /// The port to listen on; 0 picks a free one.
    public var port: Int
    public var watchMode: WatchMode
    /// How long files must stay untouched before a rebuild starts. Editors write a file and
    /// rename it over the old one within a millisecond or two, so 15 ms coalesces a save
    /// without adding much to the time from save to reload.
    public var quiet: Duration
    /// How often idle event streams get a heartbeat comment.
    public var heartbeat: Duration

    public init(
        build: BuildOptions, host: String = "127.0.0.1", port: Int = 8080, watchMode: WatchMode = .auto,
        quiet: Duration = .milliseconds(15), heartbeat: Duration = .seconds(15)
    ) {
        var build = build
        build.baseURL = "/"
        self.build = build
        self.host = host
        self.port = port
        self.watchMode = watchMode
        self.quiet = quiet
        self.heartbeat = heartbeat
    }

    /// Whether only this machine can connect.
    public var isLoopback: Bool {
        ["127.0.0.1", "localhost", "::1", "[::1]"].contains(host.lowercased()) || host.hasPrefix("127.")
    }

    /// The folders whose changes trigger a rebuild: the content (holding `site.yml`) and the
    /// templates, named or `Templates` in the working directory; the built-in theme never changes.
    public var watchedFolders: [URL] {
        var folders = [build.content]
        let templates = build.templates ?? URL(fileURLWithPath: "Templates")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: templates.path, isDirectory: &isDirectory), isDirectory.boolValue {
            folders.append(templates)
        }
        return folders
    }

    /// The address to print for `port`, with IPv6 addresses in brackets.
    func url(port: Int) -> URL {
        let shown = HostAllowList.isWildcard(host) ? "localhost" : host
        let name = shown.contains(":") && !shown.hasPrefix("[") ? "[\(shown)]" : shown
        return URL(string: "http://\(name):\(port)/")!
    }
}
