import RotorDiagnostics
@testable import RotorServe
import Testing

/// Watching that cannot start is the one located error, unplaced, so `rotor serve` prints the
/// same line it printed for the old side error type: `error: cannot watch files: …`.
@Suite struct WatchDiagnosticTests {
    @Test func anUnavailableWatchIsAnUnplacedDiagnosticInTheOldWords() {
        let diagnostic = Diagnostic.watchUnavailable("inotify_init1: Too many open files")
        #expect(diagnostic.path.isEmpty)
        #expect(diagnostic.line == nil)
        #expect(diagnostic.severity == .error)
        #expect(diagnostic.description == "error: cannot watch files: inotify_init1: Too many open files")
    }
}
