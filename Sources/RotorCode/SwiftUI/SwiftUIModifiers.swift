import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// The modifiers Rotor reads, and the layout and style ones it recognises and ignores.
enum SwiftUIModifiers {
    static let accessibility: Set<String> = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityElement", "accessibilityHidden", "accessibilitySortPriority",
        "accessibilityAction", "accessibilityAdjustableAction", "accessibilityFocused", "accessibilityRepresentation",
        "disabled", "onTapGesture", "modifier", "sheet", "fullScreenCover",
        "accessibility", "accessibilityActions", "accessibilityHeading", "hidden", "overlay", "background",
        "buttonStyle", "onAppear", "task", "accessibilityLabeledPair", "onChange", "toolbar",
    ]

    /// The toggle styles that keep a toggle a switch, as written in code.
    static let switchStyles: Set<String> = [".automatic", ".switch", "SwitchToggleStyle()", "DefaultToggleStyle()", ".switch(tint: nil)"]

    /// Layout and style: what they change, a screen reader does not hear.
    static let ignored: Set<String> = [
        "font", "fontWeight", "bold", "italic", "underline", "frame", "padding", "foregroundStyle",
        "foregroundColor", "tint", "accentColor", "cornerRadius", "clipShape", "shadow", "opacity", "border",
        "toggleStyle", "labelsHidden", "pickerStyle", "listStyle", "textFieldStyle", "labelStyle",
        "containerRelativeFrame", "id", "scrollTargetLayout", "scrollTargetBehavior", "contentMargins",
        "scrollIndicators", "navigationTitle", "navigationBarTitleDisplayMode", "lineLimit", "multilineTextAlignment",
        "fixedSize", "layoutPriority", "offset", "scaleEffect", "rotationEffect", "animation", "transition",
        "contentShape", "imageScale", "symbolRenderingMode", "minimumScaleFactor", "textCase", "kerning", "tracking",
        "edgesIgnoringSafeArea", "ignoresSafeArea", "aspectRatio", "resizable", "scaledToFit", "scaledToFill",
        "listRowInsets", "listRowBackground", "listRowSeparator", "keyboardType", "textContentType",
        "autocorrectionDisabled", "textInputAutocapitalization", "submitLabel", "controlSize", "presentationDetents",
        "presentationDragIndicator", "interactiveDismissDisabled", "zIndex", "hoverEffect", "monospacedDigit",
        "fill", "stroke", "position", "alignmentGuide", "safeAreaInset", "coordinateSpace",
        // A drawn drag gesture: VoiceOver's swipes never reach it (see the README).
        "gesture", "simultaneousGesture", "highPriorityGesture",
        // Where a scroll view rests: VoiceOver moves through elements, not scroll offsets.
        "scrollPosition",
        // Voice Control's names, Large Content Viewer and UI tests' identifiers: not what
        // VoiceOver speaks, so their arguments (often an app's constants) are not read.
        "accessibilityIdentifier", "accessibilityInputLabels", "accessibilityShowsLargeContentViewer", "accessibilityTextContentType",
        "accessibilityIgnoresInvertColors", "accessibilityRespondsToUserInteraction",
        // Where a double tap lands: a SwiftUI view's own action runs wherever it lands.
        "accessibilityActivationPoint",
        // Type size, colour scheme, environment and preferences: what changes is not heard.
        "sizeCategory", "dynamicTypeSize", "environment", "environmentObject", "preferredColorScheme", "colorScheme",
        "tag", "sensoryFeedback", "mask", "blur", "brightness", "contrast", "saturation", "grayscale", "hueRotation",
        "compositingGroup", "drawingGroup", "symbolEffect", "symbolVariant", "foregroundStyle", "strikethrough",
        "baselineOffset", "allowsTightening", "truncationMode", "lineSpacing", "textSelection", "privacySensitive",
        "redacted", "unredacted", "geometryGroup", "matchedGeometryEffect", "navigationBarBackButtonHidden",
        "toolbarBackground", "toolbarColorScheme", "statusBarHidden", "persistentSystemOverlays", "scrollContentBackground",
        "listRowSpacing", "listSectionSpacing", "scrollDismissesKeyboard", "scrollBounceBehavior", "defaultScrollAnchor",
        "frame", "onReceive", "onDisappear", "onHover", "onPreferenceChange", "preference", "anchorPreference",
        "transformEffect", "projectionEffect", "rotation3DEffect", "controlSize", "buttonBorderShape", "fontDesign",
        "fontWidth", "textScale", "onGeometryChange", "containerShape", "visualEffect", "blendMode", "scrollTransition",
        "scrollClipDisabled", "scrollDisabled",
    ]

    /// Shapes and colours, views that are drawn: out of the tree unless labelled.
    static let shapes: Set<String> = [
        "Rectangle", "RoundedRectangle", "UnevenRoundedRectangle", "Circle", "Capsule", "Ellipse", "ContainerRelativeShape",
        "Path", "Color",
    ]

    static func handles(_ name: String) -> Bool {
        accessibility.contains(name) || ignored.contains(name)
    }

    /// Trait names in SwiftUI (`.isButton`) and UIKit (`.button`) spelling.
    static let traits: [String: AccessibilityTraits] = [
        "isButton": .button, "button": .button, "isHeader": .header, "header": .header,
        "isSelected": .selected, "selected": .selected, "isLink": .link, "link": .link,
        "isImage": .image, "image": .image, "isStaticText": .staticText, "staticText": .staticText,
        "isModal": .modal, "isToggle": .toggleButton, "isSearchField": .searchField, "searchField": .searchField,
        "playsSound": .playsSound, "isKeyboardKey": .keyboardKey, "keyboardKey": .keyboardKey,
        "isSummaryElement": .summaryElement, "summaryElement": .summaryElement,
        "updatesFrequently": .updatesFrequently, "startsMediaSession": .startsMediaSession,
        "allowsDirectInteraction": .allowsDirectInteraction, "causesPageTurn": .causesPageTurn,
        "isTabBar": .tabBar, "tabBar": .tabBar, "adjustable": .adjustable, "notEnabled": .notEnabled, "none": [],
        // What UISwitch reports: AccessibilitySnapshot's "Switch Button".
        "switchButton": .switchButton, "toggleButton": .toggleButton,
    ]
}

extension Interpreter {
    /// The traits a value names: `.isButton`, `[.isHeader, .isSelected]`, `[]`.
    func traits(_ value: Value, at node: some SyntaxProtocol) throws(Diagnostic) -> AccessibilityTraits {
        switch value {
        case .enumCase(_, let name):
            guard let traits = SwiftUIModifiers.traits[name] else {
                throw error(node, Suggestion.adding(to: "unknown trait '.\(name)'", name, in: SwiftUIModifiers.traits.keys.sorted()))
            }
            return traits
        case .array(let items):
            var all: AccessibilityTraits = []
            for item in items { all.formUnion(try traits(item, at: node)) }
            return all
        case .null, .void:
            return []
        default:
            throw error(node, "'\(value.text)' is not a trait")
        }
    }

    /// A modifier applied to a view.
    mutating func modify(_ view: ViewNode, _ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        if let function = program.viewFunctions[name] {
            return .view(try self.view(of: try invoke(function, owner: nil, self: .view(view), try arguments(call, &frame), &frame), at: call))
        }
        if name == "opacity", call.arguments.count == 1, let only = call.arguments.first, only.label == nil,
           (try? eval(only.expression, &frame))?.number == 0 {
            // A view nothing draws: out of the tree (inferred; noted). Any other opacity, or one
            // that names what the code does not declare, is style, as before.
            log.note(CodeNote(kind: .transparent, subject: ".opacity(0)"))
            return .view(.modified(view, .hidden(true)))
        }
        if name == "toggleStyle", let style = call.arguments.first?.expression.trimmedDescription,
           !SwiftUIModifiers.switchStyles.contains(style) {
            // Another look for the toggle: still read as the switch it was (inferred; noted).
            log.note(CodeNote(kind: .restyledToggle, subject: ".toggleStyle(\(style))"))
            return .view(view)
        }
        if SwiftUIModifiers.ignored.contains(name) { return .view(view) }
        // Errors point at the modifier's own `.name`, not at the start of the chain.
        let place = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        guard SwiftUIModifiers.accessibility.contains(name) else {
            if name.hasPrefix("accessibility") {
                throw error(place, "'.\(name)' is an accessibility modifier Rotor does not read yet; see the README's table 'What Rotor can read'")
            }
            // Neither read nor declared (`.toolbar { … }`, an app's own modifier left out): it is
            // skipped unevaluated, and the transcript says it assumes nothing heard changes.
            log.note(CodeNote(kind: .assumed, subject: ".\(name)"))
            return .view(view)
        }
        if name == "overlay" || name == "background", call.trailingClosure == nil,
           let only = call.arguments.first(where: { $0.label == nil }), Self.isStyle(only.expression) {
            // A colour or material (`cond ? .black : .black.opacity(0.5)`): nothing to read,
            // and its expression is not evaluated.
            return .view(view)
        }
        let arguments = try self.arguments(call, &frame)
        let first = arguments.first?.value ?? .void
        func text(_ value: Value) throws(Diagnostic) -> String {
            switch try checked(value) {
            case .string(let text):
                // A literal is a LocalizedStringKey: `strings:` may translate it.
                let isLiteral = call.arguments.first?.expression.is(StringLiteralExprSyntax.self) == true
                return isLiteral ? strings[text] ?? text : text
            case .view(.text(let text)): return text
            default: throw error(call, "'.\(name)' takes a string or a Text")
            }
        }
        func closure() throws(Diagnostic) -> Closure {
            guard let found = arguments.lazy.compactMap({ argument -> Closure? in
                if case .closure(let closure) = argument.value { return closure }
                return nil
            }).last else { throw error(call, "'.\(name)' needs its closure") }
            return found
        }
        let modifier: ViewModifier
        switch name {
        case "accessibility":
            // The deprecated `.accessibility(label:)` family: the same as the new names.
            guard let given = arguments.first, let label = given.label else { throw error(call, "'.accessibility(…)' needs a label such as label:, value:, hint: or addTraits:") }
            switch label {
            case "label": modifier = .label(try text(given.value))
            case "value": modifier = .value(try text(given.value))
            case "hint": modifier = .hint(try text(given.value))
            case "addTraits": modifier = .addTraits(try traits(given.value, at: call))
            case "removeTraits": modifier = .removeTraits(try traits(given.value, at: call))
            case "hidden":
                guard case .bool(let hidden) = given.value else { throw error(call, "'.accessibility(hidden:)' takes a Bool") }
                modifier = .hidden(hidden)
            case "sortPriority":
                guard let priority = given.value.number else { throw error(call, "'.accessibility(sortPriority:)' takes a number") }
                modifier = .sortPriority(priority)
            case "identifier", "inputLabels", "selectionIdentifier", "activationPoint": return .view(view)
            default: throw error(call, "'.accessibility(\(label):)' is not read; see the README's table 'What Rotor can read'")
            }
        case "accessibilityHeading":
            // Any heading level reads as "Heading" on iOS.
            modifier = .addTraits(.header)
        case "hidden":
            // `.hidden()` keeps the view's space but shows nothing, to VoiceOver too.
            modifier = .hidden(true)
        case "accessibilityActions":
            // Each Button in the builder is a named action.
            var result = view
            for action in try viewBuilder(try closure(), []) {
                for case .button(let label, let run?) in Self.buttons(in: action) {
                    result = .modified(result, .namedAction(SceneBuilder.labelText(label), run))
                }
            }
            return .view(result)
        case "overlay", "background":
            return .view(try layer(view, name, call, arguments, &frame))
        case "toolbar":
            return .view(try toolbar(view, call, arguments))
        case "buttonStyle":
            return .view(try restyle(view, with: first, at: call))
        case "onAppear", "task":
            // Run once when the view first appears, as SwiftUI does after showing it.
            let key = path.joined(separator: "/") + "#" + String(call.position.utf8Offset)
            if !store.appeared.contains(key) {
                store.appeared.insert(key)
                pendingAppear.append((try closure(), []))
            }
            return .view(view)
        case "onChange":
            // Run after the body when the observed value differs from the last evaluation's,
            // as SwiftUI does; `initial: true` runs it once at first appearance too.
            guard let observed = arguments.first(where: { $0.label == "of" })?.value else { throw error(call, "'.onChange' needs 'of:'") }
            let key = path.joined(separator: "/") + "#" + String(call.position.utf8Offset)
            let previous = store.observed[key]
            store.observed[key] = observed
            let initial = arguments.first { $0.label == "initial" }?.value == .bool(true)
            if let previous, previous != observed {
                pendingAppear.append((try closure(), [previous, observed]))
            } else if previous == nil, initial {
                pendingAppear.append((try closure(), [observed, observed]))
            }
            return .view(view)
        case "accessibilityLabeledPair": return .view(view)
        case "accessibilityLabel": modifier = .label(try text(first))
        case "accessibilityValue": modifier = .value(try text(first))
        case "accessibilityHint": modifier = .hint(try text(first))
        case "accessibilityAddTraits": modifier = .addTraits(try traits(first, at: call))
        case "accessibilityRemoveTraits": modifier = .removeTraits(try traits(first, at: call))
        case "accessibilityElement":
            let children = arguments.first { $0.label == "children" }?.value ?? .enumCase(nil, "ignore")
            guard case .enumCase(_, let behavior) = children, let childBehavior = AccessibilityNode.ChildBehavior(rawValue: behavior) else {
                throw error(call, "children: must be .combine, .contain or .ignore")
            }
            modifier = .element(childBehavior)
        case "accessibilityHidden":
            guard case .bool(let hidden) = first else { throw error(call, "'.accessibilityHidden' takes a Bool") }
            modifier = .hidden(hidden)
        case "accessibilitySortPriority":
            guard let priority = first.number else { throw error(call, "'.accessibilitySortPriority' takes a number") }
            modifier = .sortPriority(priority)
        case "accessibilityAction":
            var action = try closure()
            if case .closure(let labelBuilder)? = arguments.first(where: { $0.label == "label" })?.value {
                // `.accessibilityAction { … } label: { Label("Delete", …) }`: named by its label.
                guard case .closure(let run)? = arguments.first(where: { $0.label == nil || $0.label == "action" })?.value else {
                    throw error(call, "'.accessibilityAction(action:label:)' needs its action")
                }
                action = run
                modifier = .namedAction(SceneBuilder.labelText(try viewBuilder(labelBuilder, [])), action)
            } else if let named = arguments.first(where: { $0.label == "named" }) {
                modifier = .namedAction(try text(named.value), action)
            } else if case .enumCase(_, let kind)? = arguments.first(where: { $0.label == nil && !isClosure($0.value) })?.value {
                switch kind {
                case "escape": modifier = .escape(action)
                case "magicTap": modifier = .magicTap(action)
                case "default": modifier = .defaultAction(action)
                default: throw error(call, "'.accessibilityAction(.\(kind))' is not read; use .default, .escape, .magicTap or named:")
                }
            } else {
                modifier = .defaultAction(action)
            }
        case "accessibilityAdjustableAction": modifier = .adjustable(try closure())
        case "accessibilityFocused":
            guard case .binding(let cell) = first else { throw error(call, "'.accessibilityFocused' takes a binding such as $isFocused") }
            modifier = .focused(cell: cell, equals: arguments.first { $0.label == "equals" }?.value)
        case "accessibilityRepresentation": modifier = .representation(try viewBuilder(try closure(), []))
        case "disabled":
            guard case .bool(let disabled) = first else { throw error(call, "'.disabled' takes a Bool") }
            modifier = .disabled(disabled)
        case "onTapGesture": modifier = .tap(try closure())
        case "modifier":
            guard case .instance(let typeName, _) = first, let type = program.type(named: typeName), type.isViewModifier,
                  let body = type.methods["body"]?.first else {
                throw error(call, "'.modifier' takes a ViewModifier struct from the code")
            }
            let result = try invoke(body, owner: typeName, self: first, [Argument(label: "content", value: .view(view), node: Syntax(call))], &frame)
            return .view(try self.view(of: result, at: call))
        case "sheet", "fullScreenCover":
            guard case .binding(let cell)? = arguments.first(where: { $0.label == "isPresented" })?.value else {
                throw error(call, "'.\(name)' is read with isPresented: and a binding")
            }
            guard store.cells[cell] == .bool(true) else { return .view(view) }
            path.append("sheet")
            defer { path.removeLast() }
            return .view(.sheet(view, content: try viewBuilder(try closure(), [])))
        default:
            throw error(call, "the modifier '.\(name)' is not read")
        }
        return .view(.modified(view, modifier))
    }

    /// `.overlay { … }` and `.background(…)`: their views are read beside the view, after
    /// an overlay's base and before a background's. A colour, material or shape is nothing
    /// to read, and its arguments (often an app's colour tokens) are not evaluated.
    private mutating func layer(_ view: ViewNode, _ name: String, _ call: FunctionCallExprSyntax, _ arguments: [Argument], _ frame: inout Frame) throws(Diagnostic) -> ViewNode {
        var content: [ViewNode] = []
        if let closure = arguments.last.flatMap({ if case .closure(let closure) = $0.value { closure } else { nil } }) {
            content = try viewBuilder(closure, [])
        } else if let first = arguments.first(where: { $0.label == nil }) {
            switch first.value {
            case .enumCase, .opaque, .null, .int, .double:
                // A style written as a value (`cond ? .black : .green`, `Color.red.opacity(0.5)`):
                // a colour or material, nothing to read.
                break
            default:
                content = [try self.view(of: first.value, at: call)]
            }
        }
        let meaningful = content.filter { $0 != .empty }
        guard !meaningful.isEmpty else { return view }
        return name == "overlay" ? .stack([view] + meaningful) : .stack(meaningful + [view])
    }

    /// `.buttonStyle(MyStyle())` with a style the code declares: the button's label becomes
    /// what the style's `makeBody(configuration:)` makes of it, unpressed.
    private mutating func restyle(_ view: ViewNode, with style: Value, at call: FunctionCallExprSyntax) throws(Diagnostic) -> ViewNode {
        guard case .instance(let typeName, _) = style, let makeBody = method("makeBody", of: style) else { return view }
        switch view {
        case .button(let label, let action):
            let configuration = Value.instance("ButtonStyleConfiguration", ["label": .view(.stack(label)), "isPressed": .bool(false), "role": .null])
            var caller = Frame()
            let body = try invoke(makeBody, owner: typeName, self: style, [Argument(label: "configuration", value: configuration, node: Syntax(call))], &caller)
            return .button(label: [try self.view(of: body, at: call)], action: action)
        case .modified(let inner, let modifier):
            return .modified(try restyle(inner, with: style, at: call), modifier)
        case .stack(let children):
            var restyled: [ViewNode] = []
            for child in children { restyled.append(try restyle(child, with: style, at: call)) }
            return .stack(restyled)
        default:
            return view
        }
    }

    /// The buttons in a builder's views, for `.accessibilityActions`.
    static func buttons(in view: ViewNode) -> [ViewNode] {
        switch view {
        case .button: [view]
        case .stack(let children): children.flatMap(buttons)
        case .modified(let inner, _): buttons(in: inner)
        default: []
        }
    }

    private func isClosure(_ value: Value) -> Bool {
        if case .closure = value { return true }
        return false
    }

    /// Whether an argument is a style rather than a view: an implicit member (`.green`,
    /// `.ultraThinMaterial`), a chain on one (`.black.opacity(0.5)`), a colour, material or
    /// gradient named by type, or a choice between such.
    static func isStyle(_ expr: ExprSyntax) -> Bool {
        if let ternary = expr.as(TernaryExprSyntax.self) {
            return isStyle(ternary.thenExpression) && isStyle(ternary.elseExpression)
        }
        if let tuple = expr.as(TupleExprSyntax.self), tuple.elements.count == 1, let only = tuple.elements.first {
            return isStyle(only.expression)
        }
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) {
                if let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text { return styleTypes.contains(name) }
                current = call.calledExpression
            } else if let member = current.as(MemberAccessExprSyntax.self) {
                guard let base = member.base else { return true }
                current = base
            } else if let reference = current.as(DeclReferenceExprSyntax.self) {
                return styleTypes.contains(reference.baseName.text)
            } else {
                return false
            }
        }
    }

    static let styleTypes: Set<String> = [
        "Color", "UIColor", "Material", "LinearGradient", "RadialGradient", "AngularGradient", "EllipticalGradient",
        "Gradient", "HierarchicalShapeStyle", "ForegroundStyle", "BackgroundStyle", "TintShapeStyle", "ImagePaint",
    ]
}
