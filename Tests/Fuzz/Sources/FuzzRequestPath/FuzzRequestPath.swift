import FuzzDriver
@testable import RotorServe

/// Request-path resolution: whatever a client sends, an accepted path names a file inside the
/// site, never `..`, an absolute path, a backslash or a control character.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzRequestPath(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let raw = String(decoding: fuzzBytes(data, size), as: UTF8.self)
    for candidate in [raw, "/" + raw] {
        guard let path = RequestPath(candidate) else { continue }
        for file in [path.filePath] + (path.folderIndexPath.map { [$0] } ?? []) {
            let segments = file.split(separator: "/", omittingEmptySubsequences: false)
            if file.hasPrefix("/") || segments.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." })
                || file.unicodeScalars.contains(where: { $0.value < 0x20 || $0 == "\\" || $0 == "%" }) {
                fatalError("request '\(candidate)' resolved to '\(file)'")
            }
        }
    }
    return 0
}

@_cdecl("FuzzRequestPath_main")
func fuzzMain(_ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>) -> CInt {
    runLibFuzzer(argc, argv, fuzzRequestPath)
}
