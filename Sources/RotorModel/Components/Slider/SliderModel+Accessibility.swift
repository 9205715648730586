import RotorDiagnostics

// MARK: - Accessibility tree and actions

extension SliderModel {
    static let sliderID = "slider"
    static let fieldID = "editor.field"
    static let doneID = "editor.done"
    static let cancelID = "editor.cancel"

    public func displayName(_ phrases: Phrasebook) -> String { label }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        if let editorValue {
            return editorTree(editorValue, phrases)
        }
        var traits: AccessibilityTraits = [.adjustable]
        var actions: [AccessibilityAction] = [.increment, .decrement]
        if fineInput {
            traits.insert(.button)
            actions.append(.activate)
        }
        // The label text and the track combine into one element, whose label, value and
        // hint are then set explicitly, as in the article.
        let slider = AccessibilityNode(
            id: Self.sliderID, label: label, value: valueText(phrases),
            hint: phrases.text(orientation == .horizontal ? .sliderHintHorizontal : .sliderHintVertical),
            traits: traits, childBehavior: .combine, actions: actions,
            children: [.text(label, id: "slider.label")]
        )
        return .stack(id: "screen", [slider])
    }

    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        if editorValue != nil {
            return performInEditor(action, on: elementID)
        }
        switch action {
        case .increment: return setValue(value + stepAmount)
        case .decrement: return setValue(value - stepAmount)
        case .activate where fineInput: return openEditor()
        default: return []
        }
    }

    public mutating func touch(_ touch: Touch) throws(Diagnostic) -> [ComponentEvent] {
        switch touch {
        case .tap(let id):
            if editorValue == nil && !fineInput {
                throw Diagnostic("tapping this slider does nothing; set 'fine_input: true' for the value editor")
            }
            return perform(.activate, on: id)
        case .drag(let fraction):
            guard editorValue == nil else { throw Diagnostic("the value editor is open; close it before dragging") }
            // The fraction runs from the minimum end: left, or bottom for a vertical slider.
            return setValue(min + (max - min) * fraction)
        case .release:
            return []
        }
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        let range = ["min": NumberText.format(min), "max": NumberText.format(max)]
        var summary = phrases.text(.summarySlider, range.merging(["value": NumberText.format(value)]) { $1 })
        var details = range
        details["value"] = NumberText.format(value)
        details["percent"] = NumberText.format(fraction * 100)
        let editorText = editorValue.map(NumberText.format)
        if let editorText {
            summary = phrases.text(.summaryEditor, ["base": summary, "text": editorText])
            details["editor"] = editorText
        }
        return VisibleState(
            summary: summary, details: details,
            picture: SliderDrawing.drawing(fraction: fraction, vertical: orientation == .vertical, ticks: nil, editorText: editorText),
            pictureDescription: phrases.text(.pictureSlider, ["percent": NumberText.format(fraction * 100)])
        )
    }
}
