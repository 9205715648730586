import Foundation
@testable import RotorServe
import Synchronization
import Testing

/// `rotor serve` over a real socket: edit, break and fix an article while a stream listens.
@Suite struct ServeEndToEndTests {
    @Test func editBreakAndFixAnArticleWhileTheBrowserListens() async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let (events, reporter) = AsyncStream.makeStream(of: ServeEvent.self)
        let server = Task {
            try await ServeAction(options: fixture.serveOptions).run { reporter.yield($0) }
        }
        defer { server.cancel() }
        let port = try #require(await Self.listeningPort(events))
        let page = "/en/sliders/custom-slider/"

        // The page is there, with the preview script, and a browser's stream is open.
        let first = try await LoopbackHTTP.get(port: port, path: page)
        #expect(first.status == 200 && first.body.contains("Swipe up or down."))
        #expect(first.body.contains("<script src=\"/__rotor/live.js\" defer></script>"))
        let stream = try EventStreamReader(port: port)
        defer { stream.close() }
        #expect(await stream.next()?.contains(": rotor live reload") == true)

        // 1. Edit: a reload naming the page, and the page has the new text.
        try fixture.saveByRename("en/sliders/custom-slider.md", PreviewFixture.article("Custom slider", "## Adjusting\n\nSwipe up, then hold."))
        let reload = try Self.json(await stream.nextEvent())
        #expect(reload["type"] as? String == "reload")
        #expect((reload["changed"] as? [String])?.contains("en/sliders/custom-slider/index.html") == true)
        #expect(try await LoopbackHTTP.get(port: port, path: page).body.contains("Swipe up, then hold."))

        // 2. Break the front matter: an error with file:line, the last good page still served.
        try fixture.saveByRename("en/sliders/custom-slider.md", "---\ntitle: [Custom slider\n---\n\nBroken.\n")
        let failure = try Self.json(await stream.nextEvent())
        #expect(failure["type"] as? String == "error")
        let problem = try #require((failure["errors"] as? [[String: Any]])?.first)
        let file = try #require(problem["file"] as? String)
        let line = try #require(problem["line"] as? Int)
        #expect(file.hasSuffix("Content/en/sliders/custom-slider.md"))
        #expect((problem["location"] as? String)?.hasPrefix("\(file):\(line)") == true)
        #expect((problem["message"] as? String)?.isEmpty == false)
        let stale = try await LoopbackHTTP.get(port: port, path: page)
        #expect(stale.status == 200 && stale.body.contains("Swipe up, then hold."))
        #expect(stale.body.contains(LiveReloadScript.path))
        let script = try await LoopbackHTTP.get(port: port, path: LiveReloadScript.path)
        #expect(script.body.contains("role\", \"alertdialog\"") && script.body.contains("\"/__rotor/events\""))

        // A page opened now gets the error straight away.
        let late = try EventStreamReader(port: port)
        defer { late.close() }
        #expect(try Self.json(await late.nextEvent())["type"] as? String == "error")

        // 3. Fix it: a reload, the new text, and new streams start without the error.
        try fixture.saveByRename("en/sliders/custom-slider.md", PreviewFixture.article("Custom slider", "Fixed and calm."))
        let fixed = try Self.json(await stream.nextEvent())
        #expect(fixed["type"] as? String == "reload")
        #expect(try Self.json(await late.nextEvent())["type"] as? String == "reload")
        #expect(try await LoopbackHTTP.get(port: port, path: page).body.contains("Fixed and calm."))
        let fresh = try EventStreamReader(port: port)
        defer { fresh.close() }
        #expect(await fresh.next()?.contains(": rotor live reload") == true)
        try fixture.saveByRename("en/sliders/stepper.md", PreviewFixture.article("Stepper", "Plus, minus."))
        #expect(try Self.json(await fresh.nextEvent())["type"] as? String == "reload")

        // Malformed requests get an answer or a closed connection, and the server carries on.
        let garbage = [
            "GARBAGE\r\n\r\n", "GET\r\n\r\n", "GET / HTTP/9.9\r\nHost: localhost\r\n\r\n",
            "GET http://evil.example/ HTTP/1.1\r\nHost: evil.example\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: localhost\r\nHost: evil.example\r\n\r\n",
            "GET /\u{0}/ HTTP/1.1\r\nHost: localhost\r\n\r\n",
            "GET / HTTP/1.1\r\nHost: localhost\r\nX-Long: " + String(repeating: "a", count: 200_000) + "\r\n\r\n",
            "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\n\r\nhello",
        ]
        for request in garbage {
            let answer = try await LoopbackHTTP.raw(port: port, request)
            #expect(!answer.hasPrefix("HTTP/1.1 200"), "\(request.prefix(60))")
        }
        // A valid head with a broken body: answered or cut, never fatal.
        _ = try await LoopbackHTTP.raw(port: port, "GET / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nzz\r\n")
        #expect(try await LoopbackHTTP.get(port: port, path: page).status == 200)

        // Refusals hold over a real socket too.
        #expect(try await LoopbackHTTP.get(port: port, path: "/en/%2e%2e/index.html").status == 404)
        #expect(try await LoopbackHTTP.get(port: port, path: "/", host: "evil.example").status == 403)
    }

    static func listeningPort(_ events: AsyncStream<ServeEvent>) async -> Int? {
        for await event in events {
            switch event {
            case .listening(let url): return url.port
            case .failed(let diagnostics, _): Issue.record("first build failed: \(diagnostics)")
            default: continue
            }
        }
        return nil
    }

    static func json(_ text: String?) throws -> [String: Any] {
        let text = try #require(text, "no event arrived")
        return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any], "\(text)")
    }
}
