import Foundation
import RotorDiagnostics

/// `rotor init`: copies the built-in starter site and theme into a new folder.
public struct ScaffoldAction: Sendable {
    public var destination: URL

    public init(destination: URL) {
        self.destination = destination
    }

    /// What a new site keeps out of git: the built site and the build cache beside it.
    static let gitignore = "# Built by `rotor build`; rebuilt from Content/ and Templates/.\nsite/\n.site.rotor-cache/\n"

    /// Writes `Content/`, `Templates/` and a `.gitignore` into ``destination``.
    ///
    /// - Returns: How many files were created.
    /// - Throws: A ``Diagnostic`` when the folder exists and is not empty: nothing is overwritten.
    public func run() throws -> Int {
        let manager = FileManager.default
        let path = destination.relativePathForDisplay
        if let existing = try? manager.contentsOfDirectory(atPath: destination.path), !existing.isEmpty {
            throw Diagnostic(path: path, message: "folder is not empty; choose a new folder so nothing is overwritten")
        }
        guard let content = Bundle.module.url(forResource: "Content", withExtension: nil, subdirectory: "Scaffold"),
              let templates = Theme.builtInDirectory else {
            throw Diagnostic(path: path, message: "the starter site is missing from Rotor's resources; reinstall Rotor")
        }
        try manager.createDirectory(at: destination, withIntermediateDirectories: true)
        var count = 0
        for (source, name) in [(content, "Content"), (templates, "Templates")] {
            let target = destination.appendingPathComponent(name)
            try manager.copyItem(at: source.resolvingSymlinksInPath(), to: target)
            count += manager.enumerator(atPath: target.path)?.allObjects.count ?? 0
        }
        try Data(Self.gitignore.utf8).write(to: destination.appendingPathComponent(".gitignore"))
        return count + 1
    }
}
