import Foundation
import RotorDiagnostics
import RotorHTML
import RotorOutput

/// Every page of the site and how they relate, decided before anything is rendered.
public struct SitePlan: Sendable {
    public let config: SiteConfig
    /// Pages by path, and the same paths in a stable order.
    public internal(set) var pages: [String: Page] = [:]
    public internal(set) var orderedPaths: [String] = []
    /// Articles and index files by their source path, for resolving links between `.md` files.
    public private(set) var pathsBySource: [String: String] = [:]
    /// Static files to copy: output path and content entry.
    public private(set) var assets: [ContentScanner.Entry] = []
    /// The same files' paths, for checking links to them.
    public private(set) var assetPaths: Set<String> = []

    public subscript(path: String) -> Page? { pages[path] }

    /// Plans the pages for `articles` (already split into front matter and body) and `assets`.
    ///
    /// - Throws: A ``BuildFailure`` for articles outside a language folder, pages that two
    ///   sources both claim (`x.md` and `x/index.md`), and files that would collide.
    public init(config: SiteConfig, articles: [Page.Source], assets: [ContentScanner.Entry], includeDrafts: Bool,
                strings: UIStrings = UIStrings(table: [:])) throws {
        self.config = config
        var problems: [Diagnostic] = []
        var claimedBy: [String: String] = [:]
        for source in articles where includeDrafts || !source.frontMatter.draft {
            do throws(Diagnostic) {
                let page = try Self.page(for: source, config: config)
                if let other = claimedBy[page.path] {
                    problems.append(Diagnostic(path: source.displayPath, message:
                        "\(other) and this file are the same page (/\(page.path)); keep one of them"))
                    continue
                }
                claimedBy[page.path] = source.displayPath
                pages[page.path] = page
                pathsBySource[source.relativePath] = page.path
            } catch {
                problems.append(error)
            }
        }
        self.assets = assets
        self.assetPaths = Set(assets.map(\.relativePath))
        addSections()
        linkFamilies()
        addGeneratedPages(strings: strings, problems: &problems)
        orderedPaths = pages.keys.sorted()
        let outputs = Dictionary(grouping: pages.values.map(\.outputPath) + assets.map(\.relativePath), by: { $0 })
        for (output, claims) in outputs where claims.count > 1 {
            problems.append(Diagnostic(path: output, message: "two sources would be written to the same output file"))
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
    }
}

extension SitePlan {
    /// Empties every source's Markdown, keeping its front matter and everything else: the
    /// plan a long-running build keeps once its pages are rendered, which reads articles
    /// again when it renders them again.
    mutating func dropSourceText() {
        for path in orderedPaths where pages[path]?.source != nil {
            pages[path]!.source!.body = ""
        }
    }
}

// MARK: - Paths

extension SitePlan {
    /// The page an article becomes: `en/a/b.md` → `en/a/b/`, `en/a/index.md` → `en/a/`.
    static func page(for source: Page.Source, config: SiteConfig) throws(Diagnostic) -> Page {
        var components = source.relativePath.split(separator: "/").map(String.init)
        guard components.count >= 2 else {
            throw Diagnostic(path: source.displayPath, message:
                "articles belong in a language folder such as \(config.languages.map { "\($0.code)/" }.joined(separator: " or "))")
        }
        let language = components[0]
        guard config.language(language) != nil else {
            throw Diagnostic(path: source.displayPath, message:
                "'\(language)' is not a language listed in site.yml (\(config.languages.map(\.code).joined(separator: ", ")))")
        }
        let stem = String(components.removeLast().dropLast(3))
        let kind: Page.Kind = stem == "index" ? (components.count == 1 ? .home : .section) : .article
        return Page(kind: kind, path: pagePath(forSource: source.relativePath), language: language, title: source.frontMatter.title,
                    source: source)
    }

    /// The page path of a Markdown source: `en/a/b.md` → `en/a/b/`, `en/a/index.md` → `en/a/`.
    static func pagePath(forSource relativePath: String) -> String {
        let path = relativePath.dropLast(3)
        if path.hasSuffix("/index") { return String(path.dropLast(5)) }
        return path == "index" ? "" : path + "/"
    }

    /// The path of the folder page above `path`: `en/a/b/` → `en/a/`, `en/` → the root.
    static func parentPath(of path: String) -> String? {
        guard !path.isEmpty else { return nil }
        let trimmed = path.dropLast()
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        return String(trimmed[...slash])
    }
}

// MARK: - URLs

extension SitePlan {
    /// The URL of a page path, below the base path: `/docs/en/sliders/`.
    ///
    /// Root-relative with the base path rather than relative to each page, so that the same
    /// link works from `404.html`, which hosts serve at any depth.
    public func url(for path: String) -> String {
        config.basePath + Self.percentEncoded(path)
    }

    /// The absolute URL of a page path, for canonical links, feeds and sitemaps.
    public func absoluteURL(for path: String) -> String {
        config.baseURL + Self.percentEncoded(path)
    }

    static func percentEncoded(_ path: String) -> String {
        // Plain ASCII paths, the common case, need no encoding and no Foundation call.
        let plain = path.utf8.allSatisfy { byte in
            (byte >= UInt8(ascii: "a") && byte <= UInt8(ascii: "z")) || (byte >= UInt8(ascii: "A") && byte <= UInt8(ascii: "Z"))
                || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")) || "/-_.~".utf8.contains(byte)
        }
        return plain ? path : (path.addingPercentEncoding(withAllowedCharacters: .urlPathAllowed) ?? path)
    }
}

// MARK: - Cache keys

extension SitePlan {
    /// A fingerprint of what every article's rendering can depend on: which sources and
    /// files exist and where they lead, the base URL, the raw-HTML setting and the interface strings.
    func structureKey(strings: UIStrings) -> ContentDigest {
        var digest = DigestBuilder()
        digest.add(config.baseURL)
        digest.add(config.allowRawHTML ? "raw" : "safe")
        for (source, path) in pathsBySource.sorted(by: { $0.key < $1.key }) {
            digest.add(source)
            digest.add(path)
        }
        let assets = assetPaths.sorted()
        digest.add(assets.count)
        for asset in assets { digest.add(asset) }
        digest.add(strings.fingerprint)
        return digest.finish()
    }
}
