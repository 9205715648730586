import RotorDiagnostics
import Testing
import RotorKotlin

/// Broken code still gives a tree, and the first place it breaks as a located error.
@Suite struct KotlinSyntaxErrorTests {
    @Test func anUnclosedCallIsAMissingTokenAtItsPlace() throws {
        let code = """
        @Composable
        fun Title() {
            Text("Hello"
        }
        """
        let tree = try KotlinParser.parse(code)
        #expect(tree.hasError)
        let problem = try #require(tree.firstProblem)
        #expect(problem.kind == .missing)
        #expect(problem.node?.type == ")")
        #expect(problem.node?.isMissing == true)
        #expect(problem.location.line == 3 && problem.location.column == 17)
        let diagnostic = try #require(tree.diagnostic)
        #expect(diagnostic.description == "3:17: error: Kotlin syntax error: missing \")\"")
        #expect(diagnostic.located(in: "Article.md").offset(byLines: 10).description
            == "Article.md:13:17: error: Kotlin syntax error: missing \")\"")
    }

    @Test func textTheGrammarCannotPlaceIsUnexpected() throws {
        let tree = try KotlinParser.parse("val a = 1\nval b = = 2\n")
        #expect(tree.hasError)
        let problem = try #require(tree.firstProblem)
        #expect(problem.kind == .unexpected)
        #expect(problem.node?.isError == true)
        #expect(problem.node?.type == "ERROR")
        #expect(problem.location == KotlinLocation(line: 2, column: 7, utf8Offset: 16))
        #expect(problem.message == "unexpected \"=\"")
        #expect(tree.diagnostic?.description == "2:7: error: Kotlin syntax error: unexpected \"=\"")
    }

    @Test func anUnclosedParenthesisIsNamedWhereTheBadTextStarts() throws {
        // The parser stops on line 2 and wraps `= (1 val b =` in an ERROR; it starts mid-line, at
        // the text that went wrong.
        let tree = try KotlinParser.parse("val a = (1\nval b = 2\nval c = )\n")
        let problem = try #require(tree.firstProblem)
        #expect(problem.kind == .unexpected)
        #expect(problem.location.line == 1 && problem.location.column == 7)
    }

    @Test func whereTheParserStopsIsNamedRatherThanTheFunctionItWrapped() throws {
        // The ERROR wraps the function from `fun` on; the parser stopped at the second `=`.
        let tree = try KotlinParser.parse("fun f() {\n    val = = 3\n}\n")
        let problem = try #require(tree.firstProblem)
        #expect(problem.kind == .unread)
        #expect(problem.node == nil)
        #expect(problem.location.line == 2 && problem.location.column == 9)
        #expect(problem.message == "unexpected \"= = 3\" (the parser stopped here)")
    }

    @Test func emptyAndWhitespaceSourcesParse() throws {
        for code in ["", "\n\n", "// only a comment\n"] {
            let tree = try KotlinParser.parse(code)
            #expect(!tree.hasError)
            #expect(tree.root.type == "source_file")
        }
    }

    @Test func limitsAreLocatedErrorsNotCutTrees() throws {
        #expect(throws: Diagnostic.self) { try KotlinParser.parse("val a = 1", limits: KotlinLimits(maxBytes: 4)) }
        do {
            _ = try KotlinParser.parse("val a = 1 + 2", limits: KotlinLimits(maxNodes: 5))
            Issue.record("expected the node limit")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.message.contains("more than 5 syntax nodes"))
            #expect(diagnostic.line == 1)
        }
        let nested = "val a = " + String(repeating: "(", count: 300) + "1" + String(repeating: ")", count: 300)
        do {
            _ = try KotlinParser.parse(nested, limits: KotlinLimits(maxDepth: 50))
            Issue.record("expected the depth limit")
        } catch let diagnostic as Diagnostic {
            #expect(diagnostic.message.contains("nests more than 50 levels"))
            #expect(diagnostic.line == 1 && (diagnostic.column ?? 0) > 9)
        }
        // The standard bounds hold deep but reasonable code.
        let deep = try KotlinParser.parse("val a = " + String(repeating: "(", count: 60) + "1" + String(repeating: ")", count: 60))
        #expect(!deep.hasError)
        #expect(deep.depth > 60 && deep.depth <= KotlinLimits.standard.maxDepth)
    }
}

/// Code cut from two files and pasted as one.
@Suite struct KotlinPastedFilesTests {
    static let twoFiles = """
    package com.example.first

    import androidx.compose.runtime.Composable

    @Composable
    fun First() { Second() }

    // The second file.
    package com.example.second

    import androidx.compose.material3.Text
    import androidx.compose.ui.Modifier as M

    @Composable
    fun Second() { Text("Two") }
    """

    @Test func laterHeadersAreReadAsBlankAndEverythingElseStaysInPlace() throws {
        let tree = try KotlinParser.parse(Self.twoFiles)
        #expect(!tree.hasError, "\(tree.diagnostic.map { "\($0)" } ?? "")")
        #expect(tree.maskedHeaderLines == [9, 11, 12])
        let functions = tree.root.children(ofType: "function_declaration")
        #expect(functions.compactMap { $0.child(field: "name")?.text } == ["First", "Second"])
        #expect(functions[1].start.line == 14 && functions[1].start.column == 1)
        // The first file's headers are read as headers.
        #expect(tree.root.firstChild(ofType: "package_header") != nil)
        #expect(tree.root.children(ofType: "import").count == 1)
    }

    @Test func aRealErrorIsStillReportedInPastedFiles() throws {
        let tree = try KotlinParser.parse(Self.twoFiles + "\nfun Third( {\n")
        #expect(tree.hasError)
        #expect(tree.maskedHeaderLines == [9, 11, 12])
        #expect((tree.firstProblem?.location.line ?? 0) >= 16)
    }

    @Test func headersInOneFileAreLeftAlone() throws {
        let tree = try KotlinParser.parse("package a.b\nimport c.d.*\nfun f() = 1\n")
        #expect(!tree.hasError)
        #expect(tree.maskedHeaderLines.isEmpty)
    }
}
