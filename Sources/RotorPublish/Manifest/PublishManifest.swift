import Foundation

/// The list of files Rotor wrote into a published folder or branch.
///
/// A publish replaces or removes only the files named here, so that files others put beside
/// the site (`CNAME`, `.git/`, `.well-known/`) are never touched. The file is a comment line
/// and then one path per line, sorted, so the same site always gives the same bytes.
public struct PublishManifest: Sendable, Equatable {
    /// Paths relative to the published root, with `/` separators.
    public private(set) var paths: Set<String>

    /// The manifest's own name at the root of what was published.
    public static let fileName = ".rotor-manifest"
    static let header = "# Files written by rotor publish. Rotor replaces or removes only these; other files are kept."

    public init(paths: some Sequence<String>) {
        self.paths = Set(paths)
    }

    /// Reads a manifest's text; comment lines and blank lines are skipped.
    public init(parsing text: String) {
        self.init(paths: text.split(separator: "\n").lazy
            .map(String.init)
            .filter { !$0.isEmpty && !$0.hasPrefix("#") })
    }

    /// The manifest's bytes: the header, then the sorted paths, one per line.
    public var data: Data {
        Data(([Self.header] + paths.sorted()).map { $0 + "\n" }.joined().utf8)
    }

    public func contains(_ path: String) -> Bool {
        paths.contains(path)
    }

    /// Every folder that holds one of the paths, such as `en` and `en/sliders` for
    /// `en/sliders/index.html`.
    var folders: Set<String> {
        var folders: Set<String> = []
        for path in paths {
            var components = path.split(separator: "/").dropLast()
            while !components.isEmpty {
                folders.insert(components.joined(separator: "/"))
                components = components.dropLast()
            }
        }
        return folders
    }
}
