import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Makes a generated site the output directory, in one atomic step, writing only what changed.
///
/// Two complete trees take turns. The output folder is the live one; the cache folder keeps
/// the previous build's tree (`.NAME.rotor-cache/previous`). A build brings that tree up to
/// date, writing the files whose bytes differ and deleting the ones that went away, then
/// trades it with the output in one `renameat2(RENAME_EXCHANGE)` call. At every instant the
/// output path names the complete old site or the complete new one, so a build that fails or
/// is killed leaves the old site byte for byte as it was.
///
/// Reusing the previous tree means a rebuild allocates no inodes for unchanged files and
/// deletes no tree: on file systems such as ext4, recreating thousands of just-deleted
/// inodes is many times slower than writing them the first time.
///
/// Each tree has a manifest in the cache folder, named by the folder's inode: every file's
/// content hash with its size, modification time and inode. A file is skipped only when its
/// hash matches and its `stat` still matches the manifest, so hand edits are overwritten.
public struct OutputWriter: Sendable {
    public let location: OutputLocation

    public init(location: OutputLocation) {
        self.location = location
    }

    var directory: URL { location.directory }
    /// Where the two-rename fallback writes a new tree on file systems without exchange.
    var staging: URL { sibling("new") }
    /// Where `rotor build` keeps what it needs for the next build: the input stamp, the
    /// manifests and the previous tree.
    public var cacheFolder: URL { sibling("cache") }
    var retired: URL { sibling("old") }
    /// The tree of the build before the current one, which the next build updates.
    var previous: URL { cacheFolder.appendingPathComponent("previous") }

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
        /// Files whose bytes were written.
        public var written: Int
        /// Files that already had the new bytes, or were linked to the output's copy.
        public var kept: Int
        /// Whether the output was already exactly this site, so nothing was touched.
        public var upToDate: Bool { written == 0 && !replaced }
        var replaced: Bool
    }

    /// Writes `files` and makes them the output, replacing what was there.
    ///
    /// - Parameter files: Every file of the new site, by path relative to the output.
    /// - Throws: An I/O error; the old output is then still in place.
    @discardableResult
    public func publish(_ files: [OutputFile]) throws -> Result {
        try recover()
        var files = files
        files.append(OutputFile(path: OutputLocation.markerName, contents: .data(OutputLocation.markerContents)))
        let loaded = try files.parallelMap { file -> (data: Data, hash: UInt64) in
            let data: Data = switch file.contents {
            case .data(let bytes): bytes
            case .copy(let source): try Data(contentsOf: source)
            }
            return (data, OutputManifest.hash(data))
        }
        let manager = FileManager.default
        try manager.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let live = FileStamp(directory.path).flatMap { OutputManifest.load(from: cacheFolder, tree: $0.inode) }
        if let live, live.matches(files.map(\.path), loaded.map(\.hash), in: directory) {
            return Result(written: 0, kept: files.count, replaced: false)
        }

        if !manager.fileExists(atPath: previous.path) {
            try manager.createDirectory(at: previous, withIntermediateDirectories: true)
        }
        guard let tree = FileStamp(previous.path)?.inode else { throw Self.error(previous.path) }
        // From here until the manifest is written again, the previous tree is in flux.
        let known = OutputManifest.load(from: cacheFolder, tree: tree)
        OutputManifest.remove(from: cacheFolder, tree: tree)
        var update = TreeUpdate(root: previous.path, live: directory.path, known: known, liveManifest: live)
        let manifest = try update.apply(files.map(\.path), loaded)
        try manifest.save(in: cacheFolder, tree: tree)
        try swapIn()
        OutputManifest.prune(in: cacheFolder, keeping: [tree] + (FileStamp(previous.path).map { [$0.inode] } ?? []))
        return Result(written: update.written, kept: files.count - update.written, replaced: true)
    }

    /// Trades the updated previous tree with the output.
    private func swapIn() throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory.path) else {
            try manager.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.moveItem(at: previous, to: directory)
            return
        }
        if FolderSwap.exchange(previous, directory) { return }
        // No atomic exchange here: move the output aside first, so that `recover()` can put
        // it back if the process dies between the renames.
        try manager.moveItem(at: directory, to: retired)
        try manager.moveItem(at: previous, to: directory)
        try manager.moveItem(at: retired, to: previous)
    }

    static func error(_ path: String) -> any Error {
        let code = errno
        return NSError(domain: NSPOSIXErrorDomain, code: Int(code),
                       userInfo: [NSLocalizedDescriptionKey: "\(path): \(String(cString: strerror(code)))"])
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

extension Array where Element: Sendable {
    /// Maps on every core with Dispatch, keeping the order; for short synchronous work.
    func parallelMap<T>(_ transform: (Element) throws -> T) throws -> [T] {
        let chunks = Swift.max(1, Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 4))
        let size = (count + chunks - 1) / chunks
        var results = [Result<[T], any Error>?](repeating: nil, count: chunks)
        withoutActuallyEscaping(transform) { transform in
            results.withUnsafeMutableBufferPointer { slots in
                nonisolated(unsafe) let slots = slots
                nonisolated(unsafe) let transform = transform
                DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                    let range = Swift.min(chunk * size, count)..<Swift.min((chunk + 1) * size, count)
                    slots[chunk] = Result { try self[range].map(transform) }
                }
            }
        }
        var mapped: [T] = []
        mapped.reserveCapacity(count)
        for result in results { mapped += try result?.get() ?? [] }
        return mapped
    }
}
