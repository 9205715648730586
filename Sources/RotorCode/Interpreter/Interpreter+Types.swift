import RotorDiagnostics
import SwiftSyntax

extension SwiftProgram {
    /// The type and the classes above it that the code declares, nearest first.
    func classChain(_ name: String) -> [String] {
        var chain: [String] = []
        var current: String? = name
        while let next = current, let type = type(named: next), !chain.contains(type.name) {
            chain.append(type.name)
            current = type.kind == .classType ? type.inherited.first : nil
        }
        return chain
    }

    /// The UIKit class a class of the code builds on (`UIView` for `TagViewCell: RoundedView`).
    func uikitBase(of name: String) -> String? {
        guard let last = classChain(name).last, let type = type(named: last), let superclass = type.inherited.first else {
            return UIKitLibrary.isUIKitClass(name) ? name : nil
        }
        return UIKitLibrary.isUIKitClass(superclass) ? superclass : nil
    }

    /// The declaration among same-named ones whose labels take `arguments`, as Swift picks
    /// an overload; the first when none fits.
    func overload(_ candidates: [FunctionDeclSyntax], _ arguments: [Argument]) -> FunctionDeclSyntax? {
        candidates.first { Self.accepts($0.signature.parameterClause.parameters, arguments) } ?? candidates.first
    }

    /// Whether parameters take the arguments by label and count (variadics take the rest).
    /// `@available(*, unavailable)`: declared so that nobody calls it; Rotor never does.
    static func isUnavailable(_ attributes: AttributeListSyntax) -> Bool {
        attributes.contains { element in
            guard let attribute = element.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "available" else { return false }
            return attribute.arguments?.trimmedDescription.contains("unavailable") == true
        }
    }

    static func accepts(_ parameters: FunctionParameterListSyntax, _ arguments: [Argument]) -> Bool {
        var remaining = arguments[...]
        for parameter in parameters {
            let label: String? = parameter.firstName.text == "_" ? nil : parameter.firstName.text
            if parameter.ellipsis != nil {
                while let next = remaining.first, next.label == label { remaining = remaining.dropFirst() }
                continue
            }
            if let next = remaining.first, next.label == label, !Self.plainlyNotAFunction(parameter, given: next.value, isDeclared: { _ in false }) {
                remaining = remaining.dropFirst()
            } else if parameter.defaultValue == nil {
                // A trailing closure fills a closure parameter without its label.
                guard let next = remaining.first, next.label == nil, parameter.type.trimmedDescription.contains("->") else { return false }
                remaining = remaining.dropFirst()
            }
        }
        return remaining.isEmpty
    }
}

extension Interpreter {
    /// A method a call on `value` reaches: declared in the value's type or a class above
    /// it, or in an extension of a library type. A method of a subclass that does not
    /// override is private to it, so code of a superclass (`lexical`) finds its own.
    func method(_ name: String, of value: Value, lexical: String? = nil, arguments: [Argument] = []) -> (FunctionDeclSyntax, owner: String)? {
        let typeName: String?
        switch value {
        case .instance(let type, _): typeName = type
        case .object(let id): typeName = store.objects[id]?.type
        case .enumCase(let type, _): typeName = type
        default: typeName = Library.typeName(of: value)
        }
        guard let typeName else { return nil }
        let chain = program.classChain(typeName)
        for owner in chain {
            guard let candidates = program.type(named: owner)?.methods[name],
                  let function = program.overload(candidates, arguments) else { continue }
            let overrides = function.modifiers.contains { $0.name.text == "override" }
            if overrides || lexical == nil || owner == lexical || !chain.contains(lexical!) { return (function, owner) }
        }
        if let candidates = program.libraryExtensions[typeName]?.methods[name], let function = program.overload(candidates, arguments) {
            return (function, typeName)
        }
        // A protocol extension's default (`extension Titled { func shout() }`), for a type
        // of the code that conforms.
        for owner in chain {
            for conformance in program.type(named: owner)?.inherited ?? [] {
                if let candidates = program.libraryExtensions[conformance]?.methods[name], let function = program.overload(candidates, arguments) {
                    return (function, owner)
                }
            }
        }
        return nil
    }

    /// A computed property a protocol extension gives a type of the code that conforms.
    func protocolGetter(_ name: String, of typeName: String) -> (getter: CodeBlockItemListSyntax, node: Syntax)? {
        for owner in program.classChain(typeName) {
            for conformance in program.type(named: owner)?.inherited ?? [] {
                if let getter = program.libraryExtensions[conformance]?.computed[name] { return getter }
            }
        }
        return nil
    }

    /// `value as? Type`, `as!` and `as`.
    mutating func cast(_ cast: AsExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        let value = try eval(cast.expression, &frame)
        let target = cast.type.trimmedDescription
        switch cast.questionOrExclamationMark?.tokenKind {
        case .postfixQuestionMark?:
            return isInstance(value, of: target) ? value : .null
        case .exclamationMark?:
            guard isInstance(value, of: target) else { throw error(cast, "'as!' fails here: the value is not a \(target), and the app would crash") }
            return value
        default:
            return Self.coerce(value, to: cast.type)
        }
    }

    /// Whether a value is of a type, as `is` and `as?` ask.
    func isInstance(_ value: Value, of target: String) -> Bool {
        var target = target
        if target.hasSuffix("?") || target.hasSuffix("!") { target.removeLast() }
        switch value {
        case .object(let id):
            guard let type = store.objects[id]?.type else { return false }
            if program.classChain(type).contains(target) || type == target { return true }
            // A protocol the class or a class above it conforms to.
            if program.classChain(type).contains(where: { program.type(named: $0)?.inherited.contains(target) == true }) { return true }
            let base = program.uikitBase(of: type) ?? type
            return UIKitLibrary.ancestors(of: base).contains(target)
        case .instance(let type, _): return type == target || program.type(named: type)?.inherited.contains(target) == true
        case .int: return ["Int", "Any", "AnyObject", "CVarArg", "Comparable", "Hashable", "Equatable"].contains(target)
        case .double: return ["Double", "CGFloat", "Float", "Any", "CVarArg"].contains(target)
        case .string: return ["String", "Any", "CVarArg", "StringProtocol"].contains(target)
        case .bool: return ["Bool", "Any"].contains(target)
        case .array: return target.hasPrefix("[") || target.hasPrefix("Array") || target == "Any"
        case .enumCase(let type, _): return type == target || target == "Any"
        case .null: return false
        default: return target == "Any"
        }
    }

    /// `view #if os(iOS) .modifier() #endif`: the clause an iPhone build compiles, applied.
    mutating func postfixIfConfig(_ conditional: PostfixIfConfigExprSyntax, _ frame: inout Frame) throws(Diagnostic) -> Value {
        var value = try eval(conditional.base ?? ExprSyntax(NilLiteralExprSyntax()), &frame)
        guard case .postfixExpression(let postfix)? = SwiftProgram.activeClause(conditional.config.clauses)?.elements else { return value }
        // The clause is `.modifier(…)` chained onto nothing: apply each link to `value`.
        var links: [ExprSyntax] = []
        var current: ExprSyntax? = postfix
        while let link = current {
            links.append(link)
            if let call = link.as(FunctionCallExprSyntax.self) { current = call.calledExpression.as(MemberAccessExprSyntax.self)?.base }
            else if let member = link.as(MemberAccessExprSyntax.self) { current = member.base }
            else { current = nil }
        }
        for link in links.reversed() {
            guard let call = link.as(FunctionCallExprSyntax.self), let member = call.calledExpression.as(MemberAccessExprSyntax.self) else { continue }
            frame.scopes.append(["(base)": value])
            defer { frame.scopes.removeLast() }
            value = try callMember(member.declName.baseName.text, on: value, call, &frame)
        }
        return value
    }
}
