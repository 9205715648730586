import RotorDiagnostics
import RotorKotlin

extension ComposeEvaluator {
    /// `Canvas(modifier) { … }` (foundation): a layout whose only content is drawing, which
    /// TalkBack never reads. Its node is its modifier's semantics; the draw lambda is not run.
    mutating func drawing(_ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        guard name == "Canvas", !inArgument else { return nil }
        let outer = inArgument
        inArgument = true
        var modifier: ComposeValue?
        do throws(Diagnostic) {
            for argument in call.arguments where argument.label == nil || argument.label == "modifier" {
                modifier = try evaluate(argument.node, scope)
                break
            }
        } catch {
            inArgument = outer
            throw error
        }
        inArgument = outer
        emit(try makeNode(modifier, at: call.node))
        return .unit
    }

    /// Whether two values are the same for what TalkBack hears: equal, or two modifier chains
    /// that set nothing Rotor reads.
    static func sameForSpeech(_ a: ComposeValue, _ b: ComposeValue) -> Bool {
        switch (a, b) {
        case (.modifier(let x), .modifier(let y)): return x.isEmpty && y.isEmpty
        case (.null, .null), (.unit, .unit): return true
        case (.bool(let x), .bool(let y)): return x == y
        case (.int(let x), .int(let y)): return x == y
        case (.string(let x), .string(let y)): return x == y
        default: return false
        }
    }
}
