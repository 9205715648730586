import Foundation

/// A fast, stable 64-bit FNV-1a hash, for fingerprints and cache keys.
///
/// Not cryptographic: it names content so that a change gives a new name, which is all
/// asset fingerprints and build caches need, and it is the same on every machine and run.
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

    /// The hash as 16 lower-case hexadecimal digits.
    public static func hex(_ data: Data) -> String {
        hex(value(data))
    }

    public static func hex(_ string: String) -> String {
        hex(value(string.utf8))
    }

    static func hex(_ value: UInt64) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: 16 - digits.count) + digits
    }
}
