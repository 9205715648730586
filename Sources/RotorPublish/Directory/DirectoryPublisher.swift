import Foundation
import RotorDiagnostics
import RotorSite

/// Publishes a site into a folder that may also hold files Rotor did not write.
///
/// The new site is assembled in a hidden sibling, `.NAME.rotor-publish`: files Rotor did not
/// write are hard-linked into it from the folder (so they stay the very same files), the
/// site's files are written, and a ``PublishManifest`` records them. The sibling is then
/// exchanged with the folder in one atomic rename, so the folder always holds either the
/// whole old site or the whole new one. A file someone adds to the folder while a publish is
/// running may be lost; do not publish while another program writes there.
public struct DirectoryPublisher: Sendable {
    /// The folder, absolute, with symbolic links resolved.
    public let directory: URL

    public init(directory: URL) {
        self.directory = directory.standardizedFileURL.resolvingSymlinksInPath()
    }

    /// The manifest of the previous publish, or an empty one when there was none.
    public func previousManifest() throws -> PublishManifest {
        let url = directory.appendingPathComponent(PublishManifest.fileName)
        guard let data = FileManager.default.contents(atPath: url.path) else { return PublishManifest(paths: []) }
        return PublishManifest(parsing: String(decoding: data, as: UTF8.self))
    }

    /// What publishing `files` would add, change and remove. Writes nothing.
    ///
    /// A file that Rotor did not write but that holds exactly the bytes Rotor would write is
    /// adopted: it is listed in the new manifest and left unchanged.
    ///
    /// - Throws: ``BuildFailure`` listing every path where a file or folder that Rotor did
    ///   not write is in the way, since publishing would have to overwrite it.
    public func changes(for files: [PublishedFile]) throws -> PublishChanges {
        let manifest = try previousManifest()
        let newPaths = Set(files.map(\.path))
        var added: [String] = []
        var changed: [String] = []
        var conflicts: [Diagnostic] = []
        for file in files {
            switch kind(of: file.path) {
            case .missing:
                if let blocker = blockingAncestor(of: file.path, manifest: manifest, newPaths: newPaths) {
                    conflicts.append(conflict(blocker, "a file Rotor did not write is where Rotor needs a folder"))
                } else {
                    added.append(file.path)
                }
            case .file:
                if FileManager.default.contents(atPath: url(file.path).path) == file.data { continue }
                if manifest.contains(file.path) {
                    changed.append(file.path)
                } else {
                    conflicts.append(conflict(file.path, "Rotor would overwrite a file it did not write"))
                }
            case .directory, .other:
                conflicts.append(conflict(file.path, "something Rotor did not write is where Rotor writes a file"))
            }
        }
        if !conflicts.isEmpty { throw BuildFailure(conflicts) }
        let removed = manifest.paths.filter { !newPaths.contains($0) && kind(of: $0) != .missing }
        return PublishChanges(added: added, changed: changed, removed: Array(removed))
    }

    /// The first folder on the way to `path` that is a file or link Rotor will not remove.
    private func blockingAncestor(of path: String, manifest: PublishManifest, newPaths: Set<String>) -> String? {
        let components = path.split(separator: "/").dropLast()
        for count in components.indices.map({ $0 + 1 }) {
            let ancestor = components.prefix(count).joined(separator: "/")
            switch kind(of: ancestor) {
            case .directory: continue
            case .missing: return nil
            case .file, .other:
                return manifest.contains(ancestor) && !newPaths.contains(ancestor) ? nil : ancestor
            }
        }
        return nil
    }

    private func conflict(_ path: String, _ problem: String) -> Diagnostic {
        Diagnostic(path: url(path).path, message: "\(problem); move it away or delete it, then publish again")
    }

    enum EntryKind: Equatable {
        case missing, file, directory, other
    }

    /// What is at `path`, without following a symbolic link.
    func kind(of path: String) -> EntryKind {
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: url(path).path) else { return .missing }
        switch attributes[.type] as? FileAttributeType {
        case .typeRegular?: return .file
        case .typeDirectory?: return .directory
        default: return .other
        }
    }

    func url(_ path: String) -> URL {
        path.isEmpty ? directory : directory.appendingPathComponent(path)
    }
}
