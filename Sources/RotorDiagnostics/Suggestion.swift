/// "Did you mean" for a misspelt name: the closest valid name within a small distance.
public enum Suggestion {
    /// The candidate closest to `written`: at most 1 edit away for words under four letters,
    /// else 2, or a third of the length up to 3; compared case-insensitively.
    public static func closest(to written: String, in candidates: [String]) -> String? {
        let lower = written.lowercased()
        let limit = written.count < 4 ? 1 : min(3, max(2, written.count / 3))
        let scored = candidates.map { ($0, distance(lower, $0.lowercased())) }.filter { $0.1 <= limit }
        return scored.min { $0.1 < $1.1 }?.0
    }

    /// `"; did you mean 'x'?"`, or nothing.
    public static func didYouMean(_ written: String, in candidates: [String]) -> String {
        closest(to: written, in: candidates).map { " Did you mean '\($0)'?" } ?? ""
    }

    /// `message` as it is, or ended with a full stop and " Did you mean 'x'?" when a
    /// candidate is close to `written`.
    public static func adding(to message: String, _ written: String, in candidates: [String]) -> String {
        let suggestion = didYouMean(written, in: candidates)
        return suggestion.isEmpty ? message : message + "." + suggestion
    }

    /// Levenshtein distance: single-character insertions, deletions and substitutions.
    public static func distance(_ a: String, _ b: String) -> Int {
        let a = Array(a), b = Array(b)
        guard !a.isEmpty else { return b.count }
        guard !b.isEmpty else { return a.count }
        var previous = Array(0...b.count)
        var current = previous
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + (a[i - 1] == b[j - 1] ? 0 : 1))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
    }
}
