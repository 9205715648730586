import Foundation
import RotorDiagnostics
import Testing
import RotorKotlin

/// The real Compose files of ../shared/realworld-compose (read there, never copied in) parse
/// whole: a check of the grammar and of pasted-file headers on code nobody wrote for Rotor.
/// Skipped when the folder is not beside the project.
@Suite struct KotlinRealCodeTests {
    static let corpus = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("shared/realworld-compose")

    @Test func everyRealComposeFileParsesWithoutError() throws {
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: Self.corpus.path) else { return }
        let files = names.filter { $0.hasSuffix(".kt") }.sorted()
        #expect(!files.isEmpty)
        for name in files {
            let text = String(decoding: try Data(contentsOf: Self.corpus.appendingPathComponent(name)), as: UTF8.self)
            let tree = try KotlinParser.parse(text)
            #expect(!tree.hasError, "\(name):\(tree.diagnostic.map { "\($0)" } ?? "")")
            #expect(tree.root.children(ofType: "function_declaration").count >= 1, "\(name)")
        }
    }
}
