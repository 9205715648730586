import Foundation
import RotorOutput
import RotorSite

extension DirectoryPublisher {
    var staging: URL { sibling("publish") }
    var retired: URL { sibling("publish-old") }

    private func sibling(_ suffix: String) -> URL {
        directory.deletingLastPathComponent().appendingPathComponent(".\(directory.lastPathComponent).rotor-\(suffix)")
    }

    /// Publishes `files`: foreign files are kept, files Rotor wrote before and no longer
    /// writes are removed, and the folder is replaced in one atomic step.
    ///
    /// - Returns: What changed.
    /// - Throws: ``RotorSite/BuildFailure`` for files in the way (see ``changes(for:)``), or an
    ///   I/O error; the folder is then as it was.
    @discardableResult
    public func publish(_ files: [PublishedFile]) throws -> PublishChanges {
        try recover()
        let changes = try changes(for: files)
        let manager = FileManager.default
        let manifest = try previousManifest()
        let written = PublishManifest(paths: files.map(\.path))
        try manager.createDirectory(at: staging, withIntermediateDirectories: true)
        do {
            var created: [String] = []
            if manager.fileExists(atPath: directory.path) {
                try copyPermissions(from: directory, to: staging)
                created = try mirrorForeignFiles(keeping: manifest, written: written)
            }
            for file in files {
                let target = staging.appendingPathComponent(file.path)
                try manager.createDirectory(at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
                try file.data.write(to: target)
            }
            try written.data.write(to: staging.appendingPathComponent(PublishManifest.fileName))
            // Folders that held only Rotor's removed files go with them.
            for folder in created.sorted(by: { $0.count > $1.count }) {
                let url = staging.appendingPathComponent(folder)
                if try manager.contentsOfDirectory(atPath: url.path).isEmpty { try manager.removeItem(at: url) }
            }
            try swapIn()
        } catch {
            try? manager.removeItem(at: staging)
            throw error
        }
        return changes
    }

    /// Hard-links every file and folder Rotor did not write into the staging folder.
    ///
    /// Folders that hold none of Rotor's files (`.git`, `.well-known`) are linked whole;
    /// folders that do are recreated and walked, without recursion.
    ///
    /// - Returns: The folders it created, relative to the root.
    private func mirrorForeignFiles(keeping manifest: PublishManifest, written: PublishManifest) throws -> [String] {
        let manager = FileManager.default
        let rotorFolders = manifest.folders.union(written.folders)
        var created: [String] = []
        var pending = [""]
        while let folder = pending.popLast() {
            for name in try manager.contentsOfDirectory(atPath: url(folder).path) {
                let path = folder.isEmpty ? name : folder + "/" + name
                if path == PublishManifest.fileName || manifest.contains(path) || written.contains(path) { continue }
                let target = staging.appendingPathComponent(path)
                if kind(of: path) == .directory, rotorFolders.contains(path) {
                    try manager.createDirectory(at: target, withIntermediateDirectories: false)
                    try copyPermissions(from: url(path), to: target)
                    created.append(path)
                    pending.append(path)
                } else {
                    do {
                        try manager.linkItem(at: url(path), to: target)
                    } catch {
                        // A file system without hard links: a copy keeps the content.
                        try? manager.removeItem(at: target)
                        try manager.copyItem(at: url(path), to: target)
                    }
                }
            }
        }
        return created
    }

    private func copyPermissions(from source: URL, to target: URL) throws {
        let manager = FileManager.default
        if let permissions = try manager.attributesOfItem(atPath: source.path)[.posixPermissions] {
            try manager.setAttributes([.posixPermissions: permissions], ofItemAtPath: target.path)
        }
    }

    private func swapIn() throws {
        try FolderSwap.replace(directory, with: staging, retired: retired)
    }

    /// Cleans up after a publish that was killed part-way.
    func recover() throws {
        let manager = FileManager.default
        if !manager.fileExists(atPath: directory.path), manager.fileExists(atPath: retired.path) {
            try manager.moveItem(at: retired, to: directory)
        }
        for leftover in [staging, retired] where manager.fileExists(atPath: leftover.path) {
            try manager.removeItem(at: leftover)
        }
    }
}
