import Foundation
import HTTPTypes
import Hummingbird

/// The preview's routes: the site from memory, the live-reload script and its event stream.
///
/// ```swift
/// let app = Application(router: PreviewRouter.make(state: state))
/// ```
public enum PreviewRouter {
    /// Builds the router.
    ///
    /// - Parameters:
    ///   - state: The site and event hub to serve.
    ///   - boundHost: The `--host` address, also accepted as `Host` when it is a literal address.
    public static func make(state: PreviewState, boundHost: String? = nil) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self, options: .autoGenerateHeadEndpoints)
        router.add(middleware: RequestGuardMiddleware(hosts: HostAllowList(boundHost: boundHost)))
        router.get(RouterPath(LiveReloadScript.eventsPath)) { request, _ in
            EventStreamResponse.make(hub: state.hub, lastEventID: request.headers[.lastEventID])
        }
        router.get(RouterPath(LiveReloadScript.path)) { _, _ in
            SiteResponder.response(.ok, type: ContentType.forPath("live.js"), data: Data(LiveReloadScript.source.utf8))
        }
        let site = SiteResponder(state: state)
        router.get("/") { request, _ in site.respond(path: request.uri.path, query: request.uri.query) }
        router.get("**") { request, _ in site.respond(path: request.uri.path, query: request.uri.query) }
        return router
    }
}

extension HTTPField.Name {
    /// `Last-Event-ID`, sent by a reconnecting `EventSource`.
    static var lastEventID: Self { Self("Last-Event-ID")! }
}
