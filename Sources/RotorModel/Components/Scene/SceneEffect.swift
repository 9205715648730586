/// Something an author's scene does when an element is activated or an action runs.
///
/// Effects are declarative so a scene can describe behaviour without code: they change
/// the tree (`set`, `select`, `toggle`, `show`, `hide`) or talk to the screen reader
/// (`announce`, `focus`, `screenChanged`, `layoutChanged`). They run in written order.
/// `when` makes behaviour depend on state: its `then` effects run if every condition holds
/// at that moment, its `otherwise` effects if not, so one control can open and close.
public enum SceneEffect: Sendable, Hashable {
    /// Posts an announcement; a queued one waits for current speech instead of cutting it.
    case announce(String, queued: Bool)
    /// Changes properties of one node.
    case set(id: String, SceneChanges)
    /// The node gains `selected`, and its siblings lose it.
    case select(String)
    /// Flips a switch's `on`, else a disclosure's `expanded`, else the node's `selected`.
    case toggle(String)
    case show(String)
    case hide(String)
    /// Moves accessibility focus, as `AccessibilityFocusState` does.
    case focus(String)
    /// A screen change: focus goes to the node, or to the first element when `nil`.
    case screenChanged(String?)
    /// A layout change: focus goes to the node, or stays when `nil`.
    case layoutChanged(String?)
    /// Runs `then` when the condition holds as the effect is reached, `otherwise` when not.
    indirect case when(SceneCondition, then: [SceneEffect], otherwise: [SceneEffect])

    /// The node ids the effect names, which must exist in the scene.
    public var referencedID: String? {
        switch self {
        case .announce: nil
        case .set(let id, _), .select(let id), .toggle(let id), .show(let id), .hide(let id), .focus(let id): id
        case .screenChanged(let id), .layoutChanged(let id): id
        case .when(let condition, _, _): condition.id
        }
    }
}

/// The state one node must be in for a `when` effect's `then` branch; every property
/// given must match, and one not given is not checked.
public struct SceneCondition: Sendable, Hashable {
    public var id: String
    public var expanded: Bool?
    public var on: Bool?
    public var selected: Bool?
    public var hidden: Bool?
    public var value: String?
    public var label: String?

    public init(
        id: String, expanded: Bool? = nil, on: Bool? = nil, selected: Bool? = nil,
        hidden: Bool? = nil, value: String? = nil, label: String? = nil
    ) {
        self.id = id
        self.expanded = expanded
        self.on = on
        self.selected = selected
        self.hidden = hidden
        self.value = value
        self.label = label
    }

    /// Whether `node` is in this state. A node that has no expanded or on state never
    /// matches a condition on it.
    public func holds(for node: AccessibilityNode) -> Bool {
        if let expanded, node.isExpanded != expanded { return false }
        if let on, node.isOn != on { return false }
        if let selected, node.traits.contains(.selected) != selected { return false }
        if let hidden, node.isHidden != hidden { return false }
        if let value, node.value != value { return false }
        if let label, node.label != label { return false }
        return true
    }
}

/// The properties a `set` effect changes; `nil` leaves one as it is.
public struct SceneChanges: Sendable, Hashable {
    public var label: String?
    public var value: String?
    public var hint: String?
    public var traits: AccessibilityTraits?
    public var hidden: Bool?
    public var on: Bool?
    public var expanded: Bool?

    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: AccessibilityTraits? = nil, hidden: Bool? = nil, on: Bool? = nil, expanded: Bool? = nil
    ) {
        self.expanded = expanded
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.hidden = hidden
        self.on = on
    }
}
