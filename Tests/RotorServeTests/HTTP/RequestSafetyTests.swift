import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import RotorServe
import Testing

@Suite struct RequestSafetyTests {
    /// Paths that try to leave the site, smuggle encodings past a check, or normalise into a
    /// real page (`/en/../index.html` is `/index.html` to a naive server). All must be 404.
    static let traversals = [
        "/..", "/../", "/../site.yml", "/../../../../etc/passwd", "/en/../index.html", "/en/./index.html",
        "/./index.html", "/%2e%2e/site.yml", "/%2E%2E/site.yml", "/en/%2e%2e/index.html", "/%2e/index.html",
        "/.%2e/index.html", "/%2e./index.html", "/%252e%252e/index.html", "/%252e%252e%252findex.html",
        "/en%2f..%2findex.html", "/en%2F..%2Findex.html", "/..%2findex.html", "/..%5cindex.html",
        "/en\\..\\index.html", "/%5c..%5cindex.html", "/index.html%00", "/index.html%00.png", "/%00",
        "/en/%00/../index.html", "/..;/index.html", "/%c0%ae%c0%ae/index.html", "/%e0%80%ae%e0%80%ae/index.html",
        "/%uff0e%uff0e/index.html", "//etc/passwd", "/en//index.html", "/.git/config", "/.env",
        "/%2e%2e%2f%2e%2e%2fetc%2fpasswd", "/index.html/..", "/index.html%2f..", "/%", "/%2", "/%zz",
        "/en/sliders/custom-slider/..%00/index.html", "/%25", "/%0a/index.html", "/index.html%0d%0aX:1",
        "index.html", "*", "/%2e%2e%5c%2e%2e%5cindex.html", "/%%32%65%%32%65/index.html",
    ]

    @Test func traversalSetIsAll404() async throws {
        #expect(Self.traversals.count >= 30)
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try await withPreviewRouter(try await fixture.builtState()) { client in
            #expect(try await client.execute(uri: "/index.html", method: .get).status == .ok)
            for path in Self.traversals {
                let response = try await client.execute(uri: path, method: .get)
                #expect(response.status == .notFound, "\(path)")
                #expect(!response.text.contains("title: Preview Patterns"), "\(path)")
            }
        }
    }

    @Test func requestPathDecodesOnce() throws {
        #expect(RequestPath("/")?.filePath == "index.html")
        #expect(RequestPath("/en/sliders/")?.filePath == "en/sliders/index.html")
        #expect(RequestPath("/assets/a.css")?.filePath == "assets/a.css")
        #expect(RequestPath("/ko/%ED%95%9C/")?.filePath == "ko/한/index.html")
        #expect(RequestPath("/en/a%20b.png")?.filePath == "en/a b.png")
        #expect(RequestPath("/en/sliders")?.folderIndexPath == "en/sliders/index.html")
        #expect(RequestPath("/en/%252e")  == nil)
        #expect(RequestPath("/en/%2e%2e") == nil)
    }

    @Test(arguments: ["localhost", "LOCALHOST", "localhost:8080", "127.0.0.1", "127.0.0.1:1", "[::1]", "[::1]:65535"])
    func loopbackHostsAreAnswered(_ host: String) async throws {
        try await withPreviewRouter(PreviewState(site: .empty(content: URL(fileURLWithPath: "/tmp")))) { client in
            let response = try await client.execute(uri: "/__rotor/live.js", method: .get, headers: [.testHost: host])
            #expect(response.status == .ok)
        }
    }

    @Test(arguments: [
        "evil.example", "evil.example:8080", "localhost.evil.example", "127.0.0.1.nip.io", "localhost:", "localhost:abc",
        "localhost:8080:1", "[::1]x", "::1", "0.0.0.0", "192.168.1.10", "", "localhost:123456", "127.0.0.2",
    ])
    func otherHostsAreRefused(_ host: String) async throws {
        try await withPreviewRouter(PreviewState(site: .empty(content: URL(fileURLWithPath: "/tmp")))) { client in
            let response = try await client.execute(uri: "/__rotor/live.js", method: .get, headers: [.testHost: host])
            #expect(response.status == .forbidden, "\(host)")
            #expect(!response.text.contains("EventSource"))
        }
    }

    @Test func theBoundAddressIsAcceptedButWildcardsAreNot() {
        #expect(HostAllowList(boundHost: "192.168.1.10").allows("192.168.1.10:8080"))
        #expect(!HostAllowList(boundHost: "192.168.1.10").allows("evil.example"))
        #expect(HostAllowList(boundHost: "FE80::1").allows("[fe80::1]:80"))
        #expect(!HostAllowList(boundHost: "0.0.0.0").allows("0.0.0.0:8080"))
    }
}
