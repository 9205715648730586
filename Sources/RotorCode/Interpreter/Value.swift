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
    case closure(Closure)
    /// A reference to a cell of the store, as `$name` gives.
    case binding(Int)
    case view(ViewNode)
    /// A type used as a value: `Page.allCases`, `Double(x)`.
    case type(String)
    /// A library object whose use is layout or styling (a `UIStackView`, a `Color`):
    /// whatever is done to it is ignored.
    case opaque(String)

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
        case .closure: "(Function)"
        case .binding: "Binding"
        case .view: "View"
        case .type(let name): name
        case .opaque(let name): name
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
        case (.binding(let a), .binding(let b)): a == b
        case (.type(let a), .type(let b)): a == b
        default: false
        }
    }
}

/// Where everything that outlives one evaluation is kept: `@State` cells, class objects,
/// and what code did that a screen reader notices.
struct Store: Sendable, Hashable {
    var cells: [Value] = []
    /// The cell of each `@State` by the view's place in the hierarchy and the property.
    var stateCells: [String: Int] = [:]
    var objects: [Int: Object] = [:]

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
