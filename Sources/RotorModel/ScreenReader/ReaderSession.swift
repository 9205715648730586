import RotorDiagnostics

/// What a reader remembers between gestures besides focus: its rotor, its menu.
///
/// Each reader has its own (`ScreenReader.State`); a session starts with a fresh one.
public protocol ReaderState: Sendable {
    init()
}

/// The state of one screen-reader session: the component, where focus is, and what the
/// reader itself remembers.
///
/// It is a value: copying it forks the whole session, which keeps simulations
/// independent when a site build runs many at once.
public struct ReaderSession<State: ReaderState>: Sendable {
    public var component: any AccessibleComponent
    /// The id of the element with focus.
    public var focusedID: String?
    /// One-off explanations already given, so each is noted only the first time.
    public var explained: Set<String> = []
    /// The reader's own state, which no other reader sees.
    public var state = State()

    public init(component: any AccessibleComponent) {
        self.component = component
    }
}

/// Runs gestures through one reader over one component and records each step.
public struct Simulation<Reader: ScreenReader>: Sendable {
    public let reader: Reader
    public private(set) var session: Reader.Session

    public init(reader: Reader, component: any AccessibleComponent) {
        self.reader = reader
        self.session = Reader.Session(component: component)
    }

    /// The focusable elements in reading order, for the current state.
    public var elements: [FocusableElement] {
        reader.readingOrder(session.component.accessibilityTree(reader.phrases))
    }

    /// The component as its own type, for tests and callers that know it.
    public func model<Component: AccessibleComponent>(_ type: Component.Type) -> Component? {
        session.component as? Component
    }

    /// The element that has focus, if it still exists.
    public var focusedElement: FocusableElement? {
        guard let focusedID = session.focusedID else { return nil }
        return elements.first { $0.id == focusedID }
    }

    /// Performs one gesture.
    ///
    /// - Returns: The speech, hint, focus, visible state and notes after the gesture.
    /// - Throws: A `Diagnostic` when the gesture makes no sense in the current state.
    public mutating func perform(_ gesture: Gesture) throws(Diagnostic) -> SimulationStep {
        let outcome = try reader.perform(gesture, in: &session)
        let focused = focusedElement
        var step = SimulationStep(
            speech: outcome.utterance.spokenText, hint: outcome.utterance.hintText,
            // An unlabelled element that has focus is still somewhere: the focus line says so.
            focus: focused.map { $0.label.isEmpty ? reader.phrases.text(.sceneUnlabelled) : $0.label } ?? "",
            state: session.component.visibleState(focusedID: focused?.id, phrases: reader.phrases),
            notes: outcome.notes, inferred: outcome.utterance.inferred
        )
        step.rotor = outcome.rotor
        step.behaviors = outcome.utterance.behaviors
        step.parts = outcome.utterance.parts
        return step
    }
}
