import Foundation
import RotorDiagnostics
import RotorOutput

/// Where a build may write, checked before any work is done.
///
/// A build replaces its output directory wholesale, so pointing it at the wrong place could
/// erase someone's work. These checks refuse the places where that would hurt.
public struct OutputLocation: Sendable {
    /// The output directory, absolute and with symbolic links resolved.
    public let directory: URL

    /// Validates `output` against the content and templates it will be built from.
    ///
    /// - Throws: A ``Diagnostic`` when the output is `/`, the home directory, the project
    ///   root, inside or above the content or templates, or a folder Rotor did not create.
    public init(_ output: URL, content: URL, templates: URL?) throws(Diagnostic) {
        let directory = output.standardizedFileURL.resolvingSymlinksInPath()
        self.directory = directory
        let path = directory.path
        func refuse(_ reason: String) -> Diagnostic {
            Diagnostic(path: output.path, message: "refusing to write the site here: \(reason)")
        }
        if path == "/" { throw refuse("it is the file system root") }
        let home = FileManager.default.homeDirectoryForCurrentUser.standardizedFileURL.resolvingSymlinksInPath().path
        if path == home { throw refuse("it is the home directory") }
        let projectRoot = content.standardizedFileURL.resolvingSymlinksInPath().deletingLastPathComponent().path
        if path == projectRoot { throw refuse("it is the project root") }
        for (name, source) in [("content", Optional(content)), ("templates", templates)] {
            guard let source else { continue }
            let sourcePath = source.standardizedFileURL.resolvingSymlinksInPath().path
            if path == sourcePath { throw refuse("it is the \(name) directory") }
            if Self.isInside(path, sourcePath) { throw refuse("it is inside the \(name) directory") }
            if Self.isInside(sourcePath, path) { throw refuse("it holds the \(name) directory") }
        }
        if FileManager.default.fileExists(atPath: path), !Self.isReplaceable(directory) {
            throw refuse("it is a non-empty folder that Rotor did not build (no \(Self.markerName) inside)")
        }
    }

    /// The file every build writes into its output, so that a later build knows it may replace the folder.
    public static var markerName: String { OutputWriter.markerName }

    static func isInside(_ path: String, _ ancestor: String) -> Bool {
        let prefix = ancestor.hasSuffix("/") ? ancestor : ancestor + "/"
        return path.hasPrefix(prefix)
    }

    private static func isReplaceable(_ directory: URL) -> Bool {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue else {
            return false
        }
        let entries = (try? manager.contentsOfDirectory(atPath: directory.path)) ?? []
        return entries.isEmpty || entries.contains(markerName)
    }
}

extension OutputWriter {
    /// A writer for a location checked as a place to write a site.
    public init(location: OutputLocation) {
        self.init(directory: location.directory)
    }
}
