extension KotlinSyntaxTree {
    /// What is wrong with the tree's shape, empty when nothing is: each child lies inside its
    /// parent and after its previous sibling, the counts and depth are the tree's, the first
    /// problem is there exactly when the tree has an error, and every place is in the source.
    /// The fuzz target and the tests hold every parse to this.
    func structuralProblems() -> [String] {
        var problems: [String] = []
        var count = 0
        var deepest = 0
        var sawErrorNode = false
        var pending: [(node: KotlinNode, depth: Int)] = [(root, 0)]
        let size = source.bytes.count
        while let (node, depth) = pending.popLast() {
            count += 1
            deepest = max(deepest, depth)
            if node.isError || node.isMissing { sawErrorNode = true }
            if node.byteRange.lowerBound < 0 || node.byteRange.upperBound > size {
                problems.append("\(node.type) at \(node.byteRange) is outside the \(size) bytes of source")
            }
            if node.isMissing && !node.byteRange.isEmpty { problems.append("missing \(node.type) spans text") }
            var previousEnd = node.byteRange.lowerBound
            for child in node.children {
                if child.byteRange.lowerBound < previousEnd || child.byteRange.upperBound > node.byteRange.upperBound {
                    problems.append("\(child.type) at \(child.byteRange) is not inside \(node.type) at \(node.byteRange) after its siblings")
                }
                previousEnd = child.byteRange.upperBound
                pending.append((child, depth + 1))
            }
        }
        if count != nodeCount { problems.append("\(count) nodes, but nodeCount says \(nodeCount)") }
        if deepest != depth { problems.append("depth \(deepest), but depth says \(depth)") }
        if sawErrorNode && firstProblem == nil { problems.append("an ERROR or missing node and no first problem") }
        if root.hasError && firstProblem == nil { problems.append("the root has an error and there is no first problem") }
        if let problem = firstProblem {
            let place = problem.location
            if place.line < 1 || place.column < 1 || place.utf8Offset != problem.byteRange.lowerBound {
                problems.append("the first problem's place \(place) is not at byte \(problem.byteRange.lowerBound)")
            }
            if problem.message.isEmpty { problems.append("the first problem has no message") }
        }
        return problems
    }
}
