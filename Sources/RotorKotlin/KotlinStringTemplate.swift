/// One piece of a Kotlin string literal: text, a `$name` reference or a `${…}` expression.
public enum KotlinTemplatePart: Sendable {
    /// Literal text, with escapes (`\n`, `\"`, `\$`, `\u00E9`…) already turned into characters.
    case text(String)
    /// `$name`: the name, and where its `$` is.
    case name(String, KotlinLocation)
    /// `${…}`: the expression inside the braces.
    case expression(KotlinNode)
}

extension KotlinNode {
    /// The parts of a string template, for a `string_literal` or `multiline_string_literal`;
    /// `nil` for any other node.
    ///
    /// Kotlin's rule is applied here rather than trusted to the grammar: tree-sitter-kotlin 1.1.0
    /// reads `$name` inside a one-line string as plain `string_content` ("$", then "name…") and
    /// leaves `\uXXXX` undecoded, so every run of string content is scanned again. A `$` starts a
    /// reference only when an identifier (a letter or `_`, then letters, digits and `_`, or a
    /// name in backticks) follows; otherwise it is a literal `$`. Raw (`"""`) strings have no escapes.
    public var templateParts: [KotlinTemplatePart]? {
        let isRaw: Bool
        switch type {
        case "string_literal": isRaw = false
        case "multiline_string_literal": isRaw = true
        default: return nil
        }
        var parts: [KotlinTemplatePart] = []
        func appendText(_ text: String) {
            guard !text.isEmpty else { return }
            if case .text(let previous) = parts.last {
                parts[parts.count - 1] = .text(previous + text)
            } else {
                parts.append(.text(text))
            }
        }
        // Adjacent content nodes are scanned as one run, since the grammar splits `$name` apart.
        var run: Range<Int>?
        func flushRun() {
            guard let range = run else { return }
            run = nil
            for part in KotlinTemplateScanner(source: source, range: range, decodesEscapes: !isRaw).parts() {
                if case .text(let text) = part { appendText(text) } else { parts.append(part) }
            }
        }
        for child in children {
            switch child.type {
            case "string_content":
                if let current = run, current.upperBound == child.byteRange.lowerBound {
                    run = current.lowerBound..<child.byteRange.upperBound
                } else {
                    flushRun()
                    run = child.byteRange
                }
            case "escape_sequence":
                flushRun()
                appendText(KotlinTemplateScanner.unescape(child.text))
            case "interpolation":
                flushRun()
                if let inner = child.namedChildren.first {
                    if child.hasToken("${") {
                        parts.append(.expression(inner))
                    } else {
                        parts.append(.name(inner.text, child.start))
                    }
                }
            default:
                flushRun()
            }
        }
        flushRun()
        return parts
    }
}

/// Finds `$name` references and escapes in a run of string content.
struct KotlinTemplateScanner {
    let source: KotlinSource
    let range: Range<Int>
    let decodesEscapes: Bool

    func parts() -> [KotlinTemplatePart] {
        let bytes = source.bytes
        var parts: [KotlinTemplatePart] = []
        var text: [UInt8] = []
        var index = range.lowerBound
        func flush() {
            if !text.isEmpty { parts.append(.text(String(decoding: text, as: UTF8.self))) }
            text = []
        }
        while index < range.upperBound {
            let byte = bytes[index]
            if byte == UInt8(ascii: "$"), let end = identifierEnd(after: index) {
                flush()
                var name = source.text(index + 1..<end)
                if name.hasPrefix("`") { name = String(name.dropFirst().dropLast()) }
                parts.append(.name(name, source.location(ofByte: index)))
                index = end
            } else if decodesEscapes, byte == UInt8(ascii: "\\"), index + 1 < range.upperBound {
                let escapeEnd = bytes[index + 1] == UInt8(ascii: "u") ? min(index + 6, range.upperBound) : index + 2
                text.append(contentsOf: Array(Self.unescape(source.text(index..<escapeEnd)).utf8))
                index = escapeEnd
            } else {
                text.append(byte)
                index += 1
            }
        }
        flush()
        return parts
    }

    /// Where the identifier after the `$` at `dollar` ends, or `nil` when none follows.
    private func identifierEnd(after dollar: Int) -> Int? {
        let bytes = source.bytes
        var index = dollar + 1
        guard index < range.upperBound else { return nil }
        if bytes[index] == UInt8(ascii: "`") {
            guard let close = bytes[(index + 1)..<range.upperBound].firstIndex(of: UInt8(ascii: "`")),
                  close > index + 1 else { return nil }
            return close + 1
        }
        // Decode scalar by scalar so that letters outside ASCII (Korean, accented) count.
        var scalars = String(decoding: bytes[index..<range.upperBound], as: UTF8.self).unicodeScalars.makeIterator()
        guard let first = scalars.next(), first == "_" || first.properties.isAlphabetic else { return nil }
        index += String(first).utf8.count
        while let next = scalars.next(), next == "_" || next.properties.isAlphabetic || next.properties.numericType == .decimal {
            index += String(next).utf8.count
        }
        return index
    }

    /// The character an escape stands for: `\t`, `\b`, `\n`, `\r`, `\'`, `\"`, `\\`, `\$` and
    /// `\uXXXX`; an escape Kotlin does not have is kept as written.
    static func unescape(_ escape: String) -> String {
        let body = escape.dropFirst()
        switch body {
        case "t": return "\t"
        case "b": return "\u{8}"
        case "n": return "\n"
        case "r": return "\r"
        case "'", "\"", "\\", "$": return String(body)
        default:
            if body.first == "u", body.count == 5, let value = UInt32(body.dropFirst(), radix: 16),
               let scalar = Unicode.Scalar(value) {
                return String(Character(scalar))
            }
            return escape
        }
    }
}
