import RotorDiagnostics
import Testing
import RotorKotlin

/// Columns in characters, and string templates read by Kotlin's rules.
@Suite struct KotlinTextTests {
    @Test func koreanTextKeepsColumnsInCharacters() throws {
        let code = """
        val greeting = "안녕하세요, 반가워요"
        val label = "설정"; val count = 3
        """
        let tree = try KotlinParser.parse(code)
        #expect(!tree.hasError)
        let declarations = tree.root.children(ofType: "property_declaration")
        #expect(declarations.count == 3)
        // `val label = "설정"; ` is 18 characters and 22 bytes, so the third declaration starts at
        // column 19, 22 bytes into its line.
        let third = declarations[2]
        #expect(third.start.line == 2)
        #expect(third.start.column == 19)
        let secondLine = try #require(Array(code.utf8).firstIndex(of: UInt8(ascii: "\n"))) + 1
        #expect(third.byteRange.lowerBound - secondLine == 22)
        let string = try #require(declarations[0].firstChild(ofType: "string_literal"))
        #expect(string.start.column == 16)
        #expect(string.end.column == 29)
        #expect(string.text == "\"안녕하세요, 반가워요\"")
    }

    @Test func aSyntaxErrorAfterKoreanTextIsAtTheRightColumn() throws {
        let tree = try KotlinParser.parse("fun f() {\n    Text(\"홍길동\", color = )\n}\n")
        let problem = try #require(tree.firstProblem)
        #expect(problem.kind == .unexpected)
        // Four spaces, `Text(` and `"홍길동", color ` are 22 characters (28 bytes): `=` is column 23.
        #expect(problem.location.line == 2 && problem.location.column == 23)
        #expect(tree.diagnostic?.description == "2:23: error: Kotlin syntax error: unexpected \"=\"")
    }

    @Test func codeTheGrammarStopsReadingIsAnErrorNotADroppedTail() throws {
        // tree-sitter-kotlin 1.1.0 has no Hangul in its identifiers and stops at one, leaving the
        // rest of the file out of the tree; the tree must not pass for whole.
        let tree = try KotlinParser.parse("val 이름 = 1\nval other = 2\n")
        #expect(tree.hasError)
        let problem = try #require(tree.firstProblem)
        #expect(problem.location.line == 1)
    }

    @Test func templatesSplitIntoTextNamesAndExpressions() throws {
        let tree = try KotlinParser.parse(#"val s = "알림 $count개, ${items.size} total\t\$5 \u0041 $ 1""#)
        let literal = try #require(tree.root.first { $0.type == "string_literal" })
        let parts = try #require(literal.templateParts)
        #expect(parts.count == 5)
        guard parts.count == 5 else { return }
        if case .text(let text) = parts[0] { #expect(text == "알림 ") } else { Issue.record("text first") }
        // A Korean syllable is a letter, so Kotlin reads `count개` as one name.
        if case .name(let name, let place) = parts[1] {
            #expect(name == "count개")
            #expect(place.column == 13)
        } else { Issue.record("a name second") }
        if case .text(let text) = parts[2] { #expect(text == ", ") } else { Issue.record("text third") }
        if case .expression(let node) = parts[3] { #expect(node.text == "items.size") } else { Issue.record("an expression fourth") }
        if case .text(let text) = parts[4] { #expect(text == " total\t$5 A $ 1") } else { Issue.record("text last") }
    }

    @Test func rawStringsHaveNoEscapesButDoHaveTemplates() throws {
        let tree = try KotlinParser.parse("val s = \"\"\"C:\\n $name ${x}\"\"\"")
        let literal = try #require(tree.root.first { $0.type == "multiline_string_literal" })
        let parts = try #require(literal.templateParts)
        #expect(parts.count == 4)
        if case .text(let text) = parts.first { #expect(text == "C:\\n ") } else { Issue.record("text first") }
        if case .name(let name, _) = parts[1] { #expect(name == "name") } else { Issue.record("a name second") }
        if case .text(let text) = parts[2] { #expect(text == " ") } else { Issue.record("a space third") }
        if case .expression(let node) = parts[3] { #expect(node.text == "x") } else { Issue.record("an expression last") }
        #expect(tree.root.templateParts == nil)
    }

    @Test func aDollarBeforeANonNameIsLiteral() throws {
        let tree = try KotlinParser.parse(#"val price = "$5 and $ and $_x and $`a b`""#)
        let parts = try #require(tree.root.first { $0.type == "string_literal" }?.templateParts)
        let described = parts.map { part -> String in
            switch part {
            case .text(let text): "t:" + text
            case .name(let name, _): "n:" + name
            case .expression(let node): "e:" + node.text
            }
        }
        #expect(described == ["t:$5 and $ and ", "n:_x", "t: and ", "n:a b"])
    }
}
