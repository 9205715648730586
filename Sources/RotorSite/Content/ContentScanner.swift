import Foundation
import RotorDiagnostics
import RotorOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Finds the articles and static files under a content folder.
///
/// The scan decides nothing about pages; it only lists what is there, refusing what must not
/// be built: symbolic links that lead out of the folder, and editor leftovers (which it skips).
public struct ContentScanner: Sendable {
    /// A file found under the content folder.
    public struct Entry: Sendable, Equatable {
        /// Path relative to the content folder, with `/` separators: `en/sliders/custom-slider.md`.
        public var relativePath: String
        /// Where to read it, absolute; a symbolic link's target when the entry is a link.
        public var path: String
        /// Its size, modification and change times and inode when it was scanned.
        var stamp: FileStamp?
        public var isMarkdown: Bool { relativePath.hasSuffix(".md") }
        public var url: URL { URL(fileURLWithPath: path) }

        init(relativePath: String, path: String, stamp: FileStamp? = nil) {
            self.relativePath = relativePath
            self.path = path
            self.stamp = stamp
        }
    }

    public let root: URL
    /// How messages name the root: relative to the working directory when below it, empty when
    /// it is the working directory, else absolute; worked out once, not for every file.
    private let displayRoot: String

    public init(root: URL) {
        self.root = root
        let path = root.standardizedFileURL.path
        let current = FileManager.default.currentDirectoryPath
        let prefix = current.hasSuffix("/") ? current : current + "/"
        if path.hasPrefix(prefix) {
            displayRoot = String(path.dropFirst(prefix.count))
        } else if path == current || path + "/" == prefix {
            displayRoot = ""
        } else {
            displayRoot = path.hasSuffix("/") ? String(path.dropLast()) : path
        }
    }

    /// Lists every file with its `stat`, sorted by path so that builds are deterministic.
    ///
    /// Folders are listed with `readdir`, which gives each entry's type, so the only system
    /// call per file is one `stat`, made from several threads at once: on a site of 10,000
    /// articles the scan is what a build with nothing to do spends its time on.
    ///
    /// - Throws: A ``BuildFailure`` listing every link that leads outside the content folder.
    public func scan() throws -> [Entry] {
        let realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
        var entries: [Entry] = []
        var problems: [Diagnostic] = []
        var visited: Set<String> = [realRoot]
        var pending: [(path: String, relative: String)] = [(realRoot, "")]
        let manager = FileManager.default

        while let (directory, relative) = pending.popLast() {
            for (name, kind) in try Self.listing(of: directory) where !Self.isIgnored(name) {
                let path = directory.hasSuffix("/") ? directory + name : "\(directory)/\(name)"
                let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
                var target = path
                var isDirectory = kind == .directory
                if kind == .other {
                    // A symbolic link, or a file system that does not report types: look closer.
                    var info = stat()
                    if lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFLNK {
                        target = URL(fileURLWithPath: path).resolvingSymlinksInPath().path
                        if let problem = linkProblem(relativePath, target: target, root: realRoot) {
                            problems.append(problem)
                            continue
                        }
                    }
                    var directoryFlag: ObjCBool = false
                    guard manager.fileExists(atPath: target, isDirectory: &directoryFlag) else {
                        problems.append(Diagnostic(path: displayPath(relativePath), message: "broken symbolic link"))
                        continue
                    }
                    isDirectory = directoryFlag.boolValue
                }
                if isDirectory {
                    if visited.insert(target).inserted { pending.append((target, relativePath)) }
                } else {
                    entries.append(Entry(relativePath: relativePath, path: target))
                }
            }
        }
        Self.stamp(&entries, root: realRoot)
        for entry in entries where entry.isMarkdown {
            guard let size = entry.stamp?.size, size > Self.maximumArticleSize else { continue }
            problems.append(Diagnostic(path: displayPath(entry.relativePath), message:
                "file too large (\(Self.megabytes(Int(size))) MB): an article may be at most \(Self.megabytes(Self.maximumArticleSize)) MB; split it into several pages"))
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        return entries.sorted { $0.relativePath < $1.relativePath }
    }

    /// The one rule for a symbolic link under the content folder, which the build and
    /// `rotor check --update-expect` share: the error for a link at `relativePath` whose
    /// target lies outside the (resolved) content folder, else `nil`.
    private func linkProblem(_ relativePath: String, target: String, root realRoot: String) -> Diagnostic? {
        guard !OutputLocation.isInside(target, realRoot) else { return nil }
        return Diagnostic(path: displayPath(relativePath), message: "symbolic link leads outside the content folder (to \(target))")
    }

    /// Refuses a file named by a path inside the content folder when a symbolic link on its
    /// way (the file itself or a folder above it) leads outside the folder: the error the
    /// build gives for that link. A path outside the content folder is not judged.
    ///
    /// - Throws: The link's `Diagnostic`, naming it as the build does.
    public func admit(_ path: String) throws(Diagnostic) {
        let realRoot = root.standardizedFileURL.resolvingSymlinksInPath().path
        let given = URL(fileURLWithPath: path).standardizedFileURL.path
        let relative: String
        if let inside = Self.relative(given, to: root.standardizedFileURL.path) ?? Self.relative(given, to: realRoot) {
            relative = inside
        } else {
            return
        }
        var prefix = ""
        for component in relative.split(separator: "/") {
            prefix = prefix.isEmpty ? String(component) : "\(prefix)/\(component)"
            let full = "\(realRoot)/\(prefix)"
            var info = stat()
            guard lstat(full, &info) == 0 else { return }
            guard info.st_mode & S_IFMT == S_IFLNK else { continue }
            let target = URL(fileURLWithPath: full).resolvingSymlinksInPath().path
            if let problem = linkProblem(prefix, target: target, root: realRoot) { throw problem }
        }
    }

    /// `path` relative to `folder` when it lies inside it.
    private static func relative(_ path: String, to folder: String) -> String? {
        let prefix = folder.hasSuffix("/") ? folder : folder + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : nil
    }

    /// Fills in every entry's `stat`, on all cores, looking each file up from the content
    /// folder rather than from `/`.
    private static func stamp(_ entries: inout [Entry], root: String) {
        let count = entries.count
        let chunks = min(max(count / 512, 1), ProcessInfo.processInfo.activeProcessorCount * 2)
        let folder = open(root, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        defer { if folder >= 0 { close(folder) } }
        let prefix = root.hasSuffix("/") ? root : root + "/"
        // Each worker takes a run of entries, listed folder by folder, so that neighbours
        // share a folder and each file is looked up from it.
        let size = (count + chunks - 1) / chunks
        entries.withUnsafeMutableBufferPointer { buffer in
            nonisolated(unsafe) let base = buffer  // each thread writes its own indices
            DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
                var lookup = FolderStat(root: folder)
                defer { lookup.close() }
                var path: [UInt8] = []
                for index in (chunk * size)..<min((chunk + 1) * size, count) {
                    let entry = base[index]
                    var info = stat()
                    let found: Bool
                    // A link's target is stat-ed by its own path: only an entry whose path is the
                    // content folder joined with its relative path is looked up from the folder.
                    if folder >= 0 && entry.path.utf8.count == prefix.utf8.count + entry.relativePath.utf8.count
                        && entry.path.hasPrefix(prefix)
                        && entry.path.utf8.dropFirst(prefix.utf8.count).elementsEqual(entry.relativePath.utf8) {
                        path.removeAll(keepingCapacity: true)
                        path.append(contentsOf: entry.relativePath.utf8)
                        found = lookup.stat(path[...], split: path.lastIndex(of: UInt8(ascii: "/")), into: &info)
                            && info.st_mode & S_IFMT != S_IFLNK
                    } else {
                        found = stat(entry.path, &info) == 0
                    }
                    base[index].stamp = found ? FileStamp(info) : nil
                }
            }
        }
    }

    /// The largest Markdown file a build reads. Real articles are tens of kilobytes; a file
    /// far beyond that is a mistake (a log or a dump saved as `.md`), and reading it would hold
    /// the whole build, and every preview rebuild, for seconds.
    public static let maximumArticleSize = 10 * 1024 * 1024

    typealias EntryKind = FolderListing.Kind

    /// A folder's entries with the types the file system reports (``FolderListing``).
    static func listing(of path: String) throws(Diagnostic) -> [(name: String, kind: EntryKind)] {
        do {
            return try FolderListing.entries(of: path)
        } catch {
            var located = error
            located.message = "cannot list this folder: \(error.message)"
            throw located
        }
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }

    /// The path to show a user: the content folder as they named it, then the relative path.
    public func displayPath(_ relativePath: String) -> String {
        displayRoot.isEmpty ? relativePath : "\(displayRoot)/\(relativePath)"
    }

    /// Dotfiles, backups ending in `~`, and Vim and Emacs swap and lock files.
    public static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasPrefix("#")
            || name.hasSuffix(".swp") || name.hasSuffix(".swo") || name.hasSuffix(".swx") || name == "4913"
    }
}

extension URL {
    /// This path relative to the working directory when it lies below it, else absolute.
    var relativePathForDisplay: String {
        let current = FileManager.default.currentDirectoryPath
        let path = standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
