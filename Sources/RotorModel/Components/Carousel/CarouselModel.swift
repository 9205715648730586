import RotorDiagnostics

/// A horizontal card carousel where the centred card is the selected one.
///
/// The card-selection article describes two ways to expose it. `perCard` makes every card
/// focusable and selects a card when focus scrolls it to the centre, so a VoiceOver user
/// who only wants to hear the cards ends up selecting the last one. `adjustable` groups
/// the carousel into one adjustable element: swipe up and down change the card, and
/// swiping right moves on to the next element without touching the selection.
public struct CarouselModel: AccessibleComponent, Hashable {
    public enum Variant: String, Sendable, Hashable, Codable, CaseIterable {
        case perCard = "per-card"
        case adjustable
    }

    /// One card: its name and the detail printed on it, such as a masked number.
    public struct Card: Sendable, Hashable, Codable {
        public var name: String
        public var detail: String

        public init(name: String, detail: String) {
            self.name = name
            self.detail = detail
        }
    }

    public var variant: Variant
    public var label: String
    public let cards: [Card]
    public private(set) var selected: Int
    /// The label of the button after the carousel; `nil` uses the phrasebook's "Confirm".
    public var after: String?

    /// - Throws: A ``Diagnostic`` about `items` (the spec's name for the cards) when there are
    ///   none, or about `selected` when it is not one of them.
    public init(variant: Variant, label: String, cards: [Card], selected: Int = 0, after: String? = nil) throws(Diagnostic) {
        guard !cards.isEmpty else { throw Diagnostic("'items' must list at least one card", about: .init("items")) }
        guard cards.indices.contains(selected) else {
            throw Diagnostic("'selected' is \(selected), but the indices of \(cards.count) items run from 0 to \(cards.count - 1)",
                             about: .init("selected"))
        }
        self.variant = variant
        self.label = label
        self.cards = cards
        self.selected = selected
        self.after = after
    }

    /// Everything the card shows, which is what its accessibility value must carry.
    public func cardText(_ index: Int, _ phrases: Phrasebook) -> String {
        phrases.text(.cardText, ["name": cards[index].name, "detail": cards[index].detail])
    }
}

// MARK: - Reacting

extension CarouselModel {
    static let carouselID = "carousel"
    static let afterID = "after"

    static func cardID(_ index: Int) -> String { "card.\(index)" }

    /// There is no wrap-around: past either end, nothing changes.
    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        switch (action, elementID) {
        case (.increment, Self.carouselID) where selected < cards.count - 1:
            selected += 1
        case (.decrement, Self.carouselID) where selected > 0:
            selected -= 1
        case (.activate, _):
            if let index = (0..<cards.count).first(where: { Self.cardID($0) == elementID }) {
                selected = index
            }
        default:
            break
        }
        return []
    }

    public mutating func focusDidMove(to elementID: String) -> [ComponentEvent] {
        if variant == .perCard, let index = (0..<cards.count).first(where: { Self.cardID($0) == elementID }) {
            // The flaw under study: scrolling a card to the centre selects it.
            let changed = index != selected
            selected = index
            return changed ? [.note(.noteSelectedByFocus, ["label": cards[index].name])] : []
        }
        if elementID == Self.afterID {
            return [.note(.noteSelectionKept, ["label": cards[selected].name])]
        }
        return []
    }
}
