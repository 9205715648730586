import RotorDiagnostics
import Testing

/// The one located error: how it prints with what is known, and how it moves into a file.
@Suite struct DiagnosticTests {
    @Test func printsOnlyTheKnownPartsOfItsPlace() {
        #expect(Diagnostic(path: "a.md", line: 3, column: 7, message: "m").description == "a.md:3:7: error: m")
        #expect(Diagnostic(path: "a.md", line: 3, message: "m").description == "a.md:3: error: m")
        #expect(Diagnostic(path: "a.md", severity: .warning, message: "m").description == "a.md: warning: m")
        #expect(Diagnostic(line: 2, column: 1, message: "m").description == "2:1: error: m")
    }

    @Test func movesIntoItsFileWithEveryFollowingProblem() {
        var first = Diagnostic(line: 2, column: 5, message: "in the spec")
        first.following = [
            Diagnostic(line: 30, column: 1, isAbsolute: true, message: "in a Swift block"),
            Diagnostic(line: 4, column: 9, code: .gestureNotAvailable, message: "a step"),
        ]
        let moved = first.offset(byLines: 10).located(in: "a.md")
        #expect(moved.description == """
            a.md:12:5: error: in the spec
            a.md:30:1: error: in a Swift block
            a.md:14:9: error: a step
            """)
        #expect(moved.all.map(\.code) == [.invalid, .invalid, .gestureNotAvailable])
        #expect(moved.all.allSatisfy { $0.following.isEmpty })
    }
}
