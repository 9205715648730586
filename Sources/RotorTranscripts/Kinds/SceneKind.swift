import RotorDiagnostics
import RotorModel
import RotorYAML

/// `component: scene`: an accessibility tree the author describes, with its behaviour.
enum SceneKind: ComponentKind {
    static let name = "scene"
    static let summary = "Any component, described as an accessibility tree with declarative behaviour."
    static let example = "component: scene\nscene:\n  - {id: wifi, label: Wi-Fi, traits: [switch], on: true}\ngestures: [focus, double tap]\n"
    static let phraseKeys = SceneModel.phraseKeys
    static let keys = [
        SpecKey("scene", "list of nodes", "The top-level nodes, in view-hierarchy order. Required."),
        SpecKey("on_magic_tap", "list of effects", "What the magic tap does when no focused node or ancestor handles it."),
    ]

    /// The keys of one node.
    static let nodeKeys = [
        SpecKey("id", "text", "Names the node for effects and gestures; the label by default. Unique."),
        SpecKey("label", "text", "The accessibility label."),
        SpecKey("value", "text", "The accessibility value."),
        SpecKey("hint", "text", "The accessibility hint, spoken after a pause."),
        SpecKey("traits", "list of traits", "UIKit traits in kebab case, and the roles switch, text-field and toggle-button."),
        SpecKey("frame", "[x, y, width, height]", "Where the node is, in points from the top left; used for the picture."),
        SpecKey("sort_priority", "number", "SwiftUI's accessibilitySortPriority: higher first, within the nearest container."),
        SpecKey("hidden", "true | false", "accessibilityHidden: the node and its children are left out."),
        SpecKey("on", "true | false", "A switch's state; a node with the switch trait starts off."),
        SpecKey("expanded", "true | false", "A disclosure's state: the node expands and collapses, and toggle flips it."),
        SpecKey("children", "list of nodes", "The nodes inside. Without child_behavior the node is a plain stack."),
        SpecKey("child_behavior", "contain | combine | ignore", "As SwiftUI's accessibilityElement(children:)."),
        SpecKey("container", "none | list | landmark | semantic-group | data-table", "UIKit's accessibilityContainerType."),
        SpecKey("adjust", "{values, index}", "Values swipe up and down step through, without wrapping; the node's value is the current one."),
        SpecKey("actions", "mapping of name to effects", "Custom actions in written order."),
        SpecKey("on_activate", "list of effects", "What a double tap does. A switch without it toggles itself."),
        SpecKey("on_magic_tap", "list of effects", "What the magic tap does when focus is on the node or inside it."),
        SpecKey("on_escape", "list of effects", "What the two-finger scrub does when focus is on the node or inside it."),
        SpecKey("pages", "{count, current}", "A scroll view's pages: three-finger swipes move by one and VoiceOver says “Page K of N”."),
    ]

    static let traitNames: [(String, AccessibilityTraits)] = [
        ("button", .button), ("link", .link), ("image", .image), ("selected", .selected), ("header", .header),
        ("adjustable", .adjustable), ("not-enabled", .notEnabled), ("dimmed", .notEnabled),
        ("static-text", .staticText), ("search-field", .searchField), ("plays-sound", .playsSound),
        ("keyboard-key", .keyboardKey), ("summary-element", .summaryElement),
        ("updates-frequently", .updatesFrequently), ("starts-media-session", .startsMediaSession),
        ("allows-direct-interaction", .allowsDirectInteraction), ("causes-page-turn", .causesPageTurn),
        ("tab-bar", .tabBar), ("modal", .modal), ("switch", .switchButton), ("text-field", .textField),
        ("toggle-button", .toggleButton), ("checkbox", .checkbox),
    ]

    static let containerNames: [(String, AccessibilityNode.ContainerType)] = [
        ("none", .none), ("list", .list), ("landmark", .landmark), ("semantic-group", .semanticGroup),
        ("data-table", .dataTable),
    ]

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        let sceneNode = try fields.required("scene")
        guard let items = sceneNode.sequence, !items.isEmpty else {
            throw SpecMapping.error(at: sceneNode, "'scene' must list at least one node")
        }
        var parser = SceneParser()
        var nodes: [AccessibilityNode] = []
        for (offset, item) in items.enumerated() {
            nodes.append(try parser.node(item, path: "\(offset + 1)"))
        }
        let magicTap = try fields["on_magic_tap"].map { node throws(Diagnostic) in try parser.effects(node, field: "on_magic_tap") }
        try parser.checkReferences()
        return SceneModel(nodes: nodes, behaviors: parser.behaviors, onMagicTap: magicTap)
    }
}
