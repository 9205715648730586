import RotorDiagnostics
import RotorKotlin
import RotorModel

/// Kotlin language rules the Compose reader needs beyond single expressions: a string read as
/// the characters it holds, and scope functions whose lambda keeps the semantics receiver.
extension ComposeEvaluator {
    /// The functions Kotlin's `CharSequence` shares with collections, read over a string's
    /// characters (each a `Char`, spoken as itself). `filter`/`filterNot` and `reversed` give a
    /// string back, as Kotlin's `String` versions do; the others give what a list's would.
    static let charSequenceFunctions: Set<String> = [
        "toList", "toMutableList", "map", "mapIndexed", "mapNotNull", "joinToString", "forEach", "forEachIndexed",
        "any", "all", "none", "count", "first", "firstOrNull", "last", "lastOrNull", "withIndex", "filter", "filterNot", "reversed",
    ]

    mutating func charSequenceMethod(_ text: String, _ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        guard Self.charSequenceFunctions.contains(name) else { return nil }
        let characters = text.map { ComposeValue.string(String($0)) }
        guard let value = try listMethod(characters, name, call, scope) else { return nil }
        switch name {
        case "filter", "filterNot", "reversed":
            guard case .list(let kept) = value else { return value }
            var joined = ""
            for character in kept { guard case .string(let part) = character else { return value }; joined += part }
            return .string(joined)
        default:
            return value
        }
    }

    /// `x.let { … }`, `x?.let { … }`, `x.also { … }` and `run { … }` as statements of a semantics
    /// block. Kotlin's `let`/`also` lambdas take the value as `it` (or their named parameter) and
    /// keep the block's own receiver as `this`, so what they set is the node's semantics; `?.`
    /// skips the lambda when the value is null. false when the call is not one of these (an
    /// `x.run { }` or `apply` changes `this` and is left to the caller's error).
    mutating func semanticsScopeCall(_ call: ComposeCall, _ scope: ComposeScope, into node: inout ComposeNode) throws(Diagnostic) -> Bool {
        guard let name = call.name, ["let", "also", "run"].contains(name) else { return false }
        let lambdaNode = call.trailing ?? (call.arguments.count == 1 && call.arguments[0].label == nil ? call.arguments[0].node : nil)
        guard let lambdaNode, lambdaNode.type == "lambda_literal" else { return false }
        var subject: ComposeValue?
        if call.callee.type == "navigation_expression" {
            guard name != "run", let receiverNode = call.callee.namedChildren.first else { return false }
            let receiver = try evaluate(receiverNode, scope)
            if receiver.isNull, call.callee.hasToken("?.") { return true }
            subject = receiver
        } else if name != "run" {
            return false
        }
        let inner = ComposeScope(parent: scope)
        var statements = lambdaNode.namedChildren
        if let parameters = lambdaNode.firstChild(ofType: "lambda_parameters") {
            let names = parameters.namedChildren.map { $0.firstChild(ofType: "identifier")?.text ?? $0.text }
            if let first = names.first, first != "_", let subject { inner.bind(first, subject) }
            statements.removeAll { $0.type == "lambda_parameters" }
        } else if let subject {
            inner.bind("it", subject)
        }
        if statements.count == 1, statements[0].type == "statements" { statements = statements[0].namedChildren }
        try semanticsStatements(statements, inner, into: &node)
        return true
    }
}

extension ComposeEvaluator {
    /// The setter a `MutableState` gives as its second part: a lambda that stores its argument
    /// in the state, parsed once from Kotlin so it runs like any other lambda.
    static let stateSetter: KotlinNode? = {
        guard let tree = try? KotlinParser.parse("val setter = { newValue -> state.value = newValue }") else { return nil }
        return tree.root.all(where: { $0.type == "lambda_literal" }).first
    }()

    /// `val (value, setValue) = remember { mutableStateOf(x) }`: Compose's `MutableState`
    /// destructures into its current value (`component1`) and a setter (`component2`).
    func stateComponent(_ cell: ComposeCell, _ index: Int, at node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        if index == 0 {
            if cell.derived != nil { throw error(node, "Rotor does not destructure a derivedStateOf; read it with 'by' or '.value'") }
            return cell.value
        }
        guard let setter = Self.stateSetter else { throw error(node, "this value cannot be destructured into part 2") }
        let closure = ComposeScope(parent: nil)
        closure.bind("state", .state(cell))
        return .lambda(setter, closure)
    }
}

extension ComposeEvaluator {
    /// A class body's properties, in order, as Kotlin initialises them when an object is made:
    /// each may read the constructor's parameters (bound in `scope`) and the properties before
    /// it. A primary-constructor parameter without `val`/`var` is no property, so a body
    /// property of the same name (`class F(on: Boolean) { val on = mutableStateOf(on) }`) is
    /// the one `f.on` reads. A value Rotor cannot compute is kept unread: it is an error only
    /// if speech needs it. A property with a getter is kept as its getter, read each time
    /// (`memberValue`); delegated properties are left out (read as unread).
    mutating func bodyProperties(_ declared: KotlinClass, _ scope: ComposeScope) throws(Diagnostic) -> [(name: String, value: ComposeValue)] {
        guard declared.kind != .object, let body = declared.node.firstChild(ofType: "class_body") else { return [] }
        let outer = inArgument
        inArgument = true
        defer { inArgument = outer }
        var members: [(name: String, value: ComposeValue)] = []
        for declaration in body.children(ofType: "property_declaration") {
            guard let name = declaration.firstChild(ofType: "variable_declaration")?.firstChild(ofType: "identifier")?.text,
                  declaration.firstChild(ofType: "property_delegate") == nil,
                  let value = declaration.namedChildren.last else { continue }
            if value.type == "getter" {
                // Computed each time it is read, in the scope of the object's properties.
                scope.bind(name, .pending(value, scope))
                members.append((name, .pending(value, scope)))
                continue
            }
            guard
                  !["variable_declaration", "modifiers", "getter", "setter", "type_constraints"].contains(value.type) else { continue }
            let computed: ComposeValue
            do {
                computed = try evaluate(value, scope)
            } catch {
                computed = .unread(value.text, value)
            }
            scope.bind(name, computed)
            members.append((name, computed))
        }
        return members
    }
}

extension ComposeEvaluator {
    /// Material's icon sets: `Icons.Default.Add`, `Icons.Filled.Star`,
    /// `Icons.AutoMirrored.Filled.ArrowBack` are `ImageVector` values, never null (each is a
    /// non-null extension property of the set object). Read as a constant, so `icon != null`
    /// over one is true; what an icon shows is not spoken (its `contentDescription` is).
    static func isMaterialIcon(_ qualified: String) -> Bool {
        qualified == "Icons" || qualified.hasPrefix("Icons.")
    }
}

extension ComposeEvaluator {
    /// Setting a state object that was made while composing, outside `remember` (directly, or
    /// in an object the composition builds). Rotor composes the whole view again after an
    /// action, so such a state starts afresh; Compose restarts only the functions that read it,
    /// and one made by a caller that does not read it keeps the new value. Which happens is
    /// not decided here: the step says so (an assumption, refused by `--strict`).
    func noteUnremembered(_ state: ComposeCell) {
        guard state.unremembered else { return }
        memory.log.note(CodeNote(kind: .unrememberedState, subject: "mutableStateOf"))
    }
}
