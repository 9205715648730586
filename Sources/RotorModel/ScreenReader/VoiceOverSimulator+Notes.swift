// MARK: - Touches without VoiceOver, and notes

extension VoiceOverSimulator {
    mutating func touch(tapping label: String?) throws(Failure) -> Outcome {
        let all = elements
        let target: FocusableElement?
        if let label {
            target = all.first { $0.label == label || $0.id == label }
            if target == nil { throw .noElement(label) }
        } else {
            target = focusedElement ?? all.first
        }
        guard let target else { throw .noElements }
        return try touch(.tap(elementID: target.id))
    }

    mutating func touch(_ touch: Touch) throws(Failure) -> Outcome {
        let events: [ComponentEvent]
        do throws(ComponentError) {
            events = try component.touch(touch)
        } catch {
            throw .component(error)
        }
        let notes = [phrases.text(.noteSighted)] + notes(for: events)
        _ = followFocus(events)
        return Outcome(speech: "", notes: notes)
    }

    /// The notes a listener needs for events they cannot hear.
    func notes(for events: [ComponentEvent]) -> [String] {
        events.map { event in
            switch event {
            case .successHaptic:
                phrases.text(.noteHaptic)
            case .moveFocus(let id):
                phrases.text(.noteFocusMoved, ["label": elements.first { $0.id == id }?.label ?? id])
            case .selectedByFocus(let label):
                phrases.text(.noteSelectedByFocus, ["label": label])
            case .clamped(let typed, let result):
                phrases.text(.noteClamped, ["typed": typed, "value": result])
            case .snapped(let from, let to):
                phrases.text(.noteSnapped, ["from": from, "to": to])
            case .saved(let value):
                phrases.text(.noteSaved, ["value": value])
            case .discarded:
                phrases.text(.noteDiscarded)
            case .pageShown(let label):
                phrases.text(.notePageShown, ["label": label])
            case .selectionKept(let label):
                phrases.text(.noteSelectionKept, ["label": label])
            }
        }
    }
}
