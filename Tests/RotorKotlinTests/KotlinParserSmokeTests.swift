import Testing
@testable import RotorKotlin

@Suite struct KotlinParserSmokeTests {
    @Test func aFunctionParses() throws {
        let tree = try KotlinParser.parse("fun f() = 1\n")
        #expect(!tree.hasError)
        #expect(tree.root.type == "source_file")
        print(tree.root.sExpression)
    }
}
