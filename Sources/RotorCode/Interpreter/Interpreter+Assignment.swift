import RotorDiagnostics
import SwiftSyntax

/// Assignment: locals, properties of `self`, and elements or properties of those.
extension Interpreter {
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
