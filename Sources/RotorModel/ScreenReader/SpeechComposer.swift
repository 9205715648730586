/// Puts together what VoiceOver says for an element, in the order VoiceOver says it.
///
/// The order is: the container label when focus has just entered a labelled container,
/// "Selected" (state comes first, which matters most for tabs), the label, the value, the
/// role words, the tab position ("Tab, N of M") and finally the hint. Parts are joined
/// with a comma, which is where VoiceOver pauses.
public struct SpeechComposer: Sendable {
    public var phrases: Phrasebook

    public init(phrases: Phrasebook) {
        self.phrases = phrases
    }

    /// The full announcement of `element`.
    ///
    /// - Parameters:
    ///   - element: The element that has focus.
    ///   - enteringContainer: Whether focus came from outside the element's container.
    /// - Returns: The spoken line.
    public func describe(_ element: FocusableElement, enteringContainer: Bool = false) -> String {
        var parts: [String] = []
        if enteringContainer, let container = element.containerLabel {
            parts.append(container)
        }
        if element.traits.contains(.selected) {
            parts.append(phrases.text(.traitSelected))
        }
        parts.append(element.label)
        parts.append(element.value)
        parts.append(contentsOf: roleWords(element))
        if let position = element.tabPosition {
            parts.append(phrases.text(.tabPosition, ["index": "\(position.index)", "count": "\(position.count)"]))
        }
        parts.append(element.hint)
        return join(parts)
    }

    /// What VoiceOver says after an adjustable element changed: only the new value.
    public func valueChange(_ element: FocusableElement) -> String {
        element.value
    }

    /// Joins non-empty parts with VoiceOver's pause.
    public func join(_ parts: [String]) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: ", ")
    }

    /// Role words in VoiceOver's order. A tab's role is spoken with its position instead.
    private func roleWords(_ element: FocusableElement) -> [String] {
        let traits = element.traits
        var words: [String] = []
        if traits.contains(.textField) { words.append(phrases.text(.traitTextField)) }
        if traits.contains(.button) && !traits.contains(.tab) { words.append(phrases.text(.traitButton)) }
        if traits.contains(.header) { words.append(phrases.text(.traitHeader)) }
        if traits.contains(.image) { words.append(phrases.text(.traitImage)) }
        if traits.contains(.adjustable) { words.append(phrases.text(.traitAdjustable)) }
        return words
    }
}
