import RotorDiagnostics
import RotorModel

/// `component: focus-order`: texts and buttons in stacks, to show SwiftUI's focus order.
enum FocusOrderKind: ComponentKind {
    static let name = "focus-order"
    static let summary = "Texts and buttons in stacks, numbered in the order swiping visits them."
    static let example = "component: focus-order\nlayout:\n  vstack:\n    - text: Title\n    - button: Save\ngestures: [focus, swipe right]\n"
    static let phraseKeys = FocusOrderScene.phraseKeys
    static let keys = [
        SpecKey("layout", "layout node", "A tree of {text}, {button}, {vstack}, {hstack} and {zstack} nodes, each with an optional priority (or index and of), container and label. Required."),
    ]

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        FocusOrderScene(layout: try LayoutParser.node(try fields.required("layout")))
    }
}
