// Each view's strings, swapped for stand-ins in declaration order; see ``TemplateFrames``.
// A string field left out here would print the first page's text on every page of the same
// shape, so `TemplateFramesTests.everyStringOfEveryViewBecomesASlot` checks by reflection that no string survives `slotted`.

extension LayoutView: Slotted {
    func slotted(_ slots: inout Slots) -> LayoutView {
        var view = self
        view.lang = slots.take(lang)
        view.documentTitle = slots.take(documentTitle)
        view.description = slots.take(description)
        view.canonical = slots.take(canonical)
        view.feedURL = slots.take(feedURL)
        view.faviconURL = slots.take(faviconURL)
        view.searchURL = slots.take(searchURL)
        view.alternates = alternates.map { Alternate(hreflang: slots.take($0.hreflang), url: slots.take($0.url)) }
        view.stylesheets = slots.take(stylesheets)
        view.scripts = slots.take(scripts)
        view.siteTitle = slots.take(siteTitle)
        view.homeURL = slots.take(homeURL)
        view.languages = languages.map {
            LanguageLink(code: slots.take($0.code), name: slots.take($0.name), url: slots.take($0.url), current: $0.current)
        }
        view.nav = nav.map { $0.slotted(&slots) }
        view.content = slots.take(content)
        return view
    }
}

extension Link {
    func slotted(_ slots: inout Slots) -> Link {
        Link(title: slots.take(title), url: slots.take(url), current: current, inSection: inSection,
             description: slots.take(description), lang: slots.take(lang))
    }
}

extension ArticleView: Slotted {
    func slotted(_ slots: inout Slots) -> ArticleView {
        var view = self
        view.title = slots.take(title)
        view.url = slots.take(url)
        view.description = slots.take(description)
        view.breadcrumbs = breadcrumbs.map { $0.slotted(&slots) }
        view.date = slots.take(date)
        view.tags = tags.map { Tag(name: slots.take($0.name), url: slots.take($0.url)) }
        view.toc = toc.map { $0.slotted(&slots) }
        view.body = slots.take(body)
        view.previous = previous.map { $0.slotted(&slots) }
        view.next = next.map { $0.slotted(&slots) }
        return view
    }
}

extension ArticleView.TOCEntry {
    func slotted(_ slots: inout Slots) -> ArticleView.TOCEntry {
        var entry = self
        entry.text = slots.take(text)
        entry.id = slots.take(id)
        entry.children = children.map { $0.slotted(&slots) }
        return entry
    }
}

extension ListView: Slotted {
    func slotted(_ slots: inout Slots) -> ListView {
        var view = self
        view.title = slots.take(title)
        view.url = slots.take(url)
        view.description = slots.take(description)
        view.breadcrumbs = breadcrumbs.map { $0.slotted(&slots) }
        view.intro = slots.take(intro)
        view.items = items.map { $0.slotted(&slots) }
        return view
    }
}

extension SearchView: Slotted {
    func slotted(_ slots: inout Slots) -> SearchView {
        var view = self
        view.title = slots.take(title)
        view.indexURL = slots.take(indexURL)
        view.sections = sections.map { $0.slotted(&slots) }
        return view
    }
}

extension NotFoundView: Slotted {
    func slotted(_ slots: inout Slots) -> NotFoundView {
        var view = self
        view.title = slots.take(title)
        view.languages = languages.map { $0.slotted(&slots) }
        view.searchURL = slots.take(searchURL)
        return view
    }
}
