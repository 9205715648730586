import HTTPTypes
import Hummingbird

/// Turns away what a local preview must never answer, before any route runs.
///
/// Requests whose `Host` is not a loopback name get 403 (this is what blocks DNS rebinding),
/// a missing `Host` gets 400, and every method other than GET and HEAD gets 405 with `Allow`.
struct RequestGuardMiddleware<Context: RequestContext>: RouterMiddleware {
    var hosts: HostAllowList

    func handle(_ request: Request, context: Context, next: (Request, Context) async throws -> Response) async throws -> Response {
        // HTTP/1 moves `Host` into the authority; a second `Host` field must agree with it.
        let names = [request.head.authority].compactMap { $0 } + request.headers[values: .hostHeader]
        guard !names.isEmpty else {
            return PlainResponse.make(.badRequest, "A Host header is required.\n")
        }
        guard names.allSatisfy(hosts.allows) else {
            return PlainResponse.make(.forbidden, "This preview only answers to localhost, 127.0.0.1 and [::1].\n")
        }
        guard request.method == .get || request.method == .head else {
            var response = PlainResponse.make(.methodNotAllowed, "Only GET and HEAD are allowed.\n")
            response.headers[.allow] = "GET, HEAD"
            return response
        }
        return try await next(request, context)
    }
}

extension HTTPField.Name {
    /// `Host`, which HTTP/1 parsing normally turns into the request's authority.
    static var hostHeader: Self { Self("Host")! }
}

/// Small plain-text responses for refusals.
enum PlainResponse {
    static func make(_ status: HTTPResponse.Status, _ text: String) -> Response {
        Response(
            status: status,
            headers: [.contentType: "text/plain; charset=utf-8", .cacheControl: "no-store"],
            body: ResponseBody(byteBuffer: ByteBuffer(string: text)))
    }
}
