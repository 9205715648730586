import Foundation

/// A real HTTP server on 127.0.0.1 serving a folder: Python's `http.server`, as plain as
/// the static hosts a published site goes to.
final class StaticServer {
    let port: Int
    private let process: Process
    private let log: URL

    /// Starts the server on a free port and waits until it listens.
    init(serving folder: URL) async throws {
        log = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-server-\(UUID().uuidString).log")
        try Data().write(to: log)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["python3", "-u", "-m", "http.server", "0", "--bind", "127.0.0.1", "--directory", folder.path]
        process.standardOutput = try FileHandle(forWritingTo: log)
        process.standardError = FileHandle.nullDevice
        try process.run()
        self.process = process
        let deadline = ContinuousClock.now + .seconds(20)
        while true {
            let text = String(decoding: try Data(contentsOf: log), as: UTF8.self)
            if let match = text.firstMatch(of: #/ port (\d+) /#), let port = Int(match.1) {
                self.port = port
                return
            }
            guard process.isRunning, ContinuousClock.now < deadline else {
                kill(process.processIdentifier, SIGKILL)
                throw CocoaError(.fileReadUnknown, userInfo: [NSLocalizedDescriptionKey: "http.server did not start: \(text)"])
            }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    var origin: String { "http://127.0.0.1:\(port)" }

    /// Stops the server with SIGKILL: a child of the test runner can inherit a signal mask
    /// that blocks SIGTERM, and then `terminate()` would leave it running.
    func stop() {
        kill(process.processIdentifier, SIGKILL)
        process.waitUntilExit()
        try? FileManager.default.removeItem(at: log)
    }
}
