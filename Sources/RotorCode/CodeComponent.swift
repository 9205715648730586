import RotorDiagnostics
import RotorModel

/// A component computed from code. Code that fails while a gesture runs it (an index out
/// of range, an unsupported call) is kept here, for the transcript to report: a gesture
/// whose code failed must not pass as one that did nothing.
public protocol CodeComponent: AccessibleComponent {
    var failure: Diagnostic? { get }
    /// What the code did on an assumption since this was last read (a skipped call, a
    /// localisation key spoken as itself), for the transcript to show beside the step.
    var notes: [CodeNote] { get }
}
