import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// The bounds on the tree code makes: how many elements, how deep, how long a label.
enum SceneLimits {
    static let nodes = 5_000
    static let depth = 64
    static let labelLength = 2_000

    /// The tree, or an error at the view's declaration when it is past a bound.
    static func checked(_ tree: AccessibilityNode, at node: Syntax, program: SwiftProgram) throws(Diagnostic) -> AccessibilityNode {
        var count = 0
        func walk(_ node: AccessibilityNode, _ depth: Int) -> String? {
            count += 1
            if count > nodes { return "the view makes more than \(nodes) accessibility elements and groups" }
            if depth > Self.depth { return "the view nests more than \(Self.depth) levels deep" }
            if node.label.count > labelLength || node.value.count > labelLength || node.hint.count > labelLength {
                return "a label, value or hint is longer than \(labelLength) characters"
            }
            for child in node.children {
                if let problem = walk(child, depth + 1) { return problem }
            }
            return nil
        }
        if let problem = walk(tree, 0) { throw program.error(node, problem) }
        return tree
    }
}
