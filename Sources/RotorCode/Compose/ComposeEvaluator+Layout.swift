import Foundation
import RotorDiagnostics
import RotorKotlin
import RotorModel

/// Layout-level composables beyond the core Material table: transparent wrappers (an app's
/// theme, `Scaffold`, app bars), `ListItem`, lazy lists, chips and progress indicators.
/// Each rule follows the reference's §7; where the reference does not source the layout a
/// rule rests on, the transcript says so through an `assumed` note (it counts as inferred).
extension ComposeEvaluator {
    typealias Arguments = (named: [String: ComposeValue], positional: [ComposeValue], trailing: ComposeValue?)

    static let appBars: Set<String> = ["TopAppBar", "CenterAlignedTopAppBar", "SmallTopAppBar", "BottomAppBar"]
    static let plainChips: Set<String> = ["AssistChip", "ElevatedAssistChip", "SuggestionChip", "ElevatedSuggestionChip"]
    static let lazyLists: Set<String> = ["LazyColumn", "LazyRow", "LazyVerticalGrid", "LazyHorizontalGrid", "LazyVerticalStaggeredGrid", "LazyHorizontalStaggeredGrid"]
    static let progressIndicators: Set<String> = ["LinearProgressIndicator", "CircularProgressIndicator"]

    /// The components of this file; `false` when `name` is none of them.
    mutating func layoutComponent(_ name: String, _ call: ComposeCall, _ args: Arguments, _ scope: ComposeScope) throws(Diagnostic) -> Bool {
        let site = call.node
        let modifierArgument = args.named["modifier"]
        switch name {
        case "Scaffold":
            // Compose reads the bars and the content by where they sit: the top bar above the
            // content, the bottom bar below it; the floating button sits over the content's end,
            // above the bottom bar.
            let top = try children(args.named["topBar"], at: site)
            let content = try children(args.named["content"] ?? args.trailing, at: site)
            let fab = try children(args.named["floatingActionButton"], at: site)
            let bottom = try children(args.named["bottomBar"], at: site)
            if !fab.isEmpty, content.contains(where: { Self.stops($0) > 0 }) {
                assume("where Scaffold places its floating action button (taken as after the content and before the bottom bar; TalkBack orders by position)")
            }
            emit(try makeNode(modifierArgument, at: site, children: top + content + fab + bottom))
        case _ where Self.appBars.contains(name):
            // One bar: the navigation icon, the title and the actions side by side, start to end.
            var content: [ComposeNode] = []
            if name == "BottomAppBar", args.named["actions"] == nil {
                content = try children(args.named["content"] ?? args.trailing, at: site)
            } else {
                content = try children(args.named["navigationIcon"], at: site) + children(args.named["title"], at: site)
                    + children(args.named["actions"], at: site) + children(args.named["floatingActionButton"], at: site)
            }
            let node = try makeNode(modifierArgument, at: site, children: content)
            records[node.id, default: ComposeRecord()].layout = ComposeLayout(name: "Row", site: call.callee)
            emit(node)
        case "ListItem":
            try listItem(args, at: site)
        case _ where Self.lazyLists.contains(name):
            let content = try lazyContent(args.named["content"] ?? args.trailing, at: site)
            if content.contains(where: { Self.stops($0) > 0 }) {
                assume("\(name)'s collection info (unsourced: no \"In list\" is said, and every item is composed)")
            }
            emit(try makeNode(modifierArgument, at: site, children: content))
        case _ where Self.plainChips.contains(name):
            guard let onClick = argument("onClick", 0, args) else { throw error(site, "\(name) needs its onClick") }
            let content = try children(args.named["leadingIcon"] ?? args.named["icon"], at: site) + children(argument("label", 1, args), at: site)
                + children(args.named["trailingIcon"], at: site)
            var node = try makeNode(modifierArgument, at: site, children: content)
            node.semantics.role = node.semantics.role ?? .button
            assume("\(name)'s own semantics (read as a button, as Material's Button; the reference sources FilterChip's only)")
            try clickable(&node, onClick, arguments: [], enabled: args.named["enabled"], at: site)
            emit(node)
        case _ where Self.progressIndicators.contains(name):
            var node = try makeNode(modifierArgument, at: site)
            var progress = args.named["progress"] ?? args.positional.first
            if case .lambda? = progress { progress = try invokeLambda(progress!, [], at: site, asValue: true) }
            if let progress {
                guard let value = progress.number else { throw error(site, "Rotor cannot tell this indicator's progress: give it in 'state:'") }
                node.semantics.progress = ComposeSemantics.ProgressRange(current: value, lower: 0, upper: 1)
            } else {
                node.semantics.progress = ComposeSemantics.ProgressRange(current: 0, indeterminate: true)
            }
            emit(node)
        case "Slider":
            try slider(args, at: site)
        default:
            return try transparentWrapper(name, call, args, scope)
        }
        return true
    }

    /// A composable from outside the code whose only content is one composable lambda, such as
    /// an app's theme: it is read as showing that content unchanged, and the transcript says so.
    mutating func transparentWrapper(_ name: String, _ call: ComposeCall, _ args: Arguments, _ scope: ComposeScope) throws(Diagnostic) -> Bool {
        // A name that says it lays things out, or opens a window, places its content itself:
        // the order or the window TalkBack reads it in would be a guess.
        let placing = ["Layout", "Row", "Column", "Grid", "Pager", "Flow", "Lazy", "Box", "Dialog", "Sheet", "Drawer", "Menu", "Tooltip", "Popup", "Scaffold"]
        if placing.contains(where: { name.contains($0) }) { return false }
        let lambdas = args.named.filter { if case .lambda = $0.value { true } else { false } }
        let content: ComposeValue
        switch (args.trailing, lambdas.count) {
        case (let trailing?, 0): content = trailing
        case (nil, 1) where lambdas.keys.first == "content": content = lambdas["content"]!
        default: return false
        }
        // Anything that could be shown (a text, a lambda in another slot, an argument by
        // position) makes it a component Rotor does not know.
        guard args.positional.isEmpty else { return false }
        for (label, value) in args.named where label != "content" {
            switch value {
            case .string, .resource, .lambda: return false
            case .modifier(let chain) where !chain.isEmpty: return false
            default: continue
            }
        }
        assume("\(name) { … } (its only slot is its content, shown unchanged)")
        for node in try children(content, at: call.node) { emit(node) }
        return true
    }

    /// Material 3's `ListItem`: one merged node (a `Surface` whose semantics merge), its slots
    /// read in the order Material lays them out.
    mutating func listItem(_ args: Arguments, at site: KotlinNode) throws(Diagnostic) {
        guard let headline = args.named["headlineContent"] ?? args.named["headlineText"] ?? args.trailing else {
            throw error(site, "ListItem needs its headlineContent")
        }
        let slots = ["overlineContent", "overlineText", "supportingContent", "supportingText", "leadingContent", "trailingContent"]
        var content = try children(headline, at: site)
        for slot in slots { content += try children(args.named[slot], at: site) }
        var node = try makeNode(args.named["modifier"], at: site, children: content)
        node.mergeDescendants = true
        node.semantics.isTraversalGroup = true
        if args.named["overlineContent"] != nil || args.named["leadingContent"].map({ try? children($0, at: site) })??.contains(where: Self.speaksAlone) == true {
            assume("ListItem's slot order (taken as Material 3's: headline, overline, supporting, leading, trailing)")
        }
        emit(node)
    }

    /// Whether a node says something when read inside a merged parent.
    static func speaksAlone(_ node: ComposeNode) -> Bool {
        if node.semantics.hidden { return false }
        if node.semantics.text != nil || node.semantics.contentDescription != nil { return true }
        return !node.clearsDescendants && node.children.contains(where: speaksAlone)
    }

    /// Material 3's `Slider`: a range with `setProgress`, its value as the state description
    /// (at most two decimals), stepped by swipe up and down (§7.3, §7.4).
    mutating func slider(_ args: Arguments, at site: KotlinNode) throws(Diagnostic) {
        guard let valueArgument = argument("value", 0, args), let value = valueArgument.number else {
            throw error(site, "Rotor cannot tell this Slider's value: give it in 'state:'")
        }
        var lower = 0.0, upper = 1.0
        if let range = args.named["valueRange"] {
            guard let bounds = try self.range(range) else { throw error(site, "Rotor cannot tell this Slider's valueRange: write it as a..b with numbers") }
            (lower, upper) = bounds
        }
        var steps = 0
        if let given = args.named["steps"] {
            guard case .int(let count) = given, count >= 0 else { throw error(site, "Rotor cannot tell this Slider's steps: give it as a whole number") }
            steps = count
        }
        var node = try makeNode(args.named["modifier"] ?? (args.positional.count > 2 ? args.positional[2] : nil), at: site)
        node.semantics.progress = ComposeSemantics.ProgressRange(current: value, lower: lower, upper: upper, steps: steps)
        node.semantics.setsProgress = true
        // The Slider words its value itself; a stateDescription in the code's modifier is a
        // second one on the same node, and which of the two TalkBack gets is inferred.
        if node.semantics.stateDescription != nil {
            node.semantics.stateOverridesComponent = true
        } else {
            node.semantics.stateDescription = Self.semanticsNumber(value)
        }
        node.mergeDescendants = true
        if !(try flag(args.named["enabled"], default: true, at: site)) { node.semantics.disabled = true }
        if let change = argument("onValueChange", 1, args), !change.isNull {
            let step = steps > 0 ? (upper - lower) / Double(steps + 1) : (upper - lower) / 20
            let snap: (Double) -> Double = { raw in
                let clamped = min(max(raw, lower), upper)
                guard steps > 0 else { return clamped }
                let stepCount = ((clamped - lower) / step).rounded()
                return min(max(lower + stepCount * step, lower), upper)
            }
            handlers[node.id + "@increment"] = ComposeHandler(lambda: change, arguments: [.double(snap(value + step))])
            handlers[node.id + "@decrement"] = ComposeHandler(lambda: change, arguments: [.double(snap(value - step))])
        }
        emit(node)
    }

    /// `a..b` with numbers at both ends.
    /// Its ends were read where the range was written, in that scope (`0f..max`, `0..count`).
    mutating func range(_ value: ComposeValue) throws(Diagnostic) -> (Double, Double)? {
        switch value {
        case .list(let items):
            // An Int range is read as its values: its ends are the first and the last.
            guard items.count >= 2, let a = items.first?.number, let b = items.last?.number, a < b else { return nil }
            return (a, b)
        case .unread(_, let node):
            guard node.type == "range_expression", let (a, b) = numericRanges[LiftedPrefix(node)], a < b else { return nil }
            return (a, b)
        default:
            return nil
        }
    }

    /// A number as Material's slider states it: rounded to two decimals, written as Kotlin
    /// writes a Float (50 → "50.0", 0.333 → "0.33").
    static func semanticsNumber(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded(), abs(rounded) < 1e7 { return String(format: "%.1f", rounded) }
        var text = String(format: "%.2f", rounded)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }

    // MARK: Lazy lists

    /// Runs a lazy list's content: `item { }`, `items(count) { }`, `items(list) { }` and
    /// `itemsIndexed(list) { index, item -> }`, each item's nodes in order.
    /// The list's scope is marked by a name no Kotlin code can write.
    static let lazyScopeMark = "\u{0}lazy"

    mutating func lazyContent(_ content: ComposeValue?, at site: KotlinNode) throws(Diagnostic) -> [ComposeNode] {
        guard case .lambda(let lambda, let closure)? = content else { return try children(content, at: site) }
        let scope = ComposeScope(parent: closure)
        scope.bind(Self.lazyScopeMark, .bool(true))
        return try children(.lambda(lambda, scope), at: site)
    }

    /// A call of the lazy-list scope; `nil` when `name` is not one.
    mutating func lazyItem(_ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        guard ["item", "items", "itemsIndexed", "stickyHeader"].contains(name), scope.lookup(Self.lazyScopeMark) != nil else { return nil }
        let args = try arguments(call, scope)
        guard let body = args.trailing ?? args.named["itemContent"] ?? args.named["content"] else {
            throw error(call.node, "\(name) needs its content lambda")
        }
        switch name {
        case "item", "stickyHeader":
            for node in try children(body, at: call.node) { emit(node) }
        default:
            let source = args.named["items"] ?? args.named["count"] ?? args.positional.first
            let entries: [ComposeValue]
            switch source {
            case .int(let count)?:
                guard count >= 0, count <= CodeLimits.arrayCount else { throw error(call.node, "Rotor reads a lazy list of up to \(CodeLimits.arrayCount) items") }
                entries = (0..<count).map(ComposeValue.int)
            case .list(let items)?: entries = items
            default: throw error(call.node, "Rotor cannot tell this list's items: give them in 'state:'")
            }
            for (index, entry) in entries.enumerated() {
                let arguments = name == "itemsIndexed" ? [.int(index), entry] : [entry]
                frames.append([])
                _ = try invokeLambda(body, arguments, at: call.node)
                for node in frames.removeLast() { emit(node) }
            }
        }
        return .unit
    }
}
