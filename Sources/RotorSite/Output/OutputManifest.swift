import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What one output tree holds: every file's content hash and its `stat` when it was written.
///
/// Kept as `manifest-INODE` in the cache folder, named by the tree's folder inode, which
/// stays the same when the tree is renamed or exchanged.
struct OutputManifest {
    struct Entry {
        var hash: UInt64
        var stamp: FileStamp
    }

    var entries: [String: Entry] = [:]

    /// A fast 64-bit hash of a file's bytes.
    static func hash(_ data: Data) -> UInt64 {
        data.withUnsafeBytes { ContentHash.words($0) }
    }

    private static func url(in cache: URL, tree: UInt64) -> URL {
        cache.appendingPathComponent("manifest-\(tree)")
    }

    /// The manifest of the tree whose folder has inode `tree`, if one was saved and is whole.
    static func load(from cache: URL, tree: UInt64) -> OutputManifest? {
        guard let data = FileManager.default.contents(atPath: url(in: cache, tree: tree).path) else { return nil }
        var manifest = OutputManifest()
        let text = String(decoding: data, as: UTF8.self)
        var complete = false
        for line in text.split(separator: "\n") {
            if line == "end" { complete = true; break }
            let fields = line.split(separator: "\t", maxSplits: 5, omittingEmptySubsequences: false)
            guard fields.count == 6, let hash = UInt64(fields[0], radix: 16), let size = Int64(fields[1]),
                  let seconds = Int(fields[2]), let nanoseconds = Int(fields[3]), let inode = UInt64(fields[4])
            else { return nil }
            manifest.entries[String(fields[5])] = Entry(
                hash: hash, stamp: FileStamp(size: size, seconds: seconds, nanoseconds: nanoseconds, inode: inode))
        }
        return complete ? manifest : nil
    }

    /// Forgets a tree's manifest before the tree is changed, so a killed build leaves none.
    static func remove(from cache: URL, tree: UInt64) {
        unlink(url(in: cache, tree: tree).path)
    }

    func save(in cache: URL, tree: UInt64) throws {
        var text = ""
        text.reserveCapacity(entries.count * 96)
        for (path, entry) in entries.sorted(by: { $0.key < $1.key }) {
            let stamp = entry.stamp
            text += "\(String(entry.hash, radix: 16))\t\(stamp.size)\t\(stamp.seconds)\t\(stamp.nanoseconds)\t\(stamp.inode)\t\(path)\n"
        }
        text += "end\n"
        try FileWriting.write(Data(text.utf8), to: Self.url(in: cache, tree: tree).path)
    }

    /// Deletes the manifests of trees that no longer exist.
    static func prune(in cache: URL, keeping trees: [UInt64]) {
        let keep = Set(trees.map { "manifest-\($0)" })
        for name in (try? FileManager.default.contentsOfDirectory(atPath: cache.path)) ?? []
        where name.hasPrefix("manifest-") && !keep.contains(name) {
            unlink(cache.appendingPathComponent(name).path)
        }
    }

    /// Whether the tree at `root` holds exactly these files with these hashes, untouched
    /// since, and nothing else.
    func matches(_ paths: [String], _ hashes: [UInt64], in root: URL) -> Bool {
        guard entries.count == paths.count else { return false }
        for (path, hash) in zip(paths, hashes) {
            guard let entry = entries[path], entry.hash == hash,
                  FileStamp(root.path + "/" + path)?.sameWrite(as: entry.stamp) == true else { return false }
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
final class TreeUpdate: @unchecked Sendable {
    let root: String
    let live: String
    /// The tree's manifest; `nil` when it is unknown, and every file is compared byte for byte.
    let known: OutputManifest?
    let liveManifest: OutputManifest?
    private let existingFiles: Set<String>
    private let existingFolders: Set<String>

    private let lock = NSLock()
    private var placed = OutputManifest()
    /// Paths being placed or placed, so that no path is written twice.
    private var placing: Set<String> = []
    private var folders: Set<String>
    private(set) var written = 0

    init(root: String, live: String, known: OutputManifest?, liveManifest: OutputManifest?) throws {
        self.root = root
        self.live = live
        self.known = known
        self.liveManifest = liveManifest
        (existingFiles, existingFolders) = try Self.walk(root)
        folders = existingFolders
    }

    /// The manifest to keep if the build stops here: what was known and is untouched, and
    /// what was placed. A file it does not list is rewritten by the next build.
    var partialManifest: OutputManifest {
        lock.withLock {
            var manifest = known ?? OutputManifest()
            manifest.entries.merge(placed.entries) { $1 }
            return manifest
        }
    }

    /// Makes the file at `path` hold `data`.
    func place(_ path: String, _ data: Data) throws {
        let hash = OutputManifest.hash(data)
        let first = lock.withLock { placing.insert(path).inserted }
        guard first else {
            throw NSError(domain: NSPOSIXErrorDomain, code: Int(EEXIST),
                          userInfo: [NSLocalizedDescriptionKey: "\(root)/\(path): written twice in one build"])
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

    private func write(_ path: String, _ data: Data, hash: UInt64) throws -> (stamp: FileStamp, wrote: Bool) {
        let target = "\(root)/\(path)"
        // A folder of the old site may stand where the new one has a file.
        if existingFolders.contains(path) { try FileManager.default.removeItem(atPath: target) }
        if existingFiles.contains(path), let stamp = FileStamp(target) {
            if let entry = known?.entries[path] {
                if entry.hash == hash, entry.stamp.sameWrite(as: stamp) { return (stamp, false) }
            } else if known == nil, stamp.size == data.count, FileReading.contents(target) == data {
                return (stamp, false)
            }
            return (try replace(target, with: data), true)
        }
        let source = "\(live)/\(path)"
        if let entry = liveManifest?.entries[path], entry.hash == hash, FileStamp(source)?.sameWrite(as: entry.stamp) == true,
           link(source, target) == 0 {
            return (entry.stamp, false)
        }
        // Nothing was here when the build began; should something be now, it is replaced,
        // never written into.
        do {
            return (try FileWriting.write(data, to: target, exclusive: true), true)
        } catch let error as NSError where error.code == Int(EEXIST) {
            return (try replace(target, with: data), true)
        }
    }

    /// Writes a new file beside `target` and renames it over, leaving any other link to the
    /// old file as it was.
    private func replace(_ target: String, with data: Data) throws -> FileStamp {
        let temporary = target + ".rotor-tmp"
        unlink(temporary)
        let stamp = try FileWriting.write(data, to: temporary, exclusive: true)
        guard rename(temporary, target) == 0 else { throw OutputWriter.error(target) }
        return stamp
    }

    /// Removes every file and folder the new site does not have, and returns the tree's manifest.
    func finish() throws -> OutputManifest {
        let manifest = lock.withLock { placed }
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
        return manifest
    }

    /// Every file and folder below `root`, by relative path; anything that is not a folder
    /// (a file, a link) counts as a file.
    static func walk(_ root: String) throws -> (files: Set<String>, folders: Set<String>) {
        var files: Set<String> = []
        var folders: Set<String> = []
        var pending = [""]
        while let relative = pending.popLast() {
            let entries: [(name: String, kind: ContentScanner.EntryKind)]
            do {
                entries = try ContentScanner.listing(of: relative.isEmpty ? root : "\(root)/\(relative)")
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
