import RotorModel
import RotorTranscripts

/// The shipped English phrases, so model tests read what readers of the site read.
enum TestPhrases {
    static let english = PhraseLibrary.shared.phrasebook(for: "en")!
    static let korean = PhraseLibrary.shared.phrasebook(for: "ko")!
}
