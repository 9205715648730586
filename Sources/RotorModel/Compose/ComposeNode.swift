/// One node of a Jetpack Compose semantics tree, before Compose hands it to TalkBack.
///
/// It holds what a composable's modifiers and Material's built-in semantics set (the
/// reference's §7.2, property by property). ``accessibilityTree(_:)`` turns a tree of them
/// into the neutral tree TalkBack reads, following §7.1: the unmerged tree with its fake
/// children, which nodes TalkBack focuses, and what it reads for each.
public struct ComposeNode: Sendable, Hashable {
    public var id: String
    public var semantics: ComposeSemantics
    /// `semantics(mergeDescendants = true)`, or a modifier that merges (`clickable`,
    /// `toggleable`, `selectable`).
    public var mergeDescendants: Bool
    /// `clearAndSetSemantics { }`: no children are exposed, only what the block sets.
    public var clearsDescendants: Bool
    public var children: [ComposeNode]
    /// Where the node is on screen, when known; Compose orders by it (§2.11).
    public var frame: AccessibilityNode.Frame?

    public init(
        id: String, semantics: ComposeSemantics = ComposeSemantics(), mergeDescendants: Bool = false,
        clearsDescendants: Bool = false, children: [ComposeNode] = [], frame: AccessibilityNode.Frame? = nil
    ) {
        self.id = id
        self.semantics = semantics
        self.mergeDescendants = mergeDescendants
        self.clearsDescendants = clearsDescendants
        self.children = children
        self.frame = frame
    }
}

/// The semantics properties of one Compose node (androidx `SemanticsProperties`).
public struct ComposeSemantics: Sendable, Hashable {
    /// `Role`, which Compose turns into a class name or a role description (§7.2).
    public enum Role: String, Sendable, Hashable, CaseIterable {
        case button = "Button", checkbox = "Checkbox", switchRole = "Switch", radioButton = "RadioButton"
        case tab = "Tab", image = "Image", dropdownList = "DropdownList", valuePicker = "ValuePicker"
    }

    public enum ToggleableState: String, Sendable, Hashable {
        case on = "On", off = "Off", indeterminate = "Indeterminate"
    }

    /// `progressBarRangeInfo`: a value in a range, or an indeterminate bar.
    public struct ProgressRange: Sendable, Hashable {
        public var current: Double
        public var lower: Double
        public var upper: Double
        /// Discrete steps between the ends; 0 for a continuous range.
        public var steps: Int
        public var indeterminate: Bool

        public init(current: Double, lower: Double = 0, upper: Double = 1, steps: Int = 0, indeterminate: Bool = false) {
            self.current = current
            self.lower = lower
            self.upper = upper
            self.steps = steps
            self.indeterminate = indeterminate
        }
    }

    public struct CollectionInfo: Sendable, Hashable {
        public var rows: Int
        public var columns: Int
        public init(rows: Int, columns: Int) {
            self.rows = rows
            self.columns = columns
        }
    }

    /// An action with the label TalkBack uses in its hint (`onClick(label)`).
    public struct Action: Sendable, Hashable {
        public var label: String?
        public init(label: String? = nil) { self.label = label }
    }

    public var contentDescription: String?
    public var text: String?
    /// `EditableText`, a text field's content.
    public var editableText: String?
    public var stateDescription: String?
    /// The component words its own state (Material 3's `Slider` says its value) and the
    /// code's `stateDescription` was set on the same node as well: the reference does not say
    /// which of two explicit state descriptions wins. Rotor speaks the code's, and a step that
    /// speaks it counts as inferred (`behavior.stateOverride`).
    public var stateOverridesComponent: Bool = false
    public var role: Role?
    public var toggleableState: ToggleableState?
    public var selected: Bool?
    public var onClick: Action?
    public var onLongClick: Action?
    public var customActions: [String] = []
    public var progress: ProgressRange?
    /// `setProgress`: the range can be set, which makes it a slider.
    public var setsProgress: Bool = false
    /// `collectionInfo(rowCount, columnCount)`, given explicitly.
    public var collectionInfo: CollectionInfo?
    /// `collectionItemInfo = CollectionItemInfo(rowIndex, rowSpan, columnIndex, columnSpan)`:
    /// the item's 0-based row and column, given explicitly.
    public var collectionItem: CollectionItem?

    public struct CollectionItem: Sendable, Hashable {
        public var row: Int
        public var column: Int
        public init(row: Int, column: Int) {
            self.row = row
            self.column = column
        }
    }
    /// `selectableGroup()`.
    public var selectableGroup: Bool = false
    public var heading: Bool = false
    public var disabled: Bool = false
    public var error: String?
    public var liveRegion: AccessibilityNode.AndroidInfo.LiveRegion?
    public var paneTitle: String?
    public var isTraversalGroup: Bool = false
    public var traversalIndex: Double = 0
    /// `hideFromAccessibility()` / `invisibleToUser()`.
    public var hidden: Bool = false
    /// `focused` semantics, from `focusable()`.
    public var focusable: Bool = false
    /// Expand / collapse actions: `true` when the node offers Collapse (it is expanded).
    public var expanded: Bool?
    /// A `dismiss {}` action (listed by TalkBack as "Dismiss").
    public var dismissible: Bool = false

    public init() {}

    /// Whether anything at all is set: a node without semantics is only layout.
    public var isEmpty: Bool { self == ComposeSemantics() }

}
