import Foundation
import RotorDiagnostics
import RotorOutput

/// Writes values as bytes for the build state: integers as LEB128 varints (signed ones
/// zig-zagged), strings as a length and their UTF-8 bytes. ``StateReader`` reads them back.
///
/// A hand-made format, because `rotor build` must load its state in milliseconds: decoding
/// the same data with `JSONDecoder` took longer than the whole incremental build may.
struct StateWriter {
    private(set) var bytes: [UInt8] = []

    init(capacity: Int = 0) {
        bytes.reserveCapacity(capacity)
    }

    mutating func uint(_ value: UInt64) {
        var value = value
        while value >= 0x80 {
            bytes.append(UInt8(truncatingIfNeeded: value) | 0x80)
            value >>= 7
        }
        bytes.append(UInt8(value))
    }

    mutating func int(_ value: Int) {
        uint(UInt64(bitPattern: Int64((value << 1) ^ (value >> 63))))
    }

    mutating func bool(_ value: Bool) {
        bytes.append(value ? 1 : 0)
    }

    mutating func string(_ value: String) {
        var value = value
        value.withUTF8 { utf8 in
            uint(UInt64(utf8.count))
            bytes.append(contentsOf: utf8)
        }
    }

    mutating func optional(_ value: String?) {
        bool(value != nil)
        if let value { string(value) }
    }

    mutating func strings(_ values: [String]) {
        uint(UInt64(values.count))
        for value in values { string(value) }
    }

    mutating func raw(_ value: [UInt8]) {
        uint(UInt64(value.count))
        bytes.append(contentsOf: value)
    }

    mutating func digest(_ value: ContentDigest) {
        bytes.append(contentsOf: value.bytes)
    }
}

/// Reads what a ``StateWriter`` wrote; every read checks its bounds, so a truncated or
/// damaged file fails with a ``Diagnostic`` coded `damaged` (``damage(_:)``) instead of
/// giving wrong values.
struct StateReader {
    let bytes: [UInt8]
    /// Where reading stops: the end of `bytes`, or before a trailing digest.
    let end: Int
    private(set) var offset = 0

    init(_ bytes: [UInt8], end: Int? = nil) {
        self.bytes = bytes
        self.end = min(end ?? bytes.count, bytes.count)
    }

    var isAtEnd: Bool { offset == end }

    mutating func uint() throws(Diagnostic) -> UInt64 {
        var value: UInt64 = 0
        var shift: UInt64 = 0
        while true {
            guard offset < end else { throw damage("the file ends inside a number") }
            guard shift < 64 else { throw damage("a number is longer than 64 bits") }
            let byte = bytes[offset]
            offset += 1
            value |= UInt64(byte & 0x7F) << shift
            if byte < 0x80 { return value }
            shift += 7
        }
    }

    mutating func int() throws(Diagnostic) -> Int {
        let raw = try uint()
        return Int(truncatingIfNeeded: Int64(bitPattern: (raw >> 1) ^ (0 &- (raw & 1))))
    }

    /// A count of items that each take at least one byte, so a damaged count cannot make a
    /// reader reserve room for billions.
    mutating func count() throws(Diagnostic) -> Int {
        let value = try uint()
        guard value <= UInt64(end - offset) else { throw damage("a count of \(value) is more than the bytes left") }
        return Int(value)
    }

    mutating func bool() throws(Diagnostic) -> Bool {
        guard offset < end else { throw damage("the file ends before a flag") }
        guard bytes[offset] <= 1 else { throw damage("a flag is \(bytes[offset]), neither 0 nor 1") }
        offset += 1
        return bytes[offset - 1] == 1
    }

    mutating func string() throws(Diagnostic) -> String {
        let length = try count()
        let stop = offset + length
        // The file's digest was checked: its strings are the UTF-8 that was written.
        let text = String(decoding: bytes[offset..<stop], as: UTF8.self)
        offset = stop
        return text
    }

    mutating func optional() throws(Diagnostic) -> String? {
        try bool() ? try string() : nil
    }

    mutating func strings() throws(Diagnostic) -> [String] {
        let count = try count()
        var values: [String] = []
        values.reserveCapacity(count)
        for _ in 0..<count { values.append(try string()) }
        return values
    }

    mutating func raw() throws(Diagnostic) -> ArraySlice<UInt8> {
        let length = try count()
        defer { offset += length }
        return bytes[offset..<(offset + length)]
    }

    mutating func skip(_ count: Int) throws(Diagnostic) {
        guard offset + count <= end else { throw damage("the file ends \(offset + count - end) bytes early") }
        offset += count
    }

    mutating func digest() throws(Diagnostic) -> ContentDigest {
        guard offset + 32 <= end else { throw damage("the file ends inside a digest") }
        defer { offset += 32 }
        return ContentDigest(bytes: Array(bytes[offset..<(offset + 32)]))
    }

    /// What is wrong with the bytes where reading stopped, as a damaged file's diagnostic;
    /// the code that opened the file names it (``Diagnostic/located(in:)``).
    func damage(_ what: String) -> Diagnostic {
        .damaged("\(what) (at byte \(offset))")
    }
}

extension Diagnostic {
    /// A file Rotor saved for itself (the build state, a page record, a search fragment) that
    /// does not read back as written, or an output that does not match it: a build that
    /// meets one builds the whole site again, never fails (`BuildAction`, `rotor serve`'s cache).
    static func damaged(_ what: String) -> Diagnostic {
        Diagnostic(what, code: .damaged)
    }
}
