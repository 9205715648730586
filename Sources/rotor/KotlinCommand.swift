import ArgumentParser
import Foundation
import RotorDiagnostics
import RotorKotlin

/// `rotor kotlin FILE...`: parses Kotlin files and reports the first syntax error of each, the
/// way `rotor transcript` will read Compose code; `--tree` prints the syntax trees.
struct KotlinCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "kotlin",
        abstract: "Parse Kotlin files with tree-sitter-kotlin and report each file's first syntax error as path:line:col.")

    @Argument(help: "The Kotlin files to parse.")
    var files: [String]

    @Flag(help: "Print each file's syntax tree (named nodes, with field names) as an S-expression.")
    var tree = false

    @Flag(help: "Print one line with the files, bytes and nodes parsed and the time the parses took (reading the files is not counted).")
    var time = false

    func run() throws {
        var failed = false
        var parsedFiles = 0
        var bytes = 0
        var nodes = 0
        var elapsed = Duration.zero
        let clock = ContinuousClock()
        for path in files {
            guard let data = FileManager.default.contents(atPath: path) else {
                FileHandle.standardError.write(Data("\(path): error: cannot read the file\n".utf8))
                failed = true
                continue
            }
            let text = String(decoding: data, as: UTF8.self)
            do {
                let start = clock.now
                let parsed = try KotlinParser.parse(text)
                elapsed += clock.now - start
                parsedFiles += 1
                bytes += data.count
                nodes += parsed.nodeCount
                if tree { print(parsed.root.sExpression) }
                if let diagnostic = parsed.diagnostic {
                    FileHandle.standardError.write(Data("\(diagnostic.located(in: path))\n".utf8))
                    failed = true
                }
            } catch let diagnostic as Diagnostic {
                FileHandle.standardError.write(Data("\(diagnostic.located(in: path))\n".utf8))
                failed = true
            }
        }
        if time {
            let seconds = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
            let megabytes = Double(bytes) / 1_048_576
            print(String(format: "parsed %d files, %.2f MB, %d nodes in %.1f ms (%.1f MB/s)",
                         parsedFiles, megabytes, nodes, seconds * 1000, seconds > 0 ? megabytes / seconds : 0))
        }
        if failed { throw ExitCode.failure }
    }
}
