import Foundation

/// Runs one of the repository's JavaScript files in node, as the site's own scripts run in a
/// browser: the search tests hold the Swift side to them.
public enum NodeScript {
    /// The output of `node script arguments…` (standard output and error together), with its
    /// exit status; `script` is relative to the repository root.
    public static func run(_ script: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["node", ContentFolder.repositoryRoot.appendingPathComponent(script).path] + arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}
