/// The byte-level work of `--update-expect`: where an expectation or a list is written in a
/// spec's YAML, and where those bytes are in the article.
///
/// Everything works on UTF-8 bytes, so a byte-order mark, CRLF, CR or mixed line endings,
/// tabs and comments outside the rewritten items are copied as they are. Every delimiter
/// the scanner looks for is ASCII, which never occurs inside a multi-byte character.
extension ExpectUpdate {
    /// The YAML body of one transcript block, as cmark gives it and Yams parses it.
    struct SpecText {
        let bytes: [UInt8]

        /// The offset of a Yams mark: lines counted as libyaml counts them (CRLF, CR, LF,
        /// NEL, LS and PS each end one), columns in Unicode scalars.
        func offset(line: Int, column: Int) -> Int? {
            var index = 0
            var currentLine = 1
            while currentLine < line {
                guard index < bytes.count else { return nil }
                if let width = Self.breakWidth(bytes, at: index) {
                    index += width
                    currentLine += 1
                } else {
                    index += 1
                }
            }
            var currentColumn = 1
            while currentColumn < column {
                guard index < bytes.count, Self.breakWidth(bytes, at: index) == nil else { return nil }
                index += 1
                while index < bytes.count, bytes[index] & 0xC0 == 0x80 { index += 1 }
                currentColumn += 1
            }
            return index
        }

        /// The width of the line break at `index`, or `nil` when there is none.
        static func breakWidth(_ bytes: [UInt8], at index: Int) -> Int? {
            switch bytes[index] {
            case UInt8(ascii: "\r"): return index + 1 < bytes.count && bytes[index + 1] == UInt8(ascii: "\n") ? 2 : 1
            case UInt8(ascii: "\n"): return 1
            case 0xC2 where index + 1 < bytes.count && bytes[index + 1] == 0x85: return 2
            case 0xE2 where index + 2 < bytes.count && bytes[index + 1] == 0x80 && (bytes[index + 2] == 0xA8 || bytes[index + 2] == 0xA9): return 3
            default: return nil
            }
        }

        func isLineEnd(_ index: Int) -> Bool {
            index >= bytes.count || bytes[index] == UInt8(ascii: "\n") || bytes[index] == UInt8(ascii: "\r")
        }

        func lineEnd(from start: Int) -> Int {
            var index = start
            while !isLineEnd(index) { index += 1 }
            return index
        }

        func lineStart(of index: Int) -> Int {
            var start = index
            while start > 0, bytes[start - 1] != UInt8(ascii: "\n"), bytes[start - 1] != UInt8(ascii: "\r") { start -= 1 }
            return start
        }

        /// The start of the line after the one that ends at `end`.
        func nextLine(after end: Int) -> Int {
            guard end < bytes.count else { return bytes.count }
            return end + (Self.breakWidth(bytes, at: end) ?? 1)
        }

        /// How many spaces a line starts with.
        func indent(ofLineAt start: Int) -> Int {
            var index = start
            while index < bytes.count, bytes[index] == UInt8(ascii: " ") { index += 1 }
            return index - start
        }

        func isBlank(lineAt start: Int) -> Bool {
            var index = start
            while !isLineEnd(index), bytes[index] == UInt8(ascii: " ") || bytes[index] == UInt8(ascii: "\t") { index += 1 }
            return isLineEnd(index)
        }

        /// The offset just past the scalar that starts at `start`: a quoted scalar to its
        /// closing quote (over lines), a block scalar (`|`, `>`) and a plain scalar in a block
        /// list over every following line indented more than the line it starts on.
        func scalarEnd(from start: Int, inFlow: Bool) -> Int? {
            guard start < bytes.count else { return nil }
            var index = start
            switch bytes[start] {
            case UInt8(ascii: "\""):
                index += 1
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "\\") { index += 2; continue }
                    if bytes[index] == UInt8(ascii: "\"") { return index + 1 }
                    index += 1
                }
                return nil
            case UInt8(ascii: "'"):
                index += 1
                while index < bytes.count {
                    if bytes[index] == UInt8(ascii: "'") {
                        if index + 1 < bytes.count, bytes[index + 1] == UInt8(ascii: "'") { index += 2; continue }
                        return index + 1
                    }
                    index += 1
                }
                return nil
            case UInt8(ascii: "|"), UInt8(ascii: ">") where !inFlow:
                return continuation(after: lineEnd(from: start), of: start, comments: true)
            default:
                while !isLineEnd(index) {
                    if inFlow, [UInt8(ascii: ","), UInt8(ascii: "]"), UInt8(ascii: "}")].contains(bytes[index]) { break }
                    if bytes[index] == UInt8(ascii: "#"), index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { break }
                    index += 1
                }
                while index > start, bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t") { index -= 1 }
                if inFlow || index < lineEnd(from: start) { return index }
                return continuation(after: index, of: start, comments: false)
            }
        }

        /// The end of the last following line, not blank, that is indented more than the line
        /// holding `start`: the rest of a block scalar or of a plain scalar written over lines.
        /// A comment line ends a plain scalar; in a block scalar it is text.
        private func continuation(after end: Int, of start: Int, comments: Bool) -> Int {
            let base = indent(ofLineAt: lineStart(of: start))
            var last = end
            var next = nextLine(after: end)
            while next < bytes.count {
                let stop = lineEnd(from: next)
                if isBlank(lineAt: next) {
                    next = nextLine(after: stop)
                    continue
                }
                let indent = indent(ofLineAt: next)
                guard indent > base, comments || bytes[next + indent] != UInt8(ascii: "#") else { break }
                last = stop
                next = nextLine(after: stop)
            }
            return last
        }

        /// The offset just past the `]` that closes the flow list opened at `start`.
        func flowEnd(from start: Int) -> Int? {
            var depth = 0
            var index = start
            while index < bytes.count {
                switch bytes[index] {
                case UInt8(ascii: "["), UInt8(ascii: "{"): depth += 1
                case UInt8(ascii: "]"), UInt8(ascii: "}"):
                    depth -= 1
                    if depth == 0 { return index + 1 }
                case UInt8(ascii: "\""), UInt8(ascii: "'"):
                    guard let end = scalarEnd(from: index, inFlow: true) else { return nil }
                    index = end
                    continue
                case UInt8(ascii: "#") where index > start && (bytes[index - 1] == UInt8(ascii: " ") || bytes[index - 1] == UInt8(ascii: "\t")):
                    index = lineEnd(from: index)
                    continue
                default: break
                }
                index += 1
            }
            return nil
        }

        /// The offset just past the last item of the block list whose first `-` is at `start`:
        /// the end of the last line indented further than the dash, or a further item at the
        /// dash's indentation, before a line indented less (comments and blank lines after
        /// the last item stay).
        func blockEnd(from start: Int) -> Int {
            let dashColumn = start - lineStart(of: start)
            var end = lineEnd(from: start)
            var next = nextLine(after: end)
            while next < bytes.count {
                let stop = lineEnd(from: next)
                let indent = indent(ofLineAt: next)
                if isBlank(lineAt: next) || bytes[next + indent] == UInt8(ascii: "#") {
                    next = nextLine(after: stop)
                    continue
                }
                guard indent > dashColumn || (indent == dashColumn && bytes[next + indent] == UInt8(ascii: "-")) else { break }
                end = stop
                next = nextLine(after: stop)
            }
            return end
        }
    }

    /// How the lines of a block's YAML sit in the article: each line of cmark's text is the
    /// end of an article line, after the fence's indentation or a container's prefix.
    struct LineMap {
        /// For each line of the YAML: its start there, its start in the article, and the
        /// length of the article's prefix before it.
        var lines: [(yaml: Int, article: Int, prefix: Int)] = []

        /// - Returns: `nil` when a line of the YAML is not the end of its article line, as
        ///   when cmark turned a tab of a list item's indentation into spaces.
        init?(yaml: [UInt8], article: [UInt8], firstLine articleStart: Int) {
            var yamlIndex = 0
            var articleIndex = articleStart
            while yamlIndex < yaml.count {
                let yamlEnd = Self.contentEnd(yaml, from: yamlIndex)
                let articleEnd = Self.contentEnd(article, from: articleIndex)
                let length = yamlEnd - yamlIndex
                guard articleIndex < article.count || length == 0, articleEnd - articleIndex >= length,
                      article[(articleEnd - length)..<articleEnd].elementsEqual(yaml[yamlIndex..<yamlEnd]) else { return nil }
                lines.append((yamlIndex, articleIndex, articleEnd - length - articleIndex))
                yamlIndex = Self.nextLine(yaml, after: yamlEnd)
                articleIndex = Self.nextLine(article, after: articleEnd)
            }
        }

        /// The article offset of a YAML offset.
        func article(_ offset: Int) -> Int {
            var low = 0
            var high = lines.count - 1
            while low < high {
                let middle = (low + high + 1) / 2
                if lines[middle].yaml <= offset { low = middle } else { high = middle - 1 }
            }
            let line = lines[low]
            return line.article + line.prefix + offset - line.yaml
        }

        /// The bytes before a YAML line's text in the article, such as `> ` in a quote.
        func prefix(ofLineAt yamlOffset: Int, in article: [UInt8]) -> ArraySlice<UInt8> {
            guard let line = lines.last(where: { $0.yaml <= yamlOffset }) else { return [] }
            return article[line.article..<(line.article + line.prefix)]
        }

        /// The end of a line's text: its "\n", "\r" or the end.
        static func contentEnd(_ bytes: [UInt8], from start: Int) -> Int {
            var index = start
            while index < bytes.count, bytes[index] != UInt8(ascii: "\n"), bytes[index] != UInt8(ascii: "\r") { index += 1 }
            return index
        }

        /// The start of the line after a line whose text ends at `end` (CRLF, CR or LF).
        static func nextLine(_ bytes: [UInt8], after end: Int) -> Int {
            guard end < bytes.count else { return bytes.count }
            if bytes[end] == UInt8(ascii: "\r"), end + 1 < bytes.count, bytes[end + 1] == UInt8(ascii: "\n") { return end + 2 }
            return end + 1
        }
    }
}
