import Foundation
import RotorDiagnostics
import RotorSite

/// One line of `git ls-tree -r`: a file, link or submodule at a path.
public struct GitTreeEntry: Sendable, Equatable {
    public var mode: String
    public var type: String
    public var object: String
    public var path: String

    public init(mode: String, type: String, object: String, path: String) {
        self.mode = mode
        self.type = type
        self.object = object
        self.path = path
    }

    /// The entry as `git update-index --index-info` reads it.
    var indexLine: String { "\(mode) \(type) \(object)\t\(path)" }
}

extension GitRepository {
    /// Every file in `treeish`, recursively.
    public func treeEntries(_ treeish: String) async throws -> [GitTreeEntry] {
        let output = try await run(["ls-tree", "-r", "-z", "--full-tree", treeish])
        return output.split(separator: 0).compactMap { record in
            let line = String(decoding: record, as: UTF8.self)
            guard let tab = line.firstIndex(of: "\t") else { return nil }
            let fields = line[..<tab].split(separator: " ")
            guard fields.count == 3 else { return nil }
            return GitTreeEntry(mode: String(fields[0]), type: String(fields[1]), object: String(fields[2]),
                                path: String(line[line.index(after: tab)...]))
        }
    }

    /// The object ids of `contents`, in order, stored in the object database when `write` is set.
    ///
    /// The bytes go to git exactly as given: no clean filters, no line-ending conversion.
    public func hashObjects(_ contents: [Data], write: Bool) async throws -> [String] {
        guard !contents.isEmpty else { return [] }
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appendingPathComponent("rotor-objects-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: scratch) }
        var paths: [String] = []
        for (index, data) in contents.enumerated() {
            let url = scratch.appendingPathComponent(String(index))
            try data.write(to: url)
            paths.append(url.path)
        }
        let arguments = ["hash-object", "--no-filters", "--stdin-paths"] + (write ? ["-w"] : [])
        let output = try await run(arguments, input: Data(paths.map { $0 + "\n" }.joined().utf8))
        let ids = String(decoding: output, as: UTF8.self).split(separator: "\n").map(String.init)
        guard ids.count == contents.count else {
            throw Diagnostic(path: directory.path, message: "git hash-object returned \(ids.count) ids for \(contents.count) files")
        }
        return ids
    }

    /// Writes a tree holding exactly `entries`, through a temporary index so that the
    /// repository's own index is never read or written.
    public func writeTree(_ entries: [GitTreeEntry]) async throws -> String {
        let manager = FileManager.default
        let scratch = manager.temporaryDirectory.appendingPathComponent("rotor-index-\(UUID().uuidString)")
        try manager.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? manager.removeItem(at: scratch) }
        let index = ["GIT_INDEX_FILE": scratch.appendingPathComponent("index").path]
        let lines = Data(entries.map { $0.indexLine + "\0" }.joined().utf8)
        try await run(["update-index", "-z", "--add", "--index-info"], input: lines, environment: index)
        let tree = try await run(["write-tree"], environment: index)
        return String(decoding: tree, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
