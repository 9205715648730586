import RotorDiagnostics
import Testing
@testable import RotorTranscripts

/// A string resource's format is filled as Android fills it, by Java's `String.format`:
/// `%.1f` rounds, `%d` takes a whole number, `%1$s` picks an argument. Code written for these tests.
struct ComposeResourceFormatTests {
    static let kotlin = """
        @Composable
        fun Score(average: Float, votes: Int, name: String) {
            Column {
                Text(stringResource(R.string.average, average))
                Text(stringResource(R.string.votes, votes, name))
            }
        }
        """

    @Test func aResourceFormatRoundsAndPicksItsArguments() throws {
        let speech = try ComposeKotlinTests.speech(
            Self.kotlin, view: "Score", state: "{average: 4.25, votes: 1200, name: Mina}",
            strings: "{average: \"Rated %.1f of 5\", votes: \"%2$s and %1$,d others\"}",
            gestures: "[focus, swipe right]")
        #expect(speech == ["Rated 4.3 of 5", "Mina and 1,200 others"])
    }

    @Test func aWholeNumberConversionOfAFractionIsAnError() {
        #expect {
            _ = try ComposeKotlinTests.speech(
                "@Composable\nfun Mean(value: Float) { Text(stringResource(R.string.mean, value)) }",
                view: "Mean", state: "{value: 2.5}", strings: "{mean: \"Mean %d\"}")
        } throws: { error in
            (error as? Diagnostic)?.message.contains("IllegalFormatConversionException") == true
        }
    }
}
