import Testing
@testable import RotorModel

@Suite struct SceneModelTests {
    private func scene() -> SceneModel {
        let message = AccessibilityNode(id: "message", label: "Message from Ana", traits: .staticText, isAccessibilityElement: true)
        let archived = AccessibilityNode(id: "archived", label: "Archived", isAccessibilityElement: true, isHidden: true)
        return SceneModel(nodes: [message, archived], behaviors: [
            "message": .init(actions: [
                .init(name: "Archive", effects: [.hide("message"), .show("archived"), .announce("Archived", queued: false)]),
                .init(name: "Flag", effects: [.set(id: "message", SceneChanges(value: "Flagged"))]),
            ]),
        ])
    }

    @Test func customActionsRunTheirEffectsInWrittenOrder() {
        var model = scene()
        #expect(model.accessibilityTree(TestPhrases.english).children[0].actions == [.custom("Archive"), .custom("Flag")])
        #expect(model.perform(.custom("Flag"), on: "message") == [])
        #expect(model.node("message")?.value == "Flagged")
        #expect(model.perform(.custom("Archive"), on: "message") == [.announce("Archived", queued: false)])
        #expect(model.node("message")?.isHidden == true)
        #expect(model.node("archived")?.isHidden == false)
        #expect(model.perform(.custom("Unknown"), on: "message") == [])
    }

    @Test func hiddenNodesLeaveTheReadingOrder() {
        var model = scene()
        #expect(FocusTraversal.order(model.accessibilityTree(TestPhrases.english)).map(\.id) == ["message"])
        _ = model.perform(.custom("Archive"), on: "message")
        #expect(FocusTraversal.order(model.accessibilityTree(TestPhrases.english)).map(\.id) == ["archived"])
    }

    @Test func aSceneWithoutFramesIsStackedByHierarchy() {
        let model = SceneModel(nodes: [
            .init(id: "group", label: "Card", childBehavior: .contain, children: [
                .init(id: "a", label: "A", isAccessibilityElement: true),
                .init(id: "b", label: "B", traits: .notEnabled, isAccessibilityElement: true),
            ]),
        ], behaviors: [:])
        let boxes = SceneSketch(model.accessibilityTree(TestPhrases.english), focusedIDs: ["b"]).boxes
        #expect(boxes.map(\.id) == ["group", "a", "b"])
        #expect(boxes.map(\.x) == [4, 16, 16])
        #expect(boxes.map(\.y) == [4, 34, 64])
        #expect(boxes[0].isContainer && boxes[0].height == 90)
        #expect(boxes[2].isFocused && boxes[2].isDimmed)
        // The picture draws those boxes, their state as styles.
        let picture = model.visibleState(focusedID: "b", phrases: TestPhrases.english).picture
        let outlines = picture.shapes.compactMap { if case .rect(_, _, _, _, _, let style, _) = $0 { style } else { nil } }
        #expect(outlines == ["group", "box", "box is-focused is-dimmed"])
        #expect(picture.width == 240 && picture.height == 102)
    }
}
