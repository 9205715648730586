import Foundation
import RotorDiagnostics
import RotorOutput
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Reads page records from the records file, checking each against the digest the state has.
struct RecordFile {
    private let descriptor: Int32
    /// The file, as messages name it.
    private let displayPath: String

    init?(in cache: URL) {
        let url = BuildState.recordsURL(in: cache)
        descriptor = open(url.path, O_RDONLY | O_CLOEXEC)
        displayPath = url.relativePathForDisplay
        guard descriptor >= 0 else { return nil }
    }

    func close() {
        _ = Glibc.close(descriptor)
    }

    func read(_ location: BuildState.RecordLocation) throws(Diagnostic) -> PageRecord {
        var bytes = [UInt8](repeating: 0, count: location.length)
        let count = bytes.withUnsafeMutableBytes { pread(descriptor, $0.baseAddress, location.length, off_t(location.offset)) }
        guard count == location.length else {
            throw Diagnostic.damaged("the page record at byte \(location.offset) ends early").located(in: displayPath)
        }
        guard bytes.withUnsafeBytes({ ContentDigest(hashing: $0) }) == location.digest else {
            throw Diagnostic.damaged("the page record at byte \(location.offset) does not match its digest").located(in: displayPath)
        }
        var reader = StateReader(bytes)
        do throws(Diagnostic) {
            let record = try reader.record()
            guard reader.isAtEnd else { throw reader.damage("bytes are left after the page record") }
            return record
        } catch {
            var damage = error
            damage.message = "the page record at byte \(location.offset): " + error.message
            throw damage.located(in: displayPath)
        }
    }
}

/// Writes records to the records file as they come: a new file for a full build, or appended
/// to the file an incremental build found.
final class RecordWriter {
    private let descriptor: Int32
    private let path: String
    private var buffer: [UInt8] = []
    private var offset: Int

    /// A new, empty records file.
    init(in cache: URL) throws {
        path = BuildState.recordsURL(in: cache).path
        descriptor = open(path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o644)
        guard descriptor >= 0 else { throw OutputWriter.error(path) }
        offset = 0
    }

    /// The records file, to append to. Bytes a killed build appended after the records the
    /// state names are left where they are; the file is written anew by the next full build.
    init(appendingIn cache: URL) throws {
        path = BuildState.recordsURL(in: cache).path
        descriptor = open(path, O_WRONLY | O_APPEND | O_CLOEXEC)
        guard descriptor >= 0 else { throw OutputWriter.error(path) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else {
            Glibc.close(descriptor)
            throw OutputWriter.error(path)
        }
        offset = Int(info.st_size)
    }

    deinit {
        Glibc.close(descriptor)
    }

    /// Adds a record and says where it is.
    func add(_ record: PageRecord) throws -> BuildState.RecordLocation {
        var writer = StateWriter()
        writer.record(record)
        let bytes = writer.bytes
        let location = BuildState.RecordLocation(offset: offset, length: bytes.count,
                                                 digest: bytes.withUnsafeBytes { ContentDigest(hashing: $0) })
        buffer += bytes
        offset += bytes.count
        if buffer.count >= 1 << 20 { try flush() }
        return location
    }

    /// Writes what is buffered; call before the state that names the records is saved.
    func flush() throws {
        try buffer.withUnsafeBytes { bytes in
            var written = 0
            while written < bytes.count {
                let result = Glibc.write(descriptor, bytes.baseAddress! + written, bytes.count - written)
                if result < 0 {
                    if errno == EINTR { continue }
                    throw OutputWriter.error(path)
                }
                written += result
            }
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
