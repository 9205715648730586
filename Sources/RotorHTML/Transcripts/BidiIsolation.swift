import Foundation
import RotorModel
import RotorTranscripts

/// Keeps a component text's bidirectional controls to itself inside text composed from
/// several, such as "Screen with LABEL, NEXT" or a figure's caption.
///
/// A part of speech is a `<bdi>` of its own, but a summary or a picture's title is one
/// string: a right-to-left override left open in one label would reorder the labels after
/// it. Every spoken part, focus name and label in the picture that holds explicit formatting
/// (U+202A–U+202E, U+2066–U+2069) is therefore wrapped, wherever it occurs in composed
/// text, in FIRST STRONG ISOLATE … POP DIRECTIONAL ISOLATE, which ends whatever it left open.
struct BidiIsolation: Sendable {
    /// The texts to isolate, longest first, so a text inside another is not cut apart.
    let texts: [String]

    static let none = BidiIsolation(texts: [])

    init(texts: [String]) {
        self.texts = texts
    }

    init(_ transcript: Transcript) {
        var found = Set<String>()
        for step in transcript.steps {
            // What the picture shows too: labels on screen that no step spoke.
            let texts = step.parts.map(\.text) + [step.focus] + step.state.picture.texts
            for text in texts where BidiText.hasControls(text) { found.insert(text) }
        }
        texts = found.sorted { ($0.count, $0) > ($1.count, $1) }
    }

    /// `text` with each known component text isolated, not yet escaped.
    func apply(_ text: String) -> String {
        guard !texts.isEmpty, BidiText.hasControls(text) else { return text }
        var out = text
        for (index, piece) in texts.enumerated() {
            // A marker that cannot occur in text, so a later, shorter piece is not found inside this one.
            out = out.replacingOccurrences(of: piece, with: "\u{F0000}\(index)\u{F0001}")
        }
        for (index, piece) in texts.enumerated() {
            out = out.replacingOccurrences(of: "\u{F0000}\(index)\u{F0001}", with: "\u{2068}" + piece + "\u{2069}")
        }
        return out
    }
}
