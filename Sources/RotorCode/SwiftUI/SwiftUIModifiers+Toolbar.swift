import RotorDiagnostics
import SwiftSyntax

extension Interpreter {
    /// Where a toolbar's items show: a bottom bar below the content, the navigation bar (the
    /// default) above it. VoiceOver reads top to bottom (reference §1.14), so the items are read
    /// before or after the view they are written on.
    static let bottomPlacements: Set<String> = ["bottomBar", "bottomOrnament", "status"]
    static let topPlacements: Set<String> = [
        "automatic", "primaryAction", "navigation", "navigationBarLeading", "navigationBarTrailing", "topBarLeading",
        "topBarTrailing", "principal", "confirmationAction", "cancellationAction", "destructiveAction",
    ]

    /// `.toolbar { ToolbarItem(placement:) { … } }`: the items' views beside the view, in the
    /// bar their placement names. Items placed both above and below, or where Rotor does not
    /// know the bar (`.keyboard`, shown only while typing), are a clear error.
    mutating func toolbar(_ view: ViewNode, _ call: FunctionCallExprSyntax, _ arguments: [Argument]) throws(Diagnostic) -> ViewNode {
        guard case .closure(let builder)? = arguments.last(where: { if case .closure = $0.value { true } else { false } })?.value else {
            throw error(call, "'.toolbar' is read with its content closure")
        }
        var placements: Set<String> = []
        for item in builder.node.tokens(viewMode: .sourceAccurate) where item.tokenKind == .identifier("placement") {
            guard let argument = item.parent?.as(LabeledExprSyntax.self),
                  let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self),
                  let callee = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text,
                  callee == "ToolbarItem" || callee == "ToolbarItemGroup" else { continue }
            let placement = argument.expression.as(MemberAccessExprSyntax.self)?.declName.baseName.text ?? argument.expression.trimmedDescription
            guard Self.bottomPlacements.contains(placement) || Self.topPlacements.contains(placement) else {
                throw error(argument.expression, "a toolbar item placed at '\(argument.expression.trimmedDescription)' is not read: Rotor places items in the navigation bar (above the content) or a bottom bar (below it)")
            }
            placements.insert(Self.bottomPlacements.contains(placement) ? "bottom" : "top")
        }
        if placements.count > 1 {
            throw error(call, "this toolbar has items both above and below the content; Rotor reads one bar per '.toolbar'. Write the bottom bar's items in a '.toolbar' of their own")
        }
        let items = try viewBuilder(builder, []).filter { $0 != .empty }
        guard !items.isEmpty else { return view }
        if items.contains(where: Self.containsUndeclared) {
            // An item made of the app's own views the snippet leaves out: what it shows is
            // unknown, so the toolbar is skipped on that named assumption, as before.
            log.note(CodeNote(kind: .assumed, subject: ".toolbar"))
            return view
        }
        return placements.contains("bottom") ? .stack([view] + items) : .stack(items + [view])
    }

    static func containsUndeclared(_ view: ViewNode) -> Bool {
        switch view {
        case .undeclared: true
        case .stack(let children): children.contains(where: containsUndeclared)
        case .modified(let inner, _): containsUndeclared(inner)
        case .button(let label, _), .toggle(let label, _): label.contains(where: containsUndeclared)
        case .sheet(let base, let content): containsUndeclared(base) || content.contains(where: containsUndeclared)
        default: false
        }
    }
}
