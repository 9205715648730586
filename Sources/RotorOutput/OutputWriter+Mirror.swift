import Foundation
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

extension OutputWriter {
    /// After a first build, whose tree became the output by a rename, makes the previous tree
    /// a copy of the output by hard links, with its manifest, so that the next build (an edit
    /// to one article, most often) can patch it instead of building everything again.
    ///
    /// - Returns: Whether there are two trees now.
    @discardableResult
    package func mirrorOutput() throws -> Bool {
        guard trees == nil, let liveTree = FileStamp(directory.path)?.inode,
              let live = OutputManifest.load(from: cacheFolder, tree: liveTree), !live.folders.isEmpty else { return false }
        let manager = FileManager.default
        let building = cacheFolder.appendingPathComponent("previous.rotor-tmp")
        if manager.fileExists(atPath: building.path) { try manager.removeItem(at: building) }
        // Made under another name and renamed when whole, so a killed build leaves no half tree.
        guard mkdir(building.path, 0o755) == 0 else { throw Self.error(building.path) }
        for folder in live.folders.keys.sorted(by: { $0.count < $1.count }) where !folder.isEmpty {
            guard mkdir(building.path + "/" + folder, 0o755) == 0 || errno == EEXIST else { throw Self.error(building.path + "/" + folder) }
        }
        // A file no longer as the output's manifest says (an edit by hand) is left to a full
        // build. Each link moves its file's change time, so both trees' manifests take the
        // stamps from after it.
        var manifest = OutputManifest()
        var output = live
        for (path, entry) in live.entries {
            let file = directory.path + "/" + path, copy = building.path + "/" + path
            guard OutputManifest.unchanged(file, now: FileStamp(file), recorded: entry.stamp, hash: entry.hash) != nil else {
                try manager.removeItem(at: building)
                return false
            }
            guard Glibc.link(file, copy) == 0, let stamp = FileStamp(copy) else { throw Self.error(copy) }
            output.entries[path]?.stamp = stamp
            manifest.entries[path] = .init(hash: entry.hash, stamp: stamp)
        }
        guard rename(building.path, previous.path) == 0, let tree = FileStamp(previous.path)?.inode else { throw Self.error(previous.path) }
        try output.save(in: cacheFolder, tree: liveTree)
        for folder in live.folders.keys {
            manifest.folders[folder] = OutputManifest.FolderStamp(folder.isEmpty ? previous.path : previous.path + "/" + folder)
        }
        try manifest.save(in: cacheFolder, tree: tree)
        return true
    }
}
