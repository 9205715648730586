import Foundation
import RotorDiagnostics
import RotorSite

/// The branch's files before a publish, and which of them Rotor wrote.
struct PreviousCommit: Sendable {
    var entries: [String: GitTreeEntry]
    var manifest: PublishManifest

    static func load(_ commit: String?, from repository: GitRepository) async throws -> PreviousCommit {
        guard let commit else { return PreviousCommit(entries: [:], manifest: PublishManifest(paths: [])) }
        let list = try await repository.treeEntries(commit)
        let entries = Dictionary(list.map { ($0.path, $0) }, uniquingKeysWith: { first, _ in first })
        var manifest = PublishManifest(paths: [])
        if let entry = entries[PublishManifest.fileName], entry.type == "blob" {
            let data = try await repository.run(["cat-file", "blob", entry.object])
            manifest = PublishManifest(parsing: String(decoding: data, as: UTF8.self))
        }
        return PreviousCommit(entries: entries, manifest: manifest)
    }

    /// The new tree's entries, without the manifest, and the changes they make.
    struct Plan {
        var entries: [GitTreeEntry]
        var changes: PublishChanges
    }

    /// Merges `files` (stored as `objects`) with the files Rotor did not write.
    ///
    /// - Throws: ``RotorSite/BuildFailure`` for every file Rotor did not write that is in the way.
    func plan(files: [PublishedFile], objects: [String], branch: String) throws -> Plan {
        let newPaths = Set(files.map(\.path))
        let kept = entries.values.filter {
            !manifest.contains($0.path) && !newPaths.contains($0.path) && $0.path != PublishManifest.fileName
        }
        let keptFolders = PublishManifest(paths: kept.map(\.path)).folders
        var changes = PublishChanges()
        var conflicts: [Diagnostic] = []
        var result = kept
        for (file, object) in zip(files, objects) {
            let entry = GitTreeEntry(mode: "100644", type: "blob", object: object, path: file.path)
            result.append(entry)
            let ancestors = PublishManifest(paths: [file.path]).folders
            if let old = entries[file.path] {
                if old == entry { continue }
                if manifest.contains(file.path) { changes.changed.append(file.path); continue }
                conflicts.append(Diagnostic(path: "\(branch):\(file.path)", message: "Rotor would overwrite a file it did not write; remove it from the branch, then publish again"))
            } else if keptFolders.contains(file.path) || kept.contains(where: { ancestors.contains($0.path) }) {
                conflicts.append(Diagnostic(path: "\(branch):\(file.path)", message: "files Rotor did not write are in the way; remove them from the branch, then publish again"))
            } else {
                changes.added.append(file.path)
            }
        }
        if !conflicts.isEmpty { throw BuildFailure(conflicts) }
        changes.removed = manifest.paths.filter { entries[$0] != nil && !newPaths.contains($0) }
        return Plan(entries: result.sorted { $0.path < $1.path },
                    changes: PublishChanges(added: changes.added, changed: changes.changed, removed: changes.removed))
    }
}
