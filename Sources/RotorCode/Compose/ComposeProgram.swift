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
    }

    let sources: [Source]
    let trees: [KotlinSyntaxTree]
    var functions: [String: Function] = [:]
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
            for declaration in tree.root.all(where: { $0.type == "function_declaration" }) {
                guard let name = declaration.child(field: "name")?.text ?? declaration.firstChild(ofType: "identifier")?.text else { continue }
                let composable = declaration.firstChild(ofType: "modifiers")?.all(where: { $0.type == "annotation" }).contains { $0.text.hasSuffix("Composable") } ?? false
                if functions[name] == nil || (composable && functions[name]?.isComposable == false) {
                    functions[name] = Function(name: name, node: declaration, source: index, isComposable: composable)
                }
            }
        }
        self.trees = trees
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
