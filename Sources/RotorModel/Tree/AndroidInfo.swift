extension AccessibilityNode {
    /// What an Android `AccessibilityNodeInfo` carries that the iOS-shaped node does not.
    ///
    /// Compose fills it (``ComposeNode``); TalkBack reads it. A scene or iOS code leaves the
    /// node's `android` at `nil`, and TalkBack then derives everything from traits as before.
    public struct AndroidInfo: Sendable, Hashable, Codable {
        /// `isCheckable`: a node with `toggleableState` or `selected` (not a tab). TalkBack's
        /// click hint is then "Double-tap to toggle", and such a node is never "Unlabelled".
        public var checkable: Bool
        /// The label of the click action (Compose `onClick(label = …)`, `clickable(onClickLabel = …)`).
        public var clickLabel: String?
        /// Whether the node is long-clickable; the label of that action when it has one.
        public var longClick: LongClick?
        /// `error(…)`: TalkBack says "Error: <text>" after the description.
        public var error: String?
        /// `liveRegion`.
        public var liveRegion: LiveRegion?
        /// `paneTitle`.
        public var paneTitle: String?
        /// On a list: how many items its explicit `CollectionInfo` declares ("In list, N items").
        public var collectionCount: Int? = nil
        /// On an item: its 1-based place from an explicit `CollectionItemInfo` ("i of N").
        public var collectionPosition: Int? = nil
        /// On a list: only the elements with a ``collectionPosition`` are its items; the
        /// others are inside it ("In list") with no place ("i of N"), as in a `selectableGroup()`
        /// whose children are not all `selected`.
        public var placesOnlyItems: Bool = false
        /// The state spoken is the code's `stateDescription`, set on a component that writes
        /// one of its own (``ComposeSemantics/stateOverridesComponent``): which wins is inferred.
        public var stateOverridesComponent: Bool = false

        public struct LongClick: Sendable, Hashable, Codable {
            public var label: String?
            public init(label: String?) { self.label = label }
        }

        public enum LiveRegion: String, Sendable, Hashable, Codable {
            case polite, assertive
        }

        public init(
            checkable: Bool = false, clickLabel: String? = nil, longClick: LongClick? = nil,
            error: String? = nil, liveRegion: LiveRegion? = nil, paneTitle: String? = nil
        ) {
            self.checkable = checkable
            self.clickLabel = clickLabel
            self.longClick = longClick
            self.error = error
            self.liveRegion = liveRegion
            self.paneTitle = paneTitle
        }
    }
}
