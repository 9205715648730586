import Foundation

/// Remembers expensive, pure renderings by the text they came from.
///
/// Highlighting a Swift sample and expanding a transcript depend only on their source text
/// (and the page language), and sites repeat both: the same snippet across translations,
/// the same component in several articles. One memo per build is shared by all render tasks.
final class RenderMemo: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: any Sendable] = [:]

    /// The value stored for `key`, or `make()`'s result, stored for next time.
    ///
    /// `make` runs outside the lock, so two tasks may compute the same value once each;
    /// both results are equal, and no task ever waits on another's work.
    func value<Value: Sendable, Failure: Error>(for key: String, make: () throws(Failure) -> Value) throws(Failure) -> Value {
        lock.lock()
        let cached = values[key] as? Value
        lock.unlock()
        if let cached { return cached }
        let value = try make()
        lock.lock()
        values[key] = value
        lock.unlock()
        return value
    }
}
