import RotorDiagnostics
import RotorModel
import RotorYAML

/// `component: tab-bar`: a row of tabs under UIKit's tab-bar trait, optionally enclosed.
enum TabBarKind: ComponentKind {
    static let name = "tab-bar"
    static let summary = "A custom tab bar with UIKit's tab-bar trait, optionally inside an accessibility container."
    static let example = "component: tab-bar\nname: Reading\ntabs: [Articles, Videos, Saved]\ngestures: [focus, swipe right, double tap]\n"
    static let phraseKeys = TabBarModel.phraseKeys
    static let keys = [
        SpecKey("name", "text", "The tab bar's name, spoken as “NAME Tab bar”."),
        SpecKey("tabs", "list of text or {label, icon, id}", "The tabs, at least one. Required."),
        SpecKey("selected", "whole number", "The index of the selected tab; 0 by default."),
        SpecKey("container", "none | contain | semantic-group", "What encloses the tab bar; none by default."),
    ]

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        _ = try fields.required("tabs")
        let items = try fields.sequence("tabs") ?? []
        var tabs: [TabBarModel.Tab] = []
        for item in items {
            if item.scalar != nil {
                tabs.append(TabBarModel.Tab(label: try SpecMapping.text(item, field: "tabs")))
                continue
            }
            let tab = try SpecMapping(item, what: "a tab")
            try tab.checkKeys(["label", "icon", "id"], for: "a tab")
            tabs.append(TabBarModel.Tab(
                id: try tab.string("id"), label: try SpecMapping.text(try tab.required("label"), field: "label"),
                icon: try tab.string("icon")
            ))
        }
        let name = try fields.string("name") ?? ""
        let selected = try fields.integer("selected") ?? 0
        let enclosure = try fields.choice("container", TabBarModel.Enclosure.self) ?? .none
        do throws(Diagnostic) {
            return try TabBarModel(name: name, tabs: tabs, selected: selected, enclosure: enclosure)
        } catch {
            throw fields.placing(error)
        }
    }
}
