import FuzzDriver
@testable import RotorKotlin

/// The Kotlin parser: any bytes, read as UTF-8, give a well-formed tree or a located limit
/// error; every node's text, place and template parts can be read; never a trap, a hang, a
/// leak of tree-sitter's C tree or a runaway allocation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzKotlin(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    // One second per parse rather than five: tree-sitter's recovery can take seconds on a few
    // hundred bytes of noise, and the time limit is one of the outcomes under test.
    for limits in [KotlinLimits(timeoutMicroseconds: 1_000_000), KotlinLimits(maxNodes: 200, maxDepth: 12, timeoutMicroseconds: 1_000_000)] {
        guard let tree = try? KotlinParser.parse(source, limits: limits) else { continue }
        let problems = tree.structuralProblems()
        if !problems.isEmpty { fatalError("malformed tree: \(problems.prefix(3))") }
        _ = tree.diagnostic.map { String(describing: $0) }
        for node in tree.root.all(where: { _ in true }) {
            _ = (node.text, node.start, node.end)
            _ = node.templateParts
        }
        _ = tree.root.sExpression
    }
    return 0
}

@_cdecl("FuzzKotlin_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, fuzzKotlin)
}
