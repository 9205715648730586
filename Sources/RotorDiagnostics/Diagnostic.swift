/// A problem found in the user's input, located the way a compiler locates one: the one
/// error type of transcripts, code and the site.
///
/// Its ``description`` is `path:line:col: error: message`, with what is not known left out,
/// so that editors and terminals can jump to the spot. A problem found inside a part of a
/// file (a transcript's YAML body, a Swift block) is made without a path and with lines
/// counted from the top of that part; the code that knows the file moves it there with
/// ``offset(byLines:)`` and names it with ``located(in:)``.
public struct Diagnostic: Error, Sendable, Hashable, CustomStringConvertible {
    public enum Severity: String, Sendable {
        case error
        case warning
    }

    /// What went wrong, for code that decides what to do about it; ``message`` is for
    /// people and may change.
    public enum Code: Sendable, Hashable {
        /// The input is wrong where it says; the message says how.
        case invalid
        /// A gesture the spec's reader does not have.
        case gestureNotAvailable
        /// Code that uses a type or function that the code a transcript runs does not declare.
        case undeclared
        /// The view or class the spec names (`view:`), which the code does not declare.
        case undeclaredView
        /// An entry of the spec's `state:`, which the view does not have.
        case unknownStateKey
        /// A file Rotor saved for itself (the build state, a page record, a search fragment)
        /// that does not read back as written: the build that meets it builds the whole site
        /// again instead of failing.
        case damaged
    }

    /// An input of a model that a problem is about, named as the model's caller names it (a
    /// transcript spec's key, such as `value` or `tabs`), with the item of a list when the
    /// problem is about one item.
    public struct Subject: Sendable, Hashable {
        public var name: String
        /// Which item of a list input, counted from 0; `nil` for the whole input.
        public var item: Int?

        public init(_ name: String, item: Int? = nil) {
            self.name = name
            self.item = item
        }
    }

    public var code: Code
    /// The file, as the user named it (relative to the directory they gave, where possible),
    /// or the name of the source the problem is in; empty while the file is not known yet.
    public var path: String
    /// 1-based; `nil` when the problem is about the whole file.
    public var line: Int?
    public var column: Int?
    /// Whether `line` already counts from the top of the file, as for an error in an
    /// article's Swift block that a transcript runs; ``offset(byLines:)`` leaves it where it is.
    public var isAbsolute: Bool
    public var severity: Severity
    public var message: String
    /// More problems found in the same pass, such as every other step that differs from
    /// `expect:`, each at its own place.
    public var following: [Diagnostic] = []
    /// The inputs the problem is about, the likeliest first, for the code that places it: a
    /// model that refuses its numbers (a slider's `value` outside its range) knows which input
    /// is wrong but not where the user wrote it, and a transcript places the problem at the
    /// first of these its spec has, then clears them. Empty for a problem made at its place.
    public var subjects: [Subject] = []

    public init(
        path: String = "", line: Int? = nil, column: Int? = nil, isAbsolute: Bool = false,
        severity: Severity = .error, code: Code = .invalid, message: String
    ) {
        self.code = code
        self.path = path
        self.line = line
        self.column = column
        self.isAbsolute = isAbsolute
        self.severity = severity
        self.message = message
    }

    /// A problem not placed yet, such as a model or reader refusing a gesture: the code that
    /// knows the spec places it.
    public init(_ message: String, code: Code = .invalid) {
        self.init(code: code, message: message)
    }

    /// A problem not placed yet about the model's inputs `subjects`, the likeliest first.
    public init(_ message: String, about subjects: Subject...) {
        self.init(code: .invalid, message: message)
        self.subjects = subjects
    }

    /// The same problem, with `code`.
    public func coded(_ code: Code) -> Diagnostic {
        var diagnostic = self
        diagnostic.code = code
        return diagnostic
    }

    /// This problem and those that follow it, each on its own.
    public var all: [Diagnostic] {
        var first = self
        first.following = []
        return [first] + following.flatMap(\.all)
    }

    /// The same problems moved down by `lines`, for a part that starts below line 1 of its
    /// file; those whose line is absolute stay where they are.
    public func offset(byLines lines: Int) -> Diagnostic {
        var moved = self
        if !isAbsolute { moved.line = line.map { $0 + lines } }
        moved.following = following.map { $0.offset(byLines: lines) }
        return moved
    }

    /// The same problems in the file at `path`.
    public func located(in path: String) -> Diagnostic {
        var moved = self
        moved.path = path
        moved.following = following.map { $0.located(in: path) }
        return moved
    }

    /// `path:line:col: severity: message`, one line per problem.
    public var description: String {
        all.map { problem in
            var place = problem.path
            if let line = problem.line {
                place += (place.isEmpty ? "" : ":") + "\(line)"
                if let column = problem.column { place += ":\(column)" }
            }
            return (place.isEmpty ? "" : place + ": ") + "\(problem.severity.rawValue): \(problem.message)"
        }.joined(separator: "\n")
    }
}
