import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// Makes the output the live site with some files changed, in one atomic exchange, without
    /// visiting the files that stay as they are.
    ///
    /// The previous tree is brought to the live site first, from the two trees' manifests: each
    /// file in which they differ is hard-linked from the output (after checking with `stat`
    /// that nobody edited it) or removed. Then the changes are written, each as a new file
    /// renamed into place, and the trees are exchanged, as a full build does.
    ///
    /// - Parameter changes: New bytes by path, `nil` for a file to remove.
    /// - Returns: `nil` when a tree's manifest is missing or the output was edited by hand,
    ///   for a full build to do the work; the output is unchanged then.
    func patch(_ changes: [String: Data?], clock: inout StageClock) throws -> Result? {
        try recover()
        guard let liveTree = FileStamp(directory.path)?.inode, let tree = FileStamp(previous.path)?.inode,
              let live = OutputManifest.load(from: cacheFolder, tree: liveTree),
              var manifest = OutputManifest.load(from: cacheFolder, tree: tree), !manifest.folders.isEmpty else { return nil }
        clock.lap("manifests loaded")
        var pending: [(path: String, data: Data?, hash: ContentDigest?)] = []
        for (path, data) in changes.sorted(by: { $0.key < $1.key }) {
            let hash = data.map(OutputManifest.hash)
            if live.entries[path]?.hash != hash { pending.append((path, data, hash)) }
        }
        guard !pending.isEmpty else { return Result(written: 0, kept: live.entries.count, replaced: false) }
        // A change whose bytes the output already has is not written, but the previous tree
        // must still come to the output's copy like any other file.
        let writing = Set(pending.map(\.path))
        // From here until a manifest is written again, the previous tree is in flux.
        OutputManifest.remove(from: cacheFolder, tree: tree)
        let root = previous.path
        // Files both trees should share: the previous tree's copy must be as its manifest says
        // (a hand edit to a file linked into both trees changes both).
        let shared = manifest.entries.filter { !writing.contains($0.key) && live.entries[$0.key]?.hash == $0.value.hash }.map { ($0.key, $0.value) }
        let (edited, changedFolders) = Self.changed(shared, folders: manifest.folders, in: root)
        // Anything added by hand changed its folder's time: list those folders, remove strays.
        var touched = Set(changedFolders)
        for folder in changedFolders {
            let base = folder.isEmpty ? root : root + "/" + folder
            for (name, _) in (try? ContentScanner.listing(of: base)) ?? [] {
                let path = folder.isEmpty ? name : folder + "/" + name
                if manifest.entries[path] == nil && manifest.folders[path] == nil { try Self.remove(root + "/" + path) }
            }
        }
        for (path, entry) in live.entries where !writing.contains(path) && (manifest.entries[path]?.hash != entry.hash || edited.contains(path)) {
            guard FileStamp(directory.path + "/" + path)?.content == entry.stamp.content else { return nil }
            try Self.makeFolders(for: path, in: root)
            try Self.remove(root + "/" + path)
            guard link(directory.path + "/" + path, root + "/" + path) == 0 else { throw Self.error(root + "/" + path) }
            manifest.entries[path] = entry
            Self.addFolders(of: path, to: &touched)
        }
        for path in manifest.entries.keys where live.entries[path] == nil && !writing.contains(path) {
            try Self.remove(root + "/" + path)
            Self.removeEmptyFolders(above: path, in: root)
            manifest.entries[path] = nil
            Self.addFolders(of: path, to: &touched)
        }
        for (path, data, hash) in pending {
            let target = root + "/" + path
            if let data, let hash {
                try Self.makeFolders(for: path, in: root)
                let temporary = target + ".rotor-tmp"
                unlink(temporary)
                let stamp = try FileWriting.write(data, to: temporary, exclusive: true)
                guard rename(temporary, target) == 0 else { throw Self.error(target) }
                manifest.entries[path] = .init(hash: hash, stamp: stamp)
            } else {
                try Self.remove(target)
                Self.removeEmptyFolders(above: path, in: root)
                manifest.entries[path] = nil
            }
            Self.addFolders(of: path, to: &touched)
        }
        // The times of the folders written in, as they are now; gone folders are forgotten.
        for folder in touched {
            manifest.folders[folder] = OutputManifest.FolderStamp(folder.isEmpty ? root : root + "/" + folder)
        }
        clock.lap("trees updated")
        try manifest.save(in: cacheFolder, tree: tree)
        clock.lap("manifest saved")
        try swapIn()
        OutputManifest.prune(in: cacheFolder, keeping: [tree, liveTree])
        return Result(written: pending.count, kept: manifest.entries.count - pending.filter { $0.data != nil }.count, replaced: true)
    }

    /// The files under `root` that no longer have the stamp their manifest entry records, and
    /// the folders whose modification time differs from the manifest's, checked from several
    /// threads.
    private static func changed(_ entries: [(String, OutputManifest.Entry)], folders: [String: OutputManifest.FolderStamp],
                                in root: String) -> (files: Set<String>, folders: [String]) {
        let folderList = Array(folders)
        let total = entries.count + folderList.count
        let chunks = min(max(total / 512, 1), ProcessInfo.processInfo.activeProcessorCount * 2)
        let found = UnsafeMutableBufferPointer<(files: [String], folders: [String])>.allocate(capacity: chunks)
        found.initialize(repeating: ([], []))
        defer { found.deallocate() }
        nonisolated(unsafe) let results = found  // each thread writes its own chunk
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var path = [CChar]()
            let prefix = Array(root.utf8CString.dropLast()) + [CChar(UInt8(ascii: "/"))]
            for index in stride(from: chunk, to: total, by: chunks) {
                let relative = index < entries.count ? entries[index].0 : folderList[index - entries.count].key
                path.removeAll(keepingCapacity: true)
                path += prefix
                path += relative.utf8CString
                var info = stat()
                let found = lstat(path, &info) == 0
                if index < entries.count {
                    let stamp = entries[index].1.stamp
                    if !found || FileStamp(info).content != stamp.content { results[chunk].files.append(relative) }
                } else {
                    let stamp = folderList[index - entries.count].value
                    if !found || info.st_mode & S_IFMT != S_IFDIR || Int(info.st_mtim.tv_sec) != stamp.seconds
                        || Int(info.st_mtim.tv_nsec) != stamp.nanoseconds {
                        results[chunk].folders.append(relative)
                    }
                }
            }
        }
        return (Set(found.flatMap(\.files)), found.flatMap(\.folders))
    }

    /// The folders above `path`, up to the tree's own (`""`).
    private static func addFolders(of path: String, to folders: inout Set<String>) {
        var folder = path
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            folders.insert(folder)
        }
        folders.insert("")
    }

    private static func makeFolders(for path: String, in root: String) throws {
        var folder = path
        var missing: [String] = []
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            var info = stat()
            if lstat(root + "/" + folder, &info) == 0 {
                if info.st_mode & S_IFMT == S_IFDIR { break }
                unlink(root + "/" + folder)
            }
            missing.append(folder)
        }
        for folder in missing.reversed() where mkdir(root + "/" + folder, 0o755) != 0 && errno != EEXIST {
            throw error(root + "/" + folder)
        }
    }

    /// Removes whatever is at `path`, a file or a folder.
    private static func remove(_ path: String) throws {
        if unlink(path) == 0 || errno == ENOENT || errno == ENOTDIR { return }
        if errno == EISDIR || errno == EPERM {
            try FileManager.default.removeItem(atPath: path)
            return
        }
        throw error(path)
    }

    private static func removeEmptyFolders(above path: String, in root: String) {
        var folder = path
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            if rmdir(root + "/" + folder) != 0 { return }
        }
    }
}
