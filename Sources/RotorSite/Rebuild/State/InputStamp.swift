import Foundation
import RotorOutput

/// A SHA-256 digest of every input's size, modification and change times and inode, with the
/// build options.
///
/// `rotor build` keeps the last one in a cache folder beside the output
/// (`.NAME.rotor-cache/inputs`). When nothing has changed since, and the output is still
/// the folder that build wrote, there is nothing to do, and the build says so after only
/// listing and stat-ing its inputs.
struct InputStamp {
    let digest: String
    /// The same without the content folder's files: the options, the theme, site.yml and
    /// the program. An incremental build needs this to be as it was.
    let environment: ContentDigest
    /// The content folder's files with their stamps.
    let entries: [ContentScanner.Entry]

    /// The stamp of the content folder, the theme folder and the options of a build.
    init(options: BuildOptions, themeFolder: URL?, version: String) throws {
        var key = DigestBuilder()
        key.add(version)
        for option in [options.content.standardizedFileURL.path, themeFolder?.path ?? "built-in",
                       options.baseURL ?? "", options.includeDrafts ? "drafts" : ""] {
            key.add(option)
        }
        entries = try ContentScanner(root: options.content).scan()
        var others = [options.content.appendingPathComponent("site.yml").path]
        // The program itself is an input: a rebuilt rotor may write different pages, and so
        // may one whose resources alone changed (phrase files, the built-in theme).
        if let executable = Bundle.main.executablePath { others += Self.programFiles(executable) }
        if let themeFolder {
            let root = themeFolder.resolvingSymlinksInPath()
            let enumerator = FileManager.default.enumerator(atPath: root.path)
            while let relative = enumerator?.nextObject() as? String {
                others.append(root.appendingPathComponent(relative).path)
            }
        }
        let otherStamps = others.sorted().map { ($0, FileStamp($0)) }
        var environment = key
        for (path, stamp) in otherStamps { Self.add(path, stamp, to: &environment) }
        self.environment = environment.finish()
        // The content folder's files in the scan's order, which is sorted already.
        for entry in entries { Self.add(entry.path, entry.stamp, to: &key) }
        for (path, stamp) in otherStamps { Self.add(path, stamp, to: &key) }
        digest = key.finish().hex
    }

    /// The executable and every file of the resource bundles SwiftPM puts beside it
    /// (`*.resources`, `*.bundle`), where `Bundle.module` finds the phrase files and the
    /// built-in theme.
    static func programFiles(_ executable: String) -> [String] {
        var files = [executable]
        let folder = URL(fileURLWithPath: executable).deletingLastPathComponent()
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        for name in names.sorted() where name.hasSuffix(".resources") || name.hasSuffix(".bundle") {
            let bundle = folder.appendingPathComponent(name).resolvingSymlinksInPath()
            let enumerator = FileManager.default.enumerator(atPath: bundle.path)
            while let relative = enumerator?.nextObject() as? String {
                files.append(bundle.appendingPathComponent(relative).path)
            }
        }
        return files
    }

    private static func add(_ path: String, _ stamp: FileStamp?, to key: inout DigestBuilder) {
        guard let stamp else { return }
        key.add(path)
        for field in [Int(stamp.size), stamp.seconds, stamp.nanoseconds, Int(bitPattern: UInt(stamp.inode)),
                      stamp.changeSeconds, stamp.changeNanoseconds] {
            key.add(field)
        }
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
