import Foundation
import RotorDiagnostics
import RotorSite
import Synchronization

/// The site being served and the live-reload hub, shared by the rebuild loop and the routes.
///
/// A failed build leaves the site as it was, so the last good pages stay up while the error
/// goes to the browsers. The site is replaced before its reload event is sent, so a browser
/// that reloads on the event always gets the new pages.
public final class PreviewState: Sendable {
    let hub: LiveReloadHub
    private let state: Mutex<(site: PreviewSite, generation: Int)>

    /// - Parameters:
    ///   - site: What to serve until the first build finishes.
    ///   - heartbeat: How often idle event streams get a comment line.
    public init(site: PreviewSite, heartbeat: Duration = .seconds(15)) {
        hub = LiveReloadHub(heartbeat: heartbeat)
        state = Mutex((site, 0))
    }

    /// The site served now.
    public var site: PreviewSite { state.withLock { $0.site } }

    /// Serves `site` from now on and tells the browsers what changed.
    ///
    /// - Parameters:
    ///   - site: The new build.
    ///   - touched: Files the watcher reported, to spot changed copies.
    /// - Returns: The event that was sent.
    @discardableResult
    public func succeeded(with site: PreviewSite, touched: Set<String> = []) -> LiveEvent {
        // Compared outside the lock, so requests are not held up; only this loop replaces the site.
        let changed = site.changedPaths(since: self.site, touched: touched)
        let event = state.withLock { state in
            state.site = site
            state.generation += 1
            return LiveEvent.reload(generation: state.generation, changed: changed)
        }
        hub.publish(event)
        return event
    }

    /// Keeps the current site and tells the browsers what broke.
    ///
    /// - Returns: The event that was sent.
    @discardableResult
    public func failed(with diagnostics: [Diagnostic]) -> LiveEvent {
        let event = state.withLock { state in
            state.generation += 1
            return LiveEvent.error(generation: state.generation, diagnostics: diagnostics)
        }
        hub.publish(event)
        return event
    }

    /// The error a newly opened event stream starts with, if the last build failed.
    public var currentError: LiveEvent? { hub.currentError }

    /// Ends every open event stream; the server is stopping.
    public func closeStreams() { hub.finish() }
}
