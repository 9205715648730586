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
            result.append(Argument(label: argument.label?.text, value: try eval(argument.expression, &frame), node: Syntax(argument)))
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
            guard case .closure(let closure) = target else { throw error(callee, "'\(chain.expression.trimmedDescription)' is not a function") }
            return try invoke(closure, try arguments(call, &frame))
        }
        if let member = callee.as(MemberAccessExprSyntax.self) {
            return try callMember(member, call, &frame)
        }
        throw error(callee, "this kind of call is not read")
    }

    private mutating func callName(_ name: String, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        if let local = frame.local(name) {
            if local.isNull { return .null }
            guard case .closure(let closure) = local else { throw error(call, "'\(name)' is not a function") }
            return try invoke(closure, try arguments(call, &frame))
        }
        if let selfValue = frame.selfValue {
            if case .view(let node) = selfValue, SwiftUIModifiers.handles(name) || program.viewFunctions[name] != nil {
                return try modify(node, name, call, &frame)
            }
            if let function = method(name, of: selfValue) {
                return try invoke(function, self: selfValue, try arguments(call, &frame), &frame)
            }
            if let property = try member(name, of: selfValue, at: call, required: false) {
                if property.isNull { return .null }
                if case .closure(let closure) = property { return try invoke(closure, try arguments(call, &frame)) }
            }
            if case .object(let id) = selfValue, ["addSubview", "addArrangedSubview", "insertSubview"].contains(name) {
                return try UIKitLibrary.call(name, on: id, try arguments(call, &frame), interpreter: &self, at: call)
            }
            if case .object = selfValue, UIKitLibrary.ignoredSelfCalls.contains(name) { return .void }
            if Library.typeName(of: selfValue) != nil, name.first?.isLowercase == true, !Library.globalFunctions.contains(name) {
                // Inside `extension Double`: `rounded()` is called on self.
                return try Library.method(name, of: selfValue, try arguments(call, &frame), interpreter: &self, at: call)
            }
        }
        if SwiftUIViews.names.contains(name) { return try makeView(name, call, &frame) }
        if let type = program.type(named: name) { return try construct(type, try arguments(call, &frame), at: call) }
        if name.first?.isUppercase == true, !Library.types.contains(name), !Library.isLayoutType(name) {
            // A type the code does not declare. As a view it matters only if it reaches the
            // accessibility tree (not inside `.accessibilityElement(children: .ignore)`).
            return .view(.undeclared(name, error(call, "'\(name)' is not declared in the code this transcript runs; add the block that declares it to 'code:'")))
        }
        if let function = program.functions[name] { return try invoke(function, self: nil, try arguments(call, &frame), &frame) }
        return try Library.call(name, try arguments(call, &frame), interpreter: &self, at: call)
    }

    private mutating func callMember(_ member: MemberAccessExprSyntax, _ call: FunctionCallExprSyntax, _ frame: inout Frame) throws(CodeError) -> Value {
        let name = member.declName.baseName.text
        guard let baseExpr = member.base else {
            throw error(member, "the implicit member call '.\(name)(…)' is not read")
        }
        if baseExpr.is(SuperExprSyntax.self) { return .void }
        // Methods that change the value they are called on write it back.
        if Library.mutatingMethods.contains(name) {
            let current = try eval(baseExpr, &frame)
            if case .opaque = current { return .void }
            if case .instance = current, method(name, of: current) != nil {} else if case .object = current {} else {
                let updated = try Library.mutate(name, current, try arguments(call, &frame), at: call, interpreter: self)
                try assign(baseExpr, updated, &frame)
                return .void
            }
        }
        let base = try eval(baseExpr, &frame)
        if base.isNull, baseExpr.is(OptionalChainingExprSyntax.self) { return .null }
        switch base {
        case .view(let node):
            return try modify(node, name, call, &frame)
        case .instance(let typeName, _) where program.type(named: typeName)?.isView == true && method(name, of: base) == nil:
            return try modify(try render(base, at: call), name, call, &frame)
        case .opaque:
            // Layout objects ignore what is done to them; haptics are noted.
            return try Library.method(name, of: base, try arguments(call, &frame), interpreter: &self, at: call)
        case .type(let typeName):
            if let type = program.type(named: typeName) {
                if let function = type.methods[name]?.first { return try invoke(function, self: nil, try arguments(call, &frame), &frame) }
                if let nested = program.type(named: "\(typeName).\(name)") { return try construct(nested, try arguments(call, &frame), at: call) }
            }
            return try Library.staticCall(typeName, name, try arguments(call, &frame), interpreter: &self, at: call)
        default:
            break
        }
        if let function = method(name, of: base) {
            return try invoke(function, self: base, try arguments(call, &frame), &frame)
        }
        if case .object(let id) = base, let type = store.objects[id]?.type, UIKitLibrary.classes.contains(type) {
            return try UIKitLibrary.call(name, on: id, try arguments(call, &frame), interpreter: &self, at: call)
        }
        if let property = try self.member(name, of: base, at: member, required: false), case .closure(let closure) = property {
            return try invoke(closure, try arguments(call, &frame))
        }
        return try Library.method(name, of: base, try arguments(call, &frame), interpreter: &self, at: call)
    }

    /// A method of the value's type, or of an extension to a library type.
    func method(_ name: String, of value: Value) -> FunctionDeclSyntax? {
        let typeName: String?
        switch value {
        case .instance(let type, _): typeName = type
        case .object(let id): typeName = store.objects[id]?.type
        case .enumCase(let type, _): typeName = type
        default: typeName = Library.typeName(of: value)
        }
        guard let typeName else { return nil }
        return program.type(named: typeName)?.methods[name]?.first ?? program.libraryExtensions[typeName]?.methods[name]?.first
    }

    // MARK: Invoking

    mutating func invoke(_ closure: Closure, _ arguments: [Argument]) throws(CodeError) -> Value {
        var frame = Frame(closure.captured, selfValue: closure.selfValue)
        try bindClosureParameters(closure, arguments.map(\.value), &frame)
        return try runBody(closure.body, &frame)
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
        _ function: FunctionDeclSyntax, self selfValue: Value?, _ arguments: [Argument], _ caller: inout Frame
    ) throws(CodeError) -> Value {
        guard let body = function.body else { return .void }
        var frame = Frame(selfValue: selfValue)
        try bindParameters(function.signature.parameterClause.parameters, arguments, &frame, at: function)
        let returnsView = function.signature.returnClause?.type.trimmedDescription.contains("View") == true
        let result: Value = returnsView ? .view(try viewBody(body.statements, &frame)) : try runBody(body.statements, &frame)
        // A class method changed the shared object; a view's state lives in cells. Either
        // way `self` needs no copying back.
        return result
    }

    mutating func bindParameters(
        _ parameters: FunctionParameterListSyntax, _ arguments: [Argument], _ frame: inout Frame, at node: some SyntaxProtocol
    ) throws(CodeError) {
        var remaining = arguments[...]
        for parameter in parameters {
            let label: String? = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            let name = (parameter.secondName ?? parameter.firstName).text
            if let next = remaining.first, next.label == label || (label != nil && next.label == nil && parameter.defaultValue == nil) {
                frame.declare(name, Self.coerce(next.value, to: parameter.type))
                remaining = remaining.dropFirst()
            } else if let defaultValue = parameter.defaultValue {
                frame.declare(name, try eval(defaultValue.value, &frame))
            } else {
                throw error(node, "missing argument '\(label ?? name)' in a call to '\(node.trimmedDescription.prefix(30))…'")
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
            if let initializer = type.initializers.first(where: { matches($0.signature.parameterClause.parameters, arguments) }) {
                var fields: [String: Value] = [:]
                for property in type.stored {
                    if let initial = property.initializer {
                        var empty = Frame()
                        fields[property.name] = try wrap(property, try eval(initial, &empty), in: type.name)
                    } else if property.wrapper == .focusState {
                        fields[property.name] = .binding(stateCell(type.name, property.name) { .null })
                    } else {
                        // Set by the initializer's body.
                        fields[property.name] = .null
                    }
                }
                var frame = Frame(selfValue: .instance(type.name, fields))
                try bindParameters(initializer.signature.parameterClause.parameters, arguments, &frame, at: node)
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
                given = given.map { Self.coerce($0, to: property.type) }
                if property.wrapper == .binding {
                    guard let given else { throw error(node, "missing argument '\(property.name):' (a binding, such as $\(property.name))") }
                    if case .binding = given { fields[property.name] = given } else { fields[property.name] = .binding(store.newCell(given)) }
                    continue
                }
                if let given {
                    fields[property.name] = try wrap(property, given, in: type.name)
                } else if let initial = property.initializer {
                    if property.isLet || property.wrapper == .none || store.stateCells[stateKey(type.name, property.name)] == nil {
                        var frame = Frame()
                        let value = Self.coerce(try eval(initial, &frame), to: property.type)
                        fields[property.name] = try wrap(property, value, in: type.name)
                    } else {
                        fields[property.name] = .binding(store.stateCells[stateKey(type.name, property.name)]!)
                    }
                } else if property.wrapper == .focusState {
                    let isBool = property.type?.trimmedDescription == "Bool"
                    fields[property.name] = .binding(stateCell(type.name, property.name) { isBool ? .bool(false) : .null })
                } else if property.type?.trimmedDescription.hasSuffix("?") == true {
                    fields[property.name] = .null
                } else if property.type?.trimmedDescription.contains("->") == true {
                    fields[property.name] = .null
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

    private func matches(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument]) -> Bool {
        let labels = parameters.map { $0.firstName.text == "_" ? nil : $0.firstName.text as String? }
        let required = parameters.filter { $0.defaultValue == nil }.count
        return arguments.count >= required && arguments.count <= labels.count
            && zip(labels, arguments).allSatisfy { $0 == $1.label || $1.label == nil }
    }

    /// A value as a declared type holds it: Swift infers `0...100` as `ClosedRange<Double>`
    /// and `5` as `Double` from the annotation, and integer division must not happen there.
    static func coerce(_ value: Value, to type: TypeSyntax?) -> Value {
        guard let type else { return value }
        var name = type.trimmedDescription
        if name.hasSuffix("?") { name.removeLast() }
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

    private mutating func wrap(_ property: SwiftProgram.StoredProperty, _ value: Value, in type: String) throws(CodeError) -> Value {
        switch property.wrapper {
        case .none: return value
        case .binding:
            if case .binding = value { return value }
            return .binding(store.newCell(value))
        case .state, .focusState:
            return .binding(stateCell(type, property.name) { value })
        }
    }

    private mutating func makeObject(_ type: SwiftProgram.TypeDecl, _ arguments: [Argument], at node: some SyntaxProtocol) throws(CodeError) -> Value {
        let id = store.objects.count
        var fields = UIKitLibrary.baseFields(for: type.inherited.first ?? "")
        store.objects[id] = Store.Object(type: type.name, fields: fields)
        let object = Value.object(id)
        for property in type.stored {
            guard let initial = property.initializer else {
                // An optional without a value starts as nil, as Swift makes it.
                if property.type?.trimmedDescription.hasSuffix("?") == true { store.objects[id]?.fields[property.name] = .null }
                continue
            }
            var frame = Frame(selfValue: object)
            fields[property.name] = Self.coerce(try eval(initial, &frame), to: property.type)
            store.objects[id]?.fields[property.name] = fields[property.name]
        }
        let initializer = type.initializers.first { $0.optionalMark == nil && $0.signature.parameterClause.parameters.first?.firstName.text != "coder" }
        if let initializer, let body = initializer.body {
            var frame = Frame(selfValue: object)
            // `init(frame:)` is made with a zero frame: where the view sits is layout.
            let given = arguments.isEmpty && initializer.signature.parameterClause.parameters.first?.firstName.text == "frame"
                ? [Argument(label: "frame", value: .opaque("CGRect"), node: Syntax(node))] : arguments
            try bindParameters(initializer.signature.parameterClause.parameters, given, &frame, at: node)
            _ = try execute(body.statements, &frame)
        }
        return object
    }
}
