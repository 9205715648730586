import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// Makes the output the live site with some files changed, in one atomic exchange, without
    /// reading the files that stay as they are.
    ///
    /// The previous tree is brought to the live site first, from the two trees' manifests
    /// walked side by side (``ManifestLines``): a file the trees should share is kept if its
    /// `stat` is still what the manifest says; a file in which they differ is hard-linked
    /// from the output, after checking its `stat` there, or removed; a folder whose time
    /// changed is listed and anything it holds that the manifest lacks (a stray) is removed.
    /// Then the changes are written, each as a new file renamed into place, and the trees
    /// are exchanged, as a full build does.
    ///
    /// - Parameter changes: New bytes by path, `nil` for a file to remove.
    /// - Returns: `nil` when a tree's manifest is missing or the output was edited by hand in
    ///   a way only a full build can repair; the output is unchanged then.
    /// - Parameters:
    ///   - manifests: The output's manifest and the previous tree's, read already.
    ///   - check: ``checkTrees(_:)`` of the same manifests, made while the changes were.
    package func patch(_ changes: [String: Data?], manifests: (live: ManifestLines, previous: ManifestLines), check: TreeCheck,
               clock: inout some StageTiming) throws -> Result? {
        try recover()
        let (live, known) = manifests
        guard let (liveTree, tree) = trees, !known.folders.isEmpty else { return nil }

        // The changes whose bytes the output lacks, sorted as manifests are.
        var pending: [(path: [UInt8], name: String, data: Data?, hash: ContentDigest?)] = []
        for (path, data) in changes {
            let bytes = Array(path.utf8)
            let hash = data.map(OutputManifest.hash)
            if let current = live.find(bytes) {
                if hash != nil && live.hash(current) == hash { continue }
            } else if hash == nil {
                continue
            }
            pending.append((bytes, path, data, hash))
        }
        // With nothing to write the trees are exchanged all the same: the previous tree comes
        // out clean, while the output may hold a stray or a hand edit.
        pending.sort { ManifestLines.compare($0.path[...], $1.path[...]) < 0 }

        let actions = Self.actions(live: live, known: known, pending: pending.map(\.path))
        let root = previous.path

        // From here until a manifest is written again, the previous tree is in flux.
        OutputManifest.remove(from: cacheFolder, tree: tree)
        var touched: Set<String> = [""]
        // Anything added by hand changed its folder's time: remove what the manifest lacks.
        for folder in check.changedFolders {
            touched.insert(folder)
            let base = folder.isEmpty ? root : root + "/" + folder
            for (name, _) in (try? FolderListing.entries(of: base)) ?? [] {
                let path = Array((folder.isEmpty ? name : folder + "/" + name).utf8)
                if known.find(path) == nil && known.find(path, folder: true) == nil {
                    try Self.remove(base + "/" + name)
                }
            }
        }
        var manifest: [UInt8] = []
        manifest.reserveCapacity(live.bytes.count + 4096)
        var written = 0, files = 0
        for action in actions {
            switch action {
            case .keep(let line, let liveLine):
                files += 1
                guard !check.failedKnown.isEmpty, check.failedKnown.contains(known.path(line)) else {
                    if let stamp = check.restamped[known.path(line)], let hash = known.hash(line) {
                        OutputManifest.appendLine(known.path(line), .init(hash: hash, stamp: stamp), to: &manifest)
                    } else {
                        manifest += known.lineBytes(line)
                    }
                    continue
                }
                // Edited where it lies, in a file both trees share or in this one: the
                // output's copy is linked in if it is still as its manifest says.
                let path = live.path(liveLine)
                let source = directory.path + "/" + path
                guard let hash = live.hash(liveLine),
                      OutputManifest.unchanged(source, now: FileStamp(source), recorded: live.stamp(liveLine), hash: hash) != nil else { return nil }
                try link(path, hash: hash, to: &manifest)
                Self.addFolders(of: path, to: &touched)
            case .link(let line):
                guard check.failedLive.isEmpty || !check.failedLive.contains(live.path(line)) else { return nil }
                files += 1
                let path = live.path(line)
                guard let hash = live.hash(line) else { return nil }
                try link(path, hash: hash, to: &manifest)
                Self.addFolders(of: path, to: &touched)
            case .remove(let line):
                let path = known.path(line)
                try Self.remove(root + "/" + path)
                Self.removeEmptyFolders(above: path, in: root)
                Self.addFolders(of: path, to: &touched)
            case .write(let index):
                let change = pending[index]
                let target = root + "/" + change.name
                if let data = change.data, let hash = change.hash {
                    try Self.makeFolders(for: change.name, in: root)
                    let stamp = try TreeUpdate.replace(target, with: data)
                    OutputManifest.appendLine(change.name, .init(hash: hash, stamp: stamp), to: &manifest)
                    written += 1
                    files += 1
                } else {
                    try Self.remove(target)
                    Self.removeEmptyFolders(above: change.name, in: root)
                }
                Self.addFolders(of: change.name, to: &touched)
            }
        }
        // Folders as they are now: the ones written in have new times, gone ones are dropped.
        // The few touched ones are merged into the saved lines, which are sorted already.
        let touchedFolders = touched.map { (path: Array($0.utf8), name: $0) }.sorted { ManifestLines.compare($0.path[...], $1.path[...]) < 0 }
        var next = 0
        func appendTouched(_ folder: String) {
            guard let stamp = OutputManifest.FolderStamp(folder.isEmpty ? root : root + "/" + folder) else { return }
            OutputManifest.appendFolderLine(folder, stamp, to: &manifest)
        }
        for line in known.folders {
            let path = known.pathBytes(line)
            while next < touchedFolders.count, ManifestLines.compare(touchedFolders[next].path[...], path) < 0 {
                appendTouched(touchedFolders[next].name)
                next += 1
            }
            if next < touchedFolders.count, ManifestLines.compare(touchedFolders[next].path[...], path) == 0 {
                appendTouched(touchedFolders[next].name)
                next += 1
            } else {
                manifest += known.lineBytes(line)
            }
        }
        for folder in touchedFolders[next...] { appendTouched(folder.name) }
        manifest += Array("end\n".utf8)
        clock.lap("trees updated")
        try OutputManifest.write(manifest, in: cacheFolder, tree: tree)
        try swapIn()
        OutputManifest.prune(in: cacheFolder, keeping: [tree, liveTree])
        return Result(written: written, kept: files - written, replaced: true)
    }

    /// What becomes of each path, in path order: a `pending` path is written; a file both
    /// trees have with the same hash is kept; a file of the output is linked in; any other
    /// file of the previous tree is removed.
    private enum Action { case keep(ManifestLines.Line, live: ManifestLines.Line), link(ManifestLines.Line), remove(ManifestLines.Line), write(Int) }

    private static func actions(live: ManifestLines, known: ManifestLines, pending: [[UInt8]]) -> [Action] {
        var actions: [Action] = []
        actions.reserveCapacity(live.files.count + pending.count)
        var i = 0, j = 0, k = 0
        func smaller(_ a: ArraySlice<UInt8>?, _ b: ArraySlice<UInt8>?) -> ArraySlice<UInt8>? {
            guard let a else { return b }
            guard let b else { return a }
            return ManifestLines.compare(a, b) <= 0 ? a : b
        }
        while i < live.files.count || j < known.files.count || k < pending.count {
            let path = smaller(smaller(i < live.files.count ? live.pathBytes(live.files[i]) : nil,
                                       j < known.files.count ? known.pathBytes(known.files[j]) : nil),
                               k < pending.count ? pending[k][...] : nil)!
            let inLive = i < live.files.count && ManifestLines.compare(live.pathBytes(live.files[i]), path) == 0
            let inKnown = j < known.files.count && ManifestLines.compare(known.pathBytes(known.files[j]), path) == 0
            if k < pending.count, ManifestLines.compare(pending[k][...], path) == 0 {
                actions.append(.write(k))
                k += 1
            } else if inLive && inKnown && known.sameHash(known.files[j], as: live.files[i], in: live) {
                actions.append(.keep(known.files[j], live: live.files[i]))
            } else if inLive {
                actions.append(.link(live.files[i]))
            } else {
                actions.append(.remove(known.files[j]))
            }
            if inLive { i += 1 }
            if inKnown { j += 1 }
        }
        return actions
    }

    /// What ``checkTrees(_:)`` found changed since the manifests were written.
    package struct TreeCheck: Sendable {
        /// Files of the output to be linked into the previous tree that are no longer as written.
        package var failedLive: Set<String> = []
        /// Files of the previous tree to be kept that are no longer as written.
        package var failedKnown: Set<String> = []
        /// Folders of the previous tree whose time changed: something was added or removed.
        package var changedFolders: [String] = []
        /// Files of the previous tree whose change time alone moved (a link the other tree
        /// made to them) and whose bytes were found as written: their stamps now.
        package var restamped: [String: FileStamp] = [:]
    }

    /// One pass of `stat` over every file the previous tree keeps or takes from the output,
    /// and every folder of the previous tree, on all cores. It needs only the manifests, so
    /// it runs while the edited pages are made.
    package static func checkTrees(_ manifests: (live: ManifestLines, previous: ManifestLines), roots: (live: String, previous: String)) -> TreeCheck {
        let (live, known) = manifests
        var checks: [Check] = []
        checks.reserveCapacity(live.files.count + known.files.count + known.folders.count)
        for action in actions(live: live, known: known, pending: []) {
            switch action {
            case .keep(let line, _): checks.append(Check(inLive: false, line: line, isFolder: false))
            case .link(let line): checks.append(Check(inLive: true, line: line, isFolder: false))
            case .remove, .write: break
            }
        }
        for line in known.folders { checks.append(Check(inLive: false, line: line, isFolder: true)) }
        var result = TreeCheck()
        let (failed, restamped) = failedChecks(checks, live: live, known: known, roots: (roots.live, roots.previous))
        for (index, stamp) in restamped where !checks[index].inLive {
            result.restamped[known.path(checks[index].line)] = stamp
        }
        for index in failed {
            let check = checks[index]
            if check.isFolder {
                result.changedFolders.append(known.path(check.line))
            } else if check.inLive {
                result.failedLive.insert(live.path(check.line))
            } else {
                result.failedKnown.insert(known.path(check.line))
            }
        }
        return result
    }

    /// Whether the output tree is still as its manifest says: every file with its size,
    /// modification time and inode, every folder with its time, which a file added or
    /// removed changes. `false` without a manifest. One `stat` each, on all cores, so that a
    /// build with no input changed can trust the output without reading it.
    package func outputIsIntact(tree: UInt64) -> Bool {
        guard let lines = ManifestLines(path: OutputManifest.url(in: cacheFolder, tree: tree).path) else { return false }
        let checks = lines.files.map { Check(inLive: true, line: $0, isFolder: false) }
            + lines.folders.map { Check(inLive: true, line: $0, isFolder: true) }
        return Self.failedChecks(checks, live: lines, known: lines, roots: (directory.path, directory.path)).failed.isEmpty
    }

    /// The output's manifest and the previous tree's, when both trees and manifests exist.
    package func manifestLines() -> (live: ManifestLines, previous: ManifestLines)? {
        guard let trees, let live = ManifestLines(path: OutputManifest.url(in: cacheFolder, tree: trees.output).path),
              let previous = ManifestLines(path: OutputManifest.url(in: cacheFolder, tree: trees.previous).path) else { return nil }
        return (live, previous)
    }

    /// Hard-links the output's file at `path` into the previous tree, in place of what is
    /// there, and appends its manifest line, stamped after the link (which moves the change time).
    private func link(_ path: String, hash: ContentDigest, to manifest: inout [UInt8]) throws {
        let target = previous.path + "/" + path
        try Self.makeFolders(for: path, in: previous.path)
        try Self.remove(target)
        guard Glibc.link(directory.path + "/" + path, target) == 0, let stamp = FileStamp(target) else { throw Self.error(target) }
        OutputManifest.appendLine(path, .init(hash: hash, stamp: stamp), to: &manifest)
    }

    /// A file or folder of one of the trees whose `stat` must still be as its manifest line says.
    private struct Check {
        package var inLive: Bool
        package var line: ManifestLines.Line
        package var isFolder: Bool
    }

    /// The indices of the checks whose file or folder no longer has the recorded stamp, and
    /// of the files whose change time alone moved and whose bytes are as recorded, with
    /// their stamps now (``OutputManifest/unchanged(_:now:recorded:hash:)``).
    private static func failedChecks(_ checks: [Check], live: ManifestLines, known: ManifestLines,
                                     roots: (live: String, known: String)) -> (failed: [Int], restamped: [(Int, FileStamp)]) {
        let chunks = min(max(checks.count / 512, 1), ProcessInfo.processInfo.activeProcessorCount * 2)
        let found = UnsafeMutableBufferPointer<[Int]>.allocate(capacity: chunks)
        found.initialize(repeating: [])
        let moved = UnsafeMutableBufferPointer<[(Int, FileStamp)]>.allocate(capacity: chunks)
        moved.initialize(repeating: [])
        defer {
            found.deallocate()
            moved.deallocate()
        }
        nonisolated(unsafe) let restamps = moved  // each thread writes its own chunk
        nonisolated(unsafe) let results = found  // each thread writes its own chunk
        // Paths are looked up from each tree's folder, not from `/`.
        let folders = (live: open(roots.live, O_RDONLY | O_DIRECTORY | O_CLOEXEC), known: open(roots.known, O_RDONLY | O_DIRECTORY | O_CLOEXEC))
        defer {
            if folders.live >= 0 { close(folders.live) }
            if folders.known >= 0 { close(folders.known) }
        }
        guard folders.live >= 0, folders.known >= 0 else { return (Array(checks.indices), []) }
        // Each worker takes a run of consecutive checks, so that neighbours share a folder.
        let size = (checks.count + chunks - 1) / chunks
        DispatchQueue.concurrentPerform(iterations: chunks) { chunk in
            var fromLive = FolderStat(root: folders.live), fromKnown = FolderStat(root: folders.known)
            defer {
                fromLive.close()
                fromKnown.close()
            }
            for index in (chunk * size)..<min((chunk + 1) * size, checks.count) {
                let check = checks[index]
                let manifest = check.inLive ? live : known
                let path = manifest.bytes[check.line.path..<check.line.end]
                // Looked up from the folder two levels down (`en/sliders`), shared by many pages.
                var split: Int?
                if let first = path.firstIndex(of: UInt8(ascii: "/")) { split = path[(first + 1)...].firstIndex(of: UInt8(ascii: "/")) }
                var info = stat()
                let exists = check.inLive ? fromLive.stat(path, split: split, into: &info) : fromKnown.stat(path, split: split, into: &info)
                let same: Bool
                if check.isFolder {
                    let stamp = manifest.folderStamp(check.line)
                    same = exists && info.st_mode & S_IFMT == S_IFDIR && Int(info.st_mtim.tv_sec) == stamp.seconds
                        && Int(info.st_mtim.tv_nsec) == stamp.nanoseconds
                } else if exists, FileStamp(info) == manifest.stamp(check.line) {
                    same = true
                } else if exists, let hash = manifest.hash(check.line),
                          let stamp = OutputManifest.unchanged((check.inLive ? roots.live : roots.known) + "/" + String(decoding: path, as: UTF8.self),
                                                               now: FileStamp(info), recorded: manifest.stamp(check.line), hash: hash) {
                    same = true
                    restamps[chunk].append((index, stamp))
                } else {
                    same = false
                }
                if !same { results[chunk].append(index) }
            }
        }
        return (found.flatMap { $0 }.sorted(), moved.flatMap { $0 })
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

    /// The folders above `path`, up to the tree's own (`""`).
    private static func addFolders(of path: String, to folders: inout Set<String>) {
        var folder = path
        while let slash = folder.lastIndex(of: "/") {
            folder = String(folder[..<slash])
            folders.insert(folder)
        }
        folders.insert("")
    }
}
