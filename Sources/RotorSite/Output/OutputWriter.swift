import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

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
    /// Where `rotor build` keeps what it needs to know the next build is a no-op.
    public var cacheFolder: URL { sibling("cache") }
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

    /// What a publish did.
    public struct Result: Sendable, Equatable {
        /// Files whose bytes were new or changed.
        public var written: Int
        /// Files carried over from the previous output by hard link, not rewritten.
        public var kept: Int
        /// Whether the output was already exactly this site, so nothing was touched.
        public var upToDate: Bool { written == 0 && !replaced }
        var replaced: Bool
    }

    /// Writes `files` and makes them the output, replacing what was there.
    ///
    /// Files whose bytes equal the previous output's are not rewritten: the new tree links
    /// to them. When every file is equal and none was removed, the output is left as it is.
    ///
    /// - Parameter files: Every file of the new site, by path relative to the output.
    /// - Throws: An I/O error; the old output is then still in place.
    @discardableResult
    public func publish(_ files: [OutputFile]) throws -> Result {
        try recover()
        let unchanged = try unchangedFiles(files)
        if unchanged.count == files.count, try previousFileCount() == files.count {
            return Result(written: 0, kept: files.count, replaced: false)
        }
        let manager = FileManager.default
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            try write(files, into: staging, linking: unchanged)
            try swapIn()
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        return Result(written: files.count - unchanged.count, kept: unchanged.count, replaced: true)
    }

    /// The paths whose previous output has exactly the new bytes.
    private func unchangedFiles(_ files: [OutputFile]) throws -> Set<String> {
        guard FileManager.default.fileExists(atPath: directory.appendingPathComponent(OutputLocation.markerName).path) else {
            return []
        }
        var unchanged: Set<String> = []
        for file in files {
            let data: Data
            switch file.contents {
            case .data(let bytes): data = bytes
            case .copy(let source): data = try Data(contentsOf: source)
            }
            let path = directory.appendingPathComponent(file.path).path
            guard let stamp = FileStamp(path), stamp.size == data.count,
                  FileManager.default.contents(atPath: path) == data else { continue }
            unchanged.insert(file.path)
        }
        return unchanged
    }

    /// How many files the previous output has, not counting the marker.
    private func previousFileCount() throws -> Int {
        var count = 0
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let path = enumerator?.nextObject() as? String {
            if enumerator?.fileAttributes?[.type] as? FileAttributeType != .typeDirectory, path != OutputLocation.markerName {
                count += 1
            }
        }
        return count
    }

    private func write(_ files: [OutputFile], into root: URL, linking unchanged: Set<String>) throws {
        let manager = FileManager.default
        var created: Set<String> = []
        for file in files {
            let url = root.appendingPathComponent(file.path)
            let parent = url.deletingLastPathComponent().path
            if created.insert(parent).inserted {
                try manager.createDirectory(atPath: parent, withIntermediateDirectories: true)
            }
            if unchanged.contains(file.path),
               link(directory.appendingPathComponent(file.path).path, url.path) == 0 {
                continue
            }
            switch file.contents {
            case .data(let data): try FileWriting.write(data, to: url.path)
            case .copy(let source): try FileWriting.write(Data(contentsOf: source), to: url.path)
            }
        }
        try FileWriting.write(OutputLocation.markerContents, to: root.appendingPathComponent(OutputLocation.markerName).path)
    }

    private func swapIn() throws {
        try FolderSwap.replace(directory, with: staging, retired: retired)
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
