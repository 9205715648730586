import RotorDiagnostics
import SwiftDiagnostics
import SwiftOperators
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Swift sources read into declarations: the types, extensions and functions a scene is
/// computed from. Parsing uses the compiler's own parser, and operators are folded with
/// the standard precedence, so `a + b * c` is read as Swift reads it.
public struct SwiftProgram: Sendable {
    /// One Swift text, such as one code block of an article.
    public struct Source: Sendable {
        public var name: String
        public var text: String
        /// Where the text sits in the file it comes from: added to every error's line and
        /// column, so errors point into the article or the spec.
        public var lineOffset: Int
        public var columnOffset: Int
        /// Whether the lines count from the top of the file (an article's block) rather
        /// than from the transcript spec (inline `swift:`).
        public var isAbsolute: Bool

        public init(name: String, text: String, lineOffset: Int = 0, columnOffset: Int = 0, isAbsolute: Bool = false) {
            self.name = name
            self.text = text
            self.lineOffset = lineOffset
            self.columnOffset = columnOffset
            self.isAbsolute = isAbsolute
        }

        func error(line: Int, column: Int, _ message: String) -> RotorDiagnostics.Diagnostic {
            RotorDiagnostics.Diagnostic(path: name, line: line + lineOffset, column: column + columnOffset, isAbsolute: isAbsolute, message: message)
        }
    }

    /// A stored property, with its wrapper and what it starts as.
    struct StoredProperty: Sendable {
        /// How a property wrapper holds the value. `state` keeps a cell across evaluations;
        /// `environment` reads SwiftUI's environment (its key path in `environmentKey`);
        /// `model` is an observable object given by the caller or `state:`; `outlet` is a
        /// view a nib connects, made with UIKit's defaults.
        enum Wrapper: Sendable { case none, state, binding, focusState, environment, model, outlet }
        var name: String
        var isLet: Bool
        var wrapper: Wrapper
        var type: TypeSyntax?
        var initializer: ExprSyntax?
        var didSet: CodeBlockItemListSyntax?
        var node: Syntax
        /// `@Environment(\.isEnabled)`: `isEnabled`.
        var environmentKey: String? = nil
        /// `@ViewBuilder let content: Content`: a closure given for it is built into views.
        var isViewBuilder = false
        /// `@Namespace`: SwiftUI supplies it; no caller passes one.
        var isSuppliedBySwiftUI = false
    }

    /// A struct, class or enum, with its extensions merged in.
    struct TypeDecl: Sendable {
        enum Kind: Sendable { case structure, classType, enumeration }
        var name: String
        var kind: Kind
        var inherited: [String]
        /// `L10n.Scene.AccountList` for a type nested in others.
        var qualifiedName: String = ""
        var stored: [StoredProperty] = []
        /// Computed properties: the getter's statements, and a setter's when there is one.
        var computed: [String: (getter: CodeBlockItemListSyntax, node: Syntax)] = [:]
        var methods: [String: [FunctionDeclSyntax]] = [:]
        var initializers: [InitializerDeclSyntax] = []
        /// Enum cases in order, with their raw values.
        var cases: [(name: String, raw: ExprSyntax?)] = []
        var rawType: String?
        var node: Syntax

        var isView: Bool { inherited.contains("View") }
        var isViewModifier: Bool { inherited.contains("ViewModifier") }
    }

    var sources: [Source]
    var trees: [SourceFileSyntax]
    var converters: [SourceLocationConverter]
    var types: [String: TypeDecl] = [:]
    /// Functions in `extension View`: modifiers written by the author.
    var viewFunctions: [String: FunctionDeclSyntax] = [:]
    /// Members added to library types (`extension Double { var spokenNumber … }`).
    var libraryExtensions: [String: TypeDecl] = [:]
    var functions: [String: [FunctionDeclSyntax]] = [:]
    /// Top-level `let` and `var` declarations, read like static properties: their initializer
    /// or getter runs only when something reads the name.
    var globals: [String: (getter: CodeBlockItemListSyntax, node: Syntax)] = [:]
    /// Localised texts by key (`strings:` in the spec), for `NSLocalizedString` and `Text`.
    public var strings: [String: String] = [:]

    /// Parses the sources; a syntax error is reported as the compiler would word it.
    public init(_ sources: [Source]) throws(RotorDiagnostics.Diagnostic) {
        self.sources = sources
        trees = []
        converters = []
        for (index, source) in sources.enumerated() {
            let parsed = Parser.parse(source: source.text)
            let converter = SourceLocationConverter(fileName: source.name, tree: parsed)
            // A lexer error (an invalid character) is reported from its token: swift-syntax's
            // diagnostics generator traps on some of them ("a Fix-It must have at least one
            // change"), which article text must never cause.
            for token in parsed.tokens(viewMode: .sourceAccurate) {
                guard let problem = token.tokenDiagnostic, problem.severity == .error else { continue }
                let location = converter.location(for: token.position.advanced(by: Int(problem.byteOffset)))
                throw source.error(line: location.line, column: location.column, "Swift syntax error: \(Self.lexerMessage(problem.kind))")
            }
            let diagnostics = ParseDiagnosticsGenerator.diagnostics(for: parsed)
            if let first = diagnostics.first(where: { $0.diagMessage.severity == .error }) {
                let location = first.location(converter: converter)
                throw source.error(line: location.line, column: location.column, "Swift syntax error: \(first.message)")
            }
            let folded = OperatorTable.standardOperators.foldAll(parsed) { _ in }
            guard let tree = folded.as(SourceFileSyntax.self) else { continue }
            trees.append(tree)
            converters.append(SourceLocationConverter(fileName: source.name, tree: tree))
            try collect(tree, source: index)
        }
    }

    /// Where a node starts, as a located error.
    func error(_ node: some SyntaxProtocol, _ message: String) -> RotorDiagnostics.Diagnostic {
        let root = node.root
        for (index, tree) in trees.enumerated() where Syntax(tree) == root {
            let location = node.startLocation(converter: converters[index])
            return sources[index].error(line: location.line, column: location.column, message)
        }
        return sources.first?.error(line: 1, column: 1, message) ?? RotorDiagnostics.Diagnostic(line: 1, column: 1, message: message)
    }

    // MARK: Declarations

    private mutating func collect(_ tree: SourceFileSyntax, source: Int) throws(RotorDiagnostics.Diagnostic) {
        for item in tree.statements {
            guard case .decl(let decl) = item.item else {
                // Top-level statements (a snippet's loose code) are not declarations; a
                // transcript cannot name them as a view, which its `view:` check reports.
                continue
            }
            try collect(decl, outer: nil)
        }
    }

    private mutating func collect(_ decl: DeclSyntax, outer: String?) throws(RotorDiagnostics.Diagnostic) {
        if let structure = decl.as(StructDeclSyntax.self) {
            try addType(structure.name.text, .structure, structure.inheritanceClause, structure.memberBlock, Syntax(structure), outer: outer)
        } else if let classDecl = decl.as(ClassDeclSyntax.self) {
            try addType(classDecl.name.text, .classType, classDecl.inheritanceClause, classDecl.memberBlock, Syntax(classDecl), outer: outer)
        } else if let enumDecl = decl.as(EnumDeclSyntax.self) {
            try addType(enumDecl.name.text, .enumeration, enumDecl.inheritanceClause, enumDecl.memberBlock, Syntax(enumDecl), outer: outer)
        } else if let ext = decl.as(ExtensionDeclSyntax.self) {
            let name = ext.extendedType.trimmedDescription
            if name == "View" {
                for member in ext.memberBlock.members {
                    if let function = member.decl.as(FunctionDeclSyntax.self) {
                        viewFunctions[Self.name(function.name)] = function
                    }
                }
            } else if types[name] != nil {
                var type = types[name]!
                try addMembers(ext.memberBlock, to: &type)
                type.inherited += ext.inheritanceClause?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
                types[name] = type
            } else {
                var type = libraryExtensions[name] ?? TypeDecl(name: name, kind: .structure, inherited: [], node: Syntax(ext))
                try addMembers(ext.memberBlock, to: &type)
                libraryExtensions[name] = type
            }
        } else if let function = decl.as(FunctionDeclSyntax.self) {
            functions[Self.name(function.name), default: []].append(function)
        } else if outer == nil, let variable = decl.as(VariableDeclSyntax.self) {
            for binding in variable.bindings {
                guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                if let value = binding.initializer?.value {
                    globals[name] = (CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(value))]), Syntax(binding))
                } else if let body = Self.getter(binding) {
                    globals[name] = (body, Syntax(binding))
                }
            }
        } else if let conditional = decl.as(IfConfigDeclSyntax.self) {
            for member in Self.activeClause(conditional) {
                if case .decl(let inner) = member.item { try collect(inner, outer: outer) }
            }
        }
        // Imports, type aliases, protocols and the like say nothing about accessibility.
    }

    private mutating func addType(
        _ name: String, _ kind: TypeDecl.Kind, _ inheritance: InheritanceClauseSyntax?, _ members: MemberBlockSyntax,
        _ node: Syntax, outer: String?
    ) throws(RotorDiagnostics.Diagnostic) {
        let inherited = inheritance?.inheritedTypes.map { $0.type.trimmedDescription } ?? []
        var type = types[name] ?? TypeDecl(name: name, kind: kind, inherited: inherited, node: node)
        type.qualifiedName = outer.map { "\($0).\(name)" } ?? name
        type.kind = kind
        type.inherited = inherited
        type.node = node
        if kind == .enumeration {
            type.rawType = inherited.first { ["String", "Int", "Double"].contains($0) }
        }
        try addMembers(members, to: &type)
        types[name] = type
        if let outer { types["\(outer).\(name)"] = type }
        // Nested in a type that is nested itself: reachable by every tail of its path too.
        if let outer, outer.contains(".") {
            let parts = outer.split(separator: ".")
            for start in 1..<parts.count { types[parts[start...].joined(separator: ".") + "." + name] = type }
        }
    }

    private mutating func addMembers(_ block: MemberBlockSyntax, to type: inout TypeDecl) throws(RotorDiagnostics.Diagnostic) {
        try addMembers(block.members.map(\.decl), to: &type)
    }

    private mutating func addMembers(_ decls: [DeclSyntax], to type: inout TypeDecl) throws(RotorDiagnostics.Diagnostic) {
        for decl in decls {
            if let conditional = decl.as(IfConfigDeclSyntax.self) {
                // `#if os(iOS)`: the clause an iPhone build compiles.
                let members = Self.activeClause(conditional).compactMap { item -> DeclSyntax? in
                    if case .decl(let inner) = item.item { return inner }
                    return nil
                }
                try addMembers(members, to: &type)
                continue
            }
            if let variable = decl.as(VariableDeclSyntax.self) {
                if variable.modifiers.contains(where: { ["static", "class"].contains($0.name.text) }) {
                    // A static constant or computed property is read like a computed property.
                    for binding in variable.bindings {
                        guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
                        if let value = binding.initializer?.value {
                            type.computed["static." + name] = (CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(value))]), Syntax(binding))
                        } else if let body = Self.getter(binding) {
                            type.computed["static." + name] = (body, Syntax(binding))
                        }
                    }
                    continue
                }
                try addVariable(variable, to: &type)
            } else if let function = decl.as(FunctionDeclSyntax.self) {
                let isStatic = function.modifiers.contains { ["static", "class"].contains($0.name.text) }
                type.methods[(isStatic ? "static." : "") + Self.name(function.name), default: []].append(function)
            } else if let initializer = decl.as(InitializerDeclSyntax.self) {
                type.initializers.append(initializer)
            } else if let cases = decl.as(EnumCaseDeclSyntax.self) {
                for element in cases.elements {
                    type.cases.append((element.name.text, element.rawValue?.value))
                }
            } else if decl.is(StructDeclSyntax.self) || decl.is(EnumDeclSyntax.self) || decl.is(ClassDeclSyntax.self) {
                try collect(decl, outer: type.qualifiedName.isEmpty ? type.name : type.qualifiedName)
            }
        }
    }

    /// Property wrappers by how Rotor holds their value.
    static let wrappers: [String: StoredProperty.Wrapper] = [
        "State": .state, "SceneStorage": .state, "AppStorage": .state, "Binding": .binding,
        "AccessibilityFocusState": .focusState, "FocusState": .focusState, "FocusedValue": .focusState,
        "Environment": .environment, "EnvironmentObject": .model, "ObservedObject": .model,
        "StateObject": .model, "Bindable": .model, "IBOutlet": .outlet,
    ]

    /// Attributes that change nothing a reader hears: `@Published` and `@ScaledMetric` hold
    /// a plain value, `@Namespace` an identity for animations, the rest are for the compiler.
    static let plainAttributes: Set<String> = [
        "objc", "IBInspectable", "IBAction", "Published", "ScaledMetric", "Namespace", "MainActor", "ViewBuilder",
        "nonobjc", "discardableResult", "available", "GestureState", "ObservationIgnored", "Sendable", "inlinable",
        "usableFromInline", "preconcurrency", "NSManaged", "IBDesignable",
    ]

    private mutating func addVariable(_ variable: VariableDeclSyntax, to type: inout TypeDecl) throws(RotorDiagnostics.Diagnostic) {
        let attributes = variable.attributes.compactMap { $0.as(AttributeSyntax.self) }
        var wrapper = StoredProperty.Wrapper.none
        var environmentKey: String?
        for attribute in attributes {
            let name = attribute.attributeName.trimmedDescription
            if let known = Self.wrappers[name] {
                wrapper = known
                if known == .environment {
                    // `@Environment(\.isEnabled)`, or `@Environment(Model.self)` for a model.
                    let argument = attribute.arguments?.as(LabeledExprListSyntax.self)?.first?.expression
                    if let path = argument?.as(KeyPathExprSyntax.self) {
                        environmentKey = path.components.last?.component.as(KeyPathPropertyComponentSyntax.self)?.declName.baseName.text
                    } else {
                        wrapper = .model
                    }
                }
            } else if !Self.plainAttributes.contains(name) {
                throw error(attribute, "'@\(name)' is a property wrapper Rotor does not read; it reads @State, @Binding, @Environment, @EnvironmentObject, @ObservedObject, @StateObject, @FocusState, @AccessibilityFocusState, @AppStorage and @IBOutlet. Give the property's value with 'state:' and use one of those")
            }
        }
        for binding in variable.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else {
                throw error(binding.pattern, "a tuple pattern in a property is not read; declare one property per line")
            }
            if variable.modifiers.contains(where: { $0.name.text == "lazy" }), let value = binding.initializer?.value {
                // A lazy property is worked out when first read; read it like a computed one.
                type.computed[name] = (CodeBlockItemListSyntax([CodeBlockItemSyntax(item: .expr(value))]), Syntax(binding))
                continue
            }
            if let accessors = binding.accessorBlock {
                switch accessors.accessors {
                case .getter(let body):
                    type.computed[name] = (body, Syntax(binding))
                    continue
                case .accessors(let list):
                    if let getter = list.first(where: { $0.accessorSpecifier.tokenKind == .keyword(.get) }), let body = getter.body {
                        type.computed[name] = (body.statements, Syntax(binding))
                        continue
                    }
                    let didSet = list.first { $0.accessorSpecifier.tokenKind == .keyword(.didSet) }?.body?.statements
                    type.stored.append(StoredProperty(
                        name: name, isLet: false, wrapper: wrapper, type: binding.typeAnnotation?.type,
                        initializer: binding.initializer?.value, didSet: didSet, node: Syntax(binding), environmentKey: environmentKey
                    ))
                    continue
                }
            }
            let names = Set(attributes.map { $0.attributeName.trimmedDescription })
            type.stored.append(StoredProperty(
                name: name, isLet: variable.bindingSpecifier.tokenKind == .keyword(.let), wrapper: wrapper,
                type: binding.typeAnnotation?.type, initializer: binding.initializer?.value, didSet: nil, node: Syntax(binding),
                environmentKey: environmentKey, isViewBuilder: names.contains("ViewBuilder"), isSuppliedBySwiftUI: names.contains("Namespace")
            ))
        }
    }

    /// A getter's statements: `var x: T { … }` or `var x: T { get { … } }`.
    static func getter(_ binding: PatternBindingSyntax) -> CodeBlockItemListSyntax? {
        switch binding.accessorBlock?.accessors {
        case .getter(let body): body
        case .accessors(let list): list.first { $0.accessorSpecifier.tokenKind == .keyword(.get) }?.body?.statements
        case nil: nil
        }
    }

    /// A declared name without the backticks that let a keyword be one (`` `if` ``).
    static func name(_ token: TokenSyntax) -> String {
        let text = token.text
        guard text.hasPrefix("`"), text.hasSuffix("`"), text.count > 2 else { return text }
        return String(text.dropFirst().dropLast())
    }

    /// What the compiler says for a lexer error, in its words.
    static func lexerMessage(_ kind: TokenDiagnostic.Kind) -> String {
        switch kind {
        case .invalidCharacter, .unprintableAsciiCharacter: "invalid character in source file"
        case .unicodeCurlyQuote: "unicode curly quote found; replace with '\"'"
        case .nonBreakingSpace: "non-breaking space (U+00A0) used instead of regular space"
        case .invalidUtf8: "invalid UTF-8 found in source file"
        case .insufficientIndentationInMultilineStringLiteral: "insufficient indentation of line in multi-line string literal"
        default: "the characters here do not form a Swift token (\(kind))"
        }
    }

    static let snippetName = "(snippet)"

    /// The top-level statements of the sources, when they hold a view expression: a snippet
    /// such as `HStack { … }.accessibilityElement(children: .combine)`.
    func snippetBody() -> CodeBlockItemListSyntax? {
        func isView(_ item: CodeBlockItemSyntax) -> Bool {
            switch item.item {
            case .expr: true
            case .stmt(let stmt): stmt.is(ExpressionStmtSyntax.self)
            case .decl: false
            }
        }
        for tree in trees where tree.statements.contains(where: isView) {
            return tree.statements
        }
        return nil
    }

    /// An error about the code as a whole, at the start of its first source.
    func sourceError(_ message: String) -> RotorDiagnostics.Diagnostic {
        sources.first?.error(line: 1, column: 1, message) ?? RotorDiagnostics.Diagnostic(line: 1, column: 1, message: message)
    }

    /// The type, or a member added to a library type.
    func type(named name: String) -> TypeDecl? {
        types[name] ?? types[name.split(separator: ".").last.map(String.init) ?? name]
    }
}
