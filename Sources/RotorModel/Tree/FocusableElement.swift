/// An element as VoiceOver meets it while swiping: one stop in the traversal order.
///
/// It is what `FocusTraversal` produces from a tree. Besides the node's own properties it
/// records what VoiceOver learns from the element's ancestors: the tab position given by
/// a tab bar, and the labelled container it sits in, which is announced on entry.
public struct FocusableElement: Sendable, Hashable, Codable {
    /// The position of a tab in its tab bar, spoken as "Tab, N of M".
    public struct TabPosition: Sendable, Hashable, Codable {
        /// 1-based.
        public var index: Int
        public var count: Int

        public init(index: Int, count: Int) {
            self.index = index
            self.count = count
        }
    }

    public var id: String
    public var label: String
    public var value: String
    public var hint: String
    public var traits: AccessibilityTraits
    public var actions: [AccessibilityAction]
    /// A switch's state, spoken by the reader in its own words.
    public var isOn: Bool?
    /// A disclosure's expanded or collapsed state, spoken by the reader in its own words.
    public var isExpanded: Bool? = nil
    public var tabPosition: TabPosition?
    /// The id of the nearest enclosing container that has a label, if any.
    public var containerID: String?
    /// That container's label, which VoiceOver speaks when focus enters it.
    public var containerLabel: String?
    /// True when this element sits in a tab bar that an outer accessibility container broke.
    public var lostTabTraits: Bool
    /// The ids of the tree nodes merged into this element, for pictures of the layout.
    public var memberIDs: [String]
    /// Reachable only by touch exploration: swiping skips it.
    public var touchOnly: Bool = false
    /// The traits a `combine` element took from the children it merged (not its own), which
    /// a reader speaks as the element's: a modelled rule (``PhraseKey/behaviorMergedTraits``).
    public var mergedTraits: AccessibilityTraits = []
    /// The nearest enclosing container (any kind), for the Containers rotor.
    public var groupID: String?
    /// Whether the element opens or closes a list or landmark container.
    public var edges: [ContainerEdge] = []
    /// Where the element is on screen, when the author gave a frame.
    public var frame: AccessibilityNode.Frame?
    /// The Android-only parts of the node, when it came from Compose.
    public var android: AccessibilityNode.AndroidInfo? = nil

    /// The list (or tab row) the element belongs to, which TalkBack announces on entry
    /// ("In list, 3 items") and counts ("2 of 3").
    public var collection: Collection?

    /// An element's place in a list-like container.
    public struct Collection: Sendable, Hashable, Codable {
        public var id: String
        /// The container's label; empty when it has none.
        public var label: String
        /// 1-based; `nil` for an element inside the list that is not one of its items.
        public var index: Int?
        public var count: Int

        public init(id: String, label: String, index: Int?, count: Int) {
            self.id = id
            self.label = label
            self.index = index
            self.count = count
        }
    }

    /// Where an element sits in a list or landmark container, which VoiceOver says after it.
    public enum ContainerEdge: String, Sendable, Hashable, Codable {
        case listStart, listEnd, landmarkStart, landmarkEnd
    }

    public init(
        id: String, label: String, value: String = "", hint: String = "",
        traits: AccessibilityTraits = [], actions: [AccessibilityAction] = [], isOn: Bool? = nil,
        tabPosition: TabPosition? = nil, containerID: String? = nil,
        containerLabel: String? = nil, lostTabTraits: Bool = false, memberIDs: [String] = []
    ) {
        self.id = id
        self.label = label
        self.value = value
        self.hint = hint
        self.traits = traits
        self.actions = actions
        self.isOn = isOn
        self.tabPosition = tabPosition
        self.containerID = containerID
        self.containerLabel = containerLabel
        self.lostTabTraits = lostTabTraits
        self.memberIDs = memberIDs.isEmpty ? [id] : memberIDs
    }
}
