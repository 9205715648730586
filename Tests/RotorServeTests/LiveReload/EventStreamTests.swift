import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RotorDiagnostics
@testable import RotorServe
import RotorSite
import RotorTesting
import Testing

@Suite struct EventStreamTests {
    static let brokenFrontMatter = Diagnostic(path: "Content/en/a.md", line: 2, column: 8, message: "front matter is not valid YAML")

    @Test func framingSplitsLinesAndEndsWithABlankLine() {
        #expect(ServerSentEvents.frame(data: "one\ntwo", id: "3") == "id: 3\ndata: one\ndata: two\n\n")
        #expect(ServerSentEvents.frame(data: "x\r\ny") == "data: x\ndata: y\n\n")
        #expect(ServerSentEvents.opening(retryMilliseconds: 500) == "retry: 500\n: rotor live reload\n\n")
    }

    @Test func eventsAreOneLineOfJSON() {
        #expect(LiveEvent.reload(generation: 4, changed: ["en/index.html", "en/a/index.html"]).serverSentEvent
            == "id: 4\ndata: {\"changed\":[\"en/index.html\",\"en/a/index.html\"],\"generation\":4,\"type\":\"reload\"}\n\n")
        #expect(LiveEvent.error(generation: 5, diagnostics: [Self.brokenFrontMatter]).serverSentEvent == """
            id: 5
            data: {"errors":[{"column":8,"file":"Content/en/a.md","line":2,"location":"Content/en/a.md:2:8",\
            "message":"front matter is not valid YAML","text":"Content/en/a.md:2:8: error: front matter is not valid YAML"}],\
            "generation":5,"type":"error"}


            """)
    }

    @Test func streamCarriesTheCurrentErrorThenEveryBuild() async throws {
        let state = PreviewState(site: .empty(content: URL(fileURLWithPath: "/tmp")))
        state.failed(with: [Self.brokenFrontMatter])
        let response = try await withPreviewRouter(state) { client in
            async let response = client.execute(uri: "/__rotor/events", method: .get)
            #expect(await eventually { state.hub.subscriberCount == 1 })
            state.succeeded(with: .empty(content: URL(fileURLWithPath: "/tmp")))
            state.closeStreams()
            return try await response
        }
        #expect(response.status == .ok)
        #expect(response.headers[.contentType] == "text/event-stream; charset=utf-8")
        #expect(response.headers[.cacheControl] == "no-store")
        #expect(response.text == ServerSentEvents.opening(retryMilliseconds: 1000)
            + LiveEvent.error(generation: 1, diagnostics: [Self.brokenFrontMatter]).serverSentEvent
            + "id: 2\ndata: {\"changed\":[],\"generation\":2,\"type\":\"reload\"}\n\n")
    }

    @Test func aStreamOpenedWhileAllIsWellStartsQuiet() async throws {
        let state = PreviewState(site: .empty(content: URL(fileURLWithPath: "/tmp")))
        state.succeeded(with: .empty(content: URL(fileURLWithPath: "/tmp")))
        let response = try await withPreviewRouter(state) { client in
            async let response = client.execute(uri: "/__rotor/events", method: .get)
            #expect(await eventually { state.hub.subscriberCount == 1 })
            state.closeStreams()
            return try await response
        }
        #expect(response.text == ServerSentEvents.opening(retryMilliseconds: 1000))
    }

    @Test func reconnectingWithAnOldEventIDCatchesUp() async throws {
        let hub = LiveReloadHub()
        let latest = LiveEvent.reload(generation: 7, changed: ["en/index.html"])
        hub.publish(latest)
        var behind = hub.subscribe(lastEventID: "6").makeAsyncIterator()
        var current = hub.subscribe(lastEventID: "7").makeAsyncIterator()
        hub.finish()
        #expect(await behind.next() == .event(latest))
        #expect(await behind.next() == nil)
        #expect(await current.next() == nil)
    }

    @Test func idleStreamsGetHeartbeatsAndClosedStreamsAreForgotten() async throws {
        let hub = LiveReloadHub(heartbeat: .milliseconds(20))
        do {
            var items = hub.subscribe().makeAsyncIterator()
            #expect(await items.next() == .heartbeat)
            #expect(await items.next() == .heartbeat)
            #expect(hub.subscriberCount == 1)
        }
        #expect(await eventually { hub.subscriberCount == 0 })
        #expect(ServerSentEvents.heartbeat == ": heartbeat\n\n")
    }

    @Test func aFixedBuildClearsTheErrorForNewStreams() {
        let state = PreviewState(site: .empty(content: URL(fileURLWithPath: "/tmp")))
        state.failed(with: [Self.brokenFrontMatter])
        #expect(state.currentError?.diagnostics == [Self.brokenFrontMatter])
        state.succeeded(with: .empty(content: URL(fileURLWithPath: "/tmp")))
        #expect(state.currentError == nil)
    }
}
