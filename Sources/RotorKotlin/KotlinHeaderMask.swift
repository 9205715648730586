/// Finds the `package` and `import` lines of a second, third… file in text pasted together from
/// several Kotlin files.
enum KotlinHeaderMask {
    /// `bytes` with every `package …` or `import …` line that comes after a line of other code
    /// turned into spaces (line breaks kept, so every byte stays where it was), and those lines.
    ///
    /// A header line is one that starts, at column 1, with `package ` or `import ` followed by a
    /// dotted name (an import may end in `.*` or `as Name`). Blank lines, comments and the headers
    /// themselves are not "other code".
    static func masking(laterHeadersIn bytes: [UInt8]) -> ([UInt8], [Int]) {
        var masked = bytes
        var lines: [Int] = []
        var sawCode = false
        var inBlockComment = false
        var lineStart = 0
        var lineNumber = 1
        while lineStart <= bytes.count {
            let lineEnd = bytes[lineStart...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = String(decoding: bytes[lineStart..<lineEnd], as: UTF8.self)
            let trimmed = line.trimmingSpaces
            if inBlockComment {
                if trimmed.contains("*/") { inBlockComment = false }
            } else if trimmed.hasPrefix("/*") {
                inBlockComment = !trimmed.contains("*/")
            } else if isHeader(line) {
                if sawCode {
                    for index in lineStart..<lineEnd where masked[index] != UInt8(ascii: "\r") { masked[index] = 0x20 }
                    lines.append(lineNumber)
                }
            } else if !trimmed.isEmpty && !trimmed.hasPrefix("//") {
                sawCode = true
            }
            lineStart = lineEnd + 1
            lineNumber += 1
        }
        return (masked, lines)
    }

    private static func isHeader(_ line: String) -> Bool {
        let words = line.split(separator: " ", omittingEmptySubsequences: true)
        guard let keyword = words.first, keyword == "package" || keyword == "import", line.hasPrefix(keyword),
              words.count >= 2 else { return false }
        let name = words[1].hasSuffix(";") ? words[1].dropLast() : words[1]
        let isDotted = !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." || $0 == "*" || $0 == "`" }
        if words.count == 2 { return isDotted }
        return keyword == "import" && isDotted && words.count == 4 && words[2] == "as"
    }
}

extension String {
    fileprivate var trimmingSpaces: Substring {
        var text = Substring(self)
        while let first = text.first, first == " " || first == "\t" { text = text.dropFirst() }
        while let last = text.last, last == " " || last == "\t" || last == "\r" { text = text.dropLast() }
        return text
    }
}
