import Foundation
import RotorOutput
import RotorSite

/// The generated site as the preview serves it: every file by its path, held in memory.
///
/// Files that the build copies from the content folder stay on disk and are read per request,
/// after checking that the file, with every symbolic link resolved, still lies inside the
/// content folder: a link swapped in after the build cannot lead outside it.
public struct PreviewSite: Sendable {
    /// Every file by its path in the site, `en/sliders/index.html`.
    public private(set) var files: [String: OutputFile.Contents]
    /// HTML pages among them.
    public private(set) var pageCount: Int
    /// The real path of the content folder, the only place copied files may come from, and
    /// of the builder's page store, where composed pages wait on disk.
    let contentRoot: String
    let pageStore: String?

    /// Indexes a generated site.
    ///
    /// - Parameters:
    ///   - site: What the generator produced.
    ///   - content: The content folder that `.copy(from:)` entries must stay inside.
    public init(_ site: GeneratedSite, content: URL) {
        files = Dictionary(site.files.map { ($0.path, $0.contents) }, uniquingKeysWith: { _, last in last })
        pageCount = site.pageCount
        contentRoot = content.standardizedFileURL.resolvingSymlinksInPath().path
        pageStore = site.pageStore?.path
    }

    private init(files: [String: OutputFile.Contents], pageCount: Int, contentRoot: String) {
        self.files = files
        self.pageCount = pageCount
        self.contentRoot = contentRoot
        pageStore = nil
    }

    /// A site with no files, served before the first build succeeds.
    public static func empty(content: URL) -> PreviewSite {
        PreviewSite(files: [:], pageCount: 0, contentRoot: content.standardizedFileURL.resolvingSymlinksInPath().path)
    }

    /// The bytes of one file, or `nil` when it is absent or a copied file now leads outside.
    public func data(at path: String) -> Data? {
        switch files[path] {
        case nil:
            return nil
        case .data(let data):
            return data
        case .copy(let source):
            let real = source.standardizedFileURL.resolvingSymlinksInPath().path
            guard real.hasPrefix(contentRoot.hasSuffix("/") ? contentRoot : contentRoot + "/") else { return nil }
            return FileManager.default.contents(atPath: real)
        case .stored(let path):
            // Only the builder's own store: the path is the SHA-256 of the page, in its folder.
            guard let pageStore, path.hasPrefix(pageStore + "/"), !path.contains("/../") else { return nil }
            return FileManager.default.contents(atPath: path)
        }
    }

    public func contains(_ path: String) -> Bool { files[path] != nil }
}

// MARK: - Comparing builds

extension PreviewSite {
    /// The paths that differ between `old` and this site, sorted.
    ///
    /// A copied file counts as changed when its source is among `touched`, since its bytes
    /// are not held in memory.
    ///
    /// - Parameters:
    ///   - old: The site served until now.
    ///   - touched: Absolute paths the watcher reported.
    public func changedPaths(since old: PreviewSite, touched: Set<String>) -> [String] {
        var changed: [String] = []
        for (path, contents) in files {
            let previous = old.files[path]
            if !Self.same(previous, contents) {
                changed.append(path)
            } else if case .copy(let source) = contents, touched.contains(source.standardizedFileURL.path) {
                changed.append(path)
            }
        }
        changed += old.files.keys.filter { files[$0] == nil }
        return changed.sorted()
    }

    /// Equal contents; a rebuild hands unchanged pages over as the same buffers, which are
    /// recognised without comparing their bytes.
    private static func same(_ previous: OutputFile.Contents?, _ contents: OutputFile.Contents) -> Bool {
        if case .data(let old)? = previous, case .data(let new) = contents, old.count == new.count {
            let shared = old.withUnsafeBytes { oldBytes in
                new.withUnsafeBytes { $0.baseAddress == oldBytes.baseAddress }
            }
            if shared { return true }
        }
        return previous == contents
    }
}
