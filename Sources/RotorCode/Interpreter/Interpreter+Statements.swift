import RotorDiagnostics
import SwiftSyntax

extension Interpreter {
    /// Runs statements in a scope of their own.
    mutating func execute(_ items: CodeBlockItemListSyntax, _ frame: inout Frame) throws(Diagnostic) -> Flow {
        frame.scopes.append([:])
        defer { frame.scopes.removeLast() }
        for item in items {
            try tick(item)
            switch item.item {
            case .expr(let expr):
                if let skipped = undeclaredRoot(expr, frame) {
                    // `Analytics.track(…)`: a statement about code the snippet leaves out. Its
                    // result is unused, and the view cannot read what it changes.
                    log.note(CodeNote(kind: .skipped, subject: skipped))
                    continue
                }
                if let ifExpr = expr.as(IfExprSyntax.self) {
                    let flow = try ifStatement(ifExpr, &frame)
                    if case .normal = flow { continue }
                    return flow
                }
                if let switchExpr = expr.as(SwitchExprSyntax.self) {
                    let flow = try switchStatement(switchExpr, &frame)
                    if case .normal = flow { continue }
                    return flow
                }
                _ = try eval(expr, &frame)
            case .decl(let decl):
                try declare(decl, &frame)
            case .stmt(let stmt):
                let flow = try statement(stmt, &frame)
                if case .normal = flow { continue }
                return flow
            }
        }
        return .normal
    }

    private mutating func declare(_ decl: DeclSyntax, _ frame: inout Frame) throws(Diagnostic) {
        if let conditional = decl.as(IfConfigDeclSyntax.self) {
            let flow = try execute(SwiftProgram.activeClause(conditional), &frame)
            guard case .normal = flow else { throw error(decl, "'return' inside '#if' in a function is not read") }
            return
        }
        guard let variable = decl.as(VariableDeclSyntax.self) else {
            throw error(decl, "a declaration inside a function is not read; move it to the type")
        }
        for binding in variable.bindings {
            var value = Value.null
            if let initializer = binding.initializer {
                value = try checked(try eval(initializer.value, as: binding.typeAnnotation?.type, &frame))
            }
            if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                frame.declare(name, value)
            } else {
                try bind(binding.pattern, value, &frame)
            }
        }
    }

    /// The undeclared type a statement starts from (`GDATelemetry` in
    /// `GDATelemetry.track(…)`, `SettingsContext` in `SettingsContext.shared.x = y`), when
    /// nothing the code declares or Rotor models has that name.
    func undeclaredRoot(_ expr: ExprSyntax, _ frame: Frame) -> String? {
        var current = expr
        while true {
            if let call = current.as(FunctionCallExprSyntax.self) { current = call.calledExpression }
            else if let member = current.as(MemberAccessExprSyntax.self), let base = member.base { current = base }
            else if let infix = current.as(InfixOperatorExprSyntax.self), infix.operator.is(AssignmentExprSyntax.self) { current = infix.leftOperand }
            else if let chain = current.as(OptionalChainingExprSyntax.self) { current = chain.expression }
            else if let unwrap = current.as(ForceUnwrapExprSyntax.self) { current = unwrap.expression }
            else if let tryExpr = current.as(TryExprSyntax.self) { current = tryExpr.expression }
            else if let awaited = current.as(AwaitExprSyntax.self) { current = awaited.expression }
            else { break }
        }
        guard current.id != expr.id || expr.is(FunctionCallExprSyntax.self),
              let name = current.as(DeclReferenceExprSyntax.self)?.baseName.text, name.first?.isUppercase == true,
              frame.local(name) == nil, name != "Self", program.type(named: name) == nil, program.libraryExtensions[name] == nil,
              !Library.types.contains(name), !Library.isLayoutType(name), !UIKitLibrary.isUIKitClass(name),
              !SwiftUIViews.names.contains(name), !SwiftUIViews.unsupported.contains(name), program.functions[name] == nil,
              !Library.legacyFunctions.contains(name) else { return nil }
        return String(expr.trimmedDescription.prefix(60)) + (expr.trimmedDescription.count > 60 ? "…" : "")
    }

    private mutating func statement(_ stmt: StmtSyntax, _ frame: inout Frame) throws(Diagnostic) -> Flow {
        if let returnStmt = stmt.as(ReturnStmtSyntax.self) {
            return .returned(try returnStmt.expression.map { value throws(Diagnostic) in try eval(value, &frame) } ?? .void)
        }
        if let expression = stmt.as(ExpressionStmtSyntax.self) {
            if let skipped = undeclaredRoot(expression.expression, frame) {
                log.note(CodeNote(kind: .skipped, subject: skipped))
                return .normal
            }
            if let ifExpr = expression.expression.as(IfExprSyntax.self) { return try ifStatement(ifExpr, &frame) }
            if let switchExpr = expression.expression.as(SwitchExprSyntax.self) { return try switchStatement(switchExpr, &frame) }
            _ = try eval(expression.expression, &frame)
            return .normal
        }
        if let guardStmt = stmt.as(GuardStmtSyntax.self) {
            if try conditions(guardStmt.conditions, &frame) { return .normal }
            let flow = try execute(guardStmt.body.statements, &frame)
            if case .normal = flow {
                throw error(guardStmt, "a guard's else must leave the scope (return, break or continue)")
            }
            return flow
        }
        if stmt.is(BreakStmtSyntax.self) { return .broke }
        if stmt.is(ContinueStmtSyntax.self) { return .continued }
        if let forStmt = stmt.as(ForStmtSyntax.self) {
            let source = try checked(try eval(forStmt.sequence, &frame))
            let sequence: any Sequence<Value>
            if case .range(.int(let low), .int(let high), let closed) = source {
                // Counted lazily: `0..<Int.max` ends at the step budget, not in memory.
                guard closed ? low <= high : low <= high else { throw error(forStmt.sequence, "a range whose start is above its end crashes") }
                sequence = closed ? AnySequence((low...high).lazy.map(Value.int)) : AnySequence((low..<high).lazy.map(Value.int))
            } else {
                sequence = try Library.elements(of: source, at: forStmt.sequence, interpreter: self)
            }
            for element in sequence {
                try tick(forStmt)
                frame.scopes.append([:])
                try bind(forStmt.pattern, element, &frame)
                if let condition = forStmt.whereClause?.condition, try !truth(condition, &frame) {
                    frame.scopes.removeLast()
                    continue
                }
                let flow = try execute(forStmt.body.statements, &frame)
                frame.scopes.removeLast()
                switch flow {
                case .returned: return flow
                case .broke: return .normal
                default: continue
                }
            }
            return .normal
        }
        if let whileStmt = stmt.as(WhileStmtSyntax.self) {
            while try conditions(whileStmt.conditions, &frame) {
                try tick(whileStmt)
                let flow = try execute(whileStmt.body.statements, &frame)
                if case .returned = flow { return flow }
                if case .broke = flow { break }
            }
            return .normal
        }
        if let repeatStmt = stmt.as(RepeatStmtSyntax.self) {
            repeat {
                try tick(repeatStmt)
                let flow = try execute(repeatStmt.body.statements, &frame)
                if case .returned = flow { return flow }
                if case .broke = flow { break }
            } while try truth(repeatStmt.condition, &frame)
            return .normal
        }
        if let doStmt = stmt.as(DoStmtSyntax.self) {
            // Nothing Rotor runs throws, so the body runs and the catch clauses never do.
            return try execute(doStmt.body.statements, &frame)
        }
        if stmt.is(DeferStmtSyntax.self) {
            throw error(stmt, "'defer' is not read; write its statements where the scope ends")
        }
        if let throwStmt = stmt.as(ThrowStmtSyntax.self) {
            throw error(throwStmt, "the code throws an error here, which Rotor does not simulate")
        }
        throw error(stmt, "the statement '\(stmt.trimmedDescription.prefix(30))' is outside what Rotor reads")
    }

    /// Binds a pattern (`x`, `(i, card)`, `_`) to a value in the current scope.
    mutating func bind(_ pattern: PatternSyntax, _ value: Value, _ frame: inout Frame) throws(Diagnostic) {
        if let identifier = pattern.as(IdentifierPatternSyntax.self) {
            frame.declare(identifier.identifier.text, value)
        } else if pattern.is(WildcardPatternSyntax.self) {
            return
        } else if let tuple = pattern.as(TuplePatternSyntax.self), case .tuple(let items, _) = value, items.count == tuple.elements.count {
            for (element, item) in zip(tuple.elements, items) { try bind(element.pattern, item, &frame) }
        } else if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            try bind(binding.pattern, value, &frame)
        } else {
            throw error(pattern, "the pattern '\(pattern.trimmedDescription)' is not read")
        }
    }

    /// `if` and `guard` conditions: Booleans, `let x = optional`, `case .a = value`.
    mutating func conditions(_ list: ConditionElementListSyntax, _ frame: inout Frame) throws(Diagnostic) -> Bool {
        for element in list {
            switch element.condition {
            case .expression(let expr):
                if try !truth(expr, &frame) { return false }
            case .optionalBinding(let binding):
                let value: Value
                if let initializer = binding.initializer {
                    value = try eval(initializer.value, &frame)
                } else if let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text {
                    value = try eval(ExprSyntax(DeclReferenceExprSyntax(baseName: .identifier(name))), &frame)
                } else {
                    throw error(binding, "this optional binding is not read")
                }
                if value.isNull { return false }
                try bind(binding.pattern, value, &frame)
            case .matchingPattern(let match):
                let value = try eval(match.initializer.value, &frame)
                if try !matches(match.pattern, value, &frame) { return false }
            case .availability:
                // `#available(iOS 14.0, *)`: a current iPhone has it.
                continue
            default:
                throw error(element, "this condition is not read")
            }
        }
        return true
    }

    private mutating func ifStatement(_ ifExpr: IfExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Flow {
        frame.scopes.append([:])
        defer { frame.scopes.removeLast() }
        if try conditions(ifExpr.conditions, &frame) { return try execute(ifExpr.body.statements, &frame) }
        switch ifExpr.elseBody {
        case .ifExpr(let next): return try ifStatement(next, &frame)
        case .codeBlock(let block): return try execute(block.statements, &frame)
        case nil: return .normal
        }
    }

    mutating func ifExpression(_ ifExpr: IfExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        frame.scopes.append([:])
        defer { frame.scopes.removeLast() }
        if try conditions(ifExpr.conditions, &frame) { return try runBody(ifExpr.body.statements, &frame) }
        switch ifExpr.elseBody {
        case .ifExpr(let next): return try ifExpression(next, &frame)
        case .codeBlock(let block): return try runBody(block.statements, &frame)
        case nil: return .void
        }
    }
}
