import RotorDiagnostics

/// A UI component that builds its accessibility tree and reacts to what users do.
///
/// Components are value types: the simulator owns one and mutates it step by step, and
/// rebuilds the tree after every change, the way SwiftUI re-evaluates a body.
public protocol AccessibleComponent: Sendable {
    /// The tree for the current state, worded from `phrases`.
    func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode

    /// What a sighted person sees now, with VoiceOver focus on `focusedID`.
    func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState

    /// Performs an accessibility action that VoiceOver sent to an element.
    mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent]

    /// Lets the component react to VoiceOver focus landing on an element.
    mutating func focusDidMove(to elementID: String) -> [ComponentEvent]

    /// A touch made without VoiceOver. A refusal is an unplaced `Diagnostic`, worded for the
    /// spec's author, which the transcript places at the step.
    mutating func touch(_ touch: Touch) throws(Diagnostic) -> [ComponentEvent]

    /// Text typed into a text field.
    mutating func type(_ text: String, into elementID: String) throws(Diagnostic) -> [ComponentEvent]

    /// The component's name for a default caption, such as a slider's label.
    func displayName(_ phrases: Phrasebook) -> String
}

/// A touch without VoiceOver, resolved to an element where it has one.
public enum Touch: Sendable, Hashable {
    case tap(elementID: String)
    case drag(fraction: Double)
    case release
}

/// Something a component reports back, which the reader turns into speech, focus moves and notes.
///
/// The cases are what any component can cause; what is particular to one component is a
/// `note` worded by a phrase key, so a new component needs no new case here.
public enum ComponentEvent: Sendable, Hashable {
    /// The component moved accessibility focus itself, as `AccessibilityFocusState` does.
    case moveFocus(to: String)
    /// An announcement posted to the screen reader. By default it interrupts what is being
    /// said; a queued one waits until that is finished.
    case announce(String, queued: Bool)
    /// A scroll by a page landed on page `index` (1-based) of `count`.
    case pageScrolled(index: Int, count: Int)
    /// The screen changed: focus goes to the element, or to the first one when `nil`.
    case screenChanged(focus: String?)
    /// The layout changed: focus goes to the element, or stays when `nil`.
    case layoutChanged(focus: String?)
    /// Something a listener cannot hear, such as a haptic: a phrase and its blanks.
    case note(PhraseKey, [String: String])
    /// The component's own value moved but the element reports no value to speak (a
    /// UIStepper with no `accessibilityValue`): a step that did something, not a silent limit.
    case valueMovedUnreported
}

// MARK: - Defaults

extension AccessibleComponent {
    public mutating func focusDidMove(to elementID: String) -> [ComponentEvent] { [] }

    /// By default a tap does what a double tap does.
    public mutating func touch(_ touch: Touch) throws(Diagnostic) -> [ComponentEvent] {
        switch touch {
        case .tap(let id): return perform(.activate, on: id)
        case .drag, .release: throw Diagnostic("this component has no track to drag")
        }
    }

    public mutating func type(_ text: String, into elementID: String) throws(Diagnostic) -> [ComponentEvent] {
        throw Diagnostic("this component has no text field")
    }

    public func displayName(_ phrases: Phrasebook) -> String { "" }
}
