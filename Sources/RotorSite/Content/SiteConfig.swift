import Foundation
import RotorDiagnostics
import RotorYAML

/// The settings in `site.yml`.
///
/// ```yaml
/// title: Rotor Patterns
/// base_url: https://example.org/patterns/
/// default_language: en
/// languages:
///   - {code: en, name: English}
///   - code: ko
///     name: 한국어
///     title: Rotor 패턴
///     tags: {carousels: 캐러셀, adjustable: 조절 가능}
/// markdown: {unsafe_html: false}
/// cname: patterns.example.org
/// ```
public struct SiteConfig: Sendable, Equatable {
    /// A language the site is written in; its code is also its top-level content folder.
    public struct Language: Sendable, Equatable {
        public var code: String
        public var name: String
        /// The site's title in this language, when it differs from the main `title`.
        public var title: String?
        /// How tags are shown in this language, by the tag as articles write it; a tag not
        /// listed is shown as written. The tag's page keeps its address in every language.
        public var tagNames: [String: String]

        public init(code: String, name: String, title: String? = nil, tagNames: [String: String] = [:]) {
            self.code = code
            self.name = name
            self.title = title
            self.tagNames = tagNames
        }
    }

    public var title: String
    /// The public address of the site, always ending in `/`.
    public var baseURL: String {
        didSet { basePath = Self.path(of: baseURL) }
    }
    /// The path part of ``baseURL``: `/` at the root of a host, `/docs/` under a sub-path.
    /// Kept with the URL because every link on every page starts with it.
    public private(set) var basePath: String
    public var languages: [Language]
    public var defaultLanguage: String
    /// Whether raw HTML in Markdown reaches the page. Off unless the site opts in.
    public var allowRawHTML: Bool
    /// The custom domain written to `CNAME` by `rotor publish --to git:BRANCH`, such as `docs.example.org`.
    public var cname: String?

    public init(title: String, baseURL: String = "/", languages: [Language], defaultLanguage: String, allowRawHTML: Bool = false, cname: String? = nil) {
        self.title = title
        self.baseURL = Self.normalizedBaseURL(baseURL)
        self.basePath = Self.path(of: self.baseURL)
        self.languages = languages
        self.defaultLanguage = defaultLanguage
        self.allowRawHTML = allowRawHTML
        self.cname = cname
    }

    private static func path(of baseURL: String) -> String {
        guard let schemeEnd = baseURL.range(of: "://") else { return baseURL }
        let afterHost = baseURL[schemeEnd.upperBound...].drop { $0 != "/" }
        return afterHost.isEmpty ? "/" : String(afterHost)
    }

    public func language(_ code: String) -> Language? {
        languages.first { $0.code == code }
    }

    /// The site's title on pages in `language`: its own title if it has one, else the main one.
    public func title(in language: String) -> String {
        self.language(language)?.title ?? title
    }

    /// How `tag` is shown on pages in `language`.
    public func tagName(_ tag: String, in language: String) -> String {
        self.language(language)?.tagNames[tag] ?? tag
    }

    static func normalizedBaseURL(_ url: String) -> String {
        let trimmed = url.trimmingCharacters(in: .whitespaces)
        if trimmed.isEmpty { return "/" }
        return trimmed.hasSuffix("/") ? trimmed : trimmed + "/"
    }
}

// MARK: - Loading

extension SiteConfig {
    /// Parses the text of `site.yml`.
    ///
    /// - Parameters:
    ///   - text: The file's contents.
    ///   - path: The path to name in errors.
    /// - Throws: A ``Diagnostic`` at the line of the first problem.
    public static func parse(_ text: String, path: String) throws(Diagnostic) -> SiteConfig {
        guard let root = try YAMLReader.document.node(text, path: path), let fields = YAMLMapping(root, path: path) else {
            throw Diagnostic(path: path, line: 1, column: 1, message: "site.yml must be a mapping with at least 'title'")
        }
        guard let title = try fields.string("title"), !title.isEmpty else {
            throw fields.error("missing required field 'title'", at: nil)
        }
        let languages = try parseLanguages(fields)
        let defaultLanguage = try fields.string("default_language") ?? languages[0].code
        guard languages.contains(where: { $0.code == defaultLanguage }) else {
            let codes = languages.map(\.code)
            throw fields.error(Suggestion.adding(to: "default_language '\(defaultLanguage)' is not one of the listed languages (\(codes.joined(separator: ", ")))", defaultLanguage, in: codes), at: fields.node("default_language"))
        }
        var allowRawHTML = false
        if let markdown = fields.node("markdown") {
            guard let markdownFields = YAMLMapping(markdown, path: path) else { throw fields.error("'markdown' must be a mapping", at: markdown) }
            allowRawHTML = try markdownFields.bool("unsafe_html") ?? false
        }
        let baseURL = try fields.string("base_url") ?? "/"
        let cname = try fields.string("cname")
        if let cname, cname.isEmpty || !cname.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-" || $0 == ".") }) {
            throw fields.error("'cname' must be a host name such as docs.example.org, without https:// or a path", at: fields.node("cname"))
        }
        return SiteConfig(title: title, baseURL: baseURL, languages: languages,
                          defaultLanguage: defaultLanguage, allowRawHTML: allowRawHTML, cname: cname)
    }

    private static func parseLanguages(_ fields: YAMLMapping) throws(Diagnostic) -> [Language] {
        guard let node = fields.node("languages") else { return [Language(code: "en", name: "English")] }
        guard let sequence = node.sequence, !sequence.isEmpty else {
            throw fields.error("'languages' must be a non-empty list of {code, name}", at: node)
        }
        var languages: [Language] = []
        for item in sequence {
            guard let entry = YAMLMapping(item, path: fields.path, lineOffset: fields.lineOffset) else {
                throw fields.error("each language must be {code, name}", at: item)
            }
            guard let code = try entry.string("code"), isValidLanguageCode(code) else {
                throw entry.error("a language needs a 'code' such as en or ko", at: entry.node("code") ?? item)
            }
            guard !languages.contains(where: { $0.code == code }) else {
                throw entry.error("language '\(code)' is listed twice", at: entry.node("code"))
            }
            let title = try entry.string("title")
            if let title, title.trimmingCharacters(in: .whitespaces).isEmpty {
                throw entry.error("a language's 'title' must not be empty; leave it out to use the site's title", at: entry.node("title"))
            }
            var tagNames: [String: String] = [:]
            for (tag, name) in try entry.textMapping("tags") ?? [] {
                guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                    throw entry.error("tag '\(tag)' needs a name to show, or leave it out", at: entry.node("tags"))
                }
                tagNames[tag] = name
            }
            languages.append(Language(code: code, name: try entry.string("name") ?? code, title: title, tagNames: tagNames))
        }
        return languages
    }

    /// BCP 47-looking codes only, because the code becomes a folder name and a `lang` value.
    static func isValidLanguageCode(_ code: String) -> Bool {
        !code.isEmpty && code.count <= 35 && code.first!.isASCII && code.first!.isLetter
            && code.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "-") }
    }
}
