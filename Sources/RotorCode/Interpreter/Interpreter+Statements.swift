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

    /// The case of a `switch` that matches, with its bindings in a new scope.
    mutating func matchingCase(_ switchExpr: SwitchExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> SwitchCaseSyntax? {
        let subject = try eval(switchExpr.subject, &frame)
        for item in switchExpr.cases {
            guard let switchCase = item.as(SwitchCaseSyntax.self) else {
                throw error(item, "'#if' inside a switch is not read")
            }
            switch switchCase.label {
            case .default:
                return switchCase
            case .case(let label):
                for caseItem in label.caseItems {
                    frame.scopes.append([:])
                    if try matches(caseItem.pattern, subject, &frame),
                       try caseItem.whereClause.map({ clause throws(Diagnostic) in try truth(clause.condition, &frame) }) ?? true {
                        return switchCase
                    }
                    frame.scopes.removeLast()
                }
            }
        }
        return nil
    }

    private mutating func switchStatement(_ switchExpr: SwitchExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Flow {
        let depth = frame.scopes.count
        guard let match = try matchingCase(switchExpr, &frame) else {
            throw error(switchExpr, "no case of this switch matches '\(try eval(switchExpr.subject, &frame).text)'")
        }
        defer { frame.scopes.removeLast(frame.scopes.count - depth) }
        let flow = try execute(match.statements, &frame)
        if case .broke = flow { return .normal }
        return flow
    }

    mutating func switchExpression(_ switchExpr: SwitchExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        let depth = frame.scopes.count
        guard let match = try matchingCase(switchExpr, &frame) else {
            throw error(switchExpr, "no case of this switch matches")
        }
        defer { frame.scopes.removeLast(frame.scopes.count - depth) }
        return try runBody(match.statements, &frame)
    }

    /// `case .loading(let progress)`, `case .failed(_)`, `case .size(2, let unit)`: the value is
    /// that case, each given value equals the case's, and each binding takes its value.
    mutating func matchesCase(_ call: FunctionCallExprSyntax, _ value: Value, bindingAll: Bool, _ frame: inout Frame) throws(Diagnostic) -> Bool {
        guard let member = call.calledExpression.as(MemberAccessExprSyntax.self) else {
            throw error(call, "the pattern '\(call.trimmedDescription)' is not read")
        }
        guard case .associated(_, let name, let values, _) = value, name == member.declName.baseName.text,
              values.count == call.arguments.count else { return false }
        for (argument, item) in zip(call.arguments, values) {
            let expression = argument.expression
            if let inner = expression.as(PatternExprSyntax.self) {
                try bind(inner.pattern, item, &frame)
            } else if expression.is(DiscardAssignmentExprSyntax.self) {
                continue
            } else if bindingAll, let reference = expression.as(DeclReferenceExprSyntax.self) {
                frame.declare(reference.baseName.text, item)
            } else if try eval(expression, &frame) != item {
                return false
            }
        }
        return true
    }

    /// Whether a case pattern matches: an enum case, a value, or a binding.
    mutating func matches(_ pattern: PatternSyntax, _ value: Value, _ frame: inout Frame) throws(Diagnostic) -> Bool {
        if let expression = pattern.as(ExpressionPatternSyntax.self) {
            if let call = expression.expression.as(FunctionCallExprSyntax.self) {
                return try matchesCase(call, value, bindingAll: false, &frame)
            }
            let expected = try eval(expression.expression, &frame)
            if case .range(let low, let high, let closed) = expected, let number = value.number, let a = low.number, let b = high.number {
                return number >= a && (closed ? number <= b : number < b)
            }
            return expected == value
        }
        if let binding = pattern.as(ValueBindingPatternSyntax.self) {
            // `case let .failed(message)`: every name in the case's parentheses is bound.
            if let call = binding.pattern.as(ExpressionPatternSyntax.self)?.expression.as(FunctionCallExprSyntax.self) {
                return try matchesCase(call, value, bindingAll: true, &frame)
            }
            try bind(binding.pattern, value, &frame)
            return true
        }
        if pattern.is(WildcardPatternSyntax.self) { return true }
        throw error(pattern, "the pattern '\(pattern.trimmedDescription)' is not read")
    }

    // MARK: Assignment

    /// Stores a value where an expression names: a local, a property of `self`, or an
    /// element or property of one of those.
    mutating func assign(_ target: ExprSyntax, _ value: Value, _ frame: inout Frame) throws(Diagnostic) {
        if let reference = target.as(DeclReferenceExprSyntax.self) {
            let name = reference.baseName.text
            if frame.setLocal(name, value) { return }
            guard let selfValue = frame.selfValue else { throw error(target, "cannot assign to '\(name)'") }
            frame.selfValue = try setProperty(name, of: selfValue, to: value, at: target)
            return
        }
        if let member = target.as(MemberAccessExprSyntax.self), let base = member.base {
            let name = member.declName.baseName.text
            if base.as(DeclReferenceExprSyntax.self)?.baseName.text == "self", let selfValue = frame.selfValue {
                frame.selfValue = try setProperty(name, of: selfValue, to: value, at: target)
                return
            }
            let container = try eval(base, &frame)
            if case .opaque = container { return }
            let updated = try setProperty(name, of: container, to: value, at: target)
            if case .object = container { return }
            try assign(base, updated, &frame)
            return
        }
        if let subscriptCall = target.as(SubscriptCallExprSyntax.self), let index = subscriptCall.arguments.first {
            let container = try eval(subscriptCall.calledExpression, &frame)
            let position = try eval(index.expression, &frame)
            guard case .array(var items) = container, case .int(let offset) = position, items.indices.contains(offset) else {
                throw error(target, "only an array element at a valid index can be assigned")
            }
            items[offset] = value
            try assign(subscriptCall.calledExpression, .array(items), &frame)
            return
        }
        if let chain = target.as(OptionalChainingExprSyntax.self) {
            try assign(chain.expression, value, &frame)
            return
        }
        throw error(target, "cannot assign to '\(target.trimmedDescription)'")
    }

    /// Sets a property: a `@State` or `@Binding` writes its cell, a class object its field
    /// (then runs `didSet`), a struct value is returned changed.
    mutating func setProperty(_ name: String, of base: Value, to value: Value, at node: some SyntaxProtocol) throws(Diagnostic) -> Value {
        switch base {
        case .instance("(field binding)", let fields):
            // `$model.name` as a binding: writing it writes the object's field.
            guard let object = fields["object"], case .string(let field)? = fields["name"] else { return base }
            _ = try setProperty(field, of: object, to: value, at: node)
            return base
        case .instance(let typeName, var fields):
            if name.hasPrefix("_"), name.count > 1, let property = program.type(named: typeName)?.stored.first(where: { $0.name == String(name.dropFirst()) }),
               property.wrapper != .none {
                // `_value = State(initialValue: v)` or `self._rating = rating` in an init: the storage.
                fields[property.name] = try wrap(property, value, in: typeName)
                return .instance(typeName, fields)
            }
            let value = Self.coerce(value, to: program.type(named: typeName)?.stored.first { $0.name == name }?.type)
            if case .binding(let cell)? = fields[name] {
                store.cells[cell] = value
                return base
            }
            // An attributed string's attributes (`accessibilitySpeechAnnouncementPriority`, a
            // font) are kept; nothing spoken reads them.
            guard fields[name] != nil || typeName == "AttributedString" else { throw error(node, "'\(typeName)' has no stored property '\(name)'") }
            if initializing == 0, program.type(named: typeName)?.isView == true {
                throw error(node, "'\(name)' is a constant of the view '\(typeName)': SwiftUI views change through @State or @Binding")
            }
            fields[name] = value
            return .instance(typeName, fields)
        case .object(let id):
            guard var object = store.objects[id] else { return base }
            let owner = program.classChain(object.type).first { program.type(named: $0)?.stored.contains { $0.name == name } == true }
            let property = owner.flatMap { program.type(named: $0)?.stored.first { $0.name == name } }
            let isUIKits = property.map { UIKitLibrary.isObservedOverride($0, of: object.type, interpreter: self) } ?? true
            var value = isUIKits && UIKitLibrary.floatFields.contains(name) ? Self.coerce(value, to: TypeSyntax(IdentifierTypeSyntax(name: .identifier("Double")))) : Self.coerce(value, to: property?.type)
            if isUIKits { value = try UIKitLibrary.clamped(name, value, in: object, at: node, interpreter: self) }
            let old = object.fields[name]
            object.fields[name] = value
            if isUIKits { UIKitLibrary.keepInRange(&object, after: name, interpreter: self) }
            store.objects[id] = object
            if let didSet = property?.didSet {
                var frame = Frame(["oldValue": old ?? .null], selfValue: base, lexicalType: owner)
                _ = try execute(didSet, &frame)
            }
            return base
        case .opaque:
            return base
        default:
            throw error(node, "cannot set '\(name)' on \(base.text)")
        }
    }
}
