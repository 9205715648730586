// MARK: - A node TalkBack focuses for its text alone

extension Lowering {
    /// TalkBack also focuses a node that has text or a state when no ancestor of it is
    /// focused, even though Compose does not mark it screen-reader-focusable and it has no
    /// action (reference §7.1: "A node with text or a state and no focusable ancestor is
    /// focused too"; TB `AccessibilityNodeInfoUtils`). This is a layout that carries
    /// `Modifier.semantics { contentDescription = … }` without merging and has children of
    /// its own: Compose leaves it unfocusable, TalkBack reads it as a stop with its
    /// description. A fake child never qualifies: its merging parent speaks for it.
    func isFocusedWithoutAction(_ node: Exposed) -> Bool {
        guard node.fake == .none else { return false }
        let s = node.semantics
        return s.contentDescription != nil || s.text != nil || s.editableText != nil
            || stateDescription(node) != nil || node.isCheckable
    }
}
