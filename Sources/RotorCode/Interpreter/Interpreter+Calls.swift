import Foundation
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
    mutating func arguments(_ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> [Argument] {
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

    mutating func call(_ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
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
    private mutating func callValue(_ value: Value, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
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

    private mutating func callName(_ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
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
            if case .object(let id) = selfValue, UIKitLibrary.methods.contains(name), let type = store.objects[id]?.type,
               program.uikitBase(of: type) != nil || UIKitLibrary.isUIKitClass(type) {
                return try UIKitLibrary.call(name, on: id, try arguments(call, &frame), interpreter: &self, at: call)
            }
            if Library.typeName(of: selfValue) != nil, name.first?.isLowercase == true, !Library.globalFunctions.contains(name) {
                // Inside `extension Double`: `rounded()` is called on self.
                return try Library.method(name, of: selfValue, try arguments(call, &frame), interpreter: &self, at: call)
            }
        }
        if let type = frame.lexicalType, let candidates = program.type(named: type)?.methods["static." + name],
           let function = program.overload(candidates, try arguments(call, &frame)) {
            // A static method called inside its own type: `tr(…)` in `enum L10n`.
            return try invoke(function, owner: type, self: nil, try arguments(call, &frame), &frame)
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
        if name.first?.isUppercase == true, !Library.types.contains(name), !UIKitLibrary.isUIKitClass(name) {
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
    func undeclaredError(_ name: String, at node: some SyntaxProtocol) -> CodeError {
        if SwiftUIViews.unsupported.contains(name) {
            return error(node, "'\(name)' is a SwiftUI view Rotor does not read yet; see the README's table 'What Rotor can read', or describe this part as a scene")
        }
        return error(node, "'\(name)' is not declared in the code this transcript runs: a view or type from elsewhere in the app. Add the block that declares it to 'code:'")
    }

    private mutating func callMember(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else {
            // `.constant(true)` for a binding, `.init(…)` where the type is known from context.
            let given = try arguments(call, &frame)
            if name == "constant", let value = given.first?.value { return .binding(store.newCell(value)) }
            return .enumCase(nil, name)
        }
        if baseExpr.is(SuperExprSyntax.self) { return try callSuper(name, call, &frame) }
        // Methods that change the value they are called on write it back.
        if Library.mutatingMethods.contains(name) {
            let current = try checked(try eval(baseExpr, &frame))
            if case .opaque = current { return .void }
            if case .instance = current, method(name, of: current) != nil {} else if case .object = current {} else {
                let updated = try Library.mutate(name, current, try arguments(call, &frame), at: call, interpreter: self)
                try assign(baseExpr, updated, &frame)
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
    mutating func callMember(_ name: String, on base: Value, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        let place = call.calledExpression.as(MemberAccessExprSyntax.self).map { Syntax($0) } ?? Syntax(call)
        switch base {
        case .view(let node):
            return try modify(node, name, call, &frame)
        case .instance(let typeName, _) where program.type(named: typeName)?.isView == true && method(name, of: base) == nil:
            return try modify(try render(base, at: call), name, call, &frame)
        case .opaque:
            // Layout objects ignore what is done to them, arguments unread; haptics are noted.
            if name == "notificationOccurred" || name == "impactOccurred" || name == "selectionChanged" {
                return try Library.method(name, of: base, try arguments(call, &frame), interpreter: &self, at: call)
            }
            return base
        case .type(let typeName):
            if let type = program.type(named: typeName) {
                let given = try arguments(call, &frame)
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
        return try Library.method(name, of: base, given, interpreter: &self, at: call)
    }

    /// `super.init(frame:)`, `super.setValue(_:animated:)`, `super.awakeFromNib()`: the
    /// superclass's code when the code declares it, else what UIKit does.
    private mutating func callSuper(_ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        guard case .object(let id)? = frame.selfValue, let lexical = frame.lexicalType,
              let superclass = program.type(named: lexical)?.inherited.first else { return .void }
        let given = try arguments(call, &frame)
        if let type = program.type(named: superclass), type.kind == .classType {
            if name == "init" {
                try runInitializer(type, given, on: .object(id), at: call)
                return .void
            }
            if let (function, owner) = method(name, of: .object(id), lexical: superclass, arguments: given), program.classChain(superclass).contains(owner) {
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

    mutating func invoke(_ closure: Closure, _ arguments: [Argument]) throws(CodeError) -> Value {
        try nested(closure.node, "a closure") { interpreter throws(CodeError) in
            var frame = Frame(closure.captured, selfValue: closure.selfValue, lexicalType: closure.lexicalType)
            try interpreter.bindClosureParameters(closure, arguments.map(\.value), &frame)
            return try interpreter.runBody(closure.body, &frame)
        }
    }

    func bindClosureParameters(_ closure: Closure, _ values: [Value], _ frame: inout Frame) throws(CodeError) {
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
    ) throws(CodeError) -> Value {
        guard let body = function.body else { return .void }
        return try nested(function.name, "'\(SwiftProgram.name(function.name))'") { interpreter throws(CodeError) in
            var frame = Frame(selfValue: selfValue, lexicalType: owner)
            try interpreter.bindParameters(function.signature.parameterClause.parameters, arguments, &frame, at: function)
            let returnsView = interpreter.isViewType(function.signature.returnClause?.type)
            return returnsView ? .view(try interpreter.viewBody(body.statements, &frame)) : try interpreter.runBody(body.statements, &frame)
        }
    }

    mutating func bindParameters(
        _ parameters: FunctionParameterListSyntax, _ arguments: [Argument], _ frame: inout Frame, at node: some SyntaxProtocol
    ) throws(CodeError) {
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
            } else if let next = remaining.first, next.label == label || (label != nil && next.label == nil && parameter.defaultValue == nil) {
                frame.declare(name, typed(next.value, parameter.type))
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

    // MARK: Making values

    /// A struct (memberwise, or its own `init`), a class object (then its `init`), or an
    /// enum from its raw value.
    mutating func construct(_ type: SwiftProgram.TypeDecl, _ arguments: [Argument], at node: some SyntaxProtocol) throws(CodeError) -> Value {
        switch type.kind {
        case .enumeration:
            guard let raw = arguments.first(where: { $0.label == "rawValue" })?.value else {
                throw error(node, "an enum is made from 'rawValue:' here")
            }
            for entry in type.cases {
                let value = try member("rawValue", of: .enumCase(type.name, entry.name), at: node, required: true)
                if value == raw { return .enumCase(type.name, entry.name) }
            }
            return .null
        case .classType:
            return try makeObject(type, arguments, at: node)
        case .structure:
            if let initializer = type.initializers.first(where: { SwiftProgram.accepts($0.signature.parameterClause.parameters, arguments) }) {
                var fields: [String: Value] = [:]
                for property in type.stored {
                    if let initial = property.initializer {
                        fields[property.name] = try wrap(property, try initialValue(property, initial), in: type.name)
                    } else if property.wrapper == .focusState {
                        fields[property.name] = .binding(stateCell(type.name, property.name) { .null })
                    } else if property.wrapper == .environment {
                        fields[property.name] = try SwiftUIEnvironment.value(property, interpreter: self)
                    } else {
                        // Set by the initializer's body.
                        fields[property.name] = .null
                    }
                }
                var frame = Frame(selfValue: .instance(type.name, fields), lexicalType: type.name)
                try bindParameters(initializer.signature.parameterClause.parameters, arguments, &frame, at: initializer)
                initializing += 1
                defer { initializing -= 1 }
                if let body = initializer.body { _ = try execute(body.statements, &frame) }
                return frame.selfValue ?? .void
            }
            var fields: [String: Value] = [:]
            var remaining = arguments
            for property in type.stored {
                var given = remaining.firstIndex { $0.label == property.name }.map { remaining.remove(at: $0).value }
                if given == nil, property.type?.trimmedDescription.contains("->") == true,
                   let trailing = remaining.firstIndex(where: { $0.label == nil && { if case .closure = $0.value { true } else { false } }($0) }) {
                    // A trailing closure sets the last closure property: `SliderTrack(fraction: f) { … }`.
                    given = remaining.remove(at: trailing).value
                }
                given = given.map { typed($0, property.type) }
                switch property.wrapper {
                case .binding:
                    guard let given else { throw error(node, "missing argument '\(property.name):' (a binding, such as $\(property.name))") }
                    if case .binding = given { fields[property.name] = given } else { fields[property.name] = .binding(store.newCell(given)) }
                    continue
                case .environment:
                    if let given { fields[property.name] = given } else { fields[property.name] = try SwiftUIEnvironment.value(property, interpreter: self) }
                    continue
                case .model where given == nil && property.initializer == nil:
                    throw error(property.node, "'\(property.name)' is an observable object the app passes in; give its properties under 'state:' (\(property.name): {…})")
                default:
                    break
                }
                if let given {
                    fields[property.name] = try wrap(property, given, in: type.name)
                } else if let initial = property.initializer {
                    if property.isLet || property.wrapper == .none || property.wrapper == .model || store.stateCells[stateKey(type.name, property.name)] == nil {
                        fields[property.name] = try wrap(property, try initialValue(property, initial), in: type.name)
                    } else {
                        fields[property.name] = .binding(store.stateCells[stateKey(type.name, property.name)]!)
                    }
                } else if property.wrapper == .focusState {
                    let isBool = property.type?.trimmedDescription == "Bool"
                    fields[property.name] = .binding(stateCell(type.name, property.name) { isBool ? .bool(false) : .null })
                } else if property.type?.trimmedDescription.hasSuffix("?") == true {
                    fields[property.name] = .null
                } else if property.type?.trimmedDescription.contains("->") == true {
                    fields[property.name] = .external(property.name)
                } else {
                    throw error(node, "missing argument '\(property.name):' for '\(type.name)'")
                }
            }
            if let extra = remaining.first {
                throw error(extra.node, "'\(type.name)' has no property '\(extra.label ?? "_")' to set")
            }
            return .instance(type.name, fields)
        }
    }

    /// A stored property's initial value. One that names a type the code does not declare
    /// (`let minWidth = BPKSpacing.lg.value`) is an error only when something reads it.
    mutating func initialValue(_ property: SwiftProgram.StoredProperty, _ initial: ExprSyntax, selfValue: Value? = nil, lexicalType: String? = nil) throws(CodeError) -> Value {
        var frame = Frame(selfValue: selfValue, lexicalType: lexicalType)
        do throws(CodeError) {
            return try eval(initial, as: property.type, &frame)
        } catch where error.message.contains("this code does not declare") || error.message.contains("is not declared in the code") {
            return .unresolved(error)
        }
    }

    /// Whether a declared type is a view, so a body of that type is a view builder.
    func isViewType(_ type: TypeSyntax?) -> Bool {
        guard let text = type?.trimmedDescription else { return false }
        if text.hasPrefix("some ") || text.hasPrefix("any ") { return text.contains("View") }
        return ["AnyView", "Content", "Self.Body", "Body"].contains(text) || program.type(named: text)?.isView == true
    }

    /// A value as a declared type holds it, an implicit member (`.down`) named with its enum.
    func typed(_ value: Value, _ type: TypeSyntax?) -> Value {
        if case .enumCase(nil, let name) = value, let type, let declared = program.type(named: type.trimmedDescription.replacingOccurrences(of: "?", with: "")),
           declared.kind == .enumeration, declared.cases.contains(where: { $0.name == name }) {
            return .enumCase(declared.name, name)
        }
        return Self.coerce(value, to: type)
    }

    /// A value as a declared type holds it: Swift infers `0...100` as `ClosedRange<Double>`
    /// and `5` as `Double` from the annotation, and integer division must not happen there.
    static func coerce(_ value: Value, to type: TypeSyntax?) -> Value {
        guard let type else { return value }
        var name = type.trimmedDescription
        if name.hasSuffix("?") || name.hasSuffix("!") { name.removeLast() }
        let floating: Set<String> = ["Double", "CGFloat", "Float", "TimeInterval"]
        switch value {
        case .int(let number) where floating.contains(name):
            return .double(Double(number))
        case .range(let low, let high, let closed) where name.hasSuffix("<Double>") || name.hasSuffix("<CGFloat>") || name.hasSuffix("<Float>"):
            return .range(.double(low.number ?? 0), .double(high.number ?? 0), closed: closed)
        case .array(let items) where name.hasPrefix("[") && floating.contains(String(name.dropFirst().dropLast())):
            return .array(items.map { if case .int(let number) = $0 { .double(Double(number)) } else { $0 } })
        default:
            return value
        }
    }

    /// The key of a `@State` cell: the view's place in the hierarchy and the property.
    func stateKey(_ type: String, _ property: String) -> String {
        path.joined(separator: "/") + "/" + type + "." + property
    }

    /// The cell a `@State` keeps across evaluations of the body, made on first use.
    mutating func stateCell(_ type: String, _ property: String, initial: () -> Value) -> Int {
        let key = stateKey(type, property)
        if let cell = store.stateCells[key] { return cell }
        let cell = store.newCell(initial())
        store.stateCells[key] = cell
        return cell
    }

    mutating func wrap(_ property: SwiftProgram.StoredProperty, _ value: Value, in type: String) throws(CodeError) -> Value {
        switch property.wrapper {
        case .none, .environment, .model, .outlet: return value
        case .binding:
            if case .binding = value { return value }
            return .binding(store.newCell(value))
        case .state, .focusState:
            if case .instance("State", let fields) = value {
                return .binding(stateCell(type, property.name) { fields["wrappedValue"] ?? .null })
            }
            return .binding(stateCell(type, property.name) { value })
        }
    }

    private mutating func makeObject(_ type: SwiftProgram.TypeDecl, _ arguments: [Argument], at node: some SyntaxProtocol) throws(CodeError) -> Value {
        let id = store.objects.count
        guard id < CodeLimits.arrayCount else { throw error(node, "the code makes more than \(CodeLimits.arrayCount) objects") }
        let base = program.uikitBase(of: type.name)
        store.objects[id] = Store.Object(type: type.name, fields: base.map(UIKitLibrary.baseFields(for:)) ?? [:])
        let object = Value.object(id)
        // Stored properties of every class in the chain, the top one first, as Swift sets them.
        for owner in program.classChain(type.name).reversed() {
            guard let declared = program.type(named: owner) else { continue }
            for property in declared.stored {
                if property.wrapper == .outlet {
                    let outlet = try makeOutlet(property)
                    store.objects[id]?.fields[property.name] = outlet
                    continue
                }
                guard let initial = property.initializer else {
                    // An optional without a value starts as nil, as Swift makes it.
                    if property.type?.trimmedDescription.hasSuffix("?") == true { store.objects[id]?.fields[property.name] = .null }
                    continue
                }
                let value = try initialValue(property, initial, selfValue: object, lexicalType: owner)
                store.objects[id]?.fields[property.name] = value
            }
        }
        if base != nil || program.classChain(type.name).contains(where: { !(program.type(named: $0)?.initializers.isEmpty ?? true) }) {
            try runInitializer(type, arguments, on: object, at: node)
        }
        return object
    }

    /// A view a nib connects (`@IBOutlet weak var title: UILabel!`), made with UIKit's defaults.
    private mutating func makeOutlet(_ property: SwiftProgram.StoredProperty) throws(CodeError) -> Value {
        var typeName = property.type?.trimmedDescription ?? "UIView"
        while typeName.hasSuffix("!") || typeName.hasSuffix("?") { typeName.removeLast() }
        log.note(CodeNote(kind: .outlets, subject: property.name))
        if let declared = program.type(named: typeName), declared.kind == .classType {
            return try makeObject(declared, [], at: property.node)
        }
        let id = store.objects.count
        store.objects[id] = Store.Object(type: typeName, fields: UIKitLibrary.baseFields(for: typeName))
        return .object(id)
    }

    /// Runs the `init` of a class (or the one it inherits) that takes the arguments.
    mutating func runInitializer(_ type: SwiftProgram.TypeDecl, _ arguments: [Argument], on object: Value, at node: some SyntaxProtocol) throws(CodeError) {
        for owner in program.classChain(type.name) {
            guard let declared = program.type(named: owner), !declared.initializers.isEmpty else { continue }
            let usable = declared.initializers.filter { $0.optionalMark == nil || arguments.first?.label == "coder" }
            guard let initializer = usable.first(where: { SwiftProgram.accepts($0.signature.parameterClause.parameters, arguments) })
                ?? usable.first(where: { arguments.isEmpty && $0.signature.parameterClause.parameters.first?.firstName.text == "frame" })
                ?? usable.first(where: { initializer in
                    // Closures the caller passes (`init(onDismiss:)`) are given as external.
                    arguments.isEmpty && initializer.signature.parameterClause.parameters.allSatisfy { $0.defaultValue != nil || $0.type.trimmedDescription.contains("->") }
                })
                ?? (arguments.isEmpty ? nil : usable.first) else {
                if arguments.isEmpty, declared.initializers.contains(where: { $0.signature.parameterClause.parameters.isEmpty == false }) {
                    let forms = declared.initializers.filter { $0.optionalMark == nil }.map { "init(" + $0.signature.parameterClause.parameters.map { "\($0.firstName.text):" }.joined() + ")" }
                    if !forms.isEmpty {
                        throw error(node, "'\(type.name)' is made with \(forms.joined(separator: " or ")); give its arguments under 'state:'")
                    }
                }
                return
            }
            var frame = Frame(selfValue: object, lexicalType: owner)
            // `init(frame:)` is made with a zero frame: where the view sits is layout.
            let given = arguments.isEmpty && initializer.signature.parameterClause.parameters.first?.firstName.text == "frame"
                ? [Argument(label: "frame", value: .opaque("CGRect"), node: Syntax(node))] : arguments
            try bindParameters(initializer.signature.parameterClause.parameters, given, &frame, at: initializer)
            initializing += 1
            defer { initializing -= 1 }
            if let body = initializer.body { _ = try execute(body.statements, &frame) }
            return
        }
    }
}
