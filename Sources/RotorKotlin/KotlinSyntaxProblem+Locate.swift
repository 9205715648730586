extension KotlinSyntaxProblem {
    /// The problem to report for the tree under `root`, or `nil` when it has none.
    ///
    /// tree-sitter's recovery shapes the choice. A local slip becomes a small `ERROR` node over
    /// the tokens it skipped, or a zero-width missing token: their start is the place. But the
    /// parser can also stop early (it does at a Hangul identifier, or when recovery costs too
    /// much), leaving the rest of the text out of the tree and wrapping what it had read in an
    /// `ERROR`. One that starts mid-line starts at the token that went wrong (`= (1` with no `)`),
    /// but one that starts a line wraps whole statements read before the stop (a function from its
    /// `@Composable` on), and says nothing: the place the parser stopped is named instead. An
    /// `ERROR` that holds a smaller problem gives way to it. Of what remains, the earliest wins,
    /// the stopping place on a tie.
    static func first(in root: KotlinNode) -> KotlinSyntaxProblem? {
        let source = root.source
        // The end of the last token read. The text after it lies inside the root, or inside the
        // ERROR the parser stopped in, but under no token.
        var last = root
        while let child = last.children.last(where: { !$0.isMissing }) { last = child }
        let covered = last.byteRange.upperBound
        let unread = source.bytes[min(covered, source.bytes.count)...].firstIndex { !isWhitespace($0) }

        var best: KotlinNode?
        var pending = [root]
        while let node = pending.popLast() {
            if node.isError || node.isMissing {
                let wrapsTheStop = node.isError && unread != nil && node.byteRange.upperBound >= covered
                    && startsALine(node.byteRange.lowerBound, in: source)
                let holdsAnother = node.isError && node.children.contains { $0.hasError || $0.isError || $0.isMissing }
                if !wrapsTheStop && !holdsAnother, best.map({ node.byteRange.lowerBound < $0.byteRange.lowerBound }) ?? true {
                    best = node
                }
            }
            // Source order, so that of two problems at one place the outer, earlier one is kept.
            pending.append(contentsOf: node.children.reversed().filter { $0.hasError || $0.isError || $0.isMissing })
        }
        if let unread, best.map({ unread <= $0.byteRange.lowerBound }) ?? true {
            return KotlinSyntaxProblem(unreadFrom: unread, in: source)
        }
        if let best { return KotlinSyntaxProblem(node: best) }
        // An error tree-sitter flagged without a node of its own: name the root's start.
        return root.hasError ? KotlinSyntaxProblem(node: root) : nil
    }

    /// Whether only spaces and tabs come before `offset` on its line.
    private static func startsALine(_ offset: Int, in source: KotlinSource) -> Bool {
        var index = min(offset, source.bytes.count) - 1
        while index >= 0, source.bytes[index] != UInt8(ascii: "\n") {
            if source.bytes[index] != 0x20 && source.bytes[index] != 0x09 { return false }
            index -= 1
        }
        return true
    }

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D || byte == 0x0C
    }
}
