import FuzzDriver
import RotorHTML
import RotorTranscripts

/// Scene specs: any text after `component: scene` gives transcripts and their HTML, or a
/// located error, within the spec bounds; never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzScene(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    for yaml in [text, "component: scene\n" + text] {
        if let transcripts = try? TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en") {
            _ = TranscriptHTML.renderReaders(transcripts, id: "fuzz")
        }
    }
    return 0
}

@_cdecl("FuzzScene_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, fuzzScene)
}
