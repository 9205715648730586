import CRotorSystem
import Foundation

/// Writes a whole site beside the output directory, then swaps it in.
///
/// The new site is written to a hidden sibling, `.NAME.rotor-new`, and exchanged with the
/// output in one `renameat2(RENAME_EXCHANGE)` call. At every instant the output path names
/// either the complete old site or the complete new one: a build that fails or is killed
/// leaves the old site byte for byte as it was.
public struct OutputWriter: Sendable {
    public let location: OutputLocation

    public init(location: OutputLocation) {
        self.location = location
    }

    var directory: URL { location.directory }
    var staging: URL { sibling("new") }
    var retired: URL { sibling("old") }

    private func sibling(_ suffix: String) -> URL {
        directory.deletingLastPathComponent().appendingPathComponent(".\(directory.lastPathComponent).rotor-\(suffix)")
    }

    /// Cleans up after a build that was killed part-way: restores an output that was moved
    /// aside by the two-rename fallback, and removes half-written folders.
    public func recover() throws {
        let manager = FileManager.default
        if !manager.fileExists(atPath: directory.path), manager.fileExists(atPath: retired.path) {
            try manager.moveItem(at: retired, to: directory)
        }
        for leftover in [staging, retired] where manager.fileExists(atPath: leftover.path) {
            try manager.removeItem(at: leftover)
        }
    }

    /// Writes `files` and makes them the output, replacing what was there.
    ///
    /// - Parameter files: Every file of the new site, by path relative to the output.
    /// - Throws: An I/O error; the old output is then still in place.
    public func publish(_ files: [OutputFile]) throws {
        try recover()
        let manager = FileManager.default
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            try write(files, into: staging)
            try swapIn()
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
    }

    private func write(_ files: [OutputFile], into root: URL) throws {
        let manager = FileManager.default
        var created: Set<String> = []
        for file in files {
            let url = root.appendingPathComponent(file.path)
            let parent = url.deletingLastPathComponent().path
            if created.insert(parent).inserted {
                try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
            switch file.contents {
            case .data(let data): try FileWriting.write(data, to: url.path)
            case .copy(let source): try FileWriting.write(Data(contentsOf: source), to: url.path)
            }
        }
        try FileWriting.write(OutputLocation.markerContents, to: root.appendingPathComponent(OutputLocation.markerName).path)
    }

    private func swapIn() throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory.path) else {
            try manager.moveItem(at: staging, to: directory)
            return
        }
        if rotor_exchange_paths(staging.path, directory.path) == 0 {
            try manager.removeItem(at: staging)
            return
        }
        // No atomic exchange on this file system: move the old site aside first, so that
        // `recover()` can put it back if the process dies between the two renames.
        try manager.moveItem(at: directory, to: retired)
        try manager.moveItem(at: staging, to: directory)
        try manager.removeItem(at: retired)
    }
}

/// One file of a built site.
public struct OutputFile: Sendable, Equatable {
    public enum Contents: Sendable, Equatable {
        case data(Data)
        case copy(from: URL)
    }

    /// Path relative to the output directory, with `/` separators.
    public var path: String
    public var contents: Contents

    public init(path: String, contents: Contents) {
        self.path = path
        self.contents = contents
    }

    public init(path: String, text: String) {
        self.init(path: path, contents: .data(Data(text.utf8)))
    }
}
