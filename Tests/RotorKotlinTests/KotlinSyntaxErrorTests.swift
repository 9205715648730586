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

    @Test func theFirstProblemIsTheEarliestInTheSource() throws {
        let tree = try KotlinParser.parse("val a = (1\nval b = 2\nval c = )\n")
        let problem = try #require(tree.firstProblem)
        #expect(problem.location.line == 1)
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
