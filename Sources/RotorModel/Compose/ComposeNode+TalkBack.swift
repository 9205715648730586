// MARK: - From Compose semantics to the tree TalkBack reads

extension ComposeNode {
    /// The neutral tree TalkBack reads for a Compose screen whose top-level nodes are `roots`.
    ///
    /// It follows the reference's §7.1 in three steps:
    /// 1. **The unmerged tree.** Every semantics node stays a node; a node with no semantics
    ///    is only layout and its children belong to its parent. `clearAndSetSemantics` exposes
    ///    no children. A node that merges its descendants and has children gets *fake*
    ///    children: its `contentDescription` moves into one inserted first, its role into one
    ///    appended last (`SemanticsNode.emitFakeNodes`).
    /// 2. **Focus.** TalkBack focuses a visible node that is screen-reader-focusable (it merges
    ///    its descendants, or is a leaf with no merging ancestor and something to say),
    ///    clickable, long-clickable or focusable, when it has no children or has something to
    ///    speak (`AccessibilityNodeInfoUtils`).
    /// 3. **Speech.** A focused node reads its own state, name and role; then, when it has no
    ///    `contentDescription`, each visible child that is not focusable, in child order
    ///    (`TreeNodesDescription`). A focusable descendant is a stop of its own, after it.
    ///
    /// Traversal groups become sorting contexts, `traversalIndex` a sort priority with the
    /// sign flipped, and `selectableGroup()` or `collectionInfo` a list.
    public static func accessibilityTree(_ roots: [ComposeNode], phrases: Phrasebook) -> AccessibilityNode {
        let exposed = roots.flatMap(Exposed.make)
        let lowering = Lowering(phrases: phrases)
        return .stack(id: "compose", exposed.flatMap { lowering.lower($0, mergingAncestor: false) })
    }

    /// The same for one root.
    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        Self.accessibilityTree([self], phrases: phrases)
    }
}

/// A node of the unmerged tree TalkBack is handed (step 1).
struct Exposed {
    enum Fake { case none, contentDescription, role }

    var id: String
    var semantics: ComposeSemantics
    /// The role before it moved to a fake child: Compose derives the state description from it.
    var role: ComposeSemantics.Role?
    var merges: Bool
    var fake: Fake = .none
    var children: [Exposed]
    var frame: AccessibilityNode.Frame?

    static func make(_ node: ComposeNode) -> [Exposed] {
        if node.semantics.hidden { return [] }
        let children = node.clearsDescendants ? [] : node.children.flatMap(make)
        // A node without semantics is layout only: Compose has no semantics node for it.
        if node.semantics.isEmpty, !node.mergeDescendants, !node.clearsDescendants { return children }
        var exposed = Exposed(
            id: node.id, semantics: node.semantics, role: node.semantics.role, merges: node.mergeDescendants,
            children: children, frame: node.frame
        )
        if node.mergeDescendants, !children.isEmpty {
            if let description = node.semantics.contentDescription {
                var fake = ComposeSemantics()
                fake.contentDescription = description
                exposed.children.insert(Exposed(id: node.id + "#description", semantics: fake, merges: false, fake: .contentDescription, children: []), at: 0)
                exposed.semantics.contentDescription = nil
            }
            if let role = node.semantics.role {
                var fake = ComposeSemantics()
                fake.role = role
                exposed.children.append(Exposed(id: node.id + "#role", semantics: fake, role: role, merges: false, fake: .role, children: []))
                exposed.semantics.role = nil
            }
        }
        return [exposed]
    }

    var isEnabled: Bool { !semantics.disabled }
    /// Compose's `isCheckable`: a toggleable state, or `selected` off a tab (by the node's
    /// role before it moved to a fake child).
    var isCheckable: Bool { semantics.toggleableState != nil || (semantics.selected != nil && role != .tab) }
    var isClickable: Bool { semantics.onClick != nil && isEnabled }
    var isLongClickable: Bool { semantics.onLongClick != nil && isEnabled }
}

/// Steps 2 and 3: focus and speech, written as neutral nodes.
struct Lowering {
    let phrases: Phrasebook

    /// Compose's `isScreenReaderFocusable`.
    func screenReaderFocusable(_ node: Exposed, mergingAncestor: Bool) -> Bool {
        if node.fake != .none { return false }
        if node.merges { return true }
        guard node.children.isEmpty, !mergingAncestor else { return false }
        let s = node.semantics
        return s.contentDescription != nil || s.text != nil || s.editableText != nil || stateDescription(node) != nil || node.isCheckable
    }

    /// Whether TalkBack gives the node accessibility focus. `focusedAncestor` is false only
    /// where the walk knows no ancestor is focused; then a node with text or a state is
    /// focused even when nothing else makes it so (`isFocusedWithoutAction`).
    func isFocused(_ node: Exposed, mergingAncestor: Bool, focusedAncestor: Bool = true) -> Bool {
        let actionable = screenReaderFocusable(node, mergingAncestor: mergingAncestor) || node.isClickable
            || node.isLongClickable || node.semantics.focusable
        guard actionable else { return !focusedAncestor && isFocusedWithoutAction(node) }
        return node.children.isEmpty || speaks(node, mergingAncestor: mergingAncestor)
    }

    /// Whether the node has anything to speak: its own words, or a child that is read with it.
    func speaks(_ node: Exposed, mergingAncestor: Bool) -> Bool {
        let s = node.semantics
        if s.contentDescription != nil || s.text != nil || s.editableText != nil || stateDescription(node) != nil
            || node.isCheckable || s.progress != nil || node.fake == .role {
            return true
        }
        let inside = mergingAncestor || node.merges
        return node.children.contains { !isFocused($0, mergingAncestor: inside) && speaks($0, mergingAncestor: inside) }
    }

    /// The state description Compose writes (`getInfoStateDescriptionOrNull`): an explicit
    /// one; a switch's On/Off; Partially checked; Selected/Not selected off a tab; a range's
    /// percent or In progress. A check box's or a plain toggleable's On/Off is none: TalkBack
    /// says "checked"/"not checked" itself.
    func stateDescription(_ node: Exposed) -> String? {
        let s = node.semantics
        if let explicit = s.stateDescription { return explicit }
        if let toggle = s.toggleableState {
            switch toggle {
            case .on where node.role == .switchRole: return phrases.text(.tbStateOn)
            case .off where node.role == .switchRole: return phrases.text(.tbStateOff)
            case .indeterminate: return phrases.text(.tbStatePartiallyChecked)
            default: return nil
            }
        }
        if let selected = s.selected, node.role != .tab {
            return phrases.text(selected ? .tbStateSelected : .tbStateNotSelected)
        }
        if let range = s.progress {
            if range.indeterminate { return phrases.text(.tbStateInProgress) }
            return phrases.text(.sliderValue, ["percent": "\(Self.percent(range))"])
        }
        return nil
    }

    /// Compose's percent: 0 and 100 only when exact, otherwise rounded and kept within 1–99.
    static func percent(_ range: ComposeSemantics.ProgressRange) -> Int {
        let span = range.upper - range.lower
        let fraction = span > 0 ? min(max((range.current - range.lower) / span, 0), 1) : 0
        // A NaN range or value (0.0 / 0.0 in the code) reads as empty rather than trapping in Int(_:).
        if !(fraction > 0) { return 0 }
        if fraction == 1 { return 100 }
        return min(max(Int((fraction * 100).rounded()), 1), 99)
    }

    /// The neutral nodes for `node`: an element when TalkBack focuses it (followed by the
    /// focusable nodes inside it), otherwise a stack of what its children become.
    func lower(_ node: Exposed, mergingAncestor: Bool, focusedAncestor: Bool = false) -> [AccessibilityNode] {
        let inside = mergingAncestor || node.merges
        let group = Self.selectableItems(of: node)
        let focused = isFocused(node, mergingAncestor: mergingAncestor, focusedAncestor: focusedAncestor)
        let nested = group.children.flatMap { lower($0, mergingAncestor: inside, focusedAncestor: focusedAncestor || focused) }
        let priority = -node.semantics.traversalIndex
        guard focused else {
            guard node.fake == .none else { return [] }
            let isList = node.semantics.collectionInfo != nil || group.count > 0
            let container = AccessibilityNode(
                id: node.id, childBehavior: node.semantics.isTraversalGroup ? .contain : nil, sortPriority: priority,
                containerType: isList ? .list : .none, children: nested, frame: node.frame
            )
            var list = container
            if let info = node.semantics.collectionInfo {
                // A list of one row or one column (a grid is refused where it is read).
                var android = AccessibilityNode.AndroidInfo()
                android.collectionCount = max(info.rows, info.columns)
                list.android = android
            } else if group.count > 0 {
                var android = AccessibilityNode.AndroidInfo()
                android.collectionCount = group.count
                android.placesOnlyItems = true
                list.android = android
            }
            let plain = container.childBehavior == nil && container.containerType == .none && priority == 0 && node.frame == nil
            return plain ? nested : [list]
        }
        var element = self.element(node)
        element.sortPriority = priority
        guard !nested.isEmpty else { return [element] }
        // The focusable nodes inside come after it, in the same sorting context.
        return [AccessibilityNode(id: node.id + "#group", children: [element] + nested)]
    }

    /// A `selectableGroup()` without an explicit `CollectionInfo` is a collection of the
    /// children that carry `selected`, and only of them (androidx `CollectionInfo.android.kt`
    /// `setCollectionInfo`/`setCollectionItemInfo`, the reference's §7.2): each gets its
    /// place among them, in child order; a child without `selected` is inside the list but no
    /// item of it, and a group with no such child is no list at all. Returns the children with
    /// those places set, and how many items there are (0 when the node is no such group).
    static func selectableItems(of node: Exposed) -> (children: [Exposed], count: Int) {
        guard node.semantics.selectableGroup, node.semantics.collectionInfo == nil else { return (node.children, 0) }
        var children = node.children
        var count = 0
        for index in children.indices where children[index].semantics.selected != nil {
            if children[index].semantics.collectionItem == nil {
                children[index].semantics.collectionItem = ComposeSemantics.CollectionItem(row: 0, column: count)
            }
            count += 1
        }
        return (children, count)
    }

    /// The element TalkBack focuses, worded as it reads it.
    func element(_ node: Exposed) -> AccessibilityNode {
        let s = node.semantics
        var traits: AccessibilityTraits = []
        var isOn: Bool?
        var value = ""
        var android = AccessibilityNode.AndroidInfo(
            checkable: node.isCheckable, clickLabel: s.onClick?.label, error: s.error, liveRegion: s.liveRegion,
            paneTitle: s.paneTitle
        )
        if node.isLongClickable { android.longClick = .init(label: s.onLongClick?.label) }
        // In a list of one row or one column, the item's place is the index that is not 0.
        if let item = s.collectionItem { android.collectionPosition = max(item.row, item.column) + 1 }
        android.stateOverridesComponent = s.stateOverridesComponent && s.stateDescription != nil
        // The role word: the node's own on a leaf, its fake child's on a merging node; last
        // either way in TalkBack's default order.
        switch node.role {
        case .button: traits.insert(.button)
        case .checkbox: traits.insert(.checkbox)
        case .switchRole: traits.insert(.switchButton)
        case .radioButton: traits.insert(.radioButton)
        case .tab: traits.insert(.tab)
        case .image: traits.insert(.image)
        case .dropdownList, .valuePicker, nil: break
        }
        let state = stateDescription(node)
        if let toggle = s.toggleableState, s.stateDescription == nil, toggle != .indeterminate {
            if node.role == .switchRole || node.role == .checkbox {
                isOn = toggle == .on
            } else {
                value = phrases.text(toggle == .on ? .tbStateChecked : .tbStateNotChecked)
            }
        } else if let state {
            value = state
        }
        if s.selected == true { traits.insert(.selected) }
        if let range = s.progress {
            traits.insert(s.setsProgress ? .adjustable : .progressBar)
            if s.setsProgress, node.isEnabled, !range.indeterminate { traits.remove(.button) }
        }
        if s.heading { traits.insert(.header) }
        if s.editableText != nil { traits.insert(.textField) }
        if s.disabled { traits.insert(.notEnabled) }
        var actions: [AccessibilityAction] = []
        if node.isEnabled {
            if s.onClick != nil { actions.append(.activate) }
            if let range = s.progress, s.setsProgress, !range.indeterminate {
                if range.current < range.upper { actions.append(.increment) }
                if range.current > range.lower { actions.append(.decrement) }
            }
            actions += s.customActions.map { .custom($0) }
            // Dismiss, Expand and Collapse are actions too, after the custom ones, under
            // TalkBack's own titles, not the Compose labels (§2.8, §7.2).
            if s.dismissible { actions.append(.custom(phrases.text(.tbActionDismiss))) }
            if let expanded = s.expanded { actions.append(.custom(phrases.text(expanded ? .tbActionCollapse : .tbActionExpand))) }
        }
        // The name: the node's own, then (without a content description of its own) what its
        // children that are not focusable say, in order; a fake role child says its role last.
        var names: [String] = []
        if let own = s.contentDescription ?? s.text { names.append(own) }
        if s.contentDescription == nil {
            for child in node.children where child.fake != .role {
                names += childWords(child)
            }
        }
        var result = AccessibilityNode(
            id: node.id, label: names.joined(separator: ", "), value: s.editableText ?? value, traits: traits,
            isAccessibilityElement: true, actions: actions, isOn: isOn, isExpanded: s.expanded, frame: node.frame
        )
        if s.editableText != nil, let name = s.contentDescription ?? s.text { result.label = name }
        result.android = android
        return result
    }

    /// What a child that is not focusable adds to its focused ancestor: its own state, name
    /// and role, then its own children's words (unless it has a content description).
    func childWords(_ node: Exposed) -> [String] {
        if isFocused(node, mergingAncestor: true) { return [] }
        let s = node.semantics
        var words: [String] = []
        if let state = stateDescription(node) { words.append(state) }
        if let name = s.contentDescription ?? s.text, !words.contains(name) { words.append(name) }
        if node.fake == .none, let role = node.role, let word = roleWord(role), !words.contains(word) { words.append(word) }
        if s.contentDescription == nil {
            for child in node.children where child.fake != .role { words += childWords(child) }
        }
        return words
    }

    /// The role word of a child read inside another node. An image role is only given to a
    /// node that is focusable itself, so it adds nothing here.
    func roleWord(_ role: ComposeSemantics.Role) -> String? {
        switch role {
        case .button: phrases.text(.tbRoleButton)
        case .checkbox: phrases.text(.tbRoleCheckbox)
        case .switchRole: phrases.text(.tbRoleSwitch)
        case .radioButton: phrases.text(.tbRoleRadioButton)
        case .tab: phrases.text(.tbRoleTab)
        case .image, .dropdownList, .valuePicker: nil
        }
    }
}
