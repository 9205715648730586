// MARK: - What a sighted person sees

extension SceneModel {
    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        let tree = accessibilityTree(phrases)
        let order = FocusTraversal.order(tree)
        let focused = focusedID.flatMap { id in order.first { $0.id == id } }
        // A node without a label, such as the switch in a combined row, is named by the
        // element it is part of.
        var elementLabel: [String: String] = [:]
        for element in order { for id in element.memberIDs { elementLabel[id] = element.label } }
        let sketch = SceneSketch(tree, focusedIDs: Set(focused.map { [$0.id] } ?? []))
        var facts: [String] = []
        var details: [String: String] = ["focused": focused?.id ?? ""]
        var shown: [String] = []
        Self.walk(tree) { node in
            // A node without a label is named by the element it is part of, or, for a
            // container such as an unlabelled sheet, by the first label inside it.
            let name = node.label.isEmpty
                ? elementLabel[node.id].flatMap { $0.isEmpty ? nil : BidiText.isolated($0) }
                    ?? Self.firstLabel(in: node).map(BidiText.isolated) ?? phrases.text(.sceneUnlabelled)
                : BidiText.isolated(node.label)
            if node.traits.contains(.modal) { facts.append(phrases.text(.sceneModal, ["label": name])) }
            if node.traits.contains(.selected) {
                facts.append(phrases.text(.sceneSelected, ["label": name]))
                details["\(node.id).selected"] = "true"
            }
            if let isOn = node.isOn {
                facts.append(phrases.text(isOn ? .sceneOn : .sceneOff, ["label": name]))
                details["\(node.id).on"] = isOn ? "true" : "false"
            }
            if let isExpanded = node.isExpanded {
                facts.append(phrases.text(isExpanded ? .sceneExpanded : .sceneCollapsed, ["label": name]))
                details["\(node.id).expanded"] = isExpanded ? "true" : "false"
            }
            if node.traits.contains(.adjustable) {
                facts.append(phrases.text(.sceneValue, ["label": name, "value": BidiText.isolated(node.value)]))
                details["\(node.id).value"] = node.value
            }
            if node.traits.contains(.notEnabled) { facts.append(phrases.text(.sceneDimmed, ["label": name])) }
            if node.children.isEmpty, !node.label.isEmpty { shown.append(node.label) }
        }
        // The language's list separator: “; ” in English, “ · ” in Korean, where a semicolon
        // is not a list mark.
        let separator = phrases.text(.listSeparator)
        let summary = phrases.text(.summaryScene, ["facts": facts.isEmpty ? BidiText.joined(shown, separator: separator) : facts.joined(separator: separator)])
        return VisibleState(
            summary: summary, details: details,
            picture: SceneDrawing.drawing(sketch),
            pictureDescription: phrases.text(.pictureScene, [
                "elements": BidiText.joined(shown, separator: phrases.text(.listSeparator)), "label": focused.map { $0.label.isEmpty ? phrases.text(.sceneUnlabelled) : BidiText.isolated($0.label) } ?? "—",
            ])
        )
    }

    private static func firstLabel(in node: AccessibilityNode) -> String? {
        for child in node.children where !child.isHidden {
            if !child.label.isEmpty { return child.label }
            if let inner = firstLabel(in: child) { return inner }
        }
        return nil
    }

    /// Visits every visible node, parents before children.
    private static func walk(_ node: AccessibilityNode, _ visit: (AccessibilityNode) -> Void) {
        guard !node.isHidden else { return }
        visit(node)
        for child in node.children { walk(child, visit) }
    }
}
