import RotorModel
import RotorTranscripts
import Testing

/// Compose semantics trees, built here as Compose and Material 3 would build them, read by
/// TalkBack: the reference's §7.1 (unmerged tree, fake children, focus, what is read), §7.2
/// and §7.3. Every expected phrase is one the reference gives.
@Suite struct ComposeSemanticsTests {
    static let english = PhraseLibrary.shared.phrasebook(for: "en", reader: "talkback")!
    static let korean = PhraseLibrary.shared.phrasebook(for: "ko", reader: "talkback")!

    /// (speech, hint) for `gestures` over the screen.
    private func read(_ roots: [ComposeNode], _ gestures: [Gesture], korean: Bool = false) throws -> [String] {
        var sim = Simulation(reader: TalkBack(phrases: korean ? Self.korean : Self.english), component: ComposeScreen(roots))
        return try gestures.map { gesture in
            let step = try sim.perform(gesture)
            return step.hint.isEmpty ? step.speech : "\(step.speech) ‖ \(step.hint)"
        }
    }

    private func text(_ id: String, _ value: String) -> ComposeNode {
        var s = ComposeSemantics()
        s.text = value
        return ComposeNode(id: id, semantics: s)
    }

    /// `Modifier.toggleable(value, role, onValueChange)`: merges, a click, the state.
    private func toggleableRow(_ id: String, on: Bool, role: ComposeSemantics.Role?, _ children: [ComposeNode]) -> ComposeNode {
        var s = ComposeSemantics()
        s.toggleableState = on ? .on : .off
        s.role = role
        s.onClick = .init()
        return ComposeNode(id: id, semantics: s, mergeDescendants: true, children: children)
    }

    /// `Modifier.selectable(selected, onClick, role)`.
    private func selectable(_ id: String, selected: Bool, role: ComposeSemantics.Role?, _ children: [ComposeNode]) -> ComposeNode {
        var s = ComposeSemantics()
        s.selected = selected
        s.role = role
        s.onClick = .init()
        return ComposeNode(id: id, semantics: s, mergeDescendants: true, children: children)
    }

    private func group(_ id: String, _ children: [ComposeNode]) -> ComposeNode {
        var s = ComposeSemantics()
        s.selectableGroup = true
        return ComposeNode(id: id, semantics: s, children: children)
    }

    @Test func aToggleableRowReadsItsStateTextAndFakeRoleChild() throws {
        let row = toggleableRow("wifi", on: false, role: .switchRole, [text("t", "Wi-Fi"), ComposeNode(id: "switch")])
        #expect(try read([row], [.focus(nil)]) == ["Off, Wi-Fi, Switch ‖ Double-tap to toggle"])
        #expect(try read([row], [.focus(nil)], korean: true) == ["꺼짐, Wi-Fi, 스위치 ‖ 전환하려면 두 번 탭하세요"])
    }

    @Test func aContentDescriptionOnAMergedRowIsReadBeforeTheChildrensText() throws {
        var row = toggleableRow("wifi", on: true, role: .switchRole, [text("t", "Wi-Fi")])
        row.semantics.contentDescription = "Wi-Fi setting"
        #expect(try read([row], [.focus(nil)]) == ["On, Wi-Fi setting, Wi-Fi, Switch ‖ Double-tap to toggle"])
        // clearAndSetSemantics replaces the children: only what its block sets.
        row.clearsDescendants = true
        #expect(try read([row], [.focus(nil)]) == ["On, Wi-Fi setting, Switch ‖ Double-tap to toggle"])
    }

    @Test func aSwitchWithItsOwnCallbackInsideARowIsAStopOfItsOwn() throws {
        var inner = ComposeSemantics()
        inner.toggleableState = .on
        inner.role = .switchRole
        inner.onClick = .init()
        let row = toggleableRow("row", on: true, role: .switchRole, [text("t", "Wi-Fi"), ComposeNode(id: "switch", semantics: inner, mergeDescendants: true)])
        #expect(try read([row], [.focus(nil), .swipeRight]) == [
            "On, Wi-Fi, Switch ‖ Double-tap to toggle", "On, Switch ‖ Double-tap to toggle",
        ])
    }

    @Test func aTabRowIsAListOfTabs() throws {
        let tabs = ["Home", "Search", "Profile"].enumerated().map { index, name in
            selectable("tab\(index)", selected: index == 0, role: .tab, [text("label\(index)", name)])
        }
        let row = group("tabs", tabs)
        #expect(try read([row], [.focus(nil), .swipeRight]) == [
            "selected, Home, Tab, 1 of 3, In list, 3 items", "Search, Tab, 2 of 3 ‖ Double-tap to activate",
        ])
        #expect(try read([row], [.focus(nil)], korean: true) == ["선택됨, Home, 탭, 3개 중 1번째, 목록에 있음, 항목 3개"])
    }

    @Test func aRadioGroupSaysSelectedAndNotSelectedAndOutOfList() throws {
        let options = ["Standard", "Express"].enumerated().map { index, name in
            selectable("option\(index)", selected: index == 0, role: .radioButton, [ComposeNode(id: "radio\(index)"), text("name\(index)", name)])
        }
        let screen = [group("options", options), text("after", "Total")]
        #expect(try read(screen, [.focus(nil), .swipeRight, .swipeRight]) == [
            "Selected, Standard, Radio button, 1 of 2, In list, 2 items",
            "Not selected, Express, Radio button, 2 of 2 ‖ Double-tap to toggle",
            "Total, Out of list",
        ])
    }

    @Test func aSliderReadsItsStateDescriptionAndTheAdjustHint() throws {
        var s = ComposeSemantics()
        s.stateDescription = "0.5"
        s.progress = .init(current: 0.5)
        s.setsProgress = true
        let slider = ComposeNode(id: "slider", semantics: s, mergeDescendants: true)
        #expect(try read([slider], [.focus(nil)]) == ["0.5, Slider ‖ \"Swipe up\" or \"Swipe down\" to adjust"])
        // Without a state description of its own, Compose says the percent.
        var plain = s
        plain.stateDescription = nil
        plain.contentDescription = "Volume"
        #expect(try read([ComposeNode(id: "v", semantics: plain)], [.focus(nil)]) == [
            "50 percent., Volume, Slider ‖ \"Swipe up\" or \"Swipe down\" to adjust",
        ])
    }

    @Test func checkBoxStatesComeFromTalkBackOrCompose() throws {
        var s = ComposeSemantics()
        s.toggleableState = .off
        s.role = .checkbox
        s.onClick = .init()
        #expect(try read([ComposeNode(id: "c", semantics: s, mergeDescendants: true)], [.focus(nil)]) == ["not checked, Check box ‖ Double-tap to toggle"])
        s.toggleableState = .indeterminate
        #expect(try read([ComposeNode(id: "c", semantics: s, mergeDescendants: true)], [.focus(nil)]) == ["Partially checked, Check box ‖ Double-tap to toggle"])
    }

    @Test func aButtonReadsItsTextThenItsRoleAndAClickLabelNamesTheHint() throws {
        var s = ComposeSemantics()
        s.role = .button
        s.onClick = .init(label: "send the message")
        s.onLongClick = .init()
        let button = ComposeNode(id: "send", semantics: s, mergeDescendants: true, children: [text("t", "Send")])
        #expect(try read([button], [.focus(nil)]) == [
            "Send, Button ‖ Double-tap to send the message, Double-tap and hold to long press",
        ])
    }

    @Test func headingsErrorsAndDisabledNodes() throws {
        var heading = ComposeSemantics()
        heading.text = "Account"
        heading.heading = true
        var field = ComposeSemantics()
        field.contentDescription = "Email"
        field.error = "Invalid address"
        field.onClick = .init()
        field.disabled = true
        #expect(try read([ComposeNode(id: "h", semantics: heading), ComposeNode(id: "f", semantics: field, mergeDescendants: true)], [.focus(nil), .swipeRight]) == [
            "Account, Heading", "Email, Error: Invalid address, disabled",
        ])
    }

    @Test func hiddenNodesAndLayoutOnlyNodesAreNotStops() throws {
        var hidden = ComposeSemantics()
        hidden.text = "Decoration"
        hidden.hidden = true
        let column = ComposeNode(id: "column", children: [ComposeNode(id: "deco", semantics: hidden), text("a", "First"), text("b", "Second")])
        #expect(try read([column], [.focus(nil), .swipeRight]) == ["First", "Second"])
    }

    @Test func traversalIndexAndGroupsOrderTheStops() throws {
        var late = ComposeSemantics()
        late.text = "Later"
        late.traversalIndex = 1
        var early = ComposeSemantics()
        early.text = "Sooner"
        early.traversalIndex = -1
        var groupSemantics = ComposeSemantics()
        groupSemantics.isTraversalGroup = true
        let group = ComposeNode(id: "g", semantics: groupSemantics, children: [ComposeNode(id: "l", semantics: late), text("m", "Middle"), ComposeNode(id: "e", semantics: early)])
        #expect(try read([group, text("z", "Outside")], [.focus(nil), .swipeRight, .swipeRight, .swipeRight]) == [
            "Sooner", "Middle", "Later", "Outside",
        ])
    }

    @Test func anUnnamedClickableIsUnlabelledButAnUnnamedSwitchIsNot() throws {
        var click = ComposeSemantics()
        click.onClick = .init()
        #expect(try read([ComposeNode(id: "c", semantics: click, mergeDescendants: true)], [.focus(nil)]) == ["Unlabelled ‖ Double-tap to activate"])
        let bare = toggleableRow("s", on: false, role: .switchRole, [])
        #expect(try read([bare], [.focus(nil)]) == ["Off, Switch ‖ Double-tap to toggle"])
    }

    @Test func customActionsGiveTheActionsHint() throws {
        var s = ComposeSemantics()
        s.text = "Message from Mina"
        s.customActions = ["Archive", "Delete"]
        let row = ComposeNode(id: "m", semantics: s, mergeDescendants: true)
        let spoken = try read([row], [.focus(nil)])
        #expect(spoken == ["Message from Mina ‖ Actions available, swipe up or swipe down and double-tap to activate"])
    }
}
