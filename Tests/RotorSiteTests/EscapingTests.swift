import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
@testable import RotorSite
import Testing

/// Script-injection payloads in every place an author's text reaches a page, checked by
/// tokenizing the output with ``HTMLSafetyChecker`` rather than by searching for strings.
@Suite struct EscapingTests {
    @Test func payloadCorpusIsLargeEnough() {
        #expect(EscapingCorpus.payloads.count >= 30)
        #expect(Set(EscapingCorpus.payloads).count == EscapingCorpus.payloads.count)
    }

    @Test func checkerFindsEveryKindOfActiveMarkup() {
        let own = { (src: String) in src.hasPrefix("/docs/assets/") }
        #expect(HTMLSafetyChecker.problems(in: #"<p>ok</p><script src="/docs/assets/a.js" defer></script>"#, allowedScripts: own).isEmpty)
        #expect(HTMLSafetyChecker.problems(in: "<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><!-- <script>x</script> -->", allowedScripts: own).isEmpty)
        #expect(HTMLSafetyChecker.problems(in: "<title></title><script>alert(1)</script></title>", allowedScripts: own).count == 1)
        #expect(HTMLSafetyChecker.problems(in: "<title><script>alert(1)</script></title>", allowedScripts: own).isEmpty)
        let attacks = [
            "<script>alert(1)</script>", "<SCRIPT SRC=//evil/x.js></SCRIPT>", "<img src=x onerror=alert(1)>",
            "<a href=\"java&#x09;script:alert(1)\">x</a>", "<a href='&#106;avascript:alert(1)'>x</a>",
            "<a href=\" javascript:alert(1)\">x</a>", "<iframe src=x></iframe>", "<svg onload=alert(1)>",
            "<form><button formaction=javascript:alert(1)>x</button></form>", "<meta http-equiv=refresh content=0>",
            "<img src=\"data:text/html,x\">", "<a href=\"jav&#x0A;ascript:alert(1)\">", "<p style=\"background:url(javascript:x)\">",
            "<div title=\"x\" onmouseover=\"alert(1)\">", "<body/onload=alert(1)>",
        ]
        for attack in attacks {
            #expect(!HTMLSafetyChecker.problems(in: attack, allowedScripts: own).isEmpty, "missed: \(attack)")
        }
        #expect(HTMLSafetyChecker.problems(in: "<img src=\"data:image/png;base64,AAAA\" alt=\"\">", allowedScripts: own).isEmpty)
    }

    @Test func everyPageIsInertAfterTheCorpusIsBuilt() async throws {
        let site = try await EscapingCorpus.buildSite()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let files = try TestSite.snapshot(site.output)
        let pages = files.keys.filter { $0.hasSuffix(".html") }.sorted()
        #expect(pages.count > EscapingCorpus.payloads.count * 2, "articles and tag pages")
        var problems: [String] = []
        for path in pages {
            let html = String(decoding: files[path]!, as: UTF8.self)
            let found = HTMLSafetyChecker.problems(in: html) { src in
                src.hasPrefix("/docs/assets/") && src.hasSuffix(".js") && !src.contains("..")
            }
            problems += found.map { "\(path): \($0)" }
        }
        #expect(problems.isEmpty, "\(problems.prefix(20).joined(separator: "\n"))")
    }

    @Test func payloadsStayVisibleAsText() async throws {
        let site = try await EscapingCorpus.buildSite()
        defer { try? FileManager.default.removeItem(at: site.root) }
        for (number, payload) in EscapingCorpus.payloads.enumerated() {
            let html = try site.read("en/attacks/p\(number)/index.html")
            let heading = try #require(Self.text(of: "h1", in: html), "p\(number)")
            #expect(heading == payload, "p\(number)")
        }
    }

    @Test func feedsAndSitemapAreWellFormedXML() async throws {
        let site = try await EscapingCorpus.buildSite()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let files = try TestSite.snapshot(site.output)
        let xmlFiles = files.keys.filter { $0.hasSuffix(".xml") }.sorted()
        #expect(!xmlFiles.isEmpty)
        for path in xmlFiles {
            let parser = XMLParser(data: files[path]!)
            #expect(parser.parse(), "\(path): \(String(describing: parser.parserError))")
        }
    }

    @Test func searchIndexIsValidJSONAndTheSearchScriptNeverParsesMarkup() async throws {
        let site = try await EscapingCorpus.buildSite()
        defer { try? FileManager.default.removeItem(at: site.root) }
        let folder = site.output.appendingPathComponent("en/search-index")
        for kind in ["t", "p", "d"] {
            for name in try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent(kind).path) {
                _ = try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("\(kind)/\(name)")))
            }
        }
        let manifest = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("manifest.json"))) as? [String: Any])
        let chunks = try FileManager.default.contentsOfDirectory(atPath: folder.appendingPathComponent("d").path)
        let documents = try chunks.flatMap { name in
            try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: folder.appendingPathComponent("d/\(name)"))) as? [[String]])
        }
        #expect(documents.count == manifest["documents"] as? Int)
        #expect(documents.count > EscapingCorpus.payloads.count)
        var titles: Set<String> = []
        for document in documents {
            titles.insert(document[0])
            let url = document[1]
            #expect(url.hasPrefix("/docs/en/") && HTMLSafetyChecker.dangerousScheme(url) == nil && !url.contains(".."), "\(url)")
        }
        // The index holds the payloads as plain text, exactly as written; the page decides how to show them.
        #expect(Set(EscapingCorpus.payloads).isSubset(of: titles))

        // The script puts index text into the page only through textContent: no HTML sinks.
        let assets = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("assets").path)
        let searchScripts = assets.filter { $0.hasPrefix("search") && $0.hasSuffix(".js") }
        #expect(searchScripts.count == 3, "engine, index reader and page")
        let script = try searchScripts.map { try String(contentsOf: site.output.appendingPathComponent("assets/\($0)"), encoding: .utf8) }
            .joined(separator: "\n")
        let code = script.split(separator: "\n").filter { !$0.trimmingCharacters(in: .whitespaces).hasPrefix("//") }.joined(separator: "\n")
        for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function", "setTimeout(\"", "srcdoc"] {
            #expect(!code.contains(sink), "search script uses \(sink)")
        }
        let page = try site.read("en/search/index.html")
        #expect(HTMLSafetyChecker.problems(in: page) { $0.hasPrefix("/docs/assets/") }.isEmpty)
    }

    @Test func hostileTagsBecomeSlugsInsideTheOutput() async throws {
        let site = try await EscapingCorpus.buildSite()
        defer { try? FileManager.default.removeItem(at: site.root) }
        // Nothing was written beside the output or the content.
        let rootEntries = try FileManager.default.contentsOfDirectory(atPath: site.root.path)
            .filter { $0 != ".site.rotor-cache" }.sorted()
        #expect(rootEntries == ["Content", "site"])
        let files = try TestSite.snapshot(site.output)
        for path in files.keys {
            #expect(!path.split(separator: "/").contains(".."), "\(path)")
        }
        let tagFolders = try FileManager.default.contentsOfDirectory(atPath: site.output.appendingPathComponent("en/tags").path)
        #expect(!tagFolders.isEmpty)
        for folder in tagFolders where folder != "index.html" {
            #expect(folder.allSatisfy { $0.isLetter || $0.isNumber || $0 == "-" }, "tag folder '\(folder)'")
            #expect(!folder.hasPrefix("-") && !folder.hasSuffix("-"), "tag folder '\(folder)'")
        }
        #expect(files["en/tags/etc-passwd/index.html"] != nil)
        #expect(files["en/tags/abs-path/index.html"] != nil)
    }

    /// The decoded text inside the first `<name>` element, tags removed.
    static func text(of name: String, in html: String) -> String? {
        guard let open = html.range(of: "<\(name)"), let start = html[open.upperBound...].firstIndex(of: ">"),
              let close = html[start...].range(of: "</\(name)>") else { return nil }
        var inner = String(html[html.index(after: start)..<close.lowerBound])
        while let tag = inner.range(of: "<[^>]*>", options: .regularExpression) { inner.removeSubrange(tag) }
        return HTMLSafetyChecker.decodeReferences(inner)
    }
}
