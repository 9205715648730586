import Foundation

/// Finds the articles and static files under a content folder.
///
/// The scan decides nothing about pages; it only lists what is there, refusing what must not
/// be built: symbolic links that lead out of the folder, and editor leftovers (which it skips).
public struct ContentScanner: Sendable {
    /// A file found under the content folder.
    public struct Entry: Sendable, Equatable {
        /// Path relative to the content folder, with `/` separators: `en/sliders/custom-slider.md`.
        public var relativePath: String
        /// Where to read it; a symbolic link's target when the entry is a link.
        public var url: URL
        public var isMarkdown: Bool { relativePath.hasSuffix(".md") }
    }

    public let root: URL

    public init(root: URL) {
        self.root = root
    }

    /// Lists every file, sorted by path so that builds are deterministic.
    ///
    /// - Throws: A ``BuildFailure`` listing every link that leads outside the content folder.
    public func scan() throws -> [Entry] {
        let realRoot = root.standardizedFileURL.resolvingSymlinksInPath()
        var entries: [Entry] = []
        var problems: [Diagnostic] = []
        var visited: Set<String> = [realRoot.path]
        var pending: [(url: URL, relative: String)] = [(realRoot, "")]
        let manager = FileManager.default

        while let (directory, relative) = pending.popLast() {
            let names = try manager.contentsOfDirectory(atPath: directory.path)
            for name in names where !Self.isIgnored(name) {
                let url = directory.appendingPathComponent(name)
                let relativePath = relative.isEmpty ? name : "\(relative)/\(name)"
                let values = try url.resourceValues(forKeys: [.isSymbolicLinkKey])
                var target = url
                if values.isSymbolicLink == true {
                    target = url.resolvingSymlinksInPath()
                    guard OutputLocation.isInside(target.path, realRoot.path) else {
                        problems.append(Diagnostic(
                            path: displayPath(relativePath),
                            message: "symbolic link leads outside the content folder (to \(target.path))"))
                        continue
                    }
                }
                var isDirectory: ObjCBool = false
                guard manager.fileExists(atPath: target.path, isDirectory: &isDirectory) else {
                    problems.append(Diagnostic(path: displayPath(relativePath), message: "broken symbolic link"))
                    continue
                }
                if isDirectory.boolValue {
                    if visited.insert(target.path).inserted { pending.append((target, relativePath)) }
                } else if relativePath.hasSuffix(".md"), let size = Self.size(of: target), size > Self.maximumArticleSize {
                    problems.append(Diagnostic(path: displayPath(relativePath), message:
                        "file too large (\(Self.megabytes(size)) MB): an article may be at most \(Self.megabytes(Self.maximumArticleSize)) MB; split it into several pages"))
                } else {
                    entries.append(Entry(relativePath: relativePath, url: target))
                }
            }
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        return entries.sorted { $0.relativePath < $1.relativePath }
    }

    /// The largest Markdown file a build reads. Real articles are tens of kilobytes; a file
    /// far beyond that is a mistake (a log or a dump saved as `.md`), and reading it would hold
    /// the whole build, and every preview rebuild, for seconds.
    public static let maximumArticleSize = 10 * 1024 * 1024

    private static func size(of url: URL) -> Int? {
        (try? FileManager.default.attributesOfItem(atPath: url.path)[.size] as? NSNumber)?.intValue
    }

    private static func megabytes(_ bytes: Int) -> String {
        String(format: "%.1f", Double(bytes) / 1_048_576)
    }

    /// The path to show a user: the content folder as they named it, then the relative path.
    public func displayPath(_ relativePath: String) -> String {
        root.appendingPathComponent(relativePath).relativePathForDisplay
    }

    /// Dotfiles, backups ending in `~`, and Vim and Emacs swap and lock files.
    public static func isIgnored(_ name: String) -> Bool {
        name.hasPrefix(".") || name.hasSuffix("~") || name.hasPrefix("#")
            || name.hasSuffix(".swp") || name.hasSuffix(".swo") || name.hasSuffix(".swx") || name == "4913"
    }
}

extension URL {
    /// This path relative to the working directory when it lies below it, else absolute.
    var relativePathForDisplay: String {
        let current = FileManager.default.currentDirectoryPath
        let path = standardizedFileURL.path
        let prefix = current.hasSuffix("/") ? current : current + "/"
        return path.hasPrefix(prefix) ? String(path.dropFirst(prefix.count)) : path
    }
}
