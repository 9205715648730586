import SwiftSyntax

/// SE-0286's forward scan: an unlabelled closure (a trailing one) passes over a parameter
/// with a default value whose type does not resemble a function, so that
/// `func run(_ animation: Animation? = .default, _ body: () -> Void)` called as `run { … }`
/// gives the closure to `body` and `animation` its default.
extension SwiftProgram {
    func skipsForTrailingClosure(_ parameter: FunctionParameterSyntax, _ value: Value) -> Bool {
        SwiftProgram.plainlyNotAFunction(parameter, given: value) { self.type(named: $0) != nil }
    }

    /// Whether the closure `given` cannot be this parameter's: it has a default, and its type
    /// (optional or not) is a library type or a type of the code, never a function. A name
    /// Rotor cannot see through (a generic parameter, a typealias) may stand for a function
    /// type, so it is not passed over.
    static func plainlyNotAFunction(_ parameter: FunctionParameterSyntax, given: Value, isDeclared: (String) -> Bool) -> Bool {
        guard case .closure = given, parameter.defaultValue != nil else { return false }
        var type = parameter.type.trimmedDescription
        guard !type.contains("->") else { return false }
        while type.hasSuffix("?") || type.hasSuffix("!") { type.removeLast() }
        if type.hasPrefix("(") && type.hasSuffix(")") { type = String(type.dropFirst().dropLast()) }
        guard !type.isEmpty, type.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." }) else { return false }
        let root = String(type.prefix { $0 != "." })
        return Library.types.contains(root) || Library.isLayoutType(root) || isDeclared(root)
    }
}

extension Interpreter {
    static func plainlyNotAFunction(_ parameter: FunctionParameterSyntax, given: Value, isDeclared: (String) -> Bool) -> Bool {
        SwiftProgram.plainlyNotAFunction(parameter, given: given, isDeclared: isDeclared)
    }
}
