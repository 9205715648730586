import RotorDiagnostics
import RotorKotlin
import RotorModel

/// The modifiers that set semantics; every other modifier is skipped unevaluated.
extension ComposeEvaluator {
    static let semanticModifiers: Set<String> = [
        "semantics", "clearAndSetSemantics", "clickable", "combinedClickable", "toggleable", "triStateToggleable",
        "selectable", "selectableGroup", "focusable", "then",
    ]
    /// Modifiers that change what is read and that Rotor does not model: an error, not a guess.
    static let unreadModifiers: Set<String> = ["draggable", "swipeable", "anchoredDraggable", "onKeyEvent"]

    mutating func modifier(_ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> [ComposeModifier] {
        if name == "then" {
            guard let other = call.arguments.first else { return [] }
            let value = try evaluate(other.node, scope)
            if case .modifier(let chain) = value { return chain }
            throw error(other.node, "Rotor cannot tell which modifier this is: give the values it reads in 'state:'")
        }
        if name == "composed", let factory = try composedModifier(call, scope) { return factory }
        guard Self.semanticModifiers.contains(name) else {
            if Self.unreadModifiers.contains(name) {
                assume("Modifier.\(name) is not read; the transcript assumes it changes nothing heard")
            } else if !Self.layoutModifiers.contains(name) {
                assume("Modifier.\(name)(…) is neither a modifier Rotor reads nor one the code declares; the transcript assumes it changes nothing heard")
            }
            return []
        }
        let args = try arguments(call, scope)
        return [ComposeModifier(name: name, arguments: args.named, positional: args.positional, lambda: args.trailing, node: call.node)]
    }

    mutating func apply(_ written: ComposeModifier, to node: inout ComposeNode) throws(Diagnostic) {
        let entry = try namingPositional(written)
        let site = entry.node
        let args = (named: entry.arguments, positional: entry.positional, trailing: entry.lambda)
        func role(_ value: ComposeValue?) throws(Diagnostic) -> ComposeSemantics.Role? {
            guard let value, !value.isNull else { return nil }
            guard case .constant(let name) = value, let role = ComposeSemantics.Role(rawValue: String(name.split(separator: ".").last ?? "")) else {
                throw error(site, "Rotor does not know this role; Compose's roles are \(ComposeSemantics.Role.allCases.map { "Role.\($0.rawValue)" }.joined(separator: ", "))")
            }
            return role
        }
        func label() throws(Diagnostic) -> String? { try text(entry.arguments["onClickLabel"], at: site) }
        switch entry.name {
        case "semantics":
            if try flag(argument("mergeDescendants", 0, args), default: false, at: site) { node.mergeDescendants = true }
            // The block as a trailing lambda, or passed on by name (`properties = properties`).
            if let block = entry.lambda ?? argument("properties", 1, args) { try semanticsBlock(block, into: &node) }
        case "clearAndSetSemantics":
            node.clearsDescendants = true
            node.children = []
            if let block = entry.lambda ?? argument("properties", 0, args) { try semanticsBlock(block, into: &node) }
        case "clickable", "combinedClickable":
            if node.semantics.role == nil { node.semantics.role = try role(entry.arguments["role"]) }
            let onClick = entry.arguments["onClick"] ?? entry.lambda ?? .null
            try clickable(&node, onClick, arguments: [], label: label(), enabled: argument("enabled", 0, args), at: site)
            if let long = entry.arguments["onLongClick"], !long.isNull {
                node.semantics.onLongClick = ComposeSemantics.Action(label: try text(entry.arguments["onLongClickLabel"], at: site))
            }
        case "toggleable":
            let value = try flag(argument("value", 0, args), default: false, at: site)
            node.semantics.toggleableState = value ? .on : .off
            if node.semantics.role == nil { node.semantics.role = try role(entry.arguments["role"]) }
            let change = entry.arguments["onValueChange"] ?? entry.lambda ?? .null
            try clickable(&node, change, arguments: [.bool(!value)], enabled: entry.arguments["enabled"], at: site)
        case "triStateToggleable":
            guard case .constant(let state)? = argument("state", 0, args),
                  let toggle = ComposeSemantics.ToggleableState(rawValue: String(state.split(separator: ".").last ?? "")) else {
                throw error(site, "Rotor cannot tell this toggle's state: give it as ToggleableState.On, Off or Indeterminate")
            }
            node.semantics.toggleableState = toggle
            if node.semantics.role == nil { node.semantics.role = try role(entry.arguments["role"]) }
            try clickable(&node, entry.arguments["onClick"] ?? entry.lambda ?? .null, arguments: [], enabled: entry.arguments["enabled"], at: site)
        case "selectable":
            node.semantics.selected = try flag(argument("selected", 0, args), default: false, at: site)
            if node.semantics.role == nil { node.semantics.role = try role(entry.arguments["role"]) }
            try clickable(&node, entry.arguments["onClick"] ?? entry.lambda ?? .null, arguments: [], enabled: entry.arguments["enabled"], at: site)
        case "selectableGroup":
            node.semantics.selectableGroup = true
        case "focusable":
            if try flag(argument("enabled", 0, args), default: true, at: site) { node.semantics.focusable = true }
        default:
            break
        }
    }

    /// A `semantics { … }` block: each statement sets one property.
    mutating func semanticsBlock(_ block: ComposeValue, into node: inout ComposeNode) throws(Diagnostic) {
        guard case .lambda(let lambda, let closure) = block else { return }
        let scope = ComposeScope(parent: closure)
        var statements = lambda.namedChildren
        if statements.count == 1, statements[0].type == "statements" { statements = statements[0].namedChildren }
        try semanticsStatements(statements, scope, into: &node)
    }

    /// The statements of a semantics block: the receiver's properties set (`x = …` or
    /// `this.x = …`), its functions called, and `if`, `when`, blocks and local values around them.
    mutating func semanticsStatements(_ statements: [KotlinNode], _ scope: ComposeScope, into node: inout ComposeNode) throws(Diagnostic) {
        for statement in statements {
            try step(statement)
            switch statement.type {
            case "line_comment", "multiline_comment": continue
            case "property_declaration":
                try run([statement], scope)
            case "if_expression", "when_expression", "block", "control_structure_body", "statements":
                try semanticsBranch(statement, scope, into: &node)
            case "assignment":
                guard let left = statement.child(field: "left"), let right = statement.child(field: "right") else { continue }
                let value = try evaluate(right, scope)
                let property = left.text.hasPrefix("this.") ? String(left.text.dropFirst(5)) : left.text
                switch property {
                case "contentDescription": node.semantics.contentDescription = try text(value, at: right)
                case "stateDescription": node.semantics.stateDescription = try text(value, at: right)
                case "paneTitle": node.semantics.paneTitle = try text(value, at: right)
                case "text": node.semantics.text = try text(value, at: right)
                case "selected": node.semantics.selected = try flag(value, default: false, at: right)
                case "heading": if try flag(value, default: false, at: right) { node.semantics.heading = true }
                case "isTraversalGroup", "isContainer": node.semantics.isTraversalGroup = try flag(value, default: false, at: right)
                case "traversalIndex":
                    guard let number = value.number else { throw error(right, "Rotor cannot tell this traversalIndex: give it as a number") }
                    node.semantics.traversalIndex = number
                case "role":
                    guard case .constant(let name) = value, let role = ComposeSemantics.Role(rawValue: String(name.split(separator: ".").last ?? "")) else {
                        throw error(right, "Rotor does not know this role")
                    }
                    node.semantics.role = role
                case "toggleableState":
                    guard case .constant(let name) = value, let state = ComposeSemantics.ToggleableState(rawValue: String(name.split(separator: ".").last ?? "")) else {
                        throw error(right, "Rotor cannot tell this toggleable state")
                    }
                    node.semantics.toggleableState = state
                case "liveRegion":
                    guard case .constant(let name) = value else { throw error(right, "Rotor cannot tell this live region mode") }
                    node.semantics.liveRegion = name.hasSuffix("Assertive") ? .assertive : .polite
                default:
                    if try semanticsProperty(left.text, value, at: right, into: &node) { break }
                    throw error(left, "the semantics property '\(left.text)' is not read yet, and it could change what TalkBack says")
                }
            case "call_expression":
                let call = ComposeCall(statement)
                if try semanticsScopeCall(call, scope, into: &node) { continue }
                let args = try arguments(call, scope)
                switch call.name ?? "" {
                case "heading": node.semantics.heading = true
                case "disabled": node.semantics.disabled = true
                case "invisibleToUser", "hideFromAccessibility": node.semantics.hidden = true
                case "selectableGroup": node.semantics.selectableGroup = true
                case "error": node.semantics.error = try text(args.positional.first, at: statement)
                case "onClick":
                    node.semantics.onClick = ComposeSemantics.Action(label: try text(args.named["label"] ?? args.positional.first, at: statement))
                    if let action = args.named["action"] ?? args.trailing ?? (args.positional.count > 1 ? args.positional[1] : nil), !action.isNull {
                        handlers[node.id] = ComposeHandler(lambda: action, arguments: [])
                    }
                case "onLongClick":
                    node.semantics.onLongClick = ComposeSemantics.Action(label: try text(args.named["label"] ?? args.positional.first, at: statement))
                default:
                    if try semanticsCall(call.name ?? "", args, into: &node) { break }
                    throw error(statement, "the semantics call '\(call.name ?? statement.text)' is not read yet, and it could change what TalkBack says")
                }
            default:
                throw error(statement, "this statement in a semantics block is not read")
            }
        }
    }
}

extension ComposeEvaluator {
    /// A branch inside a semantics block: the statements `if` or `when` picks, or a block's.
    mutating func semanticsBranch(_ statement: KotlinNode, _ scope: ComposeScope, into node: inout ComposeNode) throws(Diagnostic) {
        switch statement.type {
        case "if_expression":
            guard let test = statement.child(field: "condition") else { return }
            let branches = statement.namedChildren.filter { $0.byteRange != test.byteRange && $0.type != "line_comment" && $0.type != "multiline_comment" }
            let chosen = try condition(test, evaluate(test, scope)) ? branches.first : branches.dropFirst().first
            if let chosen { try semanticsBranch(chosen, scope, into: &node) }
        case "when_expression":
            if statement.firstChild(ofType: "when_subject") != nil {
                throw error(statement, "a 'when' with a subject inside a semantics block is not read yet; write it with conditions ('when { x == a -> … }')")
            }
            // The branch is picked as an expression's is; its body is then read as statements.
            for entry in statement.children(ofType: "when_entry") {
                let conditions = entry.children(field: "condition")
                var matches = conditions.isEmpty
                for condition in conditions where !matches {
                    let expression = condition.type == "when_condition" ? (condition.namedChildren.first ?? condition) : condition
                    matches = try self.condition(expression, evaluate(expression, scope))
                }
                if matches {
                    if let body = entry.namedChildren.last(where: { c in !conditions.contains { $0.byteRange == c.byteRange } }) {
                        try semanticsBranch(body, scope, into: &node)
                    }
                    return
                }
            }
        case "block", "control_structure_body", "statements":
            var inner = statement.namedChildren
            if inner.count == 1, inner[0].type == "statements" { inner = inner[0].namedChildren }
            try semanticsStatements(inner, ComposeScope(parent: scope), into: &node)
        default:
            try semanticsStatements([statement], scope, into: &node)
        }
    }
}
