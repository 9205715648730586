import Foundation
import RotorDiagnostics
import SwiftSyntax

extension Interpreter {
    // MARK: Names

    mutating func resolve(_ reference: DeclReferenceExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        let name = reference.baseName.text
        if let value = frame.local(name) { return value }
        if name == "self", let selfValue = frame.selfValue { return selfValue }
        if name == "Self", let type = frame.lexicalType { return .type(type) }
        if let selfValue = frame.selfValue, let wrapped = try backing(name, of: selfValue) { return wrapped }
        if let selfValue = frame.selfValue, let value = try member(name, of: selfValue, at: reference, required: false) {
            return value
        }
        if let selfValue = frame.selfValue, let (function, owner) = method(name, of: selfValue), let body = function.body {
            // A method used as a value (`action: decrement`): a closure bound to self.
            let parameters = function.signature.parameterClause.parameters.map { ($0.secondName ?? $0.firstName).text }
            return .closure(Closure(parameters: parameters, body: body.statements, captured: [:], selfValue: selfValue, node: Syntax(function), lexicalType: owner))
        }
        if let type = frame.lexicalType, let value = try member(name, of: .type(type), at: reference, required: false) {
            // A static member used inside its own type without the type's name.
            return value
        }
        if let global = program.globals[name] {
            // A top-level `let` or `var`: worked out when first read, as Swift does.
            return try runGetter(global, selfValue: nil, lexicalType: nil)
        }
        if program.type(named: name) != nil || Library.types.contains(name) || Library.isLayoutType(name) || UIKitLibrary.isUIKitClass(name) { return .type(name) }
        if program.functions[name] != nil { return .type("func " + name) }
        if let constant = UIKitLibrary.legacyConstant(name) ?? UIKitLibrary.legacyNotification(name) { return constant }
        if let method = uikitMethodReference(name, reference, frame) { return method }
        if name.first?.isUppercase == true {
            throw error(reference, "'\(name)' is a type this code does not declare (from elsewhere in the app, or a library Rotor does not model); add its declaration to the blocks 'code:' names").coded(.undeclared)
        }
        throw error(reference, "unknown name '\(name)'" + (frame.selfValue == nil ? "" : "; it is neither a local, a property nor a type in the code")
            + ". If the app declares it elsewhere, declare it in a Stubs.swift block that 'code:' names, such as: let \(name) = …").coded(.undeclared)
    }

    /// `$value` (the binding behind a wrapped property) and `_value` (its storage).
    func backing(_ name: String, of selfValue: Value) throws(Diagnostic) -> Value? {
        guard name.hasPrefix("$") || name.hasPrefix("_"), name.count > 1 else { return nil }
        let property = String(name.dropFirst())
        switch selfValue {
        case .instance(let typeName, let fields):
            guard let field = fields[property] else { return nil }
            if name.hasPrefix("_"), program.type(named: typeName)?.stored.contains(where: { $0.name == name }) == true { return nil }
            return field
        case .object(let id):
            // `$model.name` on an observable object: a binding to the field.
            guard name.hasPrefix("$"), store.objects[id]?.fields[property] != nil else { return nil }
            return .instance("(field binding)", ["object": selfValue, "name": .string(property)])
        default:
            return nil
        }
    }

    mutating func memberAccess(_ member: MemberAccessExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else { return .enumCase(nil, name) }
        if baseExpr.is(SuperExprSyntax.self) {
            // `super.accessibilityTraits`: what the superclass stores.
            guard case .object(let id)? = frame.selfValue else { throw error(member, "'super' is read in a class only") }
            return try UIKitLibrary.derived(name, of: id, interpreter: &self) ?? store.objects[id]?.fields[name] ?? .null
        }
        let base = try checked(try eval(baseExpr, &frame))
        if base.isNull, baseExpr.is(OptionalChainingExprSyntax.self) { return .null }
        if let wrapped = try backing(name, of: base) { return wrapped }
        guard let value = try self.member(name, of: base, at: member, required: true) else { return .null }
        return try checked(value)
    }

    /// A property of a value: stored, computed, or one the library gives.
    mutating func member(_ name: String, of base: Value, at node: some SyntaxProtocol, required: Bool) throws(Diagnostic) -> Value? {
        if let raw = Library.traitRawValue(name, of: base) { return raw }
        switch base {
        case .instance(let typeName, let fields):
            if let field = fields[name] {
                if case .binding(let cell) = field { return store.cells[cell] }
                return field
            }
            if let getter = program.type(named: typeName)?.computed[name] ?? protocolGetter(name, of: typeName) {
                return try runGetter(getter, selfValue: base, lexicalType: typeName)
            }
        case .object(let id):
            // A computed override (`override var accessibilityValue`) wins over the stored field.
            if let type = store.objects[id]?.type {
                for owner in program.classChain(type) {
                    if let getter = program.type(named: owner)?.computed[name] {
                        return try runGetter(getter, selfValue: base, lexicalType: owner)
                    }
                }
            }
            if let derived = try UIKitLibrary.derived(name, of: id, interpreter: &self) { return derived }
            if let field = store.objects[id]?.fields[name] { return field }
        case .type(let typeName):
            if let type = program.type(named: typeName) {
                if type.kind == .enumeration, type.cases.contains(where: { $0.name == name }) { return .enumCase(type.name, name) }
                if name == "allCases" { return .array(type.cases.map { .enumCase(type.name, $0.name) }) }
                if let getter = type.computed["static." + name] { return try runGetter(getter, selfValue: nil, lexicalType: type.name) }
                if program.types[type.qualifiedName + "." + name] != nil { return .type(type.qualifiedName + "." + name) }
                if name == "self" { return base }
            }
            if let getter = program.libraryExtensions[typeName]?.computed["static." + name] {
                return try runGetter(getter, selfValue: nil, lexicalType: typeName)
            }
            if let value = try Library.staticMember(typeName, name, interpreter: &self, at: node) { return value }
            // A library type's nested type (`NumberFormatter.Style`) and its cases
            // (`.decimal`), written in full where an implicit member would do.
            let root = String(typeName.prefix { $0 != "." })
            if program.type(named: typeName) == nil, Library.types.contains(root) {
                if name.first?.isUppercase == true, !typeName.contains(".") { return .type(typeName + "." + name) }
                if typeName.contains("."), name.first?.isLowercase == true { return .enumCase(typeName, name) }
            }
        case .enumCase(let typeName, let caseName):
            if name == "rawValue", let typeName, let type = program.type(named: typeName) {
                guard let entry = type.cases.first(where: { $0.name == caseName }) else { break }
                if let raw = entry.raw {
                    var empty = Frame()
                    return try eval(raw, &empty)
                }
                if type.rawType == "Int" { return .int(type.cases.firstIndex { $0.name == caseName } ?? 0) }
                return .string(caseName)
            }
            if let typeName, let getter = program.type(named: typeName)?.computed[name] {
                return try runGetter(getter, selfValue: base, lexicalType: typeName)
            }
            if name == "id" { return base }
        case .opaque:
            return base
        case .unresolved(let problem):
            throw problem
        default:
            break
        }
        if let value = try Library.member(name, of: base, interpreter: &self, at: node) { return value }
        if let typeName = Library.typeName(of: base), let getter = program.libraryExtensions[typeName]?.computed[name] {
            return try runGetter(getter, selfValue: base, lexicalType: typeName)
        }
        guard required else { return nil }
        if case .instance(let typeName, _) = base, program.type(named: typeName) == nil {
            throw error(node, "'\(name)' is read from a value of '\(typeName.isEmpty ? "state:" : typeName)', a type this code does not declare; add its declaration to the code, or give '\(name)' under 'state:'").coded(.undeclared)
        }
        throw error(node, "'\(base.text)' has no property '\(name)' that Rotor can read")
    }

    /// A computed property's value; one whose type is a view is a view builder.
    mutating func runGetter(_ getter: (getter: CodeBlockItemListSyntax, node: Syntax), selfValue: Value?, lexicalType: String?) throws(Diagnostic) -> Value {
        try nested(getter.node, "reading '\(getter.node.as(PatternBindingSyntax.self)?.pattern.trimmedDescription ?? "a property")'") { interpreter throws(Diagnostic) in
            var frame = Frame(selfValue: selfValue, lexicalType: lexicalType)
            if interpreter.isViewType(getter.node.as(PatternBindingSyntax.self)?.typeAnnotation?.type), getter.getter.count > 1 || getter.getter.first.map({ if case .expr(let expr) = $0.item { expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) } else { true } }) == true {
                return .view(try interpreter.viewBody(getter.getter, &frame))
            }
            return try interpreter.runBody(getter.getter, &frame)
        }
    }

    /// Runs a function or closure body: a single expression is its value, else `return` is.
    mutating func runBody(_ body: CodeBlockItemListSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        if body.count == 1, case .expr(let expr) = body.first!.item {
            return try eval(expr, &frame)
        }
        // An `if` or `switch` alone in a body is its value (Swift 5.9's if and switch
        // expressions): each branch's single expression is what the body returns.
        if body.count == 1, case .stmt(let stmt) = body.first!.item, let expr = stmt.as(ExpressionStmtSyntax.self)?.expression,
           expr.is(IfExprSyntax.self) || expr.is(SwitchExprSyntax.self) {
            return try eval(expr, &frame)
        }
        switch try execute(body, &frame) {
        case .returned(let value): return value
        default: return .void
        }
    }
}
