/// Helpers for `accessibilitySortPriority`.
public enum SortPriority {
    /// The "index of count" helper: a priority that reads elements in ascending `index`.
    ///
    /// SwiftUI reads higher priorities first, which is the reverse of how people number
    /// things. Taking the distance from `count` turns a reading position into a priority:
    /// with `count` 1, index 0.1 gets 0.9 and index 0.9 gets 0.1, so 0.1 is read first.
    ///
    /// An index equal to `count` yields 0, the same as no priority at all; pick a `count`
    /// above every index so that no element drops back among the unprioritised ones.
    ///
    /// - Parameters:
    ///   - index: Where the element should come in reading order.
    ///   - count: A number at or above every index used in the same sorting context.
    /// - Returns: `|index − count|`.
    public static func indexOfCount(_ index: Double, of count: Double) -> Double {
        abs(index - count)
    }
}
