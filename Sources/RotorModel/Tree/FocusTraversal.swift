/// SwiftUI's focus traversal order: the sequence in which swiping right visits elements.
///
/// The rules, as SwiftUI applies them:
///
/// 1. **Sorting contexts.** Elements are sorted inside one accessibility container at a
///    time. The root is a context; so is every node with `contain`, with a UIKit container
///    type, or a stack carrying its own modifiers (a sort priority or a label).
/// 2. **Descending priority, stable.** Within a context, units are ordered by descending
///    `sortPriority`. The sort is stable, so equal priorities keep layout (tree) order,
///    and anything with a positive priority comes before everything left at 0.
/// 3. **A context is one unit outside.** A nested context is sorted on its own and then
///    takes one place in its parent, ordered by its own priority. Priorities inside it
///    never compete with elements outside it.
/// 4. **Plain stacks are transparent.** A stack without accessibility modifiers adds no
///    context: its children compete directly in the parent's context. This is why a
///    prioritised grid without an inner `contain` pushes the text above it to the end.
/// 5. **`combine`** merges the subtree into one element: labels joined in order, values
///    joined, traits and actions united. A label set on the container replaces the joined one.
/// 6. **`ignore`** makes the container one element with only what is set on it.
/// 7. **Frames.** When every unit of a context has a frame, the units are first put in
///    VoiceOver's geometric order (rows of tops less than 8 pt apart, top to bottom, then
///    leading to trailing); a framed stack is one unit. Priorities then sort as above.
/// 8. **Hidden** nodes (`accessibilityHidden`) are skipped with everything inside them.
/// 9. **Tab bars.** Elements inside a `tabBar` container become tabs with a position
///    ("Tab, N of M"). If an accessibility container (`contain` or a semantic group)
///    encloses the tab bar, UIKit loses the tab traits and the tabs read as plain buttons.
public enum FocusTraversal {
    /// Whose rules order the tree: the places where iOS and Android differ.
    public enum Platform: Sendable, Hashable {
        /// iOS: rows of frames whose tops are less than 8 pt apart; UIKit's tab-bar trait,
        /// which an enclosing accessibility container breaks.
        case uikit
        /// Android with Jetpack Compose: rows of frames whose vertical ranges overlap
        /// (`sortByGeometryGroupings`); a tab row is a selectable group, which no outer
        /// container breaks. `sortPriority` stands for `traversalIndex` with the sign
        /// flipped, so the same intent (this first) orders the same way.
        case compose
    }

    /// The focusable elements of `root` in the order the reader visits them.
    ///
    /// - Parameters:
    ///   - root: The screen; it is always a sorting context.
    ///   - platform: Whose geometry and container rules apply; iOS by default.
    /// - Returns: The elements, first to last.
    public static func order(_ root: AccessibilityNode, platform: Platform = .uikit) -> [FocusableElement] {
        if root.isHidden { return [] }
        if root.readsAsOneElement {
            return [Merging.element(from: root)]
        }
        return Walker(platform: platform).context(root, enclosingContainer: false, labelled: nil)
    }

    /// The nearest labelled container, whose label VoiceOver speaks on entering it.
    struct Labelled {
        var id: String
        var label: String
    }

    private struct Unit {
        var priority: Double
        var elements: [FocusableElement]
        /// Where the unit is on screen, when the author gave frames.
        var frame: AccessibilityNode.Frame?
    }

    private struct Walker {
        var platform: Platform

        /// Sorts one context: collects its units through transparent stacks, then sorts.
        func context(
            _ node: AccessibilityNode, enclosingContainer: Bool, labelled: Labelled?
        ) -> [FocusableElement] {
            var units: [Unit] = []
            collect(node.children, into: &units, enclosingContainer: enclosingContainer, labelled: labelled)
            if units.count > 1, units.allSatisfy({ $0.frame != nil }) { units = byFrame(units) }
            // Swift's sort is not guaranteed stable, so sort by (priority, position).
            let ordered = units.enumerated().sorted { lhs, rhs in
                if lhs.element.priority != rhs.element.priority {
                    return lhs.element.priority > rhs.element.priority
                }
                return lhs.offset < rhs.offset
            }
            return ordered.flatMap(\.element.elements)
        }

        private func collect(
            _ nodes: [AccessibilityNode], into units: inout [Unit],
            enclosingContainer: Bool, labelled: Labelled?
        ) {
            for node in nodes where !node.isHidden {
                if node.readsAsOneElement {
                    var element = Merging.element(from: node)
                    element.containerID = labelled?.id
                    element.containerLabel = labelled?.label
                    units.append(Unit(priority: node.sortPriority, elements: [element], frame: node.frame))
                } else if node.isSortingContext || node.frame != nil {
                    // A framed stack keeps its children together, placed by its own frame.
                    let elements = nestedContext(node, enclosingContainer: enclosingContainer, labelled: labelled)
                    units.append(Unit(priority: node.sortPriority, elements: elements, frame: node.frame ?? elements.first?.frame))
                } else {
                    collect(node.children, into: &units, enclosingContainer: enclosingContainer, labelled: labelled)
                }
            }
        }

        private func nestedContext(
            _ node: AccessibilityNode, enclosingContainer: Bool, labelled: Labelled?
        ) -> [FocusableElement] {
            let ownLabel = node.label.isEmpty ? labelled : Labelled(id: node.id, label: node.label)
            var elements = context(
                node, enclosingContainer: enclosingContainer || node.isAccessibilityContainer,
                labelled: ownLabel
            )
            if node.childBehavior == .contain || node.containerType != .none {
                for index in elements.indices where elements[index].groupID == nil { elements[index].groupID = node.id }
            }
            Self.markEdges(of: node.containerType, in: &elements)
            let isTabBar = node.containerType == .tabBar || node.traits.contains(.tabBar)
            if node.containerType == .list || isTabBar {
                for index in elements.indices where elements[index].collection == nil {
                    elements[index].collection = FocusableElement.Collection(
                        // A tab row (Compose's selectableGroup) carries no name of its own.
                        // Compose's explicit CollectionInfo and CollectionItemInfo give the
                        // count and the place themselves.
                        id: node.id, label: isTabBar ? "" : node.label,
                        index: elements[index].android?.collectionPosition
                            ?? (node.android?.placesOnlyItems == true ? nil : index + 1),
                        count: node.android?.collectionCount ?? elements.count
                    )
                }
            }
            guard node.containerType == .tabBar || node.traits.contains(.tabBar) else { return elements }
            return TabBarRule.apply(to: elements, broken: platform == .uikit && enclosingContainer)
        }

        /// The geometric order: top to bottom, then leading to trailing. On iOS, units whose
        /// tops are less than 8 points apart share a row (AccessibilitySnapshot, from devices);
        /// in Compose, units whose vertical ranges overlap the row's do (`sortByGeometryGroupings`).
        private func byFrame(_ units: [Unit]) -> [Unit] {
            let byTop = units.enumerated().sorted { lhs, rhs in
                let (a, b) = (lhs.element.frame!.y, rhs.element.frame!.y)
                return a != b ? a < b : lhs.offset < rhs.offset
            }.map(\.element)
            var rows: [[Unit]] = []
            for unit in byTop {
                if let row = rows.last, sharesRow(unit.frame!, with: row) {
                    rows[rows.count - 1].append(unit)
                } else {
                    rows.append([unit])
                }
            }
            return rows.flatMap { row in
                row.enumerated().sorted { lhs, rhs in
                    let (a, b) = (lhs.element.frame!.x, rhs.element.frame!.x)
                    return a != b ? a < b : lhs.offset < rhs.offset
                }.map(\.element)
            }
        }

        private func sharesRow(_ frame: AccessibilityNode.Frame, with row: [Unit]) -> Bool {
            switch platform {
            case .uikit:
                return frame.y - row[0].frame!.y < 8
            case .compose:
                let top = row.map { $0.frame!.y }.min()!
                let bottom = row.map { $0.frame!.y + $0.frame!.height }.max()!
                return frame.y < bottom && frame.y + frame.height > top
            }
        }

        /// A list's first and last elements say so, as do a landmark's; a list of one
        /// element says only that it starts.
        private static func markEdges(of type: AccessibilityNode.ContainerType, in elements: inout [FocusableElement]) {
            guard let first = elements.indices.first, let last = elements.indices.last else { return }
            switch type {
            case .list:
                elements[first].edges.append(.listStart)
                if last != first { elements[last].edges.append(.listEnd) }
            case .landmark:
                elements[first].edges.append(.landmarkStart)
                if last != first { elements[last].edges.append(.landmarkEnd) }
            default:
                break
            }
        }
    }
}
