import RotorDiagnostics
import RotorTranscripts

/// Shared spec bodies and helpers for transcript tests.
enum Fixtures {
    /// Expands `yaml` and returns the spoken lines, failing the test on an error.
    static func speech(_ yaml: String, _ language: String = "en") throws -> [String] {
        try TranscriptExpander.expand(yaml: yaml, defaultLanguage: language).speech
    }

    /// The error an invalid spec gives.
    static func error(_ yaml: String) -> Diagnostic? {
        do {
            _ = try TranscriptExpander.expand(yaml: yaml, defaultLanguage: "en")
            return nil
        } catch {
            return error
        }
    }

    /// The 3×3 grid of the focus-order article: numbers run down the columns.
    static func grid(priorities: Bool, contain: Bool, status: String = "Current focus order") -> String {
        func cell(_ number: Int) -> String {
            priorities ? "{text: \"\(number)\", index: \(number), of: 10}" : "{text: \"\(number)\"}"
        }
        let rows = [[1, 4, 7], [2, 5, 8], [3, 6, 9]].map { row in
            "        - hstack: [\(row.map(cell).joined(separator: ", "))]"
        }.joined(separator: "\n")
        return """
        component: focus-order
        layout:
          vstack:
            - text: \(status)
            - vstack:
        \(rows)
        \(contain ? "      container: contain" : "")
        gestures: [focus, swipe right ×9]
        """
    }

    static func compose(_ inbox: String, _ first: String, _ second: String, _ compose: String) -> String {
        """
        component: focus-order
        layout:
          zstack:
            - vstack:
                - text: \(inbox)
                - button: \(first)
                - button: \(second)
            - button: \(compose)
              priority: 1
        gestures: [focus, swipe right ×3]
        """
    }
}
