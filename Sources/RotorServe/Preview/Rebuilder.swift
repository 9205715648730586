import Foundation
import RotorSite

/// Runs one build and hands its outcome to the ``PreviewState``.
///
/// Errors never escape: a failed build becomes an error event and a ``ServeEvent/failed(_:duration:)``,
/// and the previous site goes on being served.
public struct Rebuilder: Sendable {
    public var builder: any SiteBuilding
    public var state: PreviewState
    /// The content folder, which copied files must stay inside.
    public var content: URL

    public init(builder: any SiteBuilding, state: PreviewState, content: URL) {
        self.builder = builder
        self.state = state
        self.content = content
    }

    /// Builds after `changes` and publishes the result.
    ///
    /// - Returns: What to tell the user.
    public func rebuild(_ changes: FileChanges) async -> ServeEvent {
        let start = ContinuousClock.now
        do {
            let generated = try await builder.build(after: changes)
            let site = PreviewSite(generated, content: content)
            let event = state.succeeded(with: site, touched: changes.paths)
            return .built(ServeEvent.Build(
                generation: event.generation, pageCount: site.pageCount, changedCount: event.changed.count,
                duration: ContinuousClock.now - start, warnings: generated.warnings))
        } catch {
            let diagnostics = BuildFailure.diagnostics(of: error)
            state.failed(with: diagnostics)
            return .failed(diagnostics, duration: ContinuousClock.now - start)
        }
    }
}
