import FuzzDriver
import RotorSite
import RotorTranscripts

/// Front matter, `site.yml` and transcript specs: any bytes must give a value or a located
/// error, never a trap.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzFrontMatter(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let text = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    _ = try? FrontMatter.split(text, path: "fuzz.md")
    _ = try? FrontMatter.split("---\n" + text + "\n---\nBody\n", path: "fuzz.md")
    _ = try? SiteConfig.parse(text, path: "site.yml")
    _ = try? TranscriptExpander.expand(yaml: text, defaultLanguage: "en")
    return 0
}

@_cdecl("FuzzFrontMatter_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, fuzzFrontMatter)
}
