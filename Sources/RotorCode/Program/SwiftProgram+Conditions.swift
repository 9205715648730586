import SwiftSyntax

/// `#if` as an iPhone release build compiles it.
extension SwiftProgram {
    /// The clause of an `#if` an iPhone build compiles: iOS, UIKit and SwiftUI present, a
    /// release build (no `DEBUG`), not the simulator.
    static func activeClause(_ clauses: IfConfigClauseListSyntax) -> IfConfigClauseSyntax? {
        clauses.first { clause in clause.condition.map(isActive) ?? true }
    }

    /// The statements or declarations of the clause an iPhone build compiles.
    static func activeClause(_ conditional: IfConfigDeclSyntax) -> CodeBlockItemListSyntax {
        switch activeClause(conditional.clauses)?.elements {
        case .statements(let items): items
        case .decls(let members): CodeBlockItemListSyntax(members.map { CodeBlockItemSyntax(item: .decl($0.decl)) })
        default: []
        }
    }

    static func isActive(_ condition: ExprSyntax) -> Bool {
        if let prefix = condition.as(PrefixOperatorExprSyntax.self), prefix.operator.text == "!" { return !isActive(prefix.expression) }
        if let infix = condition.as(InfixOperatorExprSyntax.self), let op = infix.operator.as(BinaryOperatorExprSyntax.self)?.operator.text {
            if op == "&&" { return isActive(infix.leftOperand) && isActive(infix.rightOperand) }
            if op == "||" { return isActive(infix.leftOperand) || isActive(infix.rightOperand) }
        }
        if let tuple = condition.as(TupleExprSyntax.self), let only = tuple.elements.first?.expression { return isActive(only) }
        if let call = condition.as(FunctionCallExprSyntax.self), let name = call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text {
            let argument = call.arguments.first?.expression.trimmedDescription ?? ""
            switch name {
            case "os": return argument == "iOS"
            case "canImport": return ["UIKit", "SwiftUI", "Foundation", "Combine", "Observation", "CoreGraphics"].contains(argument)
            case "targetEnvironment": return false
            case "arch": return argument == "arm64"
            case "swift", "compiler": return true
            default: return false
            }
        }
        if let reference = condition.as(DeclReferenceExprSyntax.self) { return reference.baseName.text == "true" }
        if let literal = condition.as(BooleanLiteralExprSyntax.self) { return literal.literal.tokenKind == .keyword(.true) }
        return false
    }
}
