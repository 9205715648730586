/// Starts libFuzzer from an executable target's entry point.
///
/// SwiftPM links every executable with `main` defined as `<Target>_main`, which keeps
/// libFuzzer's own `main` out of the link; each target defines that symbol and hands its
/// arguments and its `LLVMFuzzerTestOneInput` to libFuzzer here.
public typealias FuzzTestOneInput = @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt

@_silgen_name("LLVMFuzzerRunDriver")
private func LLVMFuzzerRunDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ testOneInput: FuzzTestOneInput
) -> CInt

/// Runs libFuzzer with the process's arguments (`-max_total_time=60`, corpus folders…).
public func runLibFuzzer(
    _ argc: CInt, _ argv: UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>, _ testOneInput: FuzzTestOneInput
) -> CInt {
    var argc = argc
    var argv = argv
    return LLVMFuzzerRunDriver(&argc, &argv, testOneInput)
}

/// The input as a buffer, empty for a null pointer.
public func fuzzBytes(_ data: UnsafePointer<UInt8>?, _ size: Int) -> UnsafeBufferPointer<UInt8> {
    UnsafeBufferPointer(start: data, count: data == nil ? 0 : size)
}
