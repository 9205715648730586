import Mustache

// swift-mustache finds values through `Mirror` unless a type answers `child(named:)` itself.
// Reflection was over half of a build's time, so every view model answers directly. Each
// switch lists the same names as the type's stored properties: the theme contract.

extension LayoutView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "lang": lang
        case "documentTitle": documentTitle
        case "description": description
        case "canonical": canonical
        case "feedURL": feedURL
        case "faviconURL": faviconURL
        case "searchURL": searchURL
        case "searchCurrent": searchCurrent
        case "alternates": alternates
        case "stylesheets": stylesheets
        case "scripts": scripts
        case "strings": strings.table
        case "siteTitle": siteTitle
        case "homeURL": homeURL
        case "languages": languages
        case "hasLanguages": hasLanguages
        case "nav": nav
        case "hasNav": hasNav
        case "content": content
        default: nil
        }
    }
}

/// A view model behind a reference. swift-mustache casts the object of every lookup to two
/// or three protocols, and casting a large struct out of `Any` copies it, retaining each of
/// its fields; a class is one retain.
final class Boxed<Model: MustacheParent>: MustacheParent, CustomStringConvertible {
    let model: Model

    init(_ model: Model) {
        self.model = model
    }

    func child(named name: String) -> Any? {
        model.child(named: name)
    }

    /// What `{{.}}` shows of the view, as without the box.
    var description: String {
        String(describing: model)
    }
}

extension LayoutView.LanguageLink: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "code": code
        case "name": self.name
        case "url": url
        case "current": current
        default: nil
        }
    }
}

extension LayoutView.Alternate: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "hreflang": hreflang
        case "url": url
        default: nil
        }
    }
}

extension Link: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "current": current
        case "inSection": inSection
        case "description": description
        case "lang": lang
        default: nil
        }
    }
}

extension ArticleView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "description": description
        case "strings": strings.table
        case "breadcrumbs": breadcrumbs
        case "hasBreadcrumbs": hasBreadcrumbs
        case "date": date
        case "hasMeta": hasMeta
        case "tags": tags
        case "hasTags": hasTags
        case "toc": toc
        case "hasToc": hasToc
        case "body": body
        case "previous": previous
        case "next": next
        case "hasPager": hasPager
        default: nil
        }
    }
}

extension ArticleView.Tag: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "name": self.name
        case "url": url
        default: nil
        }
    }
}

extension ArticleView.TOCEntry: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "text": text
        case "id": id
        case "children": children
        case "hasChildren": hasChildren
        default: nil
        }
    }
}

extension ListView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "url": url
        case "description": description
        case "strings": strings.table
        case "breadcrumbs": breadcrumbs
        case "hasBreadcrumbs": hasBreadcrumbs
        case "intro": intro
        case "hasIntro": hasIntro
        case "items": items
        case "hasItems": hasItems
        default: nil
        }
    }
}

extension SearchView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "indexURL": indexURL
        case "strings": strings.table
        case "sections": sections
        default: nil
        }
    }
}

extension NotFoundView: MustacheParent {
    func child(named name: String) -> Any? {
        switch name {
        case "title": title
        case "strings": strings.table
        case "languages": languages
        case "searchURL": searchURL
        default: nil
        }
    }
}

// Text takes swift-mustache's shortest paths. As a `MustacheCustomRenderable`, a `{{name}}`
// tag writes the string as it is instead of testing it for a lambda and an optional and then
// printing it through `String(describing:)`; as a `MustacheParent` with no children, a name
// looked up while a string is the section's object (`{{#description}}…{{/description}}`) is
// answered "none" at once instead of by reflecting on the string, whose `Mirror` has no
// children either. Both give exactly the text and the lookups that swift-mustache gave before.
extension String: @retroactive MustacheCustomRenderable, @retroactive MustacheParent {
    public var renderText: String { self }
    public var isNull: Bool { false }
    public func child(named name: String) -> Any? { nil }
}
