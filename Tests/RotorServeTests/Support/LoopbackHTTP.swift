import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// A plain HTTP/1.1 client over a real loopback socket, for the end-to-end test.
///
/// Sockets block, so every call runs on a thread of its own rather than on the concurrency pool.
enum LoopbackHTTP {
    struct Response {
        var status: Int
        var head: String
        var body: String
    }

    enum Failure: Error { case connect, malformed }

    /// Opens a connection to 127.0.0.1:`port`.
    static func connect(port: Int) throws -> Int32 {
        let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        guard socket >= 0 else { throw Failure.connect }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
        let result = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                Glibc.connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard result == 0 else {
            close(socket)
            throw Failure.connect
        }
        return socket
    }

    static func send(_ socket: Int32, _ text: String) {
        let bytes = Array(text.utf8)
        var sent = 0
        while sent < bytes.count {
            let count = bytes[sent...].withUnsafeBytes { Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }
            guard count > 0 else { return }
            sent += count
        }
    }

    /// Sends one GET with `Connection: close` and reads the whole answer.
    static func get(port: Int, path: String, host: String? = nil) async throws -> Response {
        try await onThread {
            let socket = try connect(port: port)
            defer { close(socket) }
            send(socket, "GET \(path) HTTP/1.1\r\nHost: \(host ?? "localhost:\(port)")\r\nConnection: close\r\n\r\n")
            var data = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                data += buffer[..<count]
            }
            let text = String(decoding: data, as: UTF8.self)
            guard let split = text.range(of: "\r\n\r\n"),
                  let status = Int(text.split(separator: " ", maxSplits: 2).dropFirst().first ?? "") else { throw Failure.malformed }
            return Response(status: status, head: String(text[..<split.lowerBound]), body: String(text[split.upperBound...]))
        }
    }

    /// Sends raw bytes and returns whatever comes back before the server closes or 5 s pass.
    static func raw(port: Int, _ request: String) async throws -> String {
        try await onThread {
            let socket = try connect(port: port)
            defer { close(socket) }
            var timeout = timeval(tv_sec: 5, tv_usec: 0)
            setsockopt(socket, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
            send(socket, request)
            shutdown(socket, Int32(SHUT_WR))
            var data = [UInt8]()
            var buffer = [UInt8](repeating: 0, count: 65536)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                data += buffer[..<count]
            }
            return String(decoding: data, as: UTF8.self)
        }
    }

    /// Runs blocking work on a new thread.
    static func onThread<T: Sendable>(_ work: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            Thread { continuation.resume(with: Result { try work() }) }.start()
        }
    }
}
