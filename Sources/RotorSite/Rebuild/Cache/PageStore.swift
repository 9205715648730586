import Foundation
import RotorOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where a long-running build keeps its composed pages: on disk, each named by the SHA-256
/// of its bytes, so that memory holds a page's name and not its bytes.
///
/// `rotor serve` gives its ``BuildCache`` one in a private temporary folder. Composed pages
/// then come out as `.stored(path:)` files of the store; the preview reads them per request.
/// A page whose bytes did not change keeps its name, so comparing two builds stays a
/// comparison of names.
///
/// A file is removed when no cache entry names it any more, two successful builds later:
/// until the next build has been served, the site before it may still be asked for it.
public final class PageStore: @unchecked Sendable {
    public let root: URL
    private let lock = NSLock()
    /// How many cache entries name each file.
    private var references: [String: Int] = [:]
    /// Files no entry names any more, with the count of successful builds when that happened.
    private var released: [String: Int] = [:]
    private var successfulBuilds = 0

    /// Makes the folder `root` (and removes what an earlier session left in it).
    public init(root: URL) throws {
        self.root = root
        try? FileManager.default.removeItem(at: root)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// A fresh store of its own in the system's temporary folder. Stores left by previews
    /// that were killed (their process is gone) are removed first.
    public static func temporary() throws -> PageStore {
        let folder = FileManager.default.temporaryDirectory
        for name in (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        where name.hasPrefix("rotor-pages-") {
            let pid = name.dropFirst("rotor-pages-".count).prefix { $0.isNumber }
            if let pid = pid_t(pid), pid != getpid(), kill(pid, 0) != 0, errno == ESRCH {
                try? FileManager.default.removeItem(at: folder.appendingPathComponent(name))
            }
        }
        return try PageStore(root: privateFolder())
    }

    /// A new name for a folder of this process's own in the system's temporary folder, which
    /// ``temporary()`` removes once the process is gone.
    static func privateFolder() -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("rotor-pages-\(getpid())-\(UUID().uuidString)", isDirectory: true)
    }

    /// Writes `data` unless a file already holds it, and counts one more reference to it.
    ///
    /// - Returns: The file's absolute path.
    func store(_ data: Data) throws -> String {
        let name = ContentDigest(data).hex
        let url = root.appendingPathComponent(name)
        let known = lock.withLock { references[name] != nil || released[name] != nil }
        if !known || !FileManager.default.fileExists(atPath: url.path) {
            let temporary = url.path + ".\(UInt32.random(in: 0...UInt32.max)).tmp"
            _ = try FileWriting.write(data, to: temporary, exclusive: true)
            guard rename(temporary, url.path) == 0 else { throw OutputWriter.error(url.path) }
        }
        lock.withLock {
            references[name, default: 0] += 1
            released[name] = nil
        }
        return url.path
    }

    /// Counts one reference less to the file at `path`.
    func release(_ path: String) {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        lock.withLock {
            guard let count = references[name] else { return }
            if count > 1 {
                references[name] = count - 1
            } else {
                references[name] = nil
                released[name] = successfulBuilds
            }
        }
    }

    /// Records a successful build, and removes the files released two successful builds ago
    /// that nothing has named again since.
    func buildSucceeded() {
        let doomed: [String] = lock.withLock {
            successfulBuilds += 1
            let due = released.filter { $0.value <= successfulBuilds - 2 }.map(\.key)
            for name in due { released[name] = nil }
            return due
        }
        for name in doomed { unlink(root.appendingPathComponent(name).path) }
    }

    /// Removes the store's folder, at the end of a session.
    public func removeAll() {
        try? FileManager.default.removeItem(at: root)
    }
}
