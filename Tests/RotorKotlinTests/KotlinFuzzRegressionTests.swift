import RotorDiagnostics
import Foundation
import Testing
@testable import RotorKotlin

/// The seeds of `FuzzKotlin` and every input it ever crashed on, parsed as the fuzz target
/// parses them, so that a fixed crash stays fixed under `swift test`.
@Suite struct KotlinFuzzRegressionTests {
    static let fuzzFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fuzz")

    static func inputs() -> [URL] {
        ["Seeds", "Regressions"].flatMap { kind -> [URL] in
            let folder = fuzzFolder.appendingPathComponent("\(kind)/FuzzKotlin")
            let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
            return names.filter { !$0.hasPrefix(".") }.sorted().map { folder.appendingPathComponent($0) }
        }
    }

    @Test func everyKeptInputGivesAWellFormedTree() throws {
        let inputs = Self.inputs()
        #expect(inputs.count >= 3)
        for url in inputs {
            let source = String(decoding: try Data(contentsOf: url), as: UTF8.self)
            for limits in [KotlinLimits(timeoutMicroseconds: 1_000_000), KotlinLimits(maxNodes: 200, maxDepth: 12, timeoutMicroseconds: 1_000_000)] {
                guard let tree = try? KotlinParser.parse(source, limits: limits) else { continue }
                #expect(tree.structuralProblems().isEmpty, "\(url.lastPathComponent): \(tree.structuralProblems())")
                for node in tree.root.all(where: { _ in true }) {
                    _ = (node.text, node.start, node.end, node.templateParts)
                }
            }
            // The seeds are written to be whole Kotlin except the one named broken.
            if url.path.contains("/Seeds/") {
                let tree = try KotlinParser.parse(source)
                #expect(tree.hasError == url.lastPathComponent.hasPrefix("broken"), "\(url.lastPathComponent): \(tree.diagnostic?.description ?? "")")
            }
        }
    }

    @Test func theBrokenSeedIsLocatedWhereItBreaks() throws {
        let url = Self.fuzzFolder.appendingPathComponent("Seeds/FuzzKotlin/broken.kt")
        let tree = try KotlinParser.parse(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        let problem = try #require(tree.firstProblem)
        // A comma is missing between the two arguments on line 5; the parser reads `modifier` as a
        // stray name and stops at the `=` after it, column 49.
        #expect(problem.location.line == 5 && problem.location.column == 49)
    }
}
