import FuzzDriver
import RotorHTML
import RotorTranscripts

/// The Swift reader: any text as a SwiftUI snippet, a SwiftUI view `V` and a UIKit class `V`
/// gives transcripts or a located error within the code bounds; never a trap, a hang or a
/// runaway allocation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzSwiftCode(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let source = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let indented = source.split(separator: "\n", omittingEmptySubsequences: false).map { "  " + $0 }.joined(separator: "\n")
    for head in ["component: swiftui\n", "component: swiftui\nview: V\n", "component: uikit\nview: V\n"] {
        let yaml = head + "gestures: [focus, swipe right, double tap, swipe up, swipe down, two-finger scrub]\nswift: |\n" + indented + "\n"
        if let transcripts = try? TranscriptExpander.expandAll(yaml: yaml, defaultLanguage: "en") {
            _ = TranscriptHTML.renderReaders(transcripts, id: "fuzz")
        }
    }
    return 0
}

@_cdecl("FuzzSwiftCode_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, fuzzSwiftCode)
}
