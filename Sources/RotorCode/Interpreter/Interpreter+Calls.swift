import Foundation
import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// One argument of a call, with its label.
struct Argument {
    var label: String?
    var value: Value
    var node: Syntax
}

extension Interpreter {
    /// The arguments of a call, trailing closures included (the first without a label).
    mutating func arguments(_ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> [Argument] {
        var result: [Argument] = []
        for argument in call.arguments {
            result.append(Argument(label: argument.label?.text, value: try checked(try eval(argument.expression, &frame)), node: Syntax(argument)))
        }
        if let closure = call.trailingClosure {
            result.append(Argument(label: nil, value: .closure(makeClosure(closure, frame)), node: Syntax(closure)))
        }
        for extra in call.additionalTrailingClosures {
            result.append(Argument(label: extra.label.text, value: .closure(makeClosure(extra.closure, frame)), node: Syntax(extra)))
        }
        return result
    }

    mutating func call(_ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        let callee = call.calledExpression
        if let reference = callee.as(DeclReferenceExprSyntax.self) {
            return try callName(reference.baseName.text, call, &frame)
        }
        if let chain = callee.as(OptionalChainingExprSyntax.self) {
            let target = try eval(chain.expression, &frame)
            if target.isNull { return .null }
            return try callValue(target, call, &frame)
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return try callMember(member, call, &frame)
        }
        if let closure = callee.as(ClosureExprSyntax.self) {
            // `{ … }()`: a closure made and called at once, as a property's initializer.
            return try invoke(makeClosure(closure, frame), try arguments(call, &frame))
        }
        if let type = callee.as(ArrayExprSyntax.self), type.elements.count == 1, call.arguments.isEmpty {
            // `[Card]()`: an empty array.
            return .array([])
        }
        return try callValue(try eval(callee, &frame), call, &frame)
    }

    /// Calls a value that should be a function: a closure, or one the caller gives.
    private mutating func callValue(_ value: Value, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        switch value {
        case .closure(let closure): return try invoke(closure, try arguments(call, &frame))
        case .external(let name):
            log.note(CodeNote(kind: .externalClosure, subject: name))
            return .void
        case .null: return .null
        case .instance("Layout", _):
            // `layout { … }` with an `AnyLayout`: its content as a stack.
            let closures = try arguments(call, &frame).compactMap { if case .closure(let closure) = $0.value { closure } else { nil } }
            guard let content = closures.last else { return .view(.empty) }
            return .view(.stack(try viewBuilder(content, [])))
        default: throw error(call.calledExpression, "'\(call.calledExpression.trimmedDescription)' is not a function")
        }
    }

    private mutating func callName(_ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        if let local = frame.local(name) {
            return try callValue(local, call, &frame)
        }
        if let selfValue = frame.selfValue {
            if case .view(let node) = selfValue, SwiftUIModifiers.handles(name) || program.viewFunctions[name] != nil {
                return try modify(node, name, call, &frame)
            }
            if method(name, of: selfValue, lexical: frame.lexicalType) != nil {
                let given = try arguments(call, &frame)
                if let (function, owner) = method(name, of: selfValue, lexical: frame.lexicalType, arguments: given) {
                    return try invoke(function, owner: owner, self: selfValue, given, &frame)
                }
            }
            if name.first?.isLowercase == true, let property = try member(name, of: selfValue, at: call, required: false) {
                switch property {
                case .closure, .external, .null: return try callValue(property, call, &frame)
                default: break
                }
            }
            if UIKitLibrary.skipsUnread(name, on: selfValue, self) { return .void }
            if case .object(let id) = selfValue, UIKitLibrary.methods.contains(name), let type = store.objects[id]?.type,
               program.uikitBase(of: type) != nil || UIKitLibrary.isUIKitClass(type) {
                return try UIKitLibrary.call(name, on: id, try arguments(call, &frame), interpreter: &self, at: call)
            }
            if Library.typeName(of: selfValue) != nil, name.first?.isLowercase == true, !Library.globalFunctions.contains(name) {
                // Inside `extension Double`: `rounded()` is called on self.
                return try Library.method(name, of: selfValue, try arguments(call, &frame), interpreter: &self, at: call)
            }
        }
        if let type = frame.lexicalType, let candidates = program.type(named: type)?.methods["static." + name] {
            // A static method called inside its own type: `tr(…)` in `enum L10n`.
            let given = try arguments(call, &frame)
            if let function = program.overload(candidates, given) { return try invoke(function, owner: type, self: nil, given, &frame) }
        }
        if SwiftUIViews.names.contains(name) { return try makeView(name, call, &frame) }
        if let type = program.type(named: name) { return try construct(type, try arguments(call, &frame), at: call) }
        if let special = try Library.constructor(name, call, interpreter: &self, frame: &frame) { return special }
        if Library.isLayoutType(name), !Library.types.contains(name), !UIKitLibrary.isUIKitClass(name) {
            // A colour, font, image or geometry: nothing in it is spoken, so its arguments
            // are not even read (`UIColor(named: …)`, `CGRect(…)`).
            return .opaque(name)
        }
        if let candidates = program.functions[name] {
            let given = try arguments(call, &frame)
            if let function = program.overload(candidates, given) { return try invoke(function, owner: nil, self: nil, given, &frame) }
        }
        if name.first?.isUppercase == true, !Library.types.contains(name), !UIKitLibrary.isUIKitClass(name), !Library.legacyFunctions.contains(name) {
            // A type the code does not declare. As a view it matters only if it reaches the
            // accessibility tree (not inside `.accessibilityElement(children: .ignore)`).
            return .view(.undeclared(name, undeclaredError(name, at: call)))
        }
        if let candidates = program.functions[name] {
            let given = try arguments(call, &frame)
            if let function = program.overload(candidates, given) { return try invoke(function, owner: nil, self: nil, given, &frame) }
        }
        return try Library.call(name, try arguments(call, &frame), interpreter: &self, at: call)
    }

    /// What to say of a type the code uses but does not declare.
    func undeclaredError(_ name: String, at node: some SyntaxProtocol) -> Diagnostic {
        if SwiftUIViews.unsupported.contains(name) {
            return error(node, "'\(name)' is a SwiftUI view Rotor does not read yet; see the README's table 'What Rotor can read', or describe this part as a scene")
        }
        return error(node, "'\(name)' is not declared in the code this transcript runs: a view or type from elsewhere in the app. Add the block that declares it to 'code:'").coded(.undeclared)
    }

    private mutating func callMember(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else {
            // `.constant(true)` for a binding, `.init(…)` where the type is known from context.
            let given = try arguments(call, &frame)
            if name == "constant", let value = given.first?.value { return .binding(store.newCell(value)) }
            // `.loading(progress: 40)`: a case with associated values.
            if !given.isEmpty, name != "init" { return .associated(nil, name, given.map(\.value), labels: given.map(\.label)) }
            return .enumCase(nil, name)
        }
        if baseExpr.is(SuperExprSyntax.self) { return try callSuper(name, call, &frame) }
        // Methods that change the value they are called on write it back.
        if Library.mutatingMethods.contains(name) {
            let current = try checked(try eval(baseExpr, &frame))
            if case .opaque = current { return .void }
            if case .instance = current, method(name, of: current) != nil {} else if case .object = current {} else {
                let given = try arguments(call, &frame)
                let updated = try Library.mutate(name, current, given, at: call, interpreter: &self)
                try assign(baseExpr, updated, &frame)
                // What Swift's method returns: `removeLast()` the element it took.
                if case .array(let items) = current {
                    switch name {
                    case "removeLast", "popLast": return given.isEmpty ? items.last ?? .null : .void
                    case "removeFirst": return given.isEmpty ? items.first ?? .null : .void
                    case "remove":
                        if case .int(let index)? = given.first?.value, items.indices.contains(index) { return items[index] }
                    default: break
                    }
                }
                return .void
            }
        }
        var base = try eval(baseExpr, &frame)
        // A modifier on a view the code does not declare is fine until the view is read.
        if case .view(.undeclared) = base, SwiftUIModifiers.handles(name) || program.viewFunctions[name] != nil {} else { base = try checked(base) }
        if base.isNull, baseExpr.is(OptionalChainingExprSyntax.self) { return .null }
        return try callMember(name, on: base, call, &frame)
    }

    /// A method called on a value already worked out.
    mutating func callMember(_ name: String, on base: Value, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        let place = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0) } ?? Syntax(call)
        switch base {
        case .view(let node):
            return try modify(node, name, call, &frame)
        case .instance(let typeName, _) where program.type(named: typeName)?.isView == true && method(name, of: base) == nil:
            return try modify(try render(base, at: call), name, call, &frame)
        case .opaque(let typeName) where SwiftUIModifiers.accessibility.contains(name)
            && SwiftUIModifiers.shapes.contains(String(typeName.prefix { $0 != "." && $0 != "(" })):
            // `RoundedRectangle(…).accessibilityLabel("Target")`: a shape is a view that a
            // label puts in the tree.
            return try modify(.shape, name, call, &frame)
        case .opaque:
            // Layout objects ignore what is done to them, arguments unread; haptics are noted.
            if name == "notificationOccurred" || name == "impactOccurred" || name == "selectionChanged" {
                return try Library.method(name, of: base, try arguments(call, &frame), interpreter: &self, at: call)
            }
            return base
        case .type(let typeName):
            if let type = program.type(named: typeName) {
                let given = try arguments(call, &frame)
                if type.kind == .enumeration, type.cases.contains(where: { $0.name == name }) {
                    return .associated(type.name, name, given.map(\.value), labels: given.map(\.label))
                }
                if let candidates = type.methods["static." + name] ?? type.methods[name], let function = program.overload(candidates, given) {
                    return try invoke(function, owner: type.name, self: nil, given, &frame)
                }
                if name == "init" { return try construct(type, given, at: call) }
                if let nested = program.type(named: "\(typeName).\(name)") { return try construct(nested, given, at: call) }
            }
            if let candidates = program.libraryExtensions[typeName]?.methods["static." + name] {
                let given = try arguments(call, &frame)
                if let function = program.overload(candidates, given) { return try invoke(function, owner: typeName, self: nil, given, &frame) }
            }
            if Library.isLayoutType(typeName), !Library.types.contains(typeName) { return .opaque(typeName) }
            return try Library.staticCall(typeName, name, try arguments(call, &frame), interpreter: &self, at: call)
        default:
            break
        }
        if UIKitLibrary.skipsUnread(name, on: base, self) { return .void }
        let given = try arguments(call, &frame)
        if let (function, owner) = method(name, of: base, arguments: given) {
            return try invoke(function, owner: owner, self: base, given, &frame)
        }
        if let property = try self.member(name, of: base, at: place, required: false) {
            switch property {
            case .closure(let closure): return try invoke(closure, given)
            case .external(let label):
                log.note(CodeNote(kind: .externalClosure, subject: label))
                return .void
            case .null: return .null
            default: break
            }
        }
        if case .object(let id) = base, let type = store.objects[id]?.type, program.uikitBase(of: type) != nil || UIKitLibrary.isUIKitClass(type) {
            return try UIKitLibrary.call(name, on: id, given, interpreter: &self, at: call)
        }
        do throws(Diagnostic) {
            return try Library.method(name, of: base, given, interpreter: &self, at: call)
        } catch {
            // A method of an object the app passes in (`state:` gives its fields, the code
            // does not declare its type): what it does is outside the code, so the call is
            // skipped and the transcript says it assumed nothing heard changes.
            guard case .instance(let typeName, _) = base, program.type(named: typeName) == nil,
                  call.parent?.is(CodeBlockItemSyntax.self) == true else { throw error }
            log.note(CodeNote(kind: .assumed, subject: call.calledExpression.trimmedDescription + "(…)"))
            return .void
        }
    }

    /// `super.init(frame:)`, `super.setValue(_:animated:)`, `super.awakeFromNib()`: the
    /// superclass's code when the code declares it, else what UIKit does.
    private mutating func callSuper(_ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        guard case .object(let id)? = frame.selfValue, let lexical = frame.lexicalType,
              let superclass = program.type(named: lexical)?.inherited.first else { return .void }
        let given = try arguments(call, &frame)
        if let type = program.type(named: superclass), type.kind == .classType {
            if name == "init" {
                try runInitializer(type, given, on: .object(id), at: call)
                return .void
            }
            // `super` is static: the first class from the superclass up that declares the
            // method, never an override further down (the object's own class may override it).
            for owner in program.classChain(superclass) {
                guard let candidates = program.type(named: owner)?.methods[name],
                      let function = program.overload(candidates, given) else { continue }
                return try invoke(function, owner: owner, self: .object(id), given, &frame)
            }
        }
        if name == "init" { return .void }
        return try UIKitLibrary.call(name, on: id, given, interpreter: &self, at: call, asSuper: true)
    }

    /// A method of the value's type, or of an extension to a library type.
    func method(_ name: String, of value: Value) -> FunctionDeclSyntax? {
        method(name, of: value, lexical: nil, arguments: [])?.0
    }

    // MARK: Invoking

    mutating func invoke(_ closure: Closure, _ arguments: [Argument]) throws(Diagnostic) -> Value {
        if let path = closure.node.as(KeyPathExprSyntax.self) { return try follow(path, from: arguments.first?.value ?? .null) }
        return try nested(closure.node, "a closure") { interpreter throws(Diagnostic) in
            var frame = Frame(closure.captured, selfValue: closure.selfValue, lexicalType: closure.lexicalType)
            try interpreter.bindClosureParameters(closure, arguments.map(\.value), &frame)
            if closure.buildsViews { return .view(try interpreter.viewBody(closure.body, &frame)) }
            return try interpreter.runBody(closure.body, &frame)
        }
    }

    /// A key path applied to a value: each property in turn, `?` stopping at nil.
    mutating func follow(_ path: KeyPathExprSyntax, from root: Value) throws(Diagnostic) -> Value {
        var value = root
        for component in path.components {
            switch component.component {
            case .property(let property):
                let name = property.declName.baseName.text
                if name == "self" { continue }
                if let wrapped = try backing(name, of: value) { value = wrapped; continue }
                value = try checked(try member(name, of: value, at: property, required: true) ?? .null)
            case .optional:
                if value.isNull { return .null }
            default:
                throw error(component, "this key path component is not read; write a closure such as { $0.name } instead")
            }
        }
        return value
    }

    func bindClosureParameters(_ closure: Closure, _ values: [Value], _ frame: inout Frame) throws(Diagnostic) {
        if closure.parameters.isEmpty {
            for (index, value) in values.enumerated() { frame.declare("$\(index)", value) }
            return
        }
        if closure.parameters.count > 1, values.count == 1, case .tuple(let items, _) = values[0] {
            for (name, value) in zip(closure.parameters, items) { frame.declare(name, value) }
            return
        }
        for (name, value) in zip(closure.parameters, values) where name != "_" { frame.declare(name, value) }
    }

    /// Calls a function or method with `self` bound; a body returning `some View` is a view builder.
    mutating func invoke(
        _ function: FunctionDeclSyntax, owner: String?, self selfValue: Value?, _ arguments: [Argument], _ caller: inout Frame
    ) throws(Diagnostic) -> Value {
        guard let body = function.body else { return .void }
        return try nested(function.name, "'\(SwiftProgram.name(function.name))'") { interpreter throws(Diagnostic) in
            var frame = Frame(selfValue: selfValue, lexicalType: owner)
            try interpreter.bindParameters(function.signature.parameterClause.parameters, arguments, &frame, at: function)
            let returnsView = interpreter.isViewType(function.signature.returnClause?.type)
            if function.signature.returnClause == nil {
                // A function that returns nothing runs its body as statements: an `if` alone in
                // it is a statement, whose calls into code the snippet leaves out are skipped.
                _ = try interpreter.execute(body.statements, &frame)
                return .void
            }
            return returnsView ? .view(try interpreter.viewBody(body.statements, &frame)) : try interpreter.runBody(body.statements, &frame)
        }
    }

    mutating func bindParameters(
        _ parameters: FunctionParameterListSyntax, _ arguments: [Argument], _ frame: inout Frame, at node: some SyntaxProtocol
    ) throws(Diagnostic) {
        var remaining = arguments[...]
        for parameter in parameters {
            let label: String? = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if parameter.ellipsis != nil {
                // `_ args: CVarArg...`: every argument left with this label.
                var values: [Value] = []
                while let next = remaining.first, next.label == label {
                    values.append(next.value)
                    remaining = remaining.dropFirst()
                }
                frame.declare(name, .array(values))
            } else if let next = remaining.first, next.label == label || (label != nil && next.label == nil && parameter.defaultValue == nil),
                      !program.skipsForTrailingClosure(parameter, next.value) {
                var value = next.value
                if case .closure(var closure) = value, parameter.attributes.contains(where: { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == "ViewBuilder" }) {
                    // `init(@ViewBuilder content: () -> Content)`: calling it builds views.
                    closure.buildsViews = true
                    value = .closure(closure)
                }
                frame.declare(name, typed(value, parameter.type))
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                frame.declare(name, typed(try eval(defaultValue.value, as: parameter.type, &frame), parameter.type))
            } else if parameter.type.trimmedDescription.contains("->") {
                // A closure the caller passes, which a transcript cannot give.
                frame.declare(name, .external(name))
            } else {
                let what = (node as? FunctionDeclSyntax).map { "'\(SwiftProgram.name($0.name))'" } ?? "this call"
                throw error(node, "missing argument '\(label ?? name):' in a call to \(what)")
            }
        }
    }
}
