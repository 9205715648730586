import Foundation
import RotorDiagnostics
import SwiftSyntax

extension Interpreter {
    // MARK: Making values

    /// A struct (memberwise, or its own `init`), a class object (then its `init`), or an
    /// enum from its raw value.
    mutating func construct(_ type: SwiftProgram.TypeDecl, _ arguments: [Argument], at node: some SyntaxProtocol) throws(Diagnostic) -> Value {
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
            if let initializer = type.initializers.first(where: { !SwiftProgram.isUnavailable($0.attributes) && SwiftProgram.accepts($0.signature.parameterClause.parameters, arguments) }) {
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
            // The property an unlabelled trailing closure sets (SE-0286's forward scan): the first
            // closure property no label names that the memberwise init takes (a `var`, or a `let`
            // without a value), preferring one without a default, as Swift skips a defaulted
            // parameter when a later one still needs the closure: `SliderTrack(fraction: f) { … }`,
            // `Section(title: t) { views }`, `Row(item: i) { remove(i) }` for `var onTap: () -> Void = {}`.
            let closureSlots = type.stored.filter { property in
                (property.type?.trimmedDescription.contains("->") == true || property.isViewBuilder)
                    && !(property.isLet && property.initializer != nil && !property.isViewBuilder)
                    && !arguments.contains { $0.label == property.name }
            }
            let trailingSlot = (closureSlots.first { $0.initializer == nil || $0.isViewBuilder } ?? closureSlots.first)?.name
            for property in type.stored {
                var given = remaining.firstIndex { $0.label == property.name }.map { remaining.remove(at: $0).value }
                if given == nil, property.name == trailingSlot,
                   let trailing = remaining.firstIndex(where: { $0.label == nil && { if case .closure = $0.value { true } else { false } }($0) }) {
                    given = remaining.remove(at: trailing).value
                }
                if property.isViewBuilder, case .closure(var closure)? = given {
                    if property.type?.trimmedDescription.contains("->") == true {
                        // `@ViewBuilder let content: () -> Content`: called later, building views.
                        closure.buildsViews = true
                        given = .closure(closure)
                    } else {
                        // `@ViewBuilder let content: Content`: the memberwise init builds the views.
                        let views = try viewBuilder(closure, [])
                        given = .view(views.count == 1 ? views[0] : .stack(views))
                    }
                }
                if given == nil, property.isSuppliedBySwiftUI {
                    // `@Namespace var namespace`: an identity for animations that SwiftUI gives.
                    fields[property.name] = .opaque("Namespace.ID")
                    continue
                }
                given = given.map { typed($0, property.type) }
                switch property.wrapper {
                case .binding:
                    guard let given else { throw error(node, "missing argument '\(property.name):' (a binding, such as $\(property.name))") }
                    if case .binding(let cell) = given {
                        typeCell(cell, as: property.type)
                        fields[property.name] = given
                    } else {
                        fields[property.name] = .binding(store.newCell(given))
                    }
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

    /// A cell whose value came untyped (a `state:` entry such as `mode: dark`)
    /// takes the type of the `@Binding` it is bound to, as Swift infers it: a case name or raw
    /// value of the code's enum becomes that case.
    mutating func typeCell(_ cell: Int, as type: TypeSyntax?) {
        guard case .string(let text) = store.cells[cell], let name = type?.trimmedDescription.replacingOccurrences(of: "?", with: ""),
              let declared = program.type(named: name), declared.kind == .enumeration else { return }
        if declared.cases.contains(where: { $0.name == text }) {
            store.cells[cell] = .enumCase(declared.name, text)
            return
        }
        for entry in declared.cases {
            if let raw = try? member("rawValue", of: .enumCase(declared.name, entry.name), at: declared.node, required: true), raw == .string(text) {
                store.cells[cell] = .enumCase(declared.name, entry.name)
                return
            }
        }
    }

    /// A stored property's initial value. One that names a type the code does not declare
    /// (`let minWidth = BPKSpacing.lg.value`) is an error only when something reads it.
    mutating func initialValue(_ property: SwiftProgram.StoredProperty, _ initial: ExprSyntax, selfValue: Value? = nil, lexicalType: String? = nil) throws(Diagnostic) -> Value {
        var frame = Frame(selfValue: selfValue, lexicalType: lexicalType)
        do throws(Diagnostic) {
            return try eval(initial, as: property.type, &frame)
        } catch where error.code == .undeclared {
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
        if case .string(let key) = value, type?.trimmedDescription.replacingOccurrences(of: "?", with: "") == "LocalizedStringKey" {
            // A string passed as a `LocalizedStringKey` is a key: `strings:` gives its text.
            return .string(strings[key] ?? key)
        }
        if case .associated(nil, let name, let values, let labels) = value, let type,
           let declared = program.type(named: type.trimmedDescription.replacingOccurrences(of: "?", with: "")), declared.kind == .enumeration {
            return .associated(declared.name, name, values, labels: labels)
        }
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

    mutating func wrap(_ property: SwiftProgram.StoredProperty, _ value: Value, in type: String) throws(Diagnostic) -> Value {
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

    private mutating func makeObject(_ type: SwiftProgram.TypeDecl, _ arguments: [Argument], at node: some SyntaxProtocol) throws(Diagnostic) -> Value {
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
    private mutating func makeOutlet(_ property: SwiftProgram.StoredProperty) throws(Diagnostic) -> Value {
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
    mutating func runInitializer(_ type: SwiftProgram.TypeDecl, _ arguments: [Argument], on object: Value, at node: some SyntaxProtocol) throws(Diagnostic) {
        for owner in program.classChain(type.name) {
            guard let declared = program.type(named: owner), !declared.initializers.isEmpty else { continue }
            let usable = declared.initializers.filter { !SwiftProgram.isUnavailable($0.attributes) && ($0.optionalMark == nil || arguments.first?.label == "coder") }
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
