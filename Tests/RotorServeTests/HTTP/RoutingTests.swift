import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import RotorOutput
@testable import RotorServe
import RotorSite
import Testing

@Suite struct RoutingTests {
    @Test func pagesAreServedFromMemoryWithTheLiveReloadTag() async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try await withPreviewRouter(try await fixture.builtState()) { client in
            let page = try await client.execute(uri: "/en/sliders/custom-slider/", method: .get)
            #expect(page.status == .ok)
            #expect(page.headers[.contentType] == "text/html; charset=utf-8")
            #expect(page.headers[.cacheControl] == "no-store")
            #expect(page.text.contains("Swipe up or down."))
            #expect(page.text.components(separatedBy: LiveReloadScript.tag).count == 2)
            #expect(page.text.contains(LiveReloadScript.tag + "\n</body>"))
            let root = try await client.execute(uri: "/", method: .get)
            #expect(root.status == .ok && root.text.contains(LiveReloadScript.tag))
        }
        #expect(!FileManager.default.fileExists(atPath: fixture.root.appendingPathComponent("site").path))
    }

    @Test func generatedFilesNeverContainThePreviewScript() async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let site = try await SiteGenerator(options: fixture.buildOptions).generate()
        for file in site.files {
            guard case .data(let data) = file.contents else { continue }
            #expect(!String(decoding: data, as: UTF8.self).contains("__rotor"), "\(file.path)")
        }
    }

    @Test func folderWithoutSlashRedirectsAndQueryIsKept() async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try await withPreviewRouter(try await fixture.builtState()) { client in
            let response = try await client.execute(uri: "/en/sliders/custom-slider?x=1", method: .get)
            #expect(response.status == .movedPermanently)
            #expect(response.headers[.location] == "/en/sliders/custom-slider/?x=1")
        }
    }

    @Test func missingPagesGetTheSitesOwn404Page() async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        let state = try await fixture.builtState()
        let expected = String(decoding: LiveReloadScript.inject(into: try #require(state.site.data(at: "404.html"))), as: UTF8.self)
        try await withPreviewRouter(state) { client in
            for uri in ["/en/nothing-here/", "/missing.css", "/en/sliders/custom-slider.md", "/site.yml"] {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .notFound, "\(uri)")
                #expect(response.text == expected, "\(uri)")
            }
        }
    }

    @Test func beforeTheFirstGoodBuildEveryPathExplainsAndListens() async throws {
        let state = PreviewState(site: .empty(content: URL(fileURLWithPath: "/nonexistent")))
        try await withPreviewRouter(state) { client in
            let response = try await client.execute(uri: "/en/", method: .get)
            #expect(response.status == .notFound)
            #expect(response.text.contains("<h1>Not built yet</h1>"))
            #expect(response.text.contains(LiveReloadScript.tag))
        }
    }

    @Test func headAnswersLikeGetWithoutABody() async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try await withPreviewRouter(try await fixture.builtState()) { client in
            let get = try await client.execute(uri: "/en/", method: .get)
            let head = try await client.execute(uri: "/en/", method: .head)
            #expect(head.status == .ok)
            #expect(head.body.readableBytes == 0)
            #expect(head.headers[.contentLength] == String(get.body.readableBytes))
            #expect(head.headers[.contentType] == get.headers[.contentType])
        }
    }

    @Test(arguments: [HTTPRequest.Method.post, .put, .delete, .patch, .options, .connect, .trace])
    func otherMethodsGet405(_ method: HTTPRequest.Method) async throws {
        let fixture = try PreviewFixture()
        defer { fixture.remove() }
        try await withPreviewRouter(try await fixture.builtState()) { client in
            for uri in ["/", "/en/", "/__rotor/events", "/__rotor/live.js", "/nothing"] {
                let response = try await client.execute(uri: uri, method: method)
                #expect(response.status == .methodNotAllowed, "\(method) \(uri)")
                #expect(response.headers[.allow] == "GET, HEAD")
            }
        }
    }

    @Test func typesFollowTheFileExtension() async throws {
        let fixture = try PreviewFixture(PreviewFixture.standardFiles.merging([
            "en/sliders/diagram.svg": "<svg xmlns=\"http://www.w3.org/2000/svg\"/>",
            "en/sliders/notes.txt": "notes",
            "en/sliders/data.json": "{}",
        ]) { $1 })
        defer { fixture.remove() }
        let state = try await fixture.builtState()
        let css = try #require(state.site.files.keys.first { $0.hasPrefix("assets/") && $0.hasSuffix(".css") })
        try await withPreviewRouter(state) { client in
            let expected = [
                "/\(css)": "text/css; charset=utf-8",
                "/en/sliders/diagram.svg": "image/svg+xml",
                "/en/sliders/notes.txt": "text/plain; charset=utf-8",
                "/en/sliders/data.json": "application/json",
                "/__rotor/live.js": "text/javascript; charset=utf-8",
            ]
            for (uri, type) in expected {
                let response = try await client.execute(uri: uri, method: .get)
                #expect(response.status == .ok, "\(uri)")
                #expect(response.headers[.contentType] == type, "\(uri)")
                #expect(!response.text.contains(LiveReloadScript.tag), "\(uri)")
            }
        }
    }

    @Test func contentTypeTable() {
        let cases = [
            "a/index.html": "text/html; charset=utf-8", "a.css": "text/css; charset=utf-8",
            "a.js": "text/javascript; charset=utf-8", "feed.json": "application/json", "feed.xml": "application/xml",
            "i.svg": "image/svg+xml", "i.PNG": "image/png", "i.jpg": "image/jpeg", "f.woff2": "font/woff2",
            "robots.txt": "text/plain; charset=utf-8", "LICENSE": "application/octet-stream",
        ]
        for (path, type) in cases { #expect(ContentType.forPath(path) == type, "\(path)") }
    }

    @Test func copiedFilesThatNowLinkOutsideTheContentFolderAre404() async throws {
        let fixture = try PreviewFixture(PreviewFixture.standardFiles.merging(["en/sliders/diagram.svg": "<svg/>"]) { $1 })
        defer { fixture.remove() }
        let secret = fixture.root.appendingPathComponent("secret.svg")
        try Data("<svg>secret</svg>".utf8).write(to: secret)
        let state = try await fixture.builtState()
        try await withPreviewRouter(state) { client in
            #expect(try await client.execute(uri: "/en/sliders/diagram.svg", method: .get).text == "<svg/>")
            try FileManager.default.removeItem(at: fixture.url("en/sliders/diagram.svg"))
            try FileManager.default.createSymbolicLink(at: fixture.url("en/sliders/diagram.svg"), withDestinationURL: secret)
            let response = try await client.execute(uri: "/en/sliders/diagram.svg", method: .get)
            #expect(response.status == .notFound)
            #expect(!response.text.contains("secret"))
        }
    }

    @Test func liveScriptListensOnTheEventsEndpointAndManagesTheDialog() async throws {
        try await withPreviewRouter(PreviewState(site: .empty(content: URL(fileURLWithPath: "/tmp")))) { client in
            let script = try await client.execute(uri: "/__rotor/live.js", method: .get).text
            #expect(script.contains("new EventSource(\"/__rotor/events\")"))
            for part in ["\"alertdialog\"", "aria-labelledby", "aria-describedby", "showModal()", "returnFocus.focus()",
                         "sessionStorage.setItem", "location.reload()", "getElementById(saved.id)"] {
                #expect(script.contains(part), "\(part)")
            }
        }
    }
}
