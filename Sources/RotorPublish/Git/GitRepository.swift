import Foundation
import RotorDiagnostics
import RotorSite

/// Runs the `git` command-line tool in one repository.
///
/// Standard input, output and error go through temporary files rather than pipes, so a
/// large `ls-tree` can never fill a pipe buffer and stall both processes.
public struct GitRepository: Sendable {
    /// The folder git runs in.
    public var directory: URL
    /// Variables added to the environment of every git process.
    public var environment: [String: String]

    public init(directory: URL, environment: [String: String] = [:]) {
        self.directory = directory
        self.environment = environment
    }

    /// Runs `git` with `arguments` and returns its standard output.
    ///
    /// - Parameters:
    ///   - arguments: The arguments after `git`.
    ///   - input: Bytes for standard input.
    ///   - environment: Variables for this one process, such as `GIT_INDEX_FILE`.
    /// - Throws: A ``RotorSite/Diagnostic`` with git's own message when it exits with a failure.
    @discardableResult
    public func run(_ arguments: [String], input: Data = Data(), environment: [String: String] = [:]) async throws -> Data {
        let result = try await execute(arguments, input: input, environment: environment)
        guard result.status == 0 else {
            let message = String(decoding: result.error, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
            throw Diagnostic(path: directory.path, message: "git \(arguments.first ?? "") failed: \(message)")
        }
        return result.output
    }

    /// Runs `git` and returns its trimmed output as text, or `nil` when git exits with a failure.
    public func query(_ arguments: [String]) async throws -> String? {
        let result = try await execute(arguments, input: Data(), environment: [:])
        guard result.status == 0 else { return nil }
        return String(decoding: result.output, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }

    private func execute(_ arguments: [String], input: Data, environment: [String: String])
        async throws -> (status: Int32, output: Data, error: Data)
    {
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appendingPathComponent("rotor-git-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: scratch) }
        let (inURL, outURL, errURL) = (scratch.appendingPathComponent("in"), scratch.appendingPathComponent("out"),
                                       scratch.appendingPathComponent("err"))
        try input.write(to: inURL)
        for url in [outURL, errURL] { try Data().write(to: url) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["git"] + arguments
        process.currentDirectoryURL = directory
        process.environment = ProcessInfo.processInfo.environment
            .merging(self.environment) { $1 }.merging(environment) { $1 }
        let handles = try (FileHandle(forReadingFrom: inURL), FileHandle(forWritingTo: outURL), FileHandle(forWritingTo: errURL))
        defer { for handle in [handles.0, handles.1, handles.2] { try? handle.close() } }
        process.standardInput = handles.0
        process.standardOutput = handles.1
        process.standardError = handles.2
        let status: Int32 = try await withCheckedThrowingContinuation { continuation in
            process.terminationHandler = { continuation.resume(returning: $0.terminationStatus) }
            do {
                try process.run()
            } catch {
                process.terminationHandler = nil
                continuation.resume(throwing: Diagnostic(path: directory.path, message: "cannot run git: \(error)"))
            }
        }
        return (status, try Data(contentsOf: outURL), try Data(contentsOf: errURL))
    }
}
