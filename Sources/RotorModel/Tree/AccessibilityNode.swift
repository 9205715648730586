/// One node of an accessibility tree, shaped like what SwiftUI and UIKit expose.
///
/// A node is either an element that VoiceOver can focus (`isAccessibilityElement`), or a
/// container whose `childBehavior` and `containerType` decide how its children are read.
/// A container with neither is a plain stack, which is transparent to VoiceOver: its
/// children are ordered as if they sat directly in the parent.
public struct AccessibilityNode: Sendable, Hashable, Codable {
    /// How a container presents its children, after SwiftUI's `AccessibilityChildBehavior`.
    public enum ChildBehavior: String, Sendable, Hashable, Codable, CaseIterable {
        /// The container is its own sorting context; its children stay separate elements.
        case contain
        /// The children merge into one element: labels joined, traits and actions united.
        case combine
        /// The container becomes one element with only what is set on the container.
        case ignore
    }

    /// UIKit's `accessibilityContainerType`, which changes how VoiceOver navigates inside.
    public enum ContainerType: String, Sendable, Hashable, Codable, CaseIterable {
        case none
        case semanticGroup = "semantic-group"
        case tabBar = "tab-bar"
        case list
        case landmark
        case dataTable = "data-table"
    }

    /// Where a node sits on screen, in points with the origin at the top left.
    public struct Frame: Sendable, Hashable, Codable {
        public var x: Double
        public var y: Double
        public var width: Double
        public var height: Double

        public init(x: Double, y: Double, width: Double, height: Double) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
        }
    }

    /// A stable identifier that components use to find the element an action targets.
    public var id: String
    public var label: String
    public var value: String
    public var hint: String
    public var traits: AccessibilityTraits
    public var isAccessibilityElement: Bool
    /// `nil` for a plain stack without accessibility modifiers.
    public var childBehavior: ChildBehavior?
    /// Higher comes first within one sorting context; 0 is the default.
    public var sortPriority: Double
    public var containerType: ContainerType
    public var actions: [AccessibilityAction]
    public var children: [AccessibilityNode]
    /// `accessibilityHidden`: the node and everything inside it are out of the tree.
    public var isHidden: Bool
    /// A switch's state; `nil` for anything that is not a switch.
    public var isOn: Bool?
    /// A disclosure's state (UIKit's `accessibilityExpandedStatus`, Compose's expand and
    /// collapse actions); `nil` for anything that neither expands nor collapses.
    public var isExpanded: Bool?
    public var frame: Frame?
    /// What only Android's node info carries (Compose: click labels, long click, error,
    /// checkable); `nil` for a node built from iOS code or a plain scene.
    public var android: AndroidInfo? = nil

    public init(
        id: String,
        label: String = "",
        value: String = "",
        hint: String = "",
        traits: AccessibilityTraits = [],
        isAccessibilityElement: Bool = false,
        childBehavior: ChildBehavior? = nil,
        sortPriority: Double = 0,
        containerType: ContainerType = .none,
        actions: [AccessibilityAction] = [],
        children: [AccessibilityNode] = [],
        isHidden: Bool = false,
        isOn: Bool? = nil,
        isExpanded: Bool? = nil,
        frame: Frame? = nil
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.isAccessibilityElement = isAccessibilityElement
        self.childBehavior = childBehavior
        self.sortPriority = sortPriority
        self.containerType = containerType
        self.actions = actions
        self.children = children
        self.isHidden = isHidden
        self.isOn = isOn
        self.isExpanded = isExpanded
        self.frame = frame
    }
}

// MARK: - Classification

extension AccessibilityNode {
    /// Whether VoiceOver reads this node as one focusable element.
    var readsAsOneElement: Bool {
        isAccessibilityElement || childBehavior == .combine || childBehavior == .ignore
    }

    /// Whether this node opens a sorting context of its own.
    ///
    /// That is the case for `contain`, for any UIKit container type, and for a stack that
    /// carries accessibility modifiers (a priority or a label): such a stack is no longer
    /// plain, so SwiftUI sorts it as one unit in its parent.
    var isSortingContext: Bool {
        childBehavior == .contain || containerType != .none || sortPriority != 0 || !label.isEmpty
    }

    /// Whether this node is an accessibility container in the sense that breaks tab bars.
    var isAccessibilityContainer: Bool {
        childBehavior == .contain || containerType == .semanticGroup
    }
}
