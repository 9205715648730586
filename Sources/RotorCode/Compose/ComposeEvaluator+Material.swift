import Foundation
import RotorDiagnostics
import RotorKotlin
import RotorModel

/// Calls that are not the code's own: the runtime (`remember`, `mutableStateOf`,
/// `stringResource`), layouts, and Material 3 components with their built-in semantics
/// (the reference's §7.3).
extension ComposeEvaluator {
    static let layouts: Set<String> = ["Row", "Column", "Box", "FlowRow", "FlowColumn", "BoxWithConstraints", "Spacer", "Divider", "HorizontalDivider", "VerticalDivider"]
    static let transparent: Set<String> = ["MaterialTheme", "CompositionLocalProvider", "ProvideTextStyle", "key", "AnimatedVisibility", "Crossfade", "AnimatedContent"]
    static let effects: Set<String> = ["LaunchedEffect", "DisposableEffect", "SideEffect"]
    static let buttons: Set<String> = ["Button", "OutlinedButton", "TextButton", "ElevatedButton", "FilledTonalButton", "IconButton", "FilledIconButton", "FilledTonalIconButton", "OutlinedIconButton", "FloatingActionButton", "SmallFloatingActionButton", "LargeFloatingActionButton"]
    static let tabRows: Set<String> = ["TabRow", "ScrollableTabRow", "PrimaryTabRow", "SecondaryTabRow", "PrimaryScrollableTabRow", "SecondaryScrollableTabRow"]

    func argument(_ name: String, _ index: Int?, _ args: (named: [String: ComposeValue], positional: [ComposeValue], trailing: ComposeValue?)) -> ComposeValue? {
        if let value = args.named[name] { return value }
        if let index, index < args.positional.count { return args.positional[index] }
        return nil
    }

    func flag(_ value: ComposeValue?, default fallback: Bool, at node: KotlinNode) throws(Diagnostic) -> Bool {
        switch value {
        case nil: return fallback
        case .bool(let flag)?: return flag
        case .unread(let what, let at)?: throw error(at, "Rotor cannot tell whether '\(what)' is true: give it in 'state:'")
        default: throw error(node, "a true or false value is expected here")
        }
    }

    func text(_ value: ComposeValue?, at node: KotlinNode) throws(Diagnostic) -> String? {
        guard let value, !value.isNull else { return nil }
        return try spoken(value, node)
    }

    mutating func builtin(_ written: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        let site = call.node
        let name = program.aliases[written] ?? written
        switch name {
        case "remember", "rememberSaveable":
            let key = path.map(String.init).joined(separator: "/") + "@\(site.byteRange.lowerBound)"
            // `remember(a, b) { … }` computes again when a key differs from the one it was kept with.
            let keys = call.arguments.isEmpty ? [] : try arguments(call, scope).positional
            if let kept = memory.slots[key], try sameKeys(memory.slotKeys[key] ?? [], keys, at: site) { return kept }
            guard let trailing = call.trailing else { return .unread(site.text, site) }
            rememberDepth += 1
            defer { rememberDepth -= 1 }
            let value = try invokeLambda(.lambda(trailing, scope), [], at: site, asValue: true)
            memory.slots[key] = value
            memory.slotKeys[key] = keys
            return value
        case "mutableStateOf", "mutableIntStateOf", "mutableFloatStateOf", "mutableDoubleStateOf", "mutableLongStateOf", "derivedStateOf":
            let args = try arguments(call, scope)
            if name == "derivedStateOf", let lambda = args.trailing {
                // Computed again on every read, as Compose does when what it reads changes.
                let cell = ComposeCell(.unit)
                cell.derived = lambda
                return .state(cell)
            }
            let cell = ComposeCell(args.positional.first ?? args.named["value"] ?? .null)
            cell.unremembered = composingBody && rememberDepth == 0
            return .state(cell)
        case "listOf", "arrayOf", "mutableListOf":
            return .list(try arguments(call, scope).positional)
        case "stringResource", "pluralStringResource":
            return try resourceString(name, call, scope)
        case "Modifier":
            return .modifier([])
        case _ where Self.resourceLoaders.contains(name):
            return .constant(site.text)
        default: break
        }
        if Self.effects.contains(name) {
            assume("\(name) { … } is not run; the transcript assumes it changes nothing heard")
            return .unit
        }
        if Self.transparent.contains(name) {
            let args = try arguments(call, scope)
            // AnimatedContent and Crossfade give their content the state they show.
            let shown = name == "AnimatedContent" || name == "Crossfade" ? (args.named["targetState"] ?? args.positional.first).map { [$0] } ?? [] : []
            for node in try children(args.trailing ?? args.named["content"], arguments: shown, at: site) { emit(node) }
            return .unit
        }
        if let item = try lazyItem(name, call, scope) { return item }
        if let value = try semanticsValue(name, call, scope) { return value }
        guard let first = name.first, first.isUppercase, !inArgument else {
            // A function Rotor does not know, used for its value: read only if speech needs it.
            return .unread(site.text, site)
        }
        let args = try arguments(call, scope)
        let modifierArgument = args.named["modifier"]
        switch name {
        case _ where Self.layouts.contains(name):
            let layoutModifier = modifierArgument ?? args.positional.first(where: { if case .modifier = $0 { true } else { false } })
            // By need: what clearAndSetSemantics hides is never read, so it is not composed.
            let content = Self.clears(layoutModifier) ? [] : try children(args.trailing ?? args.named["content"], at: site)
            let node = try makeNode(layoutModifier, at: site, children: content)
            records[node.id, default: ComposeRecord()].layout = ComposeLayout(name: name, site: call.callee)
            emit(node)
        case "Surface", "Card", "ElevatedCard", "OutlinedCard":
            var node = try makeNode(modifierArgument, at: site, children: try children(args.trailing ?? args.named["content"], at: site))
            if let onClick = args.named["onClick"], !onClick.isNull {
                if let selected = args.named["selected"] {
                    node.semantics.selected = try flag(selected, default: false, at: site)
                } else if let checked = args.named["checked"] {
                    node.semantics.toggleableState = try flag(checked, default: false, at: site) ? .on : .off
                }
                try clickable(&node, onClick, arguments: [], enabled: args.named["enabled"], at: site)
            } else if name == "Surface" {
                node.semantics.isTraversalGroup = true
            }
            emit(node)
        case "Text":
            guard let value = args.named["text"] ?? args.positional.first else { throw error(site, "Text needs its text") }
            var node = try makeNode(modifierArgument ?? (args.positional.count > 1 ? args.positional[1] : nil), at: site)
            // TalkBack trims a text and speaks its line breaks as pauses, written here as spaces.
            node.semantics.text = try spoken(value, site).split(whereSeparator: \.isWhitespace).joined(separator: " ")
            emit(node)
        case "Icon", "Image":
            guard let description = args.named["contentDescription"] ?? (args.positional.count > 1 ? args.positional[1] : nil) else {
                throw error(site, "\(name) needs its contentDescription (null for a decorative one)")
            }
            var node = try makeNode(modifierArgument ?? (args.positional.count > 2 ? args.positional[2] : nil), at: site)
            if let text = try self.text(description, at: site) {
                node.semantics.contentDescription = text
                node.semantics.role = node.semantics.role ?? (.image)
            }
            emit(node)
        case _ where Self.buttons.contains(name):
            guard let onClick = argument("onClick", 0, args) else { throw error(site, "\(name) needs its onClick") }
            var node = try makeNode(modifierArgument, at: site, children: try children(args.trailing ?? args.named["content"], at: site))
            node.semantics.role = node.semantics.role ?? (.button)
            try clickable(&node, onClick, arguments: [], enabled: args.named["enabled"], at: site)
            emit(node)
        case "IconToggleButton", "FilledIconToggleButton", "OutlinedIconToggleButton":
            let checked = try flag(argument("checked", 0, args), default: false, at: site)
            var node = try makeNode(modifierArgument, at: site, children: try children(args.trailing ?? args.named["content"], at: site))
            node.semantics.role = node.semantics.role ?? (.checkbox)
            node.semantics.toggleableState = checked ? .on : .off
            if let change = argument("onCheckedChange", 1, args) { try clickable(&node, change, arguments: [.bool(!checked)], enabled: args.named["enabled"], at: site) }
            emit(node)
        case "Switch", "Checkbox":
            let checked = try flag(argument("checked", 0, args), default: false, at: site)
            var node = try makeNode(modifierArgument ?? (args.positional.count > 2 ? args.positional[2] : nil), at: site)
            if let change = argument("onCheckedChange", 1, args), !change.isNull {
                node.semantics.role = node.semantics.role ?? (name == "Switch" ? .switchRole : .checkbox)
                node.semantics.toggleableState = checked ? .on : .off
                try clickable(&node, change, arguments: [.bool(!checked)], enabled: args.named["enabled"], at: site)
            }
            emit(node)
        case "RadioButton":
            let selected = try flag(argument("selected", 0, args), default: false, at: site)
            var node = try makeNode(modifierArgument ?? (args.positional.count > 2 ? args.positional[2] : nil), at: site)
            if let onClick = argument("onClick", 1, args), !onClick.isNull {
                node.semantics.role = node.semantics.role ?? (.radioButton)
                node.semantics.selected = selected
                try clickable(&node, onClick, arguments: [], enabled: args.named["enabled"], at: site)
            }
            emit(node)
        case "Tab", "LeadingIconTab":
            let selected = try flag(argument("selected", 0, args), default: false, at: site)
            var content: [ComposeNode] = []
            if let slot = args.named["content"] ?? args.trailing {
                content = try children(slot, at: site)
            } else {
                content = try children(args.named["icon"], at: site) + children(args.named["text"], at: site)
            }
            var node = try makeNode(modifierArgument, at: site, children: content)
            node.semantics.role = node.semantics.role ?? (.tab)
            node.semantics.selected = selected
            if let onClick = argument("onClick", 1, args) { try clickable(&node, onClick, arguments: [], enabled: args.named["enabled"], at: site) }
            emit(node)
        case _ where Self.tabRows.contains(name):
            var node = try makeNode(modifierArgument, at: site, children: try children(args.named["tabs"] ?? args.trailing, at: site))
            node.semantics.selectableGroup = true
            emit(node)
        case "NavigationBar":
            var node = try makeNode(modifierArgument, at: site, children: try children(args.named["content"] ?? args.trailing, at: site))
            node.semantics.selectableGroup = true
            emit(node)
        case "NavigationBarItem":
            let selected = try flag(argument("selected", 0, args), default: false, at: site)
            let label = args.named["label"]
            let alwaysShowsLabel = try flag(args.named["alwaysShowLabel"], default: true, at: site)
            let showsLabel = label != nil && !(label?.isNull ?? true) && (alwaysShowsLabel || selected)
            var icon = ComposeNode(id: nextID(), children: try children(argument("icon", 2, args), at: site))
            if showsLabel { icon.clearsDescendants = true; icon.children = [] }
            var node = try makeNode(modifierArgument, at: site, children: [icon] + (showsLabel ? try children(label, at: site) : []))
            node.semantics.role = node.semantics.role ?? (.tab)
            node.semantics.selected = selected
            if let onClick = argument("onClick", 1, args) { try clickable(&node, onClick, arguments: [], enabled: args.named["enabled"], at: site) }
            emit(node)
        case "FilterChip", "InputChip", "ElevatedFilterChip":
            let selected = try flag(argument("selected", 0, args), default: false, at: site)
            let content = try children(args.named["leadingIcon"] ?? args.named["avatar"], at: site) + children(argument("label", 2, args), at: site) + children(args.named["trailingIcon"], at: site)
            var node = try makeNode(modifierArgument, at: site, children: content)
            node.semantics.selected = selected
            node.semantics.role = node.semantics.role ?? (.checkbox)
            if let onClick = argument("onClick", 1, args) { try clickable(&node, onClick, arguments: [], enabled: args.named["enabled"], at: site) }
            emit(node)
        default:
            if try layoutComponent(name, call, args, scope) { break }
            // A composable Rotor does not know: what it shows is unknown.
            throw error(call.callee, "Rotor does not know what \(name) shows to TalkBack; put its code in the article's Kotlin, or describe the control as a scene")
        }
        return .unit
    }

    static func clears(_ modifier: ComposeValue?) -> Bool {
        guard case .modifier(let chain)? = modifier else { return false }
        return chain.contains { $0.name == "clearAndSetSemantics" }
    }

    /// What a click sets: the action, the merge, and `disabled` when `enabled` is false.
    mutating func clickable(_ node: inout ComposeNode, _ lambda: ComposeValue, arguments: [ComposeValue], label: String? = nil, enabled: ComposeValue?, at site: KotlinNode) throws(Diagnostic) {
        // Modifiers given from outside come first in the chain, and Compose keeps the outer
        // modifier's action label and lambda when an inner one sets the same action.
        node.semantics.onClick = ComposeSemantics.Action(label: node.semantics.onClick?.label ?? label)
        node.mergeDescendants = true
        if !(try flag(enabled, default: true, at: site)) { node.semantics.disabled = true }
        if !lambda.isNull, handlers[node.id] == nil { handlers[node.id] = ComposeHandler(lambda: lambda, arguments: arguments) }
    }

    // MARK: Strings

    mutating func resourceString(_ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        let args = try arguments(call, scope)
        // `id =` named, the format arguments follow it positionally.
        var id = args.named["id"] ?? args.positional.first
        // `import ….R.string` lets the code write `string.name` for `R.string.name`.
        if case .unread(let written, _)? = id {
            let parts = written.split(separator: ".")
            if parts.count == 2, parts[0] == "string" || parts[0] == "plurals" { id = .resource(kind: String(parts[0]), name: String(parts[1])) }
        }
        if case .unread(let what, let at)? = id {
            throw error(at, "Rotor cannot tell which string resource '\(what)' is: give the value it reads in 'state:'")
        }
        guard case .resource(_, let key)? = id else {
            throw error(call.node, "\(name) is read with R.string.NAME or R.plurals.NAME")
        }
        var rest = args.named["id"] == nil ? Array(args.positional.dropFirst()) : args.positional
        var pattern: String
        if name == "pluralStringResource" {
            guard let forms = program.plurals[key] ?? program.strings[key].map({ ["other": $0] }) else {
                throw error(call.node, "no text for the plural '\(key)': give it in 'strings:' as \(key): {one: …, other: …}")
            }
            // `count` by name leaves every positional argument to the format; otherwise the
            // count is the first after the id (pluralStringResource(id, count, vararg args)).
            let counted = args.named["count"] ?? rest.first
            guard case .int(let count)? = counted else { throw error(call.node, "Rotor cannot tell the count of '\(key)': give it in 'state:'") }
            if args.named["count"] == nil, !rest.isEmpty { rest.removeFirst() }
            pattern = (count == 1 ? forms["one"] : nil) ?? forms["other"] ?? forms.values.first ?? ""
        } else {
            guard let text = program.strings[key] else {
                throw error(call.node, "no text for the string resource '\(key)': give it in 'strings:' as \(key): …")
            }
            pattern = text
        }
        // Android fills a resource's format as Java's `String.format` does (`%.1f` rounds).
        return .string(try javaFormat(pattern, rest, at: call.node))
    }
}
