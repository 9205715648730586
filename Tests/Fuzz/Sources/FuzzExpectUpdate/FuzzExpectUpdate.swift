import FuzzDriver
import RotorTranscripts

/// `rotor check --update-expect` on any article: a rewrite changes nothing before the first
/// line it reports, and what it writes needs no further rewrite (it parses, and says what the
/// readers say). A trap or a failed check is a crash.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzExpectUpdate(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    checkExpectUpdate(text)
    return 0
}

/// The property, shared in spirit with `FuzzRegressionTests`.
func checkExpectUpdate(_ text: String) {
    guard let result = try? ExpectUpdate.update(article: text, language: "en") else { return }
    guard let first = result.changes.first else {
        precondition(result.text == text, "nothing changed, yet the text differs")
        return
    }
    let before = Array(text.utf8), after = Array(result.text.utf8)
    var same = 0
    while same < min(before.count, after.count), before[same] == after[same] { same += 1 }
    // Lines as cmark counts them (CRLF, CR, LF), which is at least as many as "\n" alone gives.
    var line = 1
    var index = 0
    while index < same {
        if before[index] == UInt8(ascii: "\r") {
            line += 1
            if index + 1 < before.count, before[index + 1] == UInt8(ascii: "\n") { index += 1 }
        } else if before[index] == UInt8(ascii: "\n") {
            line += 1
        }
        index += 1
    }
    precondition(line >= first.line, "bytes before line \(first.line) changed (at line \(line))")
    let again = try? ExpectUpdate.update(article: result.text, language: "en")
    precondition(again?.changes.isEmpty == true, "the rewritten article still needs a rewrite")
}

@_cdecl("FuzzExpectUpdate_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, fuzzExpectUpdate)
}
