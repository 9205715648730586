import Foundation

/// A fast, stable 64-bit FNV-1a hash, for fingerprints and cache keys.
///
/// Not cryptographic: it names content so that a change gives a new name, which is all asset
/// fingerprints need, and it is the same on every machine and run. Cache keys, where a
/// collision would keep stale bytes, are ``ContentDigest``s.
public enum ContentHash {
    public static func value<Bytes: Sequence>(_ bytes: Bytes, seed: UInt64 = 0xcbf2_9ce4_8422_2325) -> UInt64
    where Bytes.Element == UInt8 {
        var hash = seed
        for byte in bytes {
            hash ^= UInt64(byte)
            hash &*= 0x0000_0100_0000_01B3
        }
        return hash
    }

    /// A faster 64-bit hash that takes eight bytes at a time, for large contents such as
    /// pages; stable across runs and machines like ``value(_:seed:)``, but a different function.
    public static func words(_ bytes: UnsafeRawBufferPointer) -> UInt64 {
        var hash: UInt64 = 0x243F_6A88_85A3_08D3 ^ UInt64(bytes.count)
        let count = bytes.count / 8
        for index in 0..<count {
            hash = (hash ^ bytes.loadUnaligned(fromByteOffset: index * 8, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        for index in (count * 8)..<bytes.count {
            hash = (hash ^ UInt64(bytes[index])) &* 0x9E37_79B9_7F4A_7C15
            hash ^= hash >> 29
        }
        return hash
    }

    /// ``words(_:)`` of a string's UTF-8.
    public static func words(_ string: String) -> UInt64 {
        var string = string
        return string.withUTF8 { words(UnsafeRawBufferPointer($0)) }
    }

    /// The hash as 16 lower-case hexadecimal digits.
    public static func hex(_ data: Data) -> String {
        hex(value(data))
    }

    public static func hex(_ string: String) -> String {
        hex(value(string.utf8))
    }

    package static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
