/// `expect:` and `expect_hint:` lines for a transcript, ready to paste into its spec.
///
/// Each line is a double-quoted YAML string with JSON escapes, so any speech, quotes and
/// backslashes included, reads back as exactly what was computed. A reader that is not the
/// spec's primary one gets lines indented for their place under its block (`talkback:`),
/// after a comment that names the block.
public enum TranscriptExpectFormatter {
    public static func format(_ transcript: Transcript) -> String {
        var lines = ["expect:"] + transcript.steps.map { "  - \(quoted($0.speech))" }
        if transcript.steps.contains(where: { !$0.hint.isEmpty }) {
            lines += ["expect_hint:"] + transcript.steps.map { "  - \(quoted($0.hint))" }
        }
        if let block = transcript.expectBlock {
            lines = ["# under \(block):"] + lines.map { "  " + $0 }
        }
        return lines.joined(separator: "\n") + "\n"
    }

    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 { out += "\\u" + String(scalar.value, radix: 16).leftPadded(to: 4) } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }
}

private extension String {
    func leftPadded(to width: Int) -> String {
        String(repeating: "0", count: max(0, width - count)) + self
    }
}
