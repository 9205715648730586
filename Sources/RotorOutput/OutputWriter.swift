import Foundation
import RotorDiagnostics
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
    /// The output folder.
    public let directory: URL

    /// A writer for `directory`, which the caller has checked is a place to write a site.
    public init(directory: URL) {
        self.directory = directory
    }

    /// The file that marks a folder as written by `rotor build`, so a later build may replace it.
    public static let markerName = ".rotor-output"
    package static let markerContents = Data("This folder is written by `rotor build` and replaced on every build.\n".utf8)
    /// Where builds before the two-tree output staged a new site; removed if a killed one left it.
    package var staging: URL { sibling("new") }
    /// Where `rotor build` keeps what it needs for the next build: the input stamp, the
    /// manifests and the previous tree.
    public var cacheFolder: URL { sibling("cache") }
    /// Where the two-rename fallback (file systems without exchange) moves the output aside.
    package var retired: URL { sibling("old") }
    /// The tree of the build before the current one, which the next build updates.
    package var previous: URL { cacheFolder.appendingPathComponent("previous") }

    /// The folder inodes of the output and of the previous tree, when both exist.
    package var trees: (output: UInt64, previous: UInt64)? {
        guard let output = FileStamp(directory.path)?.inode, let previous = FileStamp(previous.path)?.inode else { return nil }
        return (output, previous)
    }

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
        let mirror = cacheFolder.appendingPathComponent("previous.rotor-tmp")
        for leftover in [staging, retired, mirror] where manager.fileExists(atPath: leftover.path) {
            try manager.removeItem(at: leftover)
        }
    }

    /// What a build wrote.
    public struct Result: Sendable, Equatable {
        /// Files whose bytes were written.
        public var written: Int
        /// Files that already had the new bytes, or were linked to the output's copy.
        public var kept: Int
        /// Whether the output was replaced; when the new site equals the output, it is not.
        public var replaced: Bool
    }

    /// Starts a build's output: the previous tree is brought up to date file by file as the
    /// site is generated, then ``Session/finish()`` swaps it in.
    ///
    /// - Throws: An I/O error; nothing visible has changed then.
    public func begin() throws -> Session {
        try recover()
        let manager = FileManager.default
        try manager.createDirectory(at: cacheFolder, withIntermediateDirectories: true)
        let live = FileStamp(directory.path).flatMap { OutputManifest.load(from: cacheFolder, tree: $0.inode) }
        if !manager.fileExists(atPath: previous.path) {
            try manager.createDirectory(at: previous, withIntermediateDirectories: true)
        }
        guard let tree = FileStamp(previous.path)?.inode else { throw Self.error(previous.path) }
        // From here until a manifest is written again, the previous tree is in flux.
        let known = OutputManifest.load(from: cacheFolder, tree: tree)
        OutputManifest.remove(from: cacheFolder, tree: tree)
        let update = try TreeUpdate(root: previous.path, live: directory.path, known: known, liveManifest: live)
        return Session(writer: self, update: update, tree: tree, live: live)
    }

    /// One build's output in progress. Files may be placed from many tasks at once.
    public final class Session: OutputSink, @unchecked Sendable {
        package let writer: OutputWriter
        package let update: TreeUpdate
        package let tree: UInt64
        package let live: OutputManifest?

        package init(writer: OutputWriter, update: TreeUpdate, tree: UInt64, live: OutputManifest?) {
            self.writer = writer
            self.update = update
            self.tree = tree
            self.live = live
        }

        public func place(_ file: OutputFile) throws {
            switch file.contents {
            case .data(let data): try update.place(file.path, data)
            case .copy(let source): try update.place(file.path, Data(contentsOf: source))
            case .stored(let path): try update.place(file.path, Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }

        /// Removes what the new site lacks and makes the tree the output, unless the output
        /// already holds exactly these files.
        ///
        /// - Throws: An I/O error; the old output is then still in place.
        public func finish() throws -> Result {
            try update.place(OutputWriter.markerName, OutputWriter.markerContents)
            let manifest = try update.finish()
            try manifest.save(in: writer.cacheFolder, tree: tree)
            let placed = manifest.entries.map { ($0.key, $0.value.hash) }
            let written = update.written
            if let live, live.matches(placed.map(\.0), placed.map(\.1), in: writer.directory) {
                return Result(written: written, kept: placed.count - written, replaced: false)
            }
            try writer.swapIn()
            OutputManifest.prune(in: writer.cacheFolder, keeping: [tree] + (FileStamp(writer.previous.path).map { [$0.inode] } ?? []))
            return Result(written: written, kept: placed.count - written, replaced: true)
        }

        /// Stops without touching the output, keeping what is known of the previous tree.
        public func abandon() {
            try? update.partialManifest.save(in: writer.cacheFolder, tree: tree)
        }
    }

    /// Trades the updated previous tree with the output.
    package func swapIn() throws {
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

    /// The last system call's failure on `path`.
    package static func error(_ path: String) -> Diagnostic {
        .system(path, errno: errno)
    }
}

/// Where a build's files go as they are made, so that a large site is never held whole.
public protocol OutputSink: Sendable {
    func place(_ file: OutputFile) throws
}

/// One file of a built site.
public struct OutputFile: Sendable, Equatable {
    public enum Contents: Sendable, Equatable {
        case data(Data)
        case copy(from: URL)
        /// A page a ``PageStore`` holds, by the absolute path of its file there. A plain
        /// string, so that comparing two builds' thousands of pages stays cheap.
        case stored(path: String)
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

/// Where a long operation reports each stage it finished, with how long it took.
package protocol StageTiming {
    mutating func lap(_ stage: String)
}
