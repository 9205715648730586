import Foundation
import RotorDiagnostics
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reading an article byte for byte and replacing it safely, for `--update-expect`.
///
/// The text is the file's bytes, a byte-order mark included. A new version is written to a
/// temporary file beside the file it replaces, given that file's mode and owner, flushed,
/// and renamed over it, so a reader sees the old article or the new one, never half of
/// either. A symbolic link is followed: its target is replaced and the link stays a link.
/// A file with more than one name (a hard link) is refused, and left as it was.
enum ArticleFile {
    /// The file's text, exactly as its bytes.
    ///
    /// - Throws: A `Diagnostic` when the file cannot be read or is not UTF-8.
    static func read(_ path: String) throws(Diagnostic) -> String {
        guard let data = FileManager.default.contents(atPath: path) else {
            throw Diagnostic(path: path, message: "cannot read the file")
        }
        let text = String(decoding: data, as: UTF8.self)
        guard text.utf8.elementsEqual(data) else {
            throw Diagnostic(path: path, message: "the file is not UTF-8 text")
        }
        return text
    }

    /// Replaces the file at `path` (its target, when it is a symbolic link) with `text`.
    ///
    /// - Parameter line: The first line that changes, where an error is reported.
    /// - Throws: A `Diagnostic` at `path:line:1`, the file left as it was, when
    ///   the file is read-only (no write permission, for anyone, or for this user) or cannot
    ///   be replaced with its mode and owner kept.
    static func replace(_ path: String, with text: String, line: Int) throws(Diagnostic) {
        func failure(_ message: String) -> Diagnostic {
            Diagnostic(path: path, line: line, column: 1, message: message)
        }
        guard let resolved = realpath(path, nil) else {
            throw failure("cannot write the file: \(String(cString: strerror(errno)))")
        }
        let target = String(cString: resolved)
        free(resolved)
        var info = stat()
        guard stat(target, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            throw failure("cannot write the file: it is not a regular file")
        }
        // A file with another name (a hard link) is refused: a new version renamed over
        // this name would leave the other with the old text, and writing into the file
        // would lose the guarantee that a reader sees a whole article.
        guard info.st_nlink <= 1 else {
            throw failure("the file has \(info.st_nlink) names (hard links); a rewrite would leave the others with the old text, so nothing was changed: remove the other links first")
        }
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
            throw failure("the file is read-only; make it writable to update its expectations")
        }
        let folder = (target as NSString).deletingLastPathComponent
        var template = Array("\(folder)/.\((target as NSString).lastPathComponent).rotor-XXXXXX".utf8CString)
        let descriptor = template.withUnsafeMutableBufferPointer { mkstemp($0.baseAddress!) }
        guard descriptor >= 0 else {
            throw failure("cannot write the file: cannot create a temporary file beside it: \(String(cString: strerror(errno)))")
        }
        let temporary = String(cString: template)
        var written = false
        defer {
            if !written { unlink(temporary) }
        }
        let bytes = Array(text.utf8)
        var offset = 0
        while offset < bytes.count {
            let count = bytes[offset...].withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
            if count < 0, errno == EINTR { continue }
            guard count > 0 else {
                close(descriptor)
                throw failure("cannot write the file: \(String(cString: strerror(errno)))")
            }
            offset += count
        }
        // The owner first: changing it can clear the set-id bits the mode then puts back.
        let kept = (info.st_uid == geteuid() && info.st_gid == getegid()) || fchown(descriptor, info.st_uid, info.st_gid) == 0
        let moded = fchmod(descriptor, info.st_mode & 0o7777) == 0
        let synced = fsync(descriptor) == 0
        close(descriptor)
        guard kept else { throw failure("cannot write the file: it belongs to another user, whom the new version would not keep") }
        guard moded, synced else { throw failure("cannot write the file: \(String(cString: strerror(errno)))") }
        guard rename(temporary, target) == 0 else {
            throw failure("cannot write the file: \(String(cString: strerror(errno)))")
        }
        written = true
    }
}
