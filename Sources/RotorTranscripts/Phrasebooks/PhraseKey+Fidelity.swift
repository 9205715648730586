import RotorModel

extension PhraseKey {
    /// The words of the fidelity page and of the phrase tables' count of recordings.
    static let fidelityKeys: [PhraseKey] = [
        "caption", "totals", "article", "figure", "reader", "standing", "total", "none", "confirmedBy",
    ].map { PhraseKey(rawValue: "ui.fidelity.\($0)") } + TranscriptFidelity.allCases.map(fidelity)

    /// The name of a standing in the fidelity tables.
    public static func fidelity(_ standing: TranscriptFidelity) -> PhraseKey {
        PhraseKey(rawValue: "fidelity.\(standing.rawValue)")
    }

    public static func fidelityUI(_ name: String) -> PhraseKey {
        PhraseKey(rawValue: "ui.fidelity.\(name)")
    }
}
