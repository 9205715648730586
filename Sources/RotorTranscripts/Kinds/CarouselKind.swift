import RotorDiagnostics
import RotorModel

/// `component: carousel`: cards with one selected, exposed per card or as one adjustable.
enum CarouselKind: ComponentKind {
    static let name = "carousel"
    static let summary = "A card carousel, either every card focusable (per-card) or one adjustable element."
    static let example = "component: carousel\nvariant: adjustable\nlabel: Payment card\nitems:\n  - {name: Samsung Card, detail: ending 1234}\n  - {name: Hyundai Card, detail: ending 5678}\ngestures: [focus, swipe up]\n"
    static let phraseKeys = CarouselModel.phraseKeys
    static let keys = [
        SpecKey("variant", "per-card | adjustable", "How the carousel is exposed; adjustable by default."),
        SpecKey("label", "text", "The adjustable element's label."),
        SpecKey("items", "list of {name, detail}", "The cards, at least one. Required."),
        SpecKey("selected", "whole number", "The index of the selected card; 0 by default."),
        SpecKey("after", "text", "The label of the button after the carousel; “Confirm” by default."),
    ]

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        let variant = try fields.choice("variant", CarouselModel.Variant.self) ?? .adjustable
        _ = try fields.required("items")
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
        do throws(Diagnostic) {
            return try CarouselModel(variant: variant, label: label, cards: cards, selected: selected, after: after)
        } catch {
            throw fields.placing(error)
        }
    }
}
