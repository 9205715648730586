import Foundation
import RotorDiagnostics
import RotorSite

/// Checks that a folder is a sensible place to publish into, before anything is built.
///
/// Publishing keeps files it did not write, so unlike `rotor build` it may go into a folder
/// that holds other things; it still refuses places where a mistake in the path would hurt.
struct PublishLocation: Sendable {
    /// The folder, absolute and with symbolic links resolved, so that a link to a folder
    /// stays a link and the folder behind it is replaced.
    let directory: URL

    /// - Throws: A ``Diagnostic`` when `target` is `/`, the home directory, a file, or
    ///   the content or templates folder, inside one or holding one.
    init(_ target: URL, content: URL, templates: URL?) throws(Diagnostic) {
        let directory = target.standardizedFileURL.resolvingSymlinksInPath()
        self.directory = directory
        func refuse(_ reason: String) -> Diagnostic {
            Diagnostic(path: target.path, message: "refusing to publish here: \(reason)")
        }
        let path = directory.path
        if path == "/" { throw refuse("it is the file system root") }
        if path == Self.resolved(FileManager.default.homeDirectoryForCurrentUser) { throw refuse("it is the home directory") }
        for (name, source) in [("content", Optional(content)), ("templates", templates)] {
            guard let source else { continue }
            let sourcePath = Self.resolved(source)
            if path == sourcePath { throw refuse("it is the \(name) folder") }
            if Self.isInside(path, sourcePath) { throw refuse("it is inside the \(name) folder") }
            if Self.isInside(sourcePath, path) { throw refuse("it holds the \(name) folder") }
        }
        var isDirectory: ObjCBool = false
        if FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory), !isDirectory.boolValue {
            throw refuse("it is a file, not a folder")
        }
    }

    private static func resolved(_ url: URL) -> String {
        url.standardizedFileURL.resolvingSymlinksInPath().path
    }

    private static func isInside(_ path: String, _ ancestor: String) -> Bool {
        path.hasPrefix(ancestor.hasSuffix("/") ? ancestor : ancestor + "/")
    }
}
