// MARK: - Accessibility tree and picture

extension CarouselModel {
    public func displayName(_ phrases: Phrasebook) -> String { label }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        let button = AccessibilityNode.button(after ?? phrases.text(.carouselAfterDefault), id: Self.afterID)
        switch variant {
        case .perCard:
            let cardNodes = cards.indices.map { index in
                AccessibilityNode(
                    id: Self.cardID(index), label: cardText(index, phrases),
                    traits: index == selected ? [.button, .selected] : .button,
                    isAccessibilityElement: true, actions: [.activate]
                )
            }
            return .stack(id: "screen", [.stack(id: Self.carouselID, cardNodes), button])
        case .adjustable:
            // `ignore`: the cards inside are hidden; the group speaks for them.
            let group = AccessibilityNode(
                id: Self.carouselID, label: label, value: cardText(selected, phrases),
                traits: .adjustable, childBehavior: .ignore, actions: [.increment, .decrement],
                children: cards.indices.map { .text(cardText($0, phrases), id: Self.cardID($0)) }
            )
            return .stack(id: "screen", [group, button])
        }
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        let text = cardText(selected, phrases)
        return VisibleState(
            summary: phrases.text(.summaryCarousel, ["card": BidiText.isolated(text)]),
            details: ["selected": "\(selected)", "card": text],
            picture: CarouselDrawing.drawing(cards: cards.map(\.name), selected: selected),
            pictureDescription: phrases.text(.pictureCarousel, [
                "index": "\(selected + 1)", "count": "\(cards.count)", "card": BidiText.isolated(text),
            ])
        )
    }
}
