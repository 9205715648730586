import Testing
@testable import RotorModel

@Suite struct FocusTraversalTests {
    private func labels(_ root: AccessibilityNode) -> [String] {
        FocusTraversal.order(root).map(\.label)
    }

    @Test func equalPrioritiesKeepLayoutOrder() {
        let root = AccessibilityNode.stack(id: "r", [.text("A", id: "a"), .text("B", id: "b"), .text("C", id: "c")])
        #expect(labels(root) == ["A", "B", "C"])
    }

    @Test func higherPriorityComesFirstAndPositiveBeatsDefault() {
        let root = AccessibilityNode.stack(id: "r", [
            .text("C", id: "c", priority: 0.1), .text("plain", id: "p"),
            .text("B", id: "b", priority: 0.2), .text("A", id: "a", priority: 0.3),
        ])
        #expect(labels(root) == ["A", "B", "C", "plain"])
    }

    @Test func plainStacksAreTransparent() {
        // The prioritised texts inside the inner stack compete with the outer text.
        let root = AccessibilityNode.stack(id: "r", [
            .text("Title", id: "t"),
            .stack(id: "s", [.text("2", id: "2", priority: 1), .text("1", id: "1", priority: 2)]),
        ])
        #expect(labels(root) == ["1", "2", "Title"])
    }

    @Test func containIsItsOwnSortingContextAndOneUnitOutside() {
        let root = AccessibilityNode.stack(id: "r", [
            .text("Title", id: "t"),
            .stack(id: "s", behavior: .contain, [.text("2", id: "2", priority: 1), .text("1", id: "1", priority: 2)]),
            .text("Footer", id: "f"),
        ])
        #expect(labels(root) == ["Title", "1", "2", "Footer"])
    }

    @Test func containerPriorityMovesTheWholeUnit() {
        let root = AccessibilityNode.stack(id: "r", [
            .text("Body", id: "b"),
            .stack(id: "toolbar", behavior: .contain, priority: 5, [.button("Back", id: "back"), .button("Share", id: "share")]),
        ])
        #expect(labels(root) == ["Back", "Share", "Body"])
    }

    @Test func combineJoinsLabelsAndUnitesTraitsAndActions() throws {
        let root = AccessibilityNode.stack(id: "r", [
            .stack(id: "row", behavior: .combine, [
                .text("Wi-Fi", id: "t"),
                AccessibilityNode(id: "sw", label: "On", traits: .button, isAccessibilityElement: true, actions: [.activate]),
            ]),
        ])
        let element = try #require(FocusTraversal.order(root).first)
        #expect(element.label == "Wi-Fi, On")
        #expect(element.traits.contains(.button))
        #expect(element.actions == [.activate])
        #expect(FocusTraversal.order(root).count == 1)
    }

    @Test func ignoreKeepsOnlyWhatIsSetOnTheContainer() throws {
        var group = AccessibilityNode.stack(id: "g", behavior: .ignore, label: "Payment card", [
            .button("Samsung Card", id: "c1"), .button("Hyundai Card", id: "c2"),
        ])
        group.traits = .adjustable
        let elements = FocusTraversal.order(.stack(id: "r", [group]))
        #expect(elements.map(\.label) == ["Payment card"])
        #expect(elements[0].traits == .adjustable)
        #expect(elements[0].actions.isEmpty)
    }

    @Test func tabBarGivesTabTraitsAndPositions() {
        let bar = AccessibilityNode(
            id: "bar", label: "Main Tab bar", containerType: .tabBar,
            children: [.button("Home", id: "h"), .button("Search", id: "s")]
        )
        let elements = FocusTraversal.order(.stack(id: "r", [bar]))
        #expect(elements.map(\.traits) == [.tab, .tab])
        #expect(elements.map(\.tabPosition) == [.init(index: 1, count: 2), .init(index: 2, count: 2)])
        #expect(elements.allSatisfy { $0.containerLabel == "Main Tab bar" && !$0.lostTabTraits })
    }

    @Test(arguments: [AccessibilityNode.ChildBehavior.contain, nil])
    func tabBarInsideAnAccessibilityContainerLosesTabTraits(behavior: AccessibilityNode.ChildBehavior?) {
        let bar = AccessibilityNode(id: "bar", label: "Main Tab bar", containerType: .tabBar, children: [.button("Home", id: "h")])
        let wrapper = behavior == nil
            ? AccessibilityNode(id: "w", containerType: .semanticGroup, children: [bar])
            : .stack(id: "w", behavior: .contain, [bar])
        let element = FocusTraversal.order(.stack(id: "r", [wrapper]))[0]
        #expect(element.lostTabTraits)
        #expect(element.traits == .button)
        #expect(element.tabPosition == nil)
    }

    @Test func indexOfCountReadsAscending() {
        #expect(SortPriority.indexOfCount(0.1, of: 1) == 0.9)
        #expect(SortPriority.indexOfCount(0.9, of: 1) > 0)
        #expect(SortPriority.indexOfCount(0.1, of: 1) > SortPriority.indexOfCount(0.2, of: 1))
        #expect(SortPriority.indexOfCount(3, of: 3) == 0)
    }
}
