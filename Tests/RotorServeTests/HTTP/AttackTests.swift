import Foundation
#if canImport(Glibc)
import Glibc
#endif
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RotorOutput
@testable import RotorServe
import RotorSite
import RotorTesting
import Testing

/// The preview server under attack: traversal and encoding tricks, files swapped for links
/// after a build, malformed HTTP over a real socket, and a storm of file changes.
@Suite struct AttackTests {
    /// Markers planted where no response may ever reach.
    static let secret = "ROTOR-SECRET-\(UUID().uuidString)"

    /// Dot-dot segments as browsers, proxies and old servers have been tricked into reading them.
    static let dotDots = [
        "..", "%2e%2e", "%2E%2E", ".%2e", "%2e.", "%252e%252e", "%c0%ae%c0%ae", "%e0%80%ae%e0%80%ae",
        "%uff0e%uff0e", "%ef%bc%8e%ef%bc%8e", "..%00", "..;", "...", "%2e%2e%00", "..%20", "%20..",
        ".%00.", "%25%32%65%25%32%65", ".%252e", "%252e.", "%%32%65%%32%65", "%2e%2E",
    ]
    static let separators = ["/", "%2f", "%2F", "%5c", "\\", "%252f", "%c0%af", "%e0%80%af", "//"]
    static let prefixes = ["", "/en", "/en/sliders", "/assets"]
    static let targets = ["secret.txt", "Content/site.yml", "etc/passwd", ".rotor-output", "site/index.html"]

    /// At least 200 request targets, each trying to climb out of the site.
    static let attackURLs: [String] = {
        var urls: [String] = []
        for (index, dotDot) in dotDots.enumerated() {
            for separator in separators {
                let prefix = prefixes[(index + urls.count) % prefixes.count]
                let target = targets[urls.count % targets.count]
                let climb = Array(repeating: dotDot, count: 1 + urls.count % 4).joined(separator: separator)
                urls.append("\(prefix)/\(climb)\(separator)\(target)")
            }
        }
        urls += [
            "/en/sliders/photo.png/..", "/en/sliders/photo.png%00.html", "/en/sliders/photo.png%2500",
            "/en/sliders/photo.png/%2e%2e/%2e%2e/secret.txt", "/./en/sliders/photo.png", "/en/./sliders/",
            "/.rotor-output", "/.site.rotor-cache/x", "/%2fetc%2fpasswd", "/%5cetc%5cpasswd", "/C:%5cWindows%5cwin.ini",
            "/en/sliders/%2e", "/en/sliders/.", "/file:%2f%2f%2fetc%2fpasswd", "/..%2f..%2f..%2f..%2fetc%2fpasswd",
            "/en%00/index.html", "/%0d%0aLocation:%20http://evil.example/", "/%e2%80%ae/index.html", "/%ff%fe/index.html",
        ]
        return urls
    }()

    static func fixture() throws -> PreviewFixture {
        let fixture = try PreviewFixture(PreviewFixture.standardFiles.merging(["en/sliders/photo.png": "PNG bytes"]) { $1 })
        try Data(secret.utf8).write(to: fixture.root.appendingPathComponent("secret.txt"))
        return fixture
    }

    @Test func twoHundredTraversalAttacksReadNothingOutsideTheSite() async throws {
        #expect(Self.attackURLs.count >= 200)
        #expect(Set(Self.attackURLs).count == Self.attackURLs.count)
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let state = try await fixture.builtState()
        try await withPreviewRouter(state) { client in
            #expect(try await client.execute(uri: "/en/sliders/photo.png", method: .get).text == "PNG bytes")
            for url in Self.attackURLs {
                let response = try await client.execute(uri: url, method: .get)
                #expect(response.status != .ok, "\(url)")
                let text = response.text
                #expect(!text.contains(Self.secret) && !text.contains("title: Preview Patterns") && !text.contains("root:x:0:0"), "\(url)")
            }
        }
    }

    /// The seeds and crashing inputs of the `FuzzRequestPath` target in `Tests/Fuzz`, replayed
    /// with the same check: an accepted path names a file inside the site.
    @Test func fuzzSeedsAndRegressionsResolveInsideTheSite() throws {
        let fuzz = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Fuzz")
        var inputs: [URL] = []
        for kind in ["Seeds", "Regressions"] {
            let folder = fuzz.appendingPathComponent("\(kind)/FuzzRequestPath")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            inputs += names.filter { !$0.hasPrefix(".") }.map { folder.appendingPathComponent($0) }
        }
        #expect(!inputs.isEmpty)
        for url in inputs {
            let raw = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            for candidate in [raw, "/" + raw] {
                guard let path = RequestPath(candidate) else { continue }
                for file in [path.filePath] + (path.folderIndexPath.map { [$0] } ?? []) {
                    let segments = file.split(separator: "/", omittingEmptySubsequences: false)
                    #expect(!file.hasPrefix("/") && !segments.contains { $0.isEmpty || $0 == ".." || $0 == "." }, "\(candidate) → \(file)")
                }
            }
        }
    }

    @Test func aCopiedFileSwappedForALinkAfterTheBuildIsNotFollowedOutside() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let state = try await fixture.builtState()
        let photo = fixture.url("en/sliders/photo.png")
        try FileManager.default.removeItem(at: photo)
        try FileManager.default.createSymbolicLink(at: photo, withDestinationURL: fixture.root.appendingPathComponent("secret.txt"))
        try await withPreviewRouter(state) { client in
            let response = try await client.execute(uri: "/en/sliders/photo.png", method: .get)
            #expect(response.status != .ok)
            #expect(!response.text.contains(Self.secret))
        }
    }

    /// Requests no browser sends: each gets an error or a closed connection, and the server
    /// still answers a normal request afterwards.
    static let malformedRequests: [String] = [
        "\r\n\r\n", "GET\r\n\r\n", "GET /\r\n\r\n", "GET / HTTP/1.1\r\n\r\n", "GET / HTTP/1.1\nHost: localhost\n\n",
        "G\u{0}ET / HTTP/1.1\r\nHost: localhost\r\n\r\n", "GET / HTTP/1.1\r\nHost localhost\r\n\r\n",
        "GET / HTTP/1.1\r\n: empty-name\r\nHost: localhost\r\n\r\n", "GET / HTTP/1.1\r\nHost: local\u{0}host\r\n\r\n",
        "GET /" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: localhost\r\n" + String(repeating: "X-A: b\r\n", count: 20_000) + "\r\n",
        "GET / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\nGET /secret.txt HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: -1\r\n\r\n",
        "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 99999999999999999999\r\n\r\nx",
        "POST / HTTP/1.1\r\nHost: localhost\r\nTransfer-Encoding: chunked\r\n\r\nffffffffffffffff\r\nx\r\n",
        "POST / HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\nContent-Length: 2\r\n\r\nab",
        "GET / HTTP/1.1\r\nHost: localhost\r\n Folded: header\r\n\r\n", "GET / HTTP/1.1\r\nHost: localhost\r\nX: \u{FF}\u{FE}\r\n\r\n",
        "GET /%ff%fe HTTP/1.1\r\nHost: localhost\r\n\r\n", "GET /\u{FF}\u{FE} HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET ../../secret.txt HTTP/1.1\r\nHost: localhost\r\n\r\n", "GET http://localhost/../secret.txt HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET file:///etc/passwd HTTP/1.1\r\nHost: localhost\r\n\r\n", "OPTIONS * HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "CONNECT localhost:22 HTTP/1.1\r\nHost: localhost\r\n\r\n", "TRACE / HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "DELETE /index.html HTTP/1.1\r\nHost: localhost\r\n\r\n", "PUT /x.html HTTP/1.1\r\nHost: localhost\r\nContent-Length: 1\r\n\r\nx",
        "GET / HTTP/1.1\r\nHost: localhost\r\nUpgrade: h2c\r\nConnection: Upgrade, HTTP2-Settings\r\nHTTP2-Settings: AAMAAABkAAQAAP__\r\n\r\n",
        "PRI * HTTP/2.0\r\n\r\nSM\r\n\r\n", "\u{16}\u{03}\u{01}\u{02}\u{00}\u{01}\u{00}\u{01}\u{fc}\u{03}\u{03}",
        "GET / HTTP/1.1\r\nHost: localhost\r\n\r\nGET /../secret.txt HTTP/1.1\r\nHost: localhost\r\n\r\nGET /%2e%2e/secret.txt HTTP/1.1\r\nHost: localhost\r\n\r\n",
        "GET /__rotor/events HTTP/1.1\r\nHost: localhost\r\nLast-Event-ID: " + String(repeating: "9", count: 5_000) + "\r\n\r\n",
        "GET /__rotor/events HTTP/1.1\r\nHost: localhost\r\nLast-Event-ID: -1\r\n\r\n",
        "GET / HTTP/1.1\r\nHost: [::1\r\n\r\n", "GET / HTTP/1.1\r\nHost: localhost:99999999999999999999\r\n\r\n",
    ]

    @Test func malformedHTTPOverARealSocketNeverStopsTheServer() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let (events, reporter) = AsyncStream.makeStream(of: ServeEvent.self)
        let server = Task { try await ServeAction(options: fixture.serveOptions).run { reporter.yield($0) } }
        defer { server.cancel() }
        let port = try #require(await ServeEndToEndTests.listeningPort(events))
        #expect(Self.malformedRequests.count >= 30)
        for request in Self.malformedRequests {
            let answer = try await LoopbackHTTP.raw(port: port, request)
            #expect(!answer.contains(Self.secret) && !answer.contains("root:x:0:0"), "\(request.prefix(60))")
            let page = try await LoopbackHTTP.get(port: port, path: "/en/sliders/stepper/")
            #expect(page.status == 200 && page.body.contains("Plus and minus buttons."), "after \(request.prefix(60))")
        }

        // Fifty clients that open a connection, send half a request and hang: others are still served.
        let idle = try (0..<50).map { _ in
            let socket = try LoopbackHTTP.connect(port: port)
            LoopbackHTTP.send(socket, "GET / HTTP/1.1\r\nHost: local")
            return socket
        }
        defer { idle.forEach { close($0) } }
        #expect(try await LoopbackHTTP.get(port: port, path: "/en/sliders/stepper/").status == 200)
    }

    @Test func aStormOfAThousandChangesEndsServingWhatACleanBuildMakes() async throws {
        let fixture = try Self.fixture()
        defer { fixture.remove() }
        let (events, reporter) = AsyncStream.makeStream(of: ServeEvent.self)
        let server = Task { try await ServeAction(options: fixture.serveOptions).run { reporter.yield($0) } }
        defer { server.cancel() }
        let port = try #require(await ServeEndToEndTests.listeningPort(events))

        // 1,000 saves across 20 articles, some by rename, some half-written and broken, some deleted.
        for change in 0..<1_000 {
            let article = "en/storm/a\(change % 20).md"
            switch change % 10 {
            case 3: try fixture.write(article, "---\ntitle: [broken \(change)\n")
            case 7: try? FileManager.default.removeItem(at: fixture.url(article))
            case 5: try fixture.saveByRename(article, PreviewFixture.article("Storm \(change)", "Change \(change)."))
            default: try fixture.write(article, PreviewFixture.article("Storm \(change)", "Change \(change)."))
            }
        }
        for index in 0..<20 {
            try fixture.write("en/storm/a\(index).md", PreviewFixture.article("Storm final \(index)", "Final \(index)."))
        }

        let clean = try await SiteGenerator(options: fixture.serveOptions.build).generate()
        let expected = PreviewSite(clean, content: fixture.content)
        let settled = await eventually(timeout: .seconds(60)) {
            guard let page = try? await LoopbackHTTP.get(port: port, path: "/en/storm/a19/") else { return false }
            return page.body.contains("Final 19.")
        }
        #expect(settled, "the server settled on the last save")
        // Let any rebuild already queued finish, then compare every file with the clean build.
        try await Task.sleep(for: .milliseconds(500))
        var mismatches: [String] = []
        for file in clean.files where !file.path.hasPrefix(".") {
            let encoded = file.path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? file.path
            let response = try await LoopbackHTTP.get(port: port, path: "/" + encoded)
            let data = try #require(expected.data(at: file.path))
            let wanted = file.path.hasSuffix(".html") ? LiveReloadScript.inject(into: data) : data
            if response.status != 200 || response.body != String(decoding: wanted, as: UTF8.self) { mismatches.append(file.path) }
        }
        #expect(mismatches.isEmpty, "\(mismatches.prefix(10))")
        #expect(clean.files.count > 30, "the 20 storm articles, their section and the theme")
    }
}
