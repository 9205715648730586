import Foundation
import RotorDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one output tree holds: every file's SHA-256 and its `stat` when it was written.
///
/// Kept as `manifest-INODE` in the cache folder, named by the tree's folder inode, which
/// stays the same when the tree is renamed or exchanged.
package struct OutputManifest {
    package struct Entry {
        package var hash: ContentDigest
        package var stamp: FileStamp
    }

    package var entries: [String: Entry] = [:]
    /// Every folder's modification time (seconds, nanoseconds) when the tree was last
    /// written, by relative path, the tree's own folder as `""`: a file added by hand
    /// changes its folder's time, so an incremental build finds strays without listing
    /// every folder. Empty when unknown.
    package var folders: [String: FolderStamp] = [:]

    package struct FolderStamp: Equatable {
        package var seconds: Int
        package var nanoseconds: Int

        package init(seconds: Int, nanoseconds: Int) {
            self.seconds = seconds
            self.nanoseconds = nanoseconds
        }

        package init?(_ path: String) {
            var info = stat()
            guard lstat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR else { return nil }
            seconds = Int(info.st_mtim.tv_sec)
            nanoseconds = Int(info.st_mtim.tv_nsec)
        }
    }

    /// Whether the file at `path`, whose `stat` is `now`, still holds what was recorded with
    /// `recorded` and `hash`.
    ///
    /// Size, modification time and inode must match. So must the change time, which every
    /// write moves and no tool can put back: an edit in place, through this name or another
    /// hard link, with the size and modification time restored, differs in it. Rotor's own
    /// links between the two trees move it as well, so when the change time alone differs the
    /// file's bytes decide.
    ///
    /// - Returns: `nil` when the file is not as recorded, or has another mode than Rotor
    ///   gives its files; else the stamp to record now (`now`).
    package static func unchanged(_ path: String, now: FileStamp?, recorded: FileStamp, hash: ContentDigest) -> FileStamp? {
        guard let now, now.content == recorded.content else { return nil }
        if now == recorded { return now }
        // A change of mode alone also moves the change time: a file Rotor did not leave with
        // the mode it writes is not kept.
        var info = stat()
        guard stat(path, &info) == 0, info.st_mode & 0o7777 == writtenMode,
              let data = FileReading.contents(path), Self.hash(data) == hash else { return nil }
        return now
    }

    /// The mode of a file Rotor writes: `rw-r--r--` less the process's umask.
    package static let writtenMode: mode_t = {
        let mask = umask(0)
        umask(mask)
        return 0o644 & ~mask
    }()

    /// The digest that says a file already holds these bytes.
    package static func hash(_ data: Data) -> ContentDigest {
        ContentDigest(data)
    }

    package static func url(in cache: URL, tree: UInt64) -> URL {
        cache.appendingPathComponent("manifest-\(tree)")
    }

    /// The manifest of the tree whose folder has inode `tree`, if one was saved, is whole and
    /// is in the current format (``ManifestLines``).
    package static func load(from cache: URL, tree: UInt64) -> OutputManifest? {
        guard let lines = ManifestLines(path: url(in: cache, tree: tree).path) else { return nil }
        var manifest = OutputManifest()
        manifest.entries.reserveCapacity(lines.files.count)
        for line in lines.files {
            guard let hash = lines.hash(line) else { return nil }
            manifest.entries[lines.path(line)] = Entry(hash: hash, stamp: lines.stamp(line))
        }
        for line in lines.folders { manifest.folders[lines.path(line)] = lines.folderStamp(line) }
        return manifest
    }

    /// Forgets a tree's manifest before the tree is changed, so a killed build leaves none.
    package static func remove(from cache: URL, tree: UInt64) {
        unlink(url(in: cache, tree: tree).path)
    }

    /// Writes the manifest: file lines, then folder lines, each sorted by the bytes of their
    /// path, so that ``ManifestLines`` can compare two manifests side by side.
    package func save(in cache: URL, tree: UInt64) throws {
        var bytes: [UInt8] = []
        bytes.reserveCapacity(entries.count * 128 + folders.count * 64)
        for (path, entry) in Self.sorted(entries) { Self.appendLine(path, entry, to: &bytes) }
        for (path, folder) in Self.sorted(folders) { Self.appendFolderLine(path, folder, to: &bytes) }
        bytes.append(contentsOf: Array("end\n".utf8))
        try Self.write(bytes, in: cache, tree: tree)
    }

    package static func write(_ bytes: [UInt8], in cache: URL, tree: UInt64) throws {
        try FileWriting.write(Data(bytes), to: url(in: cache, tree: tree).path)
    }

    /// By the UTF-8 of the keys, compared as byte arrays (faster than through `String`).
    private static func sorted<Value>(_ dictionary: [String: Value]) -> [(String, Value)] {
        dictionary.map { (Array($0.key.utf8), $0.key, $0.value) }
            .sorted { ManifestLines.compare($0.0[...], $1.0[...]) < 0 }
            .map { ($0.1, $0.2) }
    }

    /// Deletes the manifests of trees that no longer exist.
    package static func prune(in cache: URL, keeping trees: [UInt64]) {
        let keep = Set(trees.map { "manifest-\($0)" })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        where name.hasPrefix("manifest-") && !keep.contains(name) {
            unlink(cache.appendingPathComponent(name).path)
        }
    }

    /// Whether the tree at `root` holds exactly these files with these hashes, untouched
    /// since, and nothing else.
    package func matches(_ paths: [String], _ hashes: [ContentDigest], in root: URL) -> Bool {
        guard entries.count == paths.count else { return false }
        for (path, hash) in zip(paths, hashes) {
            let file = root.path + "/" + path
            guard let entry = entries[path], entry.hash == hash,
                  Self.unchanged(file, now: FileStamp(file), recorded: entry.stamp, hash: hash) != nil else { return false }
        }
        guard let (files, folders) = try? TreeUpdate.walk(root.path), files.count == entries.count else { return false }
        var needed: Set<String> = []
        for path in paths {
            var folder = path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                if !needed.insert(folder).inserted { break }
            }
        }
        return folders == needed
    }
}

/// Brings the previous tree up to date with a new site, one file at a time, in place.
///
/// Files can arrive from many tasks at once, as pages are rendered, so a large site is never
/// held in memory whole. A file whose bytes are already right is left alone; a file the tree
/// lacks is hard-linked from the live output when that copy is right, and written otherwise;
/// a file with other bytes is replaced by writing a temporary file and renaming it over,
/// never by writing into it, since its inode may be shared with the live output. ``finish()``
/// removes what the new site does not have and returns the tree's manifest.
package final class TreeUpdate: @unchecked Sendable {
    package let root: String
    package let live: String
    /// The tree's manifest; `nil` when it is unknown, and every file is compared byte for byte.
    package let known: OutputManifest?
    package let liveManifest: OutputManifest?
    private let existingFiles: Set<String>
    private let existingFolders: Set<String>

    private let lock = NSLock()
    private var placed = OutputManifest()
    /// Paths being placed or placed, so that no path is written twice.
    private var placing: Set<String> = []
    private var folders: Set<String>
    private(set) var written = 0

    package init(root: String, live: String, known: OutputManifest?, liveManifest: OutputManifest?) throws {
        self.root = root
        self.live = live
        self.known = known
        self.liveManifest = liveManifest
        (existingFiles, existingFolders) = try Self.walk(root)
        folders = existingFolders
    }

    /// The manifest to keep if the build stops here: what was known and is untouched, and
    /// what was placed. A file it does not list is rewritten by the next build.
    package var partialManifest: OutputManifest {
        lock.withLock {
            var manifest = known ?? OutputManifest()
            manifest.entries.merge(placed.entries) { $1 }
            return manifest
        }
    }

    /// Makes the file at `path` hold `data`.
    package func place(_ path: String, _ data: Data) throws {
        let hash = OutputManifest.hash(data)
        let first = lock.withLock { placing.insert(path).inserted }
        guard first else {
            throw Diagnostic(path: "\(root)/\(path)", message: "written twice in one build")
        }
        try makeFolders(for: path)
        let (stamp, wrote) = try write(path, data, hash: hash)
        lock.withLock {
            placed.entries[path] = .init(hash: hash, stamp: stamp)
            if wrote { written += 1 }
        }
    }

    private func makeFolders(for path: String) throws {
        var missing: [String] = []
        var folder = path
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            if lock.withLock({ folders.contains(folder) }) { break }
            missing.append(folder)
        }
        for folder in missing.reversed() {
            // A file of the old site may stand where the new one needs a folder.
            if existingFiles.contains(folder) { unlink("\(root)/\(folder)") }
            guard mkdir("\(root)/\(folder)", 0o755) == 0 || errno == EEXIST else { throw OutputWriter.error("\(root)/\(folder)") }
            _ = lock.withLock { folders.insert(folder) }
        }
    }

    private func write(_ path: String, _ data: Data, hash: ContentDigest) throws -> (stamp: FileStamp, wrote: Bool) {
        let target = "\(root)/\(path)"
        // A folder of the old site may stand where the new one has a file.
        if existingFolders.contains(path) { try FileManager.default.removeItem(atPath: target) }
        if existingFiles.contains(path), let stamp = FileStamp(target) {
            if let entry = known?.entries[path] {
                if entry.hash == hash, OutputManifest.unchanged(target, now: stamp, recorded: entry.stamp, hash: hash) != nil { return (stamp, false) }
            } else if known == nil, stamp.size == data.count, FileReading.contents(target) == data {
                return (stamp, false)
            }
            return (try Self.replace(target, with: data), true)
        }
        let source = "\(live)/\(path)"
        // A link moves the file's change time: its stamp is taken again once linked.
        if let entry = liveManifest?.entries[path], entry.hash == hash,
           OutputManifest.unchanged(source, now: FileStamp(source), recorded: entry.stamp, hash: hash) != nil,
           link(source, target) == 0, let stamp = FileStamp(target) {
            return (stamp, false)
        }
        // Nothing was here when the build began; should something be now, it is replaced,
        // never written into.
        if let stamp = try FileWriting.create(data, at: target) { return (stamp, true) }
        return (try Self.replace(target, with: data), true)
    }

    /// Writes a new file beside `target` and renames it over, leaving any other link to the
    /// old file as it was.
    package static func replace(_ target: String, with data: Data) throws -> FileStamp {
        let temporary = target + ".rotor-tmp"
        unlink(temporary)
        let written = try FileWriting.write(data, to: temporary, exclusive: true)
        guard rename(temporary, target) == 0 else { throw OutputWriter.error(target) }
        // A rename moves the file's change time.
        return FileStamp(target) ?? written
    }

    /// Removes every file and folder the new site does not have, and returns the tree's manifest.
    package func finish() throws -> OutputManifest {
        var manifest = lock.withLock { placed }
        var wantedFolders: Set<String> = []
        for path in manifest.entries.keys {
            var folder = path
            while let slash = folder.lastIndex(of: "/") {
                folder = String(folder[..<slash])
                if !wantedFolders.insert(folder).inserted { break }
            }
        }
        for file in existingFiles where manifest.entries[file] == nil && !wantedFolders.contains(file) {
            guard unlink("\(root)/\(file)") == 0 || errno == ENOENT || errno == ENOTDIR else { throw OutputWriter.error("\(root)/\(file)") }
        }
        for folder in existingFolders.sorted(by: { $0.count > $1.count })
        where !wantedFolders.contains(folder) && manifest.entries[folder] == nil {
            guard rmdir("\(root)/\(folder)") == 0 || errno == ENOENT || errno == ENOTDIR else { throw OutputWriter.error("\(root)/\(folder)") }
        }
        for folder in wantedFolders.union([""]) {
            manifest.folders[folder] = OutputManifest.FolderStamp(folder.isEmpty ? root : "\(root)/\(folder)")
        }
        return manifest
    }

    /// Every file and folder below `root`, by relative path; anything that is not a folder
    /// (a file, a link) counts as a file.
    package static func walk(_ root: String) throws -> (files: Set<String>, folders: Set<String>) {
        var files: Set<String> = []
        var folders: Set<String> = []
        var pending = [""]
        while let relative = pending.popLast() {
            let entries: [(name: String, kind: FolderListing.Kind)]
            do {
                entries = try FolderListing.entries(of: relative.isEmpty ? root : "\(root)/\(relative)")
            } catch {
                throw OutputWriter.error("\(root)/\(relative)")
            }
            for entry in entries {
                let path = relative.isEmpty ? entry.name : "\(relative)/\(entry.name)"
                var isFolder = entry.kind == .directory
                if entry.kind == .other {
                    // A link, or a file system that does not report types in its listings.
                    var info = stat()
                    isFolder = lstat("\(root)/\(path)", &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
                }
                if isFolder {
                    folders.insert(path)
                    pending.append(path)
                } else {
                    files.insert(path)
                }
            }
        }
        return (files, folders)
    }
}
