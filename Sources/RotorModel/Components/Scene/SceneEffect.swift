/// Something an author's scene does when an element is activated or an action runs.
///
/// Effects are declarative so a scene can describe behaviour without code: they change
/// the tree (`set`, `select`, `toggle`, `show`, `hide`) or talk to the screen reader
/// (`announce`, `focus`, `screenChanged`, `layoutChanged`). They run in written order.
public enum SceneEffect: Sendable, Hashable {
    /// Posts an announcement; a queued one waits for current speech instead of cutting it.
    case announce(String, queued: Bool)
    /// Changes properties of one node.
    case set(id: String, SceneChanges)
    /// The node gains `selected`, and its siblings lose it.
    case select(String)
    /// Flips a switch's `on`, or else the node's `selected`.
    case toggle(String)
    case show(String)
    case hide(String)
    /// Moves accessibility focus, as `AccessibilityFocusState` does.
    case focus(String)
    /// A screen change: focus goes to the node, or to the first element when `nil`.
    case screenChanged(String?)
    /// A layout change: focus goes to the node, or stays when `nil`.
    case layoutChanged(String?)

    /// The node ids the effect names, which must exist in the scene.
    public var referencedID: String? {
        switch self {
        case .announce: nil
        case .set(let id, _), .select(let id), .toggle(let id), .show(let id), .hide(let id), .focus(let id): id
        case .screenChanged(let id), .layoutChanged(let id): id
        }
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

    public init(
        label: String? = nil, value: String? = nil, hint: String? = nil,
        traits: AccessibilityTraits? = nil, hidden: Bool? = nil, on: Bool? = nil
    ) {
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.hidden = hidden
        self.on = on
    }
}
