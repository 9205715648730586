import RotorKotlin

/// A value the Compose reader computes. Only what the semantics tree and speech need is
/// ever computed: a call Rotor does not read gives `.unread`, an error only if speech needs it.
indirect enum ComposeValue {
    case null
    case unit
    case bool(Bool)
    case int(Int)
    case double(Double)
    case string(String)
    /// A Kotlin lambda and the scope it closes over.
    case lambda(KotlinNode, ComposeScope)
    /// `mutableStateOf(…)`: a state object, read through `.value` or a `by` delegate.
    case state(ComposeCell)
    /// A `Modifier` chain: the modifiers Rotor reads, outermost first.
    case modifier([ComposeModifier])
    /// `R.string.name` or `R.plurals.name`.
    case resource(kind: String, name: String)
    /// A constant such as `Role.Checkbox` or `ToggleableState.On`, by its written name.
    case constant(String)
    /// A list (`listOf`, or a list in `state:`).
    case list([ComposeValue])
    /// An object given in `state:` as a mapping: its properties by name.
    case object([String: ComposeValue])
    /// An instance of one of the code's classes, or an entry of its enum class.
    case instance(ComposeInstance)
    /// A declared value or a default not computed yet: computed when first read (by need).
    case pending(KotlinNode, ComposeScope)
    /// Something not read, with what it was, for an error if speech comes to need it.
    case unread(String, KotlinNode)

    var isNull: Bool { if case .null = self { true } else { false } }
}

/// An object of a class the code declares: its type, its properties in declaration order,
/// and for an enum entry its name and ordinal.
struct ComposeInstance {
    var type: String
    var properties: [(name: String, value: ComposeValue)]
    var entry: (name: String, ordinal: Int)?
    var isData: Bool
    /// The class body's own properties (`val x = …` inside `{ }`), computed when the object is
    /// made. They are not part of a data class's `toString`, `copy` or `componentN`, and a body
    /// property is the one a name reads when a plain constructor parameter has that name too.
    var members: [(name: String, value: ComposeValue)] = []

    subscript(_ name: String) -> ComposeValue? {
        if let entry {
            if name == "name" { return .string(entry.name) }
            if name == "ordinal" { return .int(entry.ordinal) }
        }
        if let member = members.first(where: { $0.name == name }) { return member.value }
        return properties.first { $0.name == name }?.value
    }
}

/// A mutable place: a `var`, a state object, a remembered slot.
final class ComposeCell: @unchecked Sendable {
    var value: ComposeValue
    /// `derivedStateOf { … }`: the lambda that computes the value each time it is read.
    var derived: ComposeValue?
    /// Made while composing, outside `remember`: composing the view again makes a new one.
    var unremembered = false
    init(_ value: ComposeValue) { self.value = value }
}

/// The names in scope: each a cell, so lambdas see later assignments.
final class ComposeScope: @unchecked Sendable {
    var names: [String: ComposeCell] = [:]
    /// Names bound with `by`: reading the name reads the state object's value.
    var delegated: Set<String> = []
    let parent: ComposeScope?
    init(parent: ComposeScope?) { self.parent = parent }

    func lookup(_ name: String) -> (ComposeCell, Bool)? {
        if let cell = names[name] { return (cell, delegated.contains(name)) }
        return parent?.lookup(name)
    }

    func bind(_ name: String, _ value: ComposeValue, delegated isDelegated: Bool = false) {
        names[name] = ComposeCell(value)
        if isDelegated { delegated.insert(name) } else { delegated.remove(name) }
    }
}

/// One modifier of a chain that Rotor reads, with its arguments evaluated.
struct ComposeModifier {
    var name: String
    var arguments: [String: ComposeValue]
    var positional: [ComposeValue]
    var lambda: ComposeValue?
    var node: KotlinNode
}
