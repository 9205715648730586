import RotorDiagnostics
import RotorModel
import RotorYAML

/// How large a transcript spec may be: every limit in one place, each far above what a
/// real component needs and low enough that a spec at the limit builds in well under a
/// second. README.md lists them ("Bounds on a spec").
///
/// A spec over a limit is an error at the line and column of the node that crosses it.
public enum SpecLimits {
    /// YAML nodes in one spec, an alias counted again wherever it is used, so an alias
    /// bomb stops here instead of expanding into billions of nodes.
    public static let yamlNodes = 50_000
    /// YAML nesting, aliases expanded: libyaml's own limit for written nesting, which
    /// aliases would otherwise let a spec pass.
    public static let yamlDepth = 1_000
    /// Characters in one written text: a label, value, hint, gesture or expectation
    /// (Swift source written inline under `swift:` is not bounded by this).
    public static let textLength = 2_000
    /// How often one gesture may repeat (`swipe right ×50`).
    public static let repeatCount = 1_000
    /// Steps in one reader's transcript, repeats expanded.
    public static let steps = 1_000
    /// Nodes in a `scene:`, children included.
    public static let sceneNodes = 1_000
    /// Steps times the nodes of the component's tree: each step reads the whole tree and
    /// records what is on screen, so this bounds the work and the page of one transcript
    /// (50,000 is 500 nodes for 100 steps, or 100 nodes for 500; about 1.3 s in a debug build).
    public static let nodeSteps = 50_000
    /// Levels of `children:` in a `scene:`.
    public static let sceneDepth = 50
    /// `when` effects inside one another's `then:` or `else:`.
    public static let whenDepth = 20

    /// Fails at the first node past `yamlNodes` or deeper than `yamlDepth`, in a walk that
    /// stops there: it costs at most `yamlNodes` steps whatever the aliases would expand to.
    static func check(_ root: YAMLNode) throws(Diagnostic) {
        var count = 0
        var pending: [(node: YAMLNode, depth: Int)] = [(root, 1)]
        while let (node, depth) = pending.popLast() {
            count += 1
            if count > yamlNodes {
                throw SpecMapping.error(at: node, "the spec has more than \(yamlNodes.grouped) YAML nodes (an alias counts each time it is used); split it into smaller transcripts")
            }
            if depth > yamlDepth {
                throw SpecMapping.error(at: node, "the spec is nested more than \(yamlDepth.grouped) levels deep (aliases expanded)")
            }
            switch node.content {
            case .scalar, .alias:
                break
            case .mapping(let mapping):
                for (key, value) in mapping.reversed() {
                    pending.append((value, depth + 1))
                    pending.append((key, depth + 1))
                }
            case .sequence(let sequence):
                for item in sequence.reversed() { pending.append((item, depth + 1)) }
            }
        }
    }

    /// Fails when `steps` steps over a tree of this size would pass `nodeSteps`.
    ///
    /// - Parameter line: Where the gestures are written, for the error.
    static func checkWork(_ tree: AccessibilityNode, steps: Int, line: Int) throws(Diagnostic) {
        var count = 0
        var pending = [tree]
        while let node = pending.popLast() {
            count += 1
            pending += node.children
        }
        guard count * steps > nodeSteps else { return }
        throw Diagnostic(line: line, column: 1, message: "\(steps.grouped) steps over \(count.grouped) elements is more than \(nodeSteps.grouped) element-steps; use fewer gestures or a smaller scene")
    }
}

extension Int {
    /// `50000` as `50,000`, for messages.
    var grouped: String { YAMLMapping.grouped(self) }
}
