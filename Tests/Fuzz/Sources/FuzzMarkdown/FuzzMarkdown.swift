import FuzzDriver
import RotorHTML
import RotorMarkdown

/// Markdown to HTML through our own walk, in safe mode and with raw HTML allowed.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzMarkdown(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    let document = MarkdownParser.parse(text)
    _ = try? MarkdownHTMLRenderer(options: .init(allowRawHTML: false)).render(document)
    _ = try? MarkdownHTMLRenderer(options: .init(allowRawHTML: true)).render(document)
    _ = document.readableText()
    return 0
}

@_cdecl("FuzzMarkdown_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, fuzzMarkdown)
}
