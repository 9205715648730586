import Foundation
import RotorOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Text that a long-running build keeps on disk instead of in memory: appended to one file,
/// read back by where it was put.
///
/// `rotor serve` keeps each rendered article's searchable text here, as long as the article
/// itself and read only when a full rebuild indexes it again. The file is removed from its
/// folder as soon as it is opened, so it lives exactly as long as the store: nothing is left
/// behind by a preview that is killed. Text replaced by an edit stays in the file unread;
/// a session of a thousand edits to 7 KB articles adds 7 MB.
final class TextStore: @unchecked Sendable {
    /// Where one text was put.
    struct Place: Sendable, Equatable {
        var offset: Int64
        var count: Int
    }

    private let descriptor: Int32
    private let lock = NSLock()
    private var end: Int64 = 0

    /// Opens a new file in `folder` and unlinks it at once.
    init(in folder: URL) throws {
        let path = folder.appendingPathComponent("texts-\(UUID().uuidString)").path
        descriptor = open(path, O_RDWR | O_CREAT | O_EXCL | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw OutputWriter.error(path) }
        unlink(path)
    }

    deinit {
        close(descriptor)
    }

    /// Appends `text`; `nil` if it could not be written (a full disk), and then nothing of it
    /// is ever read.
    func append(_ text: String) -> Place? {
        var text = text
        return text.withUTF8 { bytes -> Place? in
            // Each writer reserves its own range, then writes it without holding the lock.
            let offset = lock.withLock {
                defer { end += Int64(bytes.count) }
                return end
            }
            var written = 0
            while written < bytes.count {
                let count = pwrite(descriptor, bytes.baseAddress! + written, bytes.count - written, off_t(offset) + off_t(written))
                if count < 0, errno == EINTR { continue }
                if count <= 0 { return nil }
                written += count
            }
            return Place(offset: offset, count: bytes.count)
        }
    }

    /// The text put at `place`, or `nil` if it cannot be read.
    func text(at place: Place) -> String? {
        var bytes = [UInt8](repeating: 0, count: place.count)
        var done = 0
        while done < place.count {
            let count = bytes.withUnsafeMutableBytes {
                pread(descriptor, $0.baseAddress! + done, place.count - done, off_t(place.offset) + off_t(done))
            }
            if count < 0, errno == EINTR { continue }
            if count <= 0 { return nil }
            done += count
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
