import Foundation

extension SitePlan {
    /// Adds a page for every folder that holds pages but has no `index.md`, up to the root.
    ///
    /// A content folder with only `site.yml` and articles therefore builds into a full site.
    mutating func addSections() {
        for language in config.languages where !pages.keys.contains(where: { $0.hasPrefix(language.code + "/") }) {
            pages["\(language.code)/"] = Page(kind: .home, path: "\(language.code)/", language: language.code,
                                              title: config.title(in: language.code))
        }
        var missing: Set<String> = []
        for path in pages.keys {
            var ancestor = Self.parentPath(of: path)
            while let current = ancestor, !current.isEmpty, pages[current] == nil, !missing.contains(current) {
                missing.insert(current)
                ancestor = Self.parentPath(of: current)
            }
        }
        for path in missing {
            let language = String(path.prefix { $0 != "/" })
            let kind: Page.Kind = path == "\(language)/" ? .home : .section
            let title = kind == .home ? config.title(in: language) : Self.title(forFolder: path)
            pages[path] = Page(kind: kind, path: path, language: language, title: title)
        }
        pages[""] = Page(kind: .root, path: "", language: config.defaultLanguage, title: config.title)
    }

    /// Sets every page's parent and children, and fixes the reading order.
    mutating func linkFamilies() {
        var children: [String: [String]] = [:]
        for path in pages.keys {
            guard let parent = Self.parentPath(of: path), pages[parent] != nil, path != "404.html" else { continue }
            pages[path]?.parent = parent
            children[parent, default: []].append(path)
        }
        // Each key is computed once: a comparison that looked pages up and lower-cased titles
        // was most of planning a large site.
        var keys: [String: (Int, String, String)] = [:]
        keys.reserveCapacity(pages.count)
        for (path, page) in pages { keys[path] = page.sortKey }
        for (parent, paths) in children {
            pages[parent]?.children = paths
                .map { (keys[$0]!, $0) }
                .sorted { $0.0 < $1.0 }
                .map(\.1)
        }
    }

    /// A readable title from a folder name: `focus-order/` → `Focus order`.
    static func title(forFolder path: String) -> String {
        let name = path.dropLast().split(separator: "/").last.map(String.init) ?? path
        let words = name.replacingOccurrences(of: "_", with: "-").split(separator: "-").joined(separator: " ")
        return words.prefix(1).uppercased() + words.dropFirst()
    }
}
