import RotorDiagnostics
@testable import RotorSite
import Testing

@Suite struct FrontMatterTests {
    @Test func parsesEveryField() throws {
        let source = """
            ---
            title: "Custom slider"
            description: Make a slider adjustable.
            date: 2026-03-01
            tags: [sliders, swiftui]
            draft: true
            order: 2
            translation_key: slider
            ---
            Body line
            """
        let split = try FrontMatter.split(source, path: "a.md")
        #expect(split.frontMatter == FrontMatter(
            title: "Custom slider", description: "Make a slider adjustable.", date: "2026-03-01",
            tags: ["sliders", "swiftui"], draft: true, order: 2, translationKey: "slider"))
        #expect(split.body == "Body line")
        #expect(split.bodyLineOffset == 9)
    }

    @Test func unknownFieldsAreWarningsWithTheClosestName() throws {
        let split = try FrontMatter.split("---\ntitle: Hi\ndescripton: Oops\ntag: [a]\n---\nBody", path: "en/hi.md")
        #expect(split.frontMatter.description == nil)
        #expect(split.frontMatter.warnings.map(\.description) == [
            "en/hi.md:3:1: warning: unknown front-matter field 'descripton' is ignored; expected one of 'title', 'description', "
                + "'date', 'tags', 'draft', 'order', 'translation_key'. Did you mean 'description'?",
            "en/hi.md:4:1: warning: unknown front-matter field 'tag' is ignored; expected one of 'title', 'description', "
                + "'date', 'tags', 'draft', 'order', 'translation_key'. Did you mean 'tags'?",
        ])
    }

    @Test func yamlSyntaxErrorPointsAtTheFileLine() {
        let source = "---\ntitle: ok\ntags: [a, b\n---\n"
        #expect(throws: Diagnostic.self) { try FrontMatter.split(source, path: "en/x.md") }
        do {
            _ = try FrontMatter.split(source, path: "en/x.md")
        } catch {
            // libyaml notices on line 4; the list that needs its ']' opened on line 3.
            #expect(error.description == "en/x.md:3:7: error: the list opened with '[' here is not closed; end it with ']' on the same line")
        }
    }

    @Test func aMissingColonIsReportedOnItsOwnLine() {
        do {
            _ = try FrontMatter.split("---\ntitle Custom slider\ndate: 2026-01-01\n---\n", path: "en/x.md")
            Issue.record("a key without a colon must fail")
        } catch {
            #expect(error.description == "en/x.md:2:6: error: missing ':' after 'title'; write 'title: value'")
        }
    }

    @Test(arguments: [
        ("---\ntitle: [a, b]\n---\n", 2, 8, "'title' must be text"),
        ("---\ntitle: A\ndraft: maybe\n---\n", 3, 8, "'draft' must be true or false"),
        ("---\ntitle: A\norder: first\n---\n", 3, 8, "'order' must be a whole number"),
        ("---\ntitle: A\n\ntags: {a: 1}\n---\n", 4, 7, "'tags' must be a list of text"),
        ("---\ntitle: A\ndate: March 1\n---\n", 3, 7, "'date' must be written YYYY-MM-DD"),
        ("---\ndescription: no title\n---\n", 2, 1, "missing required field 'title'"),
        ("---\ntitle: \"\"\n---\n", 2, 8, "'title' must not be empty"),
        ("---\n- a list\n---\n", 2, 1, "front matter must be a mapping"),
    ])
    func wrongFieldsAreReportedWithTheirPosition(source: String, line: Int, column: Int, message: String) {
        do {
            _ = try FrontMatter.split(source, path: "p.md")
            Issue.record("expected an error for \(source)")
        } catch {
            #expect(error.line == line)
            #expect(error.column == column)
            #expect(error.message.hasPrefix(message), "got \(error.message)")
        }
    }

    @Test func missingOrUnclosedFrontMatter() {
        #expect(throws: Diagnostic(path: "p.md", line: 1, column: 1,
                                   message: "missing front matter: start the file with '---', a 'title:' line and '---'")) {
            try FrontMatter.split("# Just Markdown\n", path: "p.md")
        }
        #expect(throws: Diagnostic(path: "p.md", line: 1, column: 1, message: "front matter is not closed: add a line with '---'")) {
            try FrontMatter.split("---\ntitle: A\n", path: "p.md")
        }
    }

    @Test func acceptsByteOrderMarkAndCRLF() throws {
        let split = try FrontMatter.split("\u{FEFF}---\r\ntitle: A\r\n---\r\nText", path: "p.md")
        #expect(split.frontMatter.title == "A")
        #expect(split.body == "Text")
    }

    @Test func siteConfigReadsLanguagesAndOptIn() throws {
        let config = try SiteConfig.parse("""
            title: T
            base_url: https://host/sub
            languages: [{code: en, name: English}, {code: ko, name: 한국어}]
            default_language: ko
            markdown: {unsafe_html: true}
            """, path: "site.yml")
        #expect(config.baseURL == "https://host/sub/")
        #expect(config.basePath == "/sub/")
        #expect(config.languages.map(\.code) == ["en", "ko"])
        #expect(config.defaultLanguage == "ko")
        #expect(config.allowRawHTML)
    }

    @Test func siteConfigErrors() {
        #expect(throws: Diagnostic.self) { try SiteConfig.parse("base_url: /\n", path: "site.yml") }
        do {
            _ = try SiteConfig.parse("title: T\nlanguages: [{code: en}]\ndefault_language: fr\n", path: "site.yml")
        } catch {
            #expect(error.description == "site.yml:3:19: error: default_language 'fr' is not one of the listed languages (en)")
        }
    }
}
