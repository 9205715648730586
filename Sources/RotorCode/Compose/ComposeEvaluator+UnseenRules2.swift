import RotorDiagnostics
import RotorKotlin
import RotorModel

/// Rules found on unseen Compose code (second round): resource loaders, and the expand,
/// collapse and dismiss semantics actions.
extension ComposeEvaluator {
    /// Compose's resource loaders (`painterResource`, `colorResource`, `dimensionResource`,
    /// `ImageVector.vectorResource`, `ImageBitmap.imageResource`): each returns its resource,
    /// never null (Kotlin declares a non-null return type; a missing resource throws). Read as
    /// a constant, so `painter != null` over one is true; what it draws is not spoken.
    static let resourceLoaders: Set<String> = ["painterResource", "colorResource", "dimensionResource", "vectorResource", "imageResource"]

    /// `expand { … }`, `collapse { … }` and `dismiss { … }` in a semantics block (§7.2): a node
    /// offering Expand is "collapsed", one offering Collapse "expanded"; the lambda runs when
    /// TalkBack's Actions list picks the action, which it titles in its own words (§2.8).
    /// Without a lambda (`expand(action = null)`) the action is not offered.
    mutating func disclosureCall(_ name: String, _ args: Arguments, into node: inout ComposeNode) throws(Diagnostic) -> Bool {
        guard name == "expand" || name == "collapse" || name == "dismiss" else { return false }
        let action = args.named["action"] ?? args.trailing ?? (args.positional.count > 1 ? args.positional[1] : nil)
        guard let action, !action.isNull else { return true }
        switch name {
        case "expand": node.semantics.expanded = false
        case "collapse": node.semantics.expanded = true
        default: node.semantics.dismissible = true
        }
        handlers[node.id + "@" + name] = ComposeHandler(lambda: action, arguments: [])
        return true
    }
}

extension ComposeEvaluator {
    /// The overload a call reaches when more than one takes its argument names and count:
    /// Kotlin picks by the arguments' types, so `f(textId)` with an `Int` reaches
    /// `f(@StringRes textId: Int)`, not `f(text: String)`. A candidate whose declared type
    /// refuses a value Rotor knows is passed over; when the values decide nothing, the first
    /// candidate in source order is kept (as before).
    func resolveTyped(_ name: String, named: [String: ComposeValue], positional: [ComposeValue], trailing: ComposeValue?) -> ComposeProgram.Function? {
        let candidates = program.overloads[name] ?? []
        if candidates.count <= 1 { return program.functions[name] }
        var covering: [ComposeProgram.Function] = []
        for function in candidates {
            let parameters = Self.parameters(of: function.node)
            guard named.keys.allSatisfy({ label in parameters.contains { $0.name == label } }),
                  positional.count + (trailing == nil ? 0 : 1) <= parameters.count else { continue }
            var covered = true
            for (index, parameter) in parameters.enumerated() where parameter.defaultValue == nil {
                let given = named[parameter.name] != nil || index < positional.count || (trailing != nil && index == parameters.count - 1)
                if !given { covered = false; break }
            }
            if covered { covering.append(function) }
        }
        guard let first = covering.first else { return program.functions[name] }
        if covering.count == 1 { return first }
        let fits = covering.first { function in
            let parameters = Self.parameters(of: function.node)
            for (index, value) in positional.enumerated() where index < parameters.count {
                if Self.accepts(parameters[index].type, value) == false { return false }
            }
            for (label, value) in named {
                if let parameter = parameters.first(where: { $0.name == label }), Self.accepts(parameter.type, value) == false { return false }
            }
            return true
        }
        return fits ?? first
    }

    /// Whether a value can be passed as a parameter of this declared type: `false` only when
    /// the value is one Rotor knows and the type is a basic one that cannot hold it.
    static func accepts(_ type: String?, _ value: ComposeValue) -> Bool? {
        guard var type = type.map({ String($0.filter { !$0.isWhitespace }) }) else { return nil }
        let nullable = type.hasSuffix("?")
        if nullable { type.removeLast() }
        let basic: Set<String> = ["String", "Int", "Long", "Boolean", "Float", "Double"]
        guard basic.contains(type) else { return nil }
        switch value {
        case .null: return nullable
        case .string: return type == "String"
        case .bool: return type == "Boolean"
        case .resource: return type == "Int"
        case .int: return type == "Int" || type == "Long" ? true : (type == "String" || type == "Boolean" ? false : nil)
        case .double: return type == "Float" || type == "Double"
        default: return nil
        }
    }
}

extension ComposeEvaluator {
    /// The receiver type written before a function's name (`fun Modifier.x()` → `Modifier`).
    static func receiverType(of function: KotlinNode) -> String? {
        guard let name = function.child(field: "name") else { return nil }
        for child in function.namedChildren {
            if child.byteRange == name.byteRange { break }
            if child.type == "user_type" || child.type == "nullable_type" { return child.text }
        }
        return nil
    }

    /// The code's own `Modifier` extension functions of this name.
    func modifierExtensions(_ name: String) -> [ComposeProgram.Function] {
        (program.overloads[name] ?? []).filter { Self.receiverType(of: $0.node) == "Modifier" }
    }

    /// `modifier.custom(…)` where the code declares `fun Modifier.custom(…): Modifier`: the
    /// function runs with the chain so far as `this`, and what it returns is the chain (its
    /// `semantics`, `clickable` … are read like any others). `nil` when the code declares no
    /// such extension; an error when what it returns is not a modifier Rotor can follow.
    mutating func modifierExtension(_ name: String, _ call: ComposeCall, _ scope: ComposeScope, chain: [ComposeModifier]) throws(Diagnostic) -> ComposeValue? {
        let candidates = modifierExtensions(name)
        guard !candidates.isEmpty else { return nil }
        let args = try arguments(call, scope)
        let function = candidates.count == 1 ? candidates[0] : (resolveTyped(name, named: args.named, positional: args.positional, trailing: args.trailing) ?? candidates[0])
        let result = try invoke(function, named: args.named, positional: args.positional, trailing: args.trailing, site: call.node, receiver: .modifier(chain))
        guard case .modifier = result else {
            throw error(call.node, "Rotor cannot tell which modifiers \(name) gives: it should return the Modifier it was called on, extended")
        }
        return result
    }
}

extension ComposeEvaluator {
    /// `Modifier.composed { … }`: the lambda builds the modifiers it adds, with an empty
    /// `Modifier` as `this`; what it returns joins the chain. `nil` without a lambda.
    mutating func composedModifier(_ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> [ComposeModifier]? {
        guard case .lambda(let lambda, let closure)? = try arguments(call, scope).trailing else { return nil }
        let inner = ComposeScope(parent: closure)
        inner.bind("this", .modifier([]))
        let result = try invokeLambda(.lambda(lambda, inner), [], at: call.node, asValue: true)
        guard case .modifier(let chain) = result else {
            throw error(call.node, "Rotor cannot tell which modifiers this composed { … } gives: it should return a Modifier")
        }
        return chain
    }
}

extension ComposeEvaluator {
    /// Compose's own modifiers that change size, place, drawing, focus plumbing or input but
    /// add nothing TalkBack reads: skipped without a word. Any other modifier that neither
    /// Rotor reads nor the code declares (a helper from a file not pasted, a library's) may
    /// set semantics, so skipping it is an assumption the step shows. `alpha` and
    /// `graphicsLayer` are not here: a fully transparent node is hidden (§7.1).
    static let layoutModifiers: Set<String> = [
        "padding", "absolutePadding", "paddingFrom", "paddingFromBaseline", "fillMaxWidth", "fillMaxHeight", "fillMaxSize",
        "fillParentMaxWidth", "fillParentMaxHeight", "fillParentMaxSize", "matchParentSize",
        "size", "width", "height", "sizeIn", "widthIn", "heightIn", "requiredSize", "requiredWidth", "requiredHeight",
        "requiredSizeIn", "requiredWidthIn", "requiredHeightIn", "defaultMinSize", "wrapContentSize", "wrapContentWidth",
        "wrapContentHeight", "aspectRatio", "weight", "align", "alignBy", "alignByBaseline", "offset", "absoluteOffset",
        "background", "border", "clip", "clipToBounds", "shadow", "dropShadow", "innerShadow", "rotate", "scale", "blur", "zIndex", "paint",
        "drawBehind", "drawWithContent", "drawWithCache", "layout", "layoutId", "testTag", "testTagsAsResourceId",
        "onGloballyPositioned", "onSizeChanged", "onPlaced", "onFocusChanged", "onFocusEvent", "focusRequester",
        "focusProperties", "focusTarget", "focusGroup", "onPreviewKeyEvent", "indication", "hoverable", "pointerHoverIcon",
        "pointerInput", "verticalScroll", "horizontalScroll", "nestedScroll", "scrollable", "imePadding",
        "navigationBarsPadding", "statusBarsPadding", "systemBarsPadding", "safeDrawingPadding", "safeContentPadding",
        "displayCutoutPadding", "windowInsetsPadding", "consumeWindowInsets", "animateContentSize", "animateItem",
        "animateItemPlacement", "minimumInteractiveComponentSize", "clipScrollableContainer", "menuAnchor",
        "tabIndicatorOffset", "inspectable", "bringIntoViewRequester",
    ]
}
