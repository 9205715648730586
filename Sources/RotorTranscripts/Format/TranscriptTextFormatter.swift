import RotorModel
/// Plain-text rendering of a transcript, for the terminal and for reviewing.
///
/// ```
/// VoiceOver transcript: Volume
///
/// 1. Focus the first element
///    Spoken output: Volume, 50, 50%, Adjustable
///    … After a pause: Horizontal slider. Swipe up or down with one finger to adjust the value.
///    Focus: Volume
///    Resulting state: Value 50 (0–100)
/// ```
public enum TranscriptTextFormatter {
    public static func format(_ transcript: Transcript) -> String {
        let labels = transcript.labels
        // The header names the reader, even under a caption the author wrote.
        let caption = transcript.caption
        var lines = [caption.contains(transcript.readerName) ? caption : "\(transcript.readerName) · \(caption)"]
        for (index, step) in transcript.steps.enumerated() {
            lines.append("")
            lines.append("\(index + 1). \(step.gestureDescription)")
            lines.append("   \(labels.speech): \(step.speech.isEmpty ? labels.silence : step.speech)")
            if !step.hint.isEmpty {
                lines.append("   … \(labels.hint): \(step.hint)")
            }
            if !step.focus.isEmpty {
                lines.append("   \(labels.focus): \(step.focus)")
            }
            lines.append("   \(labels.state): \(step.state.summary)")
            for note in step.notes {
                lines.append("   \(labels.notes): \(note)")
            }
        }
        return lines.joined(separator: "\n") + "\n"
    }
}
