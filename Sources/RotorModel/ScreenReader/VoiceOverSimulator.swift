/// VoiceOver on iOS, reduced to what a transcript needs: a focus cursor over a component.
///
/// The simulator owns a component, rebuilds its accessibility tree after every change,
/// and turns each gesture into a `SimulationStep`. It is a value: copying it forks the
/// whole session, which keeps simulations independent when they run in parallel.
public struct VoiceOverSimulator<Component: AccessibleComponent>: Sendable {
    /// Why a gesture could not be performed, worded for the author of a spec.
    public enum Failure: Error, Sendable, Hashable {
        /// The component exposes nothing VoiceOver can focus.
        case noElements
        /// No element has this label.
        case noElement(String)
        /// The gesture needs focus, and nothing has it yet.
        case noFocus
        /// `type` was used while focus was not on a text field.
        case notATextField(String)
        /// The component refused the input.
        case component(ComponentError)

        public var message: String {
            switch self {
            case .noElements: "the component has no element VoiceOver can focus"
            case .noElement(let label): "no element is labelled '\(label)'"
            case .noFocus: "nothing has VoiceOver focus yet; start with 'focus'"
            case .notATextField(let label): "'type' needs focus on a text field, but focus is on '\(label)'"
            case .component(let error): error.message
            }
        }
    }

    public internal(set) var component: Component
    public internal(set) var focusedID: String?
    public let phrases: Phrasebook
    /// The tab-bar pitfall is explained once, the first time focus meets it.
    private var explainedLostTabs = false

    public init(component: Component, phrases: Phrasebook) {
        self.component = component
        self.phrases = phrases
    }

    /// The focusable elements in traversal order, for the current state.
    public var elements: [FocusableElement] {
        FocusTraversal.order(component.accessibilityTree(phrases))
    }

    /// The element that has focus, if it still exists.
    public var focusedElement: FocusableElement? {
        guard let focusedID else { return nil }
        return elements.first { $0.id == focusedID }
    }

    /// What the screen shows now.
    public var visibleState: VisibleState {
        component.visibleState(focusedID: focusedID, phrases: phrases)
    }

    /// Performs one gesture.
    ///
    /// - Parameter gesture: What the user does.
    /// - Returns: The speech, focus, visible state and notes after the gesture.
    /// - Throws: `Failure` when the gesture makes no sense in the current state.
    public mutating func perform(_ gesture: Gesture) throws(Failure) -> SimulationStep {
        var outcome: Outcome
        switch gesture {
        case .focus(let label): outcome = try focus(label)
        case .swipeRight: outcome = try move(by: 1)
        case .swipeLeft: outcome = try move(by: -1)
        case .swipeUp: outcome = try adjust(.increment)
        case .swipeDown: outcome = try adjust(.decrement)
        case .doubleTap: outcome = try activate()
        case .twoFingerScrub: outcome = escape()
        case .type(let text): outcome = try type(text)
        case .tap(let label): outcome = try touch(tapping: label)
        case .drag(let fraction): outcome = try touch(.drag(fraction: fraction))
        case .release: outcome = try touch(.release)
        }
        if let element = focusedElement, element.lostTabTraits, !explainedLostTabs, !gesture.isTouch {
            explainedLostTabs = true
            outcome.notes.append(phrases.text(.noteTabTraitsLost))
        }
        return SimulationStep(
            speech: outcome.speech, focus: focusedElement?.label ?? "",
            state: visibleState, notes: outcome.notes
        )
    }

    /// Speech and notes gathered while handling one gesture.
    struct Outcome {
        var speech = ""
        var notes: [String] = []
    }

    var composer: SpeechComposer { SpeechComposer(phrases: phrases) }
}
