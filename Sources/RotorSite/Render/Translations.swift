/// Which pages are translations of each other.
///
/// Two pages are translations when they have the same path under different language folders
/// (`en/sliders/a/` and `ko/sliders/a/`), or the same `translation_key` in front matter.
struct Translations: Sendable {
    private var plan: SitePlan
    /// Pages grouped by what they translate: key, then language code, then path.
    private let groups: [String: [String: String]]

    init(plan: SitePlan) {
        self.plan = plan
        var groups: [String: [String: String]] = [:]
        for path in plan.orderedPaths {
            guard let page = plan[path], page.kind != .root else { continue }
            groups[Self.key(of: page), default: [:]][page.language] = path
        }
        self.groups = groups
    }

    /// The same groups over `plan`, a plan of the same pages.
    func over(_ plan: SitePlan) -> Translations {
        var translations = self
        translations.plan = plan
        return translations
    }

    private static func key(of page: Page) -> String {
        if let key = page.frontMatter?.translationKey { return "key:" + key }
        return "path:" + page.path.drop { $0 != "/" }
    }

    /// The page's translations by language, including itself.
    func versions(of page: Page) -> [String: String] {
        guard page.kind != .root else { return [:] }
        return groups[Self.key(of: page)] ?? [page.language: page.path]
    }

    /// `hreflang` alternates: every language version, itself included, when there is more than one.
    func alternates(of page: Page) -> [LayoutView.Alternate] {
        let versions = versions(of: page)
        guard versions.count > 1 else { return [] }
        return plan.config.languages.compactMap { language in
            versions[language.code].map { .init(hreflang: language.code, url: plan.absoluteURL(for: $0)) }
        }
    }

    /// One link per language: the translation when there is one, else that language's home.
    func switcher(for page: Page) -> [LayoutView.LanguageLink] {
        let versions = versions(of: page)
        return plan.config.languages.map { language in
            let target = versions[language.code] ?? "\(language.code)/"
            return .init(code: language.code, name: language.name, url: plan.url(for: target),
                         current: page.kind != .root && language.code == page.language)
        }
    }
}
