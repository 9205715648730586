import Foundation
import RotorDiagnostics
import RotorOutput

/// A templates folder loaded for one build: templates, interface strings and static assets.
public struct Theme: Sendable {
    /// A static file the theme ships, copied to `assets/` in the output.
    ///
    /// Stylesheets and scripts get a hash of their bytes in their names
    /// (`assets/rotor.5f0c2a9e41d7b3c8.css`), so hosts can cache them forever and a changed
    /// file is a new URL.
    public struct Asset: Sendable {
        public var outputPath: String
        public var data: Data
    }

    public var templates: TemplateSet
    public var strings: UIStrings
    public var assets: [Asset]

    /// A digest of templates, strings and asset names: everything a page's bytes depend on
    /// beyond its view models.
    var fingerprint: ContentDigest {
        var digest = DigestBuilder()
        digest.add(templates.fingerprint)
        digest.add(strings.fingerprint)
        for asset in assets { digest.add(asset.outputPath) }
        return digest.finish()
    }

    /// The theme built into Rotor, the same one `rotor init` writes out.
    public static var builtInDirectory: URL? {
        Bundle.module.url(forResource: "Templates", withExtension: nil, subdirectory: "Scaffold")
    }

    /// Loads `directory`, or `Templates` in the working directory, or the built-in theme.
    ///
    /// - Throws: A ``Diagnostic`` when a named folder does not exist, a ``BuildFailure`` for
    ///   template errors.
    /// - Parameter assets: Whether to read the theme's assets too; a build that only composes
    ///   pages from saved views, which name them already, does without.
    public static func load(_ directory: URL?, assets withAssets: Bool = true) throws -> Theme {
        var folder = try self.folder(directory)
        let displayPath = folder.relativePathForDisplay
        // Enumerators do not descend into a folder given as a symbolic link; resolve it first.
        folder = folder.resolvingSymlinksInPath()
        let templates = try TemplateSet.load(from: folder, displayPath: displayPath)
        let strings = try UIStrings.load(from: folder.appendingPathComponent("i18n"), displayPath: "\(displayPath)/i18n")
        return Theme(templates: templates, strings: strings,
                     assets: withAssets ? try assets(in: folder.appendingPathComponent("assets")) : [])
    }

    /// The folder a build takes its theme from: `directory`, else `Templates`, else built in.
    static func folder(_ directory: URL?) throws -> URL {
        let folder = directory ?? URL(fileURLWithPath: "Templates")
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isDirectory), isDirectory.boolValue {
            return folder
        }
        guard directory == nil, let builtIn = builtInDirectory else {
            throw Diagnostic(path: folder.relativePathForDisplay, message: "templates folder not found")
        }
        return builtIn
    }

    private static func assets(in folder: URL) throws -> [Asset] {
        guard let enumerator = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: [.isRegularFileKey]) else {
            return []
        }
        var assets: [Asset] = []
        let root = folder.resolvingSymlinksInPath().path
        for case let url as URL in enumerator where !ContentScanner.isIgnored(url.lastPathComponent) {
            guard try url.resourceValues(forKeys: [.isRegularFileKey]).isRegularFile == true else { continue }
            let relative = String(url.resolvingSymlinksInPath().path.dropFirst(root.count + 1))
            let data = try Data(contentsOf: url)
            assets.append(Asset(outputPath: "assets/" + fingerprinted(relative, data), data: data))
        }
        return assets.sorted { $0.outputPath < $1.outputPath }
    }

    /// `name.css` → `name.<hash>.css` for stylesheets and scripts; other files keep their names.
    static func fingerprinted(_ path: String, _ data: Data) -> String {
        guard let dot = path.lastIndex(of: "."), [".css", ".js"].contains(String(path[dot...])) else { return path }
        return "\(path[..<dot]).\(ContentHash.hex(data))\(path[dot...])"
    }
}
