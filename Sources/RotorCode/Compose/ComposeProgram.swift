import RotorDiagnostics
import RotorKotlin

/// The article's Kotlin: each source parsed by tree-sitter, and its functions by name.
public struct ComposeProgram: Sendable {
    public struct Source: Sendable {
        public var name: String
        public var text: String
        public var lineOffset: Int
        public var isAbsolute: Bool
        public init(name: String, text: String, lineOffset: Int = 0, isAbsolute: Bool = false) {
            self.name = name
            self.text = text
            self.lineOffset = lineOffset
            self.isAbsolute = isAbsolute
        }
    }

    struct Function: Sendable {
        var name: String
        var node: KotlinNode
        var source: Int
        var isComposable: Bool
        /// The body expression of a function tree-sitter-kotlin 1.1.0 reads as an assignment
        /// (`@A @B private fun F() = expression`); nil for a proper `function_declaration`.
        var expressionBody: KotlinNode? = nil
        /// That misread function's argument list, where its parameters would be.
        var misreadParameters: KotlinNode? = nil
        /// The body of a block-bodied function the grammar misreads the same way, as a lambda.
        var blockBody: KotlinNode? = nil
    }

    let sources: [Source]
    let trees: [KotlinSyntaxTree]
    var functions: [String: Function] = [:]
    /// Every function of a name, in source order: Kotlin overloads by parameters.
    var overloads: [String: [Function]] = [:]
    /// The code's classes (data, enum, sealed, plain) and objects, by simple and qualified name.
    var classes: [String: KotlinClass] = [:]
    /// Top-level `val`s with their values (not delegated), by name.
    var topLevel: [String: KotlinNode] = [:]
    /// `import a.b.Name as Alias`: each alias and the name it stands for.
    var aliases: [String: String] = [:]
    /// `strings:`: resource names to text, or to plural forms (`one`, `other`, …).
    public var strings: [String: String] = [:]
    public var plurals: [String: [String: String]] = [:]

    public init(_ sources: [Source]) throws(Diagnostic) {
        self.sources = sources
        var trees: [KotlinSyntaxTree] = []
        for (index, source) in sources.enumerated() {
            let tree: KotlinSyntaxTree
            do {
                tree = try KotlinParser.parse(source.text)
            } catch let error as Diagnostic {
                var located = error
                located.path = source.name
                located.line = (located.line ?? 1) + source.lineOffset
                located.isAbsolute = source.isAbsolute
                throw located
            } catch {
                throw Diagnostic(path: source.name, line: source.lineOffset + 1, column: 1, isAbsolute: source.isAbsolute, message: "the Kotlin could not be read: \(error)")
            }
            if let problem = tree.firstProblem {
                let at = problem.location
                throw Diagnostic(path: source.name, line: at.line + source.lineOffset, column: at.column, isAbsolute: source.isAbsolute, message: problem.message)
            }
            trees.append(tree)
            // Read from the lines themselves: the parser blanks the import lines of a later
            // file pasted into the same block.
            for line in source.text.split(separator: "\n") {
                let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
                if words.count == 4, words[0] == "import", words[2] == "as", let original = words[1].split(separator: ".").last {
                    aliases[String(words[3])] = String(original)
                }
            }
            let misread = tree.root.namedChildren.filter { ["assignment", "annotated_expression", "infix_expression"].contains($0.type) }
            for declaration in tree.root.all(where: { $0.type == "function_declaration" }) + misread {
                guard let function = Self.function(declaration, source: index) else { continue }
                let name = function.name
                overloads[name, default: []].append(function)
                if functions[name] == nil || (function.isComposable && functions[name]?.isComposable == false) {
                    functions[name] = function
                }
            }
            KotlinClass.index(tree.root, into: &classes)
            for declaration in tree.root.children(ofType: "property_declaration") {
                guard let declared = declaration.firstChild(ofType: "variable_declaration")?.firstChild(ofType: "identifier")?.text,
                      declaration.firstChild(ofType: "property_delegate") == nil,
                      let value = declaration.namedChildren.last, value.type != "variable_declaration", value.type != "modifiers" else { continue }
                if topLevel[declared] == nil { topLevel[declared] = value }
            }
        }
        self.trees = trees
    }

    /// A function declaration, whatever its modifiers and annotations. tree-sitter-kotlin 1.1.0
    /// reads an expression-bodied function with annotations and a modifier
    /// (`@Preview @Composable private fun F() = Theme { … }`) as an assignment whose left side
    /// is the annotations around `private fun F()`; that shape is read as the function it is.
    static func function(_ node: KotlinNode, source: Int) -> Function? {
        func isComposable(_ annotations: [KotlinNode]) -> Bool {
            annotations.contains { annotation in
                let name = annotation.text.split(separator: "(").first.map(String.init) ?? annotation.text
                return name == "@Composable" || name.hasSuffix(".Composable")
            }
        }
        if node.type == "function_declaration" {
            guard let name = node.child(field: "name")?.text ?? node.firstChild(ofType: "identifier")?.text else { return nil }
            let annotations = node.firstChild(ofType: "modifiers")?.children(ofType: "annotation") ?? []
            return Function(name: name, node: node, source: source, isComposable: isComposable(annotations))
        }
        // `@A internal fun F() { … }` comes as annotations around `internal fun F() { … }`.
        let left: KotlinNode
        var right: KotlinNode?
        if node.type == "assignment" {
            guard let l = node.child(field: "left"), let r = node.child(field: "right") else { return nil }
            left = l
            right = r
        } else {
            left = node
        }
        guard left.type == "annotated_expression" || left.type == "infix_expression" else { return nil }
        var annotations: [KotlinNode] = []
        var current = left
        while current.type == "annotated_expression" {
            annotations += current.children(ofType: "annotation")
            guard let inner = current.namedChildren.last(where: { $0.type != "annotation" }) else { return nil }
            current = inner
        }
        let parts = current.namedChildren
        guard current.type == "infix_expression", parts.count >= 3, parts[parts.count - 2].text == "fun",
              var header = parts.last, header.type == "call_expression" else { return nil }
        var block: KotlinNode?
        if right == nil {
            // `F() { body }`: the call of `F()` with the body as its trailing lambda.
            guard header.namedChildren.count == 2, let inner = header.namedChildren.first, inner.type == "call_expression",
                  let lambda = header.namedChildren[1].firstChild(ofType: "lambda_literal") else { return nil }
            block = lambda
            header = inner
        }
        guard let nameNode = header.namedChildren.first, nameNode.type == "identifier",
              let arguments = header.firstChild(ofType: "value_arguments") else { return nil }
        return Function(name: nameNode.text, node: node, source: source, isComposable: isComposable(annotations), expressionBody: right, misreadParameters: arguments, blockBody: block)
    }

    func source(of node: KotlinNode) -> Source? {
        sources.indices.first { trees[$0].source === node.source }.map { sources[$0] }
    }

    /// An error at `node`, placed in its source the way the spec's other errors are.
    func error(_ node: KotlinNode, _ message: String) -> Diagnostic {
        let at = node.start
        let source = source(of: node)
        return Diagnostic(path: source?.name ?? "", line: at.line + (source?.lineOffset ?? 0), column: at.column, isAbsolute: source?.isAbsolute ?? false, message: message)
    }
}
