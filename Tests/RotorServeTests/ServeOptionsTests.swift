import Foundation
import RotorDiagnostics
@testable import RotorServe
import RotorSite
import Testing

@Suite struct ServeOptionsTests {
    static let build = BuildOptions(content: URL(fileURLWithPath: "/tmp/none/Content"), output: URL(fileURLWithPath: "/tmp/none/site"),
                                    baseURL: "https://example.org/sub/")

    @Test func thePreviewAlwaysServesTheSiteAtTheRoot() {
        #expect(ServeOptions(build: Self.build).build.baseURL == "/")
    }

    @Test func loopbackIsTheDefaultAndOtherHostsAreFlagged() {
        #expect(ServeOptions(build: Self.build).isLoopback)
        #expect(ServeOptions(build: Self.build, host: "::1").isLoopback)
        #expect(!ServeOptions(build: Self.build, host: "0.0.0.0").isLoopback)
        #expect(!ServeOptions(build: Self.build, host: "192.168.1.10").isLoopback)
    }

    @Test func printedAddressesCanBeOpened() {
        #expect(ServeOptions(build: Self.build).url(port: 8080).absoluteString == "http://127.0.0.1:8080/")
        #expect(ServeOptions(build: Self.build, host: "0.0.0.0").url(port: 1).absoluteString == "http://localhost:1/")
        #expect(ServeOptions(build: Self.build, host: "::1").url(port: 2).absoluteString == "http://[::1]:2/")
    }

    @Test func userMessagesReadLikeTheBuildCommand() {
        let diagnostic = Diagnostic(path: "Content/en/a.md", line: 3, column: 12, message: "invalid YAML")
        #expect(ServeEvent.failed([diagnostic], duration: .milliseconds(37)).description == """
            Content/en/a.md:3:12: error: invalid YAML
            build failed with 1 error in 37 ms; still serving the last good build
            """)
        let rebuilt = ServeEvent.built(.init(generation: 2, pageCount: 56, changedCount: 2, duration: .milliseconds(12), warnings: []))
        #expect(rebuilt.description == "Rebuilt: 2 files changed in 12 ms")
        #expect(!rebuilt.isProblem)
        #expect(Diagnostic.addressInUse(host: "127.0.0.1", port: 8080).description.hasPrefix("error: cannot listen on 127.0.0.1:8080: the port is in use"))
    }
}
