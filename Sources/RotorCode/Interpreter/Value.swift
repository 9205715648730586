import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// A value while Swift code runs.
indirect enum Value: Sendable {
    case void
    case null
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    case array([Value])
    case tuple([Value], labels: [String?])
    case range(Value, Value, closed: Bool)
    /// A struct value: its type and stored properties. Wrapped properties (`@State`,
    /// `@Binding`) hold a `.binding` to a cell of the store.
    case instance(String, [String: Value])
    /// A class instance, kept in the store's heap so that it is shared.
    case object(Int)
    /// An enum case; the type is `nil` for an implicit member (`.increment`).
    case enumCase(String?, String)
    /// An enum case with associated values: `.loading(progress: 40)`.
    case associated(String?, String, [Value], labels: [String?])
    case closure(Closure)
    /// A reference to a cell of the store, as `$name` gives.
    case binding(Int)
    case view(ViewNode)
    /// A type used as a value: `Page.allCases`, `Double(x)`.
    case type(String)
    /// A library object whose use is layout or styling (a `UIStackView`, a `Color`):
    /// whatever is done to it is ignored.
    case opaque(String)
    /// A closure the code's caller gives (`init(onDismiss:)`), which the transcript cannot:
    /// calling it does nothing and notes that it was called.
    case external(String)
    /// A value that could not be worked out (a stored property whose initializer names a
    /// type the code does not declare): an error as soon as anything reads it.
    case unresolved(Diagnostic)

    var isNull: Bool {
        if case .null = self { return true }
        return false
    }

    var number: Double? {
        switch self {
        case .int(let value): Double(value)
        case .double(let value): value
        default: nil
        }
    }

    /// The text string interpolation makes of the value, as Swift's `description`.
    var text: String {
        switch self {
        case .void: "()"
        case .null: "nil"
        case .bool(let value): value ? "true" : "false"
        case .int(let value): String(value)
        case .double(let value): "\(value)"
        case .string(let value): value
        case .array(let items): "[" + items.map(\.debugText).joined(separator: ", ") + "]"
        case .tuple(let items, _): "(" + items.map(\.debugText).joined(separator: ", ") + ")"
        case .range(let low, let high, let closed): "\(low.text)\(closed ? "..." : "..<")\(high.text)"
        case .instance(let type, _): type
        case .object: "object"
        case .enumCase(_, let name): name
        case .associated(_, let name, let values, let labels):
            name + "(" + zip(labels, values).map { ($0.0.map { "\($0): " } ?? "") + $0.1.debugText }.joined(separator: ", ") + ")"
        case .closure: "(Function)"
        case .binding: "Binding"
        case .view: "View"
        case .type(let name): name
        case .opaque(let name): name
        case .external(let name): name
        case .unresolved: ""
        }
    }

    private var debugText: String {
        if case .string(let value) = self { return "\"\(value)\"" }
        return text
    }
}

/// A closure or function ready to run: its parameters, its statements and what it captured.
struct Closure: Sendable {
    var parameters: [String]
    var body: CodeBlockItemListSyntax
    var captured: [String: Value]
    var selfValue: Value?
    /// A function whose body is one expression returns it, as a closure's does.
    var node: Syntax
    /// The type whose code made the closure.
    var lexicalType: String? = nil
    /// Given for a `@ViewBuilder` parameter or property: calling it builds views.
    var buildsViews = false
}

extension Value: Equatable {
    static func == (lhs: Value, rhs: Value) -> Bool {
        switch (lhs, rhs) {
        case (.void, .void), (.null, .null): true
        case (.bool(let a), .bool(let b)): a == b
        case (.string(let a), .string(let b)): a == b
        case (.int(let a), .int(let b)): a == b
        case (.int, .double), (.double, .int), (.double, .double): lhs.number == rhs.number
        case (.array(let a), .array(let b)): a == b
        case (.tuple(let a, _), .tuple(let b, _)): a == b
        case (.range(let a1, let a2, let ac), .range(let b1, let b2, let bc)): a1 == b1 && a2 == b2 && ac == bc
        case (.instance(let t1, let f1), .instance(let t2, let f2)): t1 == t2 && f1 == f2
        case (.object(let a), .object(let b)): a == b
        case (.enumCase(let t1, let a), .enumCase(let t2, let b)): a == b && (t1 == nil || t2 == nil || t1 == t2)
        case (.associated(let t1, let a, let x, _), .associated(let t2, let b, let y, _)): a == b && x == y && (t1 == nil || t2 == nil || t1 == t2)
        case (.binding(let a), .binding(let b)): a == b
        case (.type(let a), .type(let b)): a == b
        default: false
        }
    }
}

/// What one transcript run may spend, shared by every copy of its interpreter: the steps
/// the code has taken, and what the code left unsimulated, for the transcript's notes.
/// A class, so that the copies a tree is computed with spend from the same budget.
final class RunLog: @unchecked Sendable {
    var remaining = CodeLimits.steps
    /// Notes in order of first use, each once; `taken` counts those already shown.
    var notes: [CodeNote] = []
    var taken = 0
    /// The first failure of an evaluation that could not report it (a tree read for focus).
    var failure: Diagnostic?

    func note(_ note: CodeNote) {
        if !notes.contains(note) { notes.append(note) }
    }

    /// The notes made since the last call.
    func takeNotes() -> [CodeNote] {
        defer { taken = notes.count }
        return Array(notes[taken...])
    }
}

/// Something the transcript shows beside a step: code Rotor ran on an assumption it names.
public struct CodeNote: Sendable, Hashable {
    public enum Kind: String, Sendable {
        /// A statement that calls or sets something the code does not declare, skipped.
        case skipped
        /// A localisation key spoken as itself, or the code's fallback text, for want of `strings:`.
        case localizationKey
        /// A closure the view's creator passes, called but not simulated.
        case externalClosure
        /// Views a nib connects, made with UIKit's defaults.
        case outlets
        /// An SF Symbol without a label in the code.
        case unlabelledSymbol
        /// A UIKit control whose own spoken value is not documented.
        case undocumentedValue
        /// A UIKit view made through the code's `UIViewRepresentable`.
        case representable
        /// Something skipped that could change speech (a modifier neither Rotor nor the code
        /// knows, such as `.toolbar { … }` or an app's own): the transcript assumes it changes
        /// nothing heard. `rotor check` lists it; `--strict` makes it an error.
        case assumed
        /// A label, value or hint written before `.accessibilityElement(children:)`, applied to
        /// the element it makes: the sources do not say, so the rule is inferred.
        case modifierOrder
        /// A label, value, hint or action written on a view that is not one element, read on
        /// the element or elements inside it: the sources do not say, so the rule is inferred.
        case stackModifier
        /// A UIKit element with no label of its own, read with its subviews' text: inferred.
        case subviewLabel
        /// Compose: a state object made while composing without `remember` is set by an action;
        /// the view is composed again from the top, where Compose restarts only the functions that
        /// read it. Which of the two the code meets is not decided, so the step is inferred.
        case unrememberedState
        /// A SwiftUI view made fully transparent (`.opacity(0)`), left out of the tree as a view
        /// nothing draws: the sources do not say, so the rule is inferred.
        case transparent
        /// A double tap on an element made with `children: .ignore` over controls: it lands at
        /// the element's centre, on whichever control is there, which needs sizes; none is run.
        case coveredControls
        /// A toggle given a style other than the switch (`.toggleStyle(.button)`, a style the
        /// code declares): still read as a switch with its On/Off value, which the sources do
        /// not confirm for a restyled toggle, so the rule is inferred.
        case restyledToggle
    }
    /// Whether the transcript rests on this note's assumption (it counts as inferred).
    public var isAssumption: Bool { kind == .assumed }
    /// Whether the step rests on an inferred rule or an assumption (it counts as inferred).
    public var isInferred: Bool { kind == .assumed || kind == .modifierOrder || kind == .stackModifier || kind == .subviewLabel || kind == .unrememberedState || kind == .transparent || kind == .coveredControls || kind == .restyledToggle }
    public var kind: Kind
    public var subject: String
}

/// The bounds on what an article's code may spend, whatever it says: each is reported as
/// an error at the code's line, never a hang or a crash.
public enum CodeLimits {
    /// Statements and expressions evaluated in one transcript run, every evaluation of the
    /// body included.
    public static let steps = 1_000_000
    /// Calls, getters and view bodies nested inside each other.
    public static let depth = 64
    /// Characters in one string.
    public static let stringLength = 100_000
    /// Elements in one array, and views one `ForEach` makes.
    public static let arrayCount = 10_000
}

/// Where everything that outlives one evaluation is kept: `@State` cells, class objects,
/// and what code did that a screen reader notices.
struct Store: Sendable, Hashable {
    var cells: [Value] = []
    /// The cell of each `@State` by the view's place in the hierarchy and the property.
    var stateCells: [String: Int] = [:]
    var objects: [Int: Object] = [:]
    /// `UUID()`s made so far, so each is different.
    var uuids = 0
    /// `.onAppear` closures already run, by place and closure.
    var appeared: Set<String> = []
    /// What each `.onChange(of:)` saw at the last evaluation, by place.
    var observed: [String: Value] = [:]

    struct Object: Sendable, Hashable {
        var type: String
        var fields: [String: Value]
    }

    mutating func newCell(_ value: Value) -> Int {
        cells.append(value)
        return cells.count - 1
    }
}

extension Value: Hashable {
    func hash(into hasher: inout Hasher) {
        hasher.combine(text)
    }
}

extension Closure: Hashable {
    static func == (lhs: Closure, rhs: Closure) -> Bool { lhs.node == rhs.node && lhs.parameters == rhs.parameters }
    func hash(into hasher: inout Hasher) { hasher.combine(node) }
}
