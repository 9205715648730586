import RotorModel

/// A component computed from code. Code that fails while a gesture runs it (an index out
/// of range, an unsupported call) is kept here, for the transcript to report: a gesture
/// whose code failed must not pass as one that did nothing.
public protocol CodeComponent: AccessibleComponent {
    var failure: CodeError? { get }
}
