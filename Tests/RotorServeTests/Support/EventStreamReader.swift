import Foundation
#if canImport(Glibc)
import Glibc
#endif

/// Reads `/__rotor/events` over a real socket, the way a browser's `EventSource` does.
///
/// It undoes the chunked transfer encoding, splits the stream at blank lines and hands out
/// each event's joined `data:` lines; comment-only blocks (the greeting, heartbeats) come out
/// as `:`-prefixed text, so a test can wait until the stream is open.
final class EventStreamReader: Sendable {
    private let socket: Int32
    let messages: AsyncStream<String>

    init(port: Int, lastEventID: String? = nil) throws {
        socket = try LoopbackHTTP.connect(port: port)
        let (stream, continuation) = AsyncStream.makeStream(of: String.self)
        messages = stream
        let extra = lastEventID.map { "Last-Event-ID: \($0)\r\n" } ?? ""
        LoopbackHTTP.send(socket, "GET /__rotor/events HTTP/1.1\r\nHost: localhost:\(port)\r\nAccept: text/event-stream\r\n\(extra)\r\n")
        let socket = self.socket
        Thread {
            var parser = Parser()
            var buffer = [UInt8](repeating: 0, count: 16384)
            while true {
                let count = buffer.withUnsafeMutableBytes { recv(socket, $0.baseAddress, $0.count, 0) }
                guard count > 0 else { break }
                for message in parser.feed(buffer[..<count]) { continuation.yield(message) }
            }
            continuation.finish()
        }.start()
    }

    /// The next message, or `nil` after `timeout` or when the stream ends.
    func next(timeout: Duration = .seconds(15)) async -> String? {
        let messages = self.messages
        return await withTaskGroup(of: String?.self) { group in
            group.addTask {
                var iterator = messages.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try? await Task.sleep(for: timeout)
                return nil
            }
            let first = await group.next() ?? nil
            group.cancelAll()
            return first
        }
    }

    /// The next message that carries data, skipping comments.
    func nextEvent(timeout: Duration = .seconds(15)) async -> String? {
        let deadline = ContinuousClock.now + timeout
        while ContinuousClock.now < deadline {
            guard let message = await next(timeout: deadline - ContinuousClock.now) else { return nil }
            if !message.hasPrefix(":") { return message }
        }
        return nil
    }

    func close() {
        shutdown(socket, Int32(SHUT_RDWR))
        Glibc.close(socket)
    }

    /// Response head, then chunked body, then event blocks.
    struct Parser {
        private var raw: [UInt8] = []
        private var sawHead = false
        private var text = ""

        mutating func feed(_ bytes: ArraySlice<UInt8>) -> [String] {
            raw += bytes
            if !sawHead {
                guard let end = raw.firstRange(of: Array("\r\n\r\n".utf8)) else { return [] }
                raw.removeSubrange(..<end.upperBound)
                sawHead = true
            }
            while let lineEnd = raw.firstRange(of: Array("\r\n".utf8)),
                  let size = Int(String(decoding: raw[..<lineEnd.lowerBound], as: UTF8.self), radix: 16),
                  raw.count >= lineEnd.upperBound + size + 2 {
                text += String(decoding: raw[lineEnd.upperBound..<(lineEnd.upperBound + size)], as: UTF8.self)
                raw.removeSubrange(..<(lineEnd.upperBound + size + 2))
            }
            var messages: [String] = []
            while let blank = text.range(of: "\n\n") {
                let block = text[..<blank.lowerBound]
                text.removeSubrange(..<blank.upperBound)
                let lines = block.split(separator: "\n")
                let data = lines.filter { $0.hasPrefix("data: ") }.map { $0.dropFirst(6) }
                messages.append(data.isEmpty ? ":" + lines.joined(separator: "\n") : data.joined(separator: "\n"))
            }
            return messages
        }
    }
}
