import Hummingbird
import ServiceLifecycle

/// The `/__rotor/events` response: a `text/event-stream` that stays open.
///
/// It ends when the client goes away (the next write fails), when the hub finishes, or when
/// the server begins a graceful shutdown, so that open browser tabs never hold the server up.
enum EventStreamResponse {
    static func make(hub: LiveReloadHub, lastEventID: String?, retryMilliseconds: Int = 1000) -> Response {
        // Subscribe now, not when the body starts, so no event between the two is lost.
        let stream = hub.subscribe(lastEventID: lastEventID)
        let headers: HTTPFields = [
            .contentType: "text/event-stream; charset=utf-8",
            .cacheControl: "no-store",
        ]
        return Response(status: .ok, headers: headers, body: ResponseBody { writer in
            try await writer.write(ByteBuffer(string: ServerSentEvents.opening(retryMilliseconds: retryMilliseconds)))
            try await withGracefulShutdownHandler {
                for await item in stream {
                    switch item {
                    case .event(let event): try await writer.write(ByteBuffer(string: event.serverSentEvent))
                    case .heartbeat: try await writer.write(ByteBuffer(string: ServerSentEvents.heartbeat))
                    }
                }
            } onGracefulShutdown: {
                hub.finish()
            }
            try await writer.finish(nil)
        })
    }
}
