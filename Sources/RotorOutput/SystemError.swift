import Foundation
import RotorDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension Diagnostic {
    /// A system call that failed on `path`, worded by the system (`strerror`).
    package static func system(_ path: String, errno code: Int32) -> Diagnostic {
        Diagnostic(path: path, message: String(cString: strerror(code)))
    }
}
