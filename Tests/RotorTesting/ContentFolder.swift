import Foundation

/// A throwaway content folder in the temporary directory: `site.yml` and articles written
/// from a dictionary, next to where a test builds or publishes them. The fixtures of the
/// site, serve and publish tests are each one of these plus what their own tests drive.
public struct ContentFolder: Sendable {
    /// The folder that holds `Content/` and whatever a test writes beside it.
    public let root: URL
    public var content: URL { root.appendingPathComponent("Content") }

    /// The checkout this file is in, and its theme (`Templates/`).
    public static let repositoryRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    public static let repositoryTemplates = repositoryRoot.appendingPathComponent("Templates")

    /// - Parameters:
    ///   - prefix: The start of the folder's name, to tell whose folder is whose.
    ///   - config: `site.yml`, or `nil` for none.
    ///   - files: Text by path relative to `Content/`.
    public init(prefix: String, config: String?, files: [String: String]) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: root.appendingPathComponent("Content"), withIntermediateDirectories: true)
        if let config { try write("site.yml", config) }
        for (path, text) in files { try write(path, text) }
    }

    /// A file of the content folder.
    public func url(_ path: String) -> URL { content.appendingPathComponent(path) }

    /// Writes `text` at `path` below `Content/`, making its folders.
    public func write(_ path: String, _ text: String) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Removes the whole folder.
    public func remove() {
        try? FileManager.default.removeItem(at: root)
    }

    /// An article with front matter: `title`, then `extra` lines as written, then `body`.
    public static func article(_ title: String, _ body: String = "Text.", extra: String = "") -> String {
        "---\ntitle: \(title)\n\(extra)---\n\n\(body)\n"
    }

    /// Every file below `folder` with its bytes, for byte-for-byte comparisons; a symbolic
    /// link is listed by its destination, a folder not at all.
    public static func snapshot(_ folder: URL) throws -> [String: Data] {
        var files: [String: Data] = [:]
        let enumerator = FileManager.default.enumerator(atPath: folder.path)
        while let relative = enumerator?.nextObject() as? String {
            let url = folder.appendingPathComponent(relative)
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            switch attributes[.type] as? FileAttributeType {
            case .typeRegular?: files[relative] = try Data(contentsOf: url)
            case .typeSymbolicLink?: files[relative] = Data(try FileManager.default.destinationOfSymbolicLink(atPath: url.path).utf8)
            default: continue
            }
        }
        return files
    }
}

/// Polls `condition` until it holds or `timeout` passes. It returns as soon as the condition
/// holds, so the long default costs time only when a test fails: `make test` runs the Swift tests
/// beside a browser gate on two cores, and Swift Testing's parallel suites can keep the cooperative
/// pool busy for tens of seconds before a server task is scheduled.
public func eventually(timeout: Duration = .seconds(60), _ condition: @Sendable () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return await condition()
}
