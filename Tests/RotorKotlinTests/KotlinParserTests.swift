import RotorDiagnostics
import Testing
import RotorKotlin

/// The parser on composables written for these tests: node types, fields, text and places.
@Suite struct KotlinParserTests {
    static let settingsRow = """
    @Preview(showBackground = true)
    @Composable
    fun SettingsRow(title: String, modifier: Modifier = Modifier) {
        var enabled by remember { mutableStateOf(false) }
        Row(
            modifier = modifier
                .fillMaxWidth()
                .toggleable(value = enabled, role = Role.Switch) { enabled = it }
                .padding(horizontal = 16.dp)
        ) {
            Text(text = if (enabled) "On" else "Off", style = MaterialTheme.typography.bodyLarge)
            Switch(checked = enabled, onCheckedChange = null)
        }
    }

    """

    @Test func aComposableParsesWithoutErrorIntoTheGrammarsNodes() throws {
        let tree = try KotlinParser.parse(Self.settingsRow)
        #expect(!tree.hasError)
        #expect(tree.firstProblem == nil)
        #expect(tree.root.type == "source_file")
        let function = try #require(tree.root.namedChildren.first)
        #expect(function.type == "function_declaration")
        #expect(function.child(field: "name")?.text == "SettingsRow")
        #expect(function.start == KotlinLocation(line: 1, column: 1, utf8Offset: 0))

        // Both annotations, the first with an argument.
        let annotations = try #require(function.firstChild(ofType: "modifiers")).children(ofType: "annotation")
        #expect(annotations.map(\.text) == ["@Preview(showBackground = true)", "@Composable"])
        #expect(annotations[0].firstChild(ofType: "constructor_invocation") != nil)

        // Parameters with types and a default value.
        let parameters = try #require(function.firstChild(ofType: "function_value_parameters"))
        #expect(parameters.children(ofType: "parameter").map { $0.namedChildren.first?.text } == ["title", "modifier"])
        #expect(parameters.namedChildren.last?.text == "Modifier", "the default value follows its parameter")
    }

    @Test func rememberByIsAPropertyWithADelegate() throws {
        let tree = try KotlinParser.parse(Self.settingsRow)
        let property = try #require(tree.root.first { $0.type == "property_declaration" })
        #expect(property.hasToken("var"))
        #expect(property.firstChild(ofType: "variable_declaration")?.text == "enabled")
        let delegate = try #require(property.firstChild(ofType: "property_delegate"))
        #expect(delegate.hasToken("by"))
        // `remember { … }`: a call whose only argument is a trailing lambda.
        let remember = try #require(delegate.firstChild(ofType: "call_expression"))
        #expect(remember.namedChildren.first?.text == "remember")
        let lambda = try #require(remember.firstChild(ofType: "annotated_lambda")?.firstChild(ofType: "lambda_literal"))
        #expect(lambda.namedChildren.map(\.text) == ["mutableStateOf(false)"])
        #expect(property.start == KotlinLocation(line: 4, column: 5, utf8Offset: property.byteRange.lowerBound))
        #expect(delegate.start.line == 4 && delegate.start.column == 17)
    }

    @Test func aTrailingLambdaWrapsTheCallItFollows() throws {
        let tree = try KotlinParser.parse(Self.settingsRow)
        // `Row(…) { … }` reads as a call of the call `Row(…)` with the lambda.
        let row = try #require(tree.root.first { $0.type == "call_expression" && $0.text.hasPrefix("Row(") })
        let inner = try #require(row.namedChildren.first)
        #expect(inner.type == "call_expression")
        #expect(inner.namedChildren.first?.text == "Row")
        let content = try #require(row.namedChildren.last)
        #expect(content.type == "annotated_lambda")
        let calls = try #require(content.firstChild(ofType: "lambda_literal")).children(ofType: "call_expression")
        #expect(calls.map { $0.namedChildren.first?.text } == ["Text", "Switch"])
        #expect(calls[0].start.line == 11 && calls[0].start.column == 9)
    }

    @Test func aModifierChainNestsFromItsLastCall() throws {
        let tree = try KotlinParser.parse(Self.settingsRow)
        let argument = try #require(tree.root.first { $0.type == "value_argument" && $0.text.hasPrefix("modifier =") })
        #expect(argument.namedChildren.first?.text == "modifier", "a named argument starts with its name")
        // .padding(…) is outermost; walking the receivers down reaches `modifier`.
        var names: [String] = []
        var node = try #require(argument.namedChildren.last)
        while node.type == "call_expression" {
            var callee = try #require(node.namedChildren.first)
            if callee.type == "call_expression" { callee = try #require(callee.namedChildren.first) }
            #expect(callee.type == "navigation_expression")
            names.append(try #require(callee.namedChildren.last).text)
            node = try #require(callee.namedChildren.first)
        }
        #expect(names == ["padding", "toggleable", "fillMaxWidth"])
        #expect(node.text == "modifier")
        let padding = try #require(argument.first { $0.type == "value_argument" && $0.text.hasPrefix("horizontal") })
        let amount = try #require(padding.namedChildren.last)
        #expect(amount.type == "navigation_expression")
        #expect(amount.namedChildren.map(\.type) == ["number_literal", "identifier"])
    }

    @Test func anIfExpressionHasItsConditionAsAField() throws {
        let tree = try KotlinParser.parse(Self.settingsRow)
        let ifExpression = try #require(tree.root.first { $0.type == "if_expression" })
        #expect(ifExpression.child(field: "condition")?.text == "enabled")
        #expect(ifExpression.children(ofType: "string_literal").map(\.text) == ["\"On\"", "\"Off\""])
        #expect(ifExpression.hasToken("else"))
        #expect(ifExpression.start.line == 11 && ifExpression.start.column == 21)
    }

    @Test func whenEnumAndDataClassesAndExtensionFunctions() throws {
        let code = """
        enum class Level { Low, High }
        data class Item(val title: String, val count: Int = 0)
        fun Int.percent(): String = "$this%"
        @Composable
        fun Badge(level: Level) {
            val color = when (level) {
                Level.Low -> Color.Gray
                else -> Color.Red
            }
            items.forEach { Text(it.title) }
        }
        """
        let tree = try KotlinParser.parse(code)
        #expect(!tree.hasError)
        let declarations = tree.root.namedChildren
        #expect(declarations.map(\.type) == ["class_declaration", "class_declaration", "function_declaration", "function_declaration"])
        #expect(declarations[0].firstChild(ofType: "modifiers")?.text == "enum")
        #expect(declarations[0].child(field: "name")?.text == "Level")
        #expect(declarations[0].firstChild(ofType: "enum_class_body")?.children(ofType: "enum_entry").map(\.text) == ["Low", "High"])
        #expect(declarations[1].firstChild(ofType: "modifiers")?.text == "data")
        let parameters = try #require(declarations[1].firstChild(ofType: "primary_constructor")?.firstChild(ofType: "class_parameters"))
        #expect(parameters.children(ofType: "class_parameter").map { $0.namedChildren.first?.text } == ["title", "count"])
        // The receiver type comes before the name.
        #expect(declarations[2].namedChildren.first?.type == "user_type")
        #expect(declarations[2].namedChildren.first?.text == "Int")
        #expect(declarations[2].child(field: "name")?.text == "percent")

        let when = try #require(tree.root.first { $0.type == "when_expression" })
        #expect(when.firstChild(ofType: "when_subject")?.text == "(level)")
        let entries = when.children(ofType: "when_entry")
        #expect(entries.count == 2)
        #expect(entries[0].child(field: "condition")?.text == "Level.Low")
        #expect(entries[1].hasToken("else"))
        #expect(entries[1].start == KotlinLocation(line: 8, column: 9, utf8Offset: entries[1].byteRange.lowerBound))

        // `it` in a lambda without parameters is a plain identifier.
        let forEachLambda = try #require(tree.root.first { $0.type == "lambda_literal" })
        #expect(forEachLambda.firstChild(ofType: "lambda_parameters") == nil)
        #expect(forEachLambda.first { $0.type == "identifier" && $0.text == "it" } != nil)
    }

    @Test func lambdaParametersAndSafeCalls() throws {
        let tree = try KotlinParser.parse("val names = items.map { item -> item.name }\nval n = user?.name ?: \"guest\"\n")
        #expect(!tree.hasError)
        let lambda = try #require(tree.root.first { $0.type == "lambda_literal" })
        #expect(lambda.firstChild(ofType: "lambda_parameters")?.text == "item")
        let safe = try #require(tree.root.first { $0.type == "navigation_expression" && $0.hasToken("?.") })
        #expect(safe.text == "user?.name")
        // `?:` is a binary expression whose operator field is the token.
        let elvis = try #require(tree.root.first { $0.type == "binary_expression" })
        #expect(elvis.child(field: "operator")?.type == "?:")
        #expect(elvis.child(field: "left")?.type == "navigation_expression")
        #expect(elvis.child(field: "right")?.text == "\"guest\"")
    }

    @Test func unnamedNodesKeepTheirTokensAndFields() throws {
        let tree = try KotlinParser.parse("fun f() { checked = !checked }")
        let assignment = try #require(tree.root.first { $0.type == "assignment" })
        #expect(assignment.child(field: "left")?.text == "checked")
        #expect(assignment.child(field: "operator").map { ($0.text, $0.isNamed) } ?? ("", true) == ("=", false))
        let not = try #require(assignment.child(field: "right"))
        #expect(not.type == "unary_expression")
        #expect(not.child(field: "operator")?.type == "!")
        #expect(not.child(field: "argument")?.text == "checked")
        #expect(tree.nodeCount == tree.root.all { _ in true }.count)
        #expect(tree.root.sExpression.hasPrefix("(source_file (function_declaration name: (identifier)"))
    }
}
