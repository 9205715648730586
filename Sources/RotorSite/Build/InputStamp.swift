import Foundation

/// A digest of every input's size, modification and change times and inode, with the build options.
///
/// `rotor build` keeps the last one in a cache folder beside the output
/// (`.NAME.rotor-cache/inputs`). When nothing has changed since, and the output is still
/// the folder that build wrote, there is nothing to do, and the build says so after only
/// listing and stat-ing its inputs.
struct InputStamp: Equatable {
    let digest: String

    /// The stamp of the content folder, the theme folder and the options of a build.
    init(options: BuildOptions, themeFolder: URL?, version: String) throws {
        var key = ContentHash.value(version.utf8)
        let describedOptions = [
            options.content.standardizedFileURL.path, themeFolder?.path ?? "built-in",
            options.baseURL ?? "", options.includeDrafts ? "drafts" : "",
        ].joined(separator: "\u{0}")
        key = ContentHash.value(describedOptions.utf8, seed: key)
        var stamps = try ContentScanner(root: options.content).scan().map { ($0.path, $0.stamp) }
        var others = [options.content.appendingPathComponent("site.yml").path]
        // The program itself is an input: a rebuilt rotor may write different pages.
        if let executable = Bundle.main.executablePath { others.append(executable) }
        if let themeFolder {
            let root = themeFolder.resolvingSymlinksInPath()
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let relative = enumerator?.nextObject() as? String {
                others.append(root.appendingPathComponent(relative).path)
            }
        }
        stamps += others.map { ($0, FileStamp($0)) }
        for (path, stamp) in stamps.sorted(by: { $0.0 < $1.0 }) {
            guard let stamp else { continue }
            key = ContentHash.value(path.utf8, seed: key)
            key = ContentHash.value(stamp, seed: key)
        }
        digest = ContentHash.hex(key)
    }

    /// What the last successful build recorded.
    struct Record: Equatable {
        var stamp: String
        var outputInode: UInt64
        var pageCount: Int
        var fileCount: Int
    }

    static func recorded(in cache: URL) -> Record? {
        guard let text = try? String(contentsOf: cache.appendingPathComponent("inputs"), encoding: .utf8) else { return nil }
        let parts = text.split(separator: "\n").map(String.init)
        guard parts.count == 4, let inode = UInt64(parts[1]), let pages = Int(parts[2]), let files = Int(parts[3]) else {
            return nil
        }
        return Record(stamp: parts[0], outputInode: inode, pageCount: pages, fileCount: files)
    }

    static func record(_ record: Record, in cache: URL) throws {
        try FileManager.default.createDirectory(at: cache, withIntermediateDirectories: true)
        let text = "\(record.stamp)\n\(record.outputInode)\n\(record.pageCount)\n\(record.fileCount)\n"
        try FileWriting.write(Data(text.utf8), to: cache.appendingPathComponent("inputs").path)
    }
}
