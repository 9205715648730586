/// What a reader makes of a component's events: notes, announcements, and where focus went.
///
/// VoiceOver's announcement interrupts what was being said, and a note names what it cut
/// off; a queued one waits its turn. (A reader whose re-read swallows an announcement drops
/// it first.) TalkBack's never cuts anything off: see ``finishQueued(_:)``.
struct ReaderReaction {
    var outcome = ReaderOutcome()
    /// The element focus moved to, if the events moved it.
    var focus: FocusableElement?
    /// Each announcement, with whether focus had already moved when it was posted.
    var announcements: [(text: String, queued: Bool, afterFocus: Bool)] = []

    func finish(_ phrases: Phrasebook) -> ReaderOutcome {
        guard !announcements.isEmpty else { return outcome }
        var finished = outcome
        let interrupting = announcements.filter { !$0.queued }.map(\.text)
        let queued = announcements.filter(\.queued).map(\.text)
        guard !interrupting.isEmpty else {
            finished.utterance.speech += queued
            return finished
        }
        let cut = outcome.utterance.spokenText
        finished.utterance = Utterance(speech: interrupting + queued)
        finished.utterance.behaviors = outcome.utterance.behaviors
        if !cut.isEmpty {
            finished.notes.append(phrases.text(.noteAnnouncementCut, ["speech": cut]))
            finished.utterance.behaviors.append(.behaviorAnnouncementCut)
        }
        return finished
    }

    /// TalkBack's announcement (queue mode `INTERRUPTIBLE_IF_LONG`, the reference's §2.9) has
    /// no interrupt bit, so it cuts nothing off: one posted after focus moved waits behind the
    /// speech for the newly focused element. One posted before it is playing when that speech
    /// comes; a short one (30 characters or fewer) is uninterruptible and the focus speech waits
    /// behind it, a longer one is cut off by it (`QUEUE_MODE_FLUSH_ALL`).
    func finishQueued(_ phrases: Phrasebook) -> ReaderOutcome {
        guard !announcements.isEmpty else { return outcome }
        var finished = outcome
        let moved = focus != nil && !outcome.utterance.speech.isEmpty
        var before: [String] = []
        var after: [String] = []
        for announcement in announcements {
            if moved, !announcement.afterFocus {
                if announcement.text.count <= 30 {
                    before.append(announcement.text)
                } else {
                    finished.notes.append(phrases.text(.noteAnnouncementCutByFocus, ["text": announcement.text]))
                }
            } else {
                after.append(announcement.text)
            }
        }
        var utterance = Utterance(speech: before)
        utterance.append(outcome.utterance)
        utterance.speech += after
        utterance.behaviors = outcome.utterance.behaviors + [.behaviorAnnouncementQueued]
        finished.utterance = utterance
        return finished
    }
}

extension AccessibilityNode {
    /// The node with `id` in this subtree.
    public func find(_ id: String) -> AccessibilityNode? {
        if self.id == id { return self }
        for child in children {
            if let found = child.find(id) { return found }
        }
        return nil
    }

    /// The node whose children include the one with `id`, in this subtree.
    func parent(of id: String) -> AccessibilityNode? {
        for child in children {
            if child.id == id { return self }
            if let found = child.parent(of: id) { return found }
        }
        return nil
    }

    /// The ids of every node below this one.
    var descendantIDs: Set<String> {
        var ids: Set<String> = []
        var stack = children
        while let next = stack.popLast() {
            ids.insert(next.id)
            stack += next.children
        }
        return ids
    }

    /// The last visible node with the modal trait, in tree order: the one a reader confines
    /// itself to (VoiceOver ignores a modal's siblings; on Android a dialog is its own window).
    var lastModal: AccessibilityNode? {
        guard !isHidden else { return nil }
        for child in children.reversed() {
            if let found = child.lastModal { return found }
        }
        return traits.contains(.modal) ? self : nil
    }
}
