import RotorDiagnostics

// MARK: - Fine-input value editor

/// The editor is a modal: while it is open, only its text field and its Done and Cancel
/// buttons are in the tree. Focus goes to the field when it opens, and back to the slider
/// when it closes, as the article does with `AccessibilityFocusState`.
extension SliderModel {
    func editorTree(_ editorValue: Double, _ phrases: Phrasebook) -> AccessibilityNode {
        let bounds = ["min": NumberText.format(min), "max": NumberText.format(max)]
        let field = AccessibilityNode(
            id: Self.fieldID, label: phrases.text(.editorField), value: NumberText.format(editorValue),
            hint: phrases.text(.editorHint, bounds), traits: [.textField, .isEditing], isAccessibilityElement: true
        )
        return .stack(id: "editor", [
            field,
            .button(phrases.text(.editorDone), id: Self.doneID),
            .button(phrases.text(.editorCancel), id: Self.cancelID),
        ])
    }

    mutating func openEditor() -> [ComponentEvent] {
        editorValue = value
        return [.moveFocus(to: Self.fieldID)]
    }

    mutating func performInEditor(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        switch (action, elementID) {
        case (.activate, Self.doneID):
            let saved = editorValue ?? value
            editorValue = nil
            return setValue(saved) + [.note(.noteSaved, ["value": NumberText.format(value)]), .moveFocus(to: Self.sliderID)]
        case (.activate, Self.cancelID), (.escape, _):
            editorValue = nil
            return [.note(.noteDiscarded, [:]), .moveFocus(to: Self.sliderID)]
        default:
            return []
        }
    }

    public mutating func type(_ text: String, into elementID: String) throws(Diagnostic) -> [ComponentEvent] {
        guard editorValue != nil, elementID == Self.fieldID else {
            throw Diagnostic("only the slider value field accepts typing")
        }
        guard let typed = Double(text.trimmingPrefix(" ")) else {
            throw Diagnostic("'\(text)' is not a number; the value field takes a decimal number")
        }
        let result = clamped(typed)
        editorValue = result
        return result == typed ? [] : [.note(.noteClamped, ["typed": text, "value": NumberText.format(result)])]
    }
}
