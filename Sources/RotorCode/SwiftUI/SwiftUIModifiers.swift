import RotorModel
import SwiftSyntax

/// The modifiers Rotor reads, and the layout and style ones it recognises and ignores.
enum SwiftUIModifiers {
    static let accessibility: Set<String> = [
        "accessibilityLabel", "accessibilityValue", "accessibilityHint", "accessibilityAddTraits",
        "accessibilityRemoveTraits", "accessibilityElement", "accessibilityHidden", "accessibilitySortPriority",
        "accessibilityAction", "accessibilityAdjustableAction", "accessibilityFocused", "accessibilityRepresentation",
        "disabled", "onTapGesture", "modifier", "sheet", "fullScreenCover", "accessibilityIdentifier",
    ]

    /// Layout and style: what they change, a screen reader does not hear.
    static let ignored: Set<String> = [
        "font", "fontWeight", "bold", "italic", "underline", "frame", "padding", "background", "foregroundStyle",
        "foregroundColor", "tint", "accentColor", "cornerRadius", "clipShape", "shadow", "opacity", "border",
        "buttonStyle", "toggleStyle", "labelsHidden", "pickerStyle", "listStyle", "textFieldStyle", "labelStyle",
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
    ]
}

extension Interpreter {
    /// The traits a value names: `.isButton`, `[.isHeader, .isSelected]`, `[]`.
    func traits(_ value: Value, at node: some SyntaxProtocol) throws(CodeError) -> AccessibilityTraits {
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
    mutating func modify(_ view: ViewNode, _ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        if let function = program.viewFunctions[name] {
            return .view(try self.view(of: try invoke(function, self: .view(view), try arguments(call, &frame), &frame), at: call))
        }
        if SwiftUIModifiers.ignored.contains(name) { return .view(view) }
        // Errors point at the modifier's own `.name`, not at the start of the chain.
        let place = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0.period) } ?? Syntax(call)
        guard SwiftUIModifiers.accessibility.contains(name) else {
            if ["onAppear", "onChange", "task", "onDisappear", "onReceive"].contains(name) {
                throw error(place, "'.\(name)' is not run: Rotor does not simulate lifecycle callbacks. Move focus or state in the action that causes the change")
            }
            throw error(place, "the modifier '.\(name)' is outside what Rotor reads; layout and style modifiers are ignored, accessibility ones are listed in the README's table 'What Rotor can read'")
        }
        let arguments = try self.arguments(call, &frame)
        let first = arguments.first?.value ?? .void
        func text(_ value: Value) throws(CodeError) -> String {
            switch value {
            case .string(let text): return text
            case .view(.text(let text)): return text
            default: throw error(call, "'.\(name)' takes a string or a Text")
            }
        }
        func closure() throws(CodeError) -> Closure {
            guard let found = arguments.lazy.compactMap({ argument -> Closure? in
                if case .closure(let closure) = argument.value { return closure }
                return nil
            }).last else { throw error(call, "'.\(name)' needs its closure") }
            return found
        }
        let modifier: ViewModifier
        switch name {
        case "accessibilityLabel": modifier = .label(try text(first))
        case "accessibilityValue": modifier = .value(try text(first))
        case "accessibilityHint": modifier = .hint(try text(first))
        case "accessibilityIdentifier": return .view(view)
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
            let action = try closure()
            if let named = arguments.first(where: { $0.label == "named" }) {
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
            let result = try invoke(body, self: first, [Argument(label: "content", value: .view(view), node: Syntax(call))], &frame)
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

    private func isClosure(_ value: Value) -> Bool {
        if case .closure = value { return true }
        return false
    }
}
