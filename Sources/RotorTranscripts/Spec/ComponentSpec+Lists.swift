import RotorModel
import Yams

// MARK: - Carousel and tab bar

extension ComponentSpec {
    static func carousel(_ fields: SpecMapping) throws(TranscriptError) -> CarouselModel {
        let variant = try fields.choice("variant", CarouselModel.Variant.self) ?? .adjustable
        let itemsNode = try fields.required("items")
        var cards: [CarouselModel.Card] = []
        for item in try fields.sequence("items") ?? [] {
            let card = try SpecMapping(item, what: "a carousel item")
            try card.checkKeys(["name", "detail"], for: "a carousel item")
            cards.append(CarouselModel.Card(
                name: try SpecMapping.text(try card.required("name"), field: "name"),
                detail: try card.string("detail") ?? ""
            ))
        }
        let label = try fields.string("label") ?? ""
        let selected = try fields.integer("selected") ?? 0
        let after = try fields.string("after")
        do throws(CarouselModel.Invalid) {
            return try CarouselModel(variant: variant, label: label, cards: cards, selected: selected, after: after)
        } catch {
            switch error {
            case .noCards:
                throw SpecMapping.error(at: itemsNode, "'items' must list at least one card")
            case .selectionOutOfRange(let index, let count):
                throw SpecMapping.error(at: fields["selected"] ?? fields.node, "'selected' is \(index), but the indices of \(count) items run from 0 to \(count - 1)")
            }
        }
    }

    static func tabBar(_ fields: SpecMapping) throws(TranscriptError) -> TabBarModel {
        let tabsNode = try fields.required("tabs")
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
        do throws(TabBarModel.Invalid) {
            return try TabBarModel(name: name, tabs: tabs, selected: selected, enclosure: enclosure)
        } catch {
            switch error {
            case .noTabs:
                throw SpecMapping.error(at: tabsNode, "'tabs' must list at least one tab")
            case .duplicateID(let id, let index):
                throw SpecMapping.error(at: items[index], "duplicate tab id '\(id)'; give each tab a unique 'id' or label")
            case .selectionOutOfRange(let index, let count):
                throw SpecMapping.error(at: fields["selected"] ?? fields.node, "'selected' is \(index), but the indices of \(count) tabs run from 0 to \(count - 1)")
            }
        }
    }
}
