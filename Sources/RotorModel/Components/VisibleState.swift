/// What a sighted person sees after a step: a one-line summary, details, and a picture.
public struct VisibleState: Sendable, Hashable, Codable {
    /// One line naming the visible state, such as "Value 60 (0–100)".
    public var summary: String
    /// Machine-readable facts, such as `value` and `percent`, for JSON output.
    public var details: [String: String]
    public var picture: StatePicture
    /// The picture's text alternative.
    public var pictureDescription: String

    public init(summary: String, details: [String: String], picture: StatePicture, pictureDescription: String) {
        self.summary = summary
        self.details = details
        self.picture = picture
        self.pictureDescription = pictureDescription
    }
}

/// The geometry a renderer needs to draw the visible state, free of any drawing format.
public enum StatePicture: Sendable, Hashable, Codable {
    /// A picture the component drew itself, as shapes.
    case drawing(Drawing)
    /// Any scene: its nodes as boxes, in points, in drawing order.
    case scene(boxes: [SceneBox], width: Double, height: Double)
}

/// One node of a scene picture: where it is and what state it shows.
public struct SceneBox: Sendable, Hashable, Codable {
    public var id: String
    /// The label, and the value after a colon when there is one.
    public var text: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// A node with children, drawn as an outline around them.
    public var isContainer: Bool
    public var isSelected: Bool
    public var isDimmed: Bool
    public var isFocused: Bool
    /// A modal node: everything drawn before it is covered by a scrim.
    public var isModal: Bool
    /// A switch's state; `nil` for anything else.
    public var isOn: Bool?

    /// The room the text has: the box less its padding, the check mark of a selected box
    /// and the track of a switch.
    public var textWidth: Double {
        width - 16 - (isSelected ? 16 : 0) - (isOn == nil ? 0 : 40)
    }

    /// The text as the picture draws it, wrapped to ``textWidth``.
    public var textLines: [String] {
        text.isEmpty ? [] : PictureText.lines(text, width: textWidth)
    }

    public init(
        id: String, text: String, x: Double, y: Double, width: Double, height: Double,
        isContainer: Bool = false, isSelected: Bool = false, isDimmed: Bool = false,
        isFocused: Bool = false, isModal: Bool = false, isOn: Bool? = nil
    ) {
        self.id = id
        self.text = text
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.isContainer = isContainer
        self.isSelected = isSelected
        self.isDimmed = isDimmed
        self.isFocused = isFocused
        self.isModal = isModal
        self.isOn = isOn
    }
}

/// One focusable element of a focus-order picture, in layout units.
public struct FocusBox: Sendable, Hashable, Codable {
    public var label: String
    public var x: Double
    public var y: Double
    public var width: Double
    public var height: Double
    /// 1-based position in focus order.
    public var order: Int

    public init(label: String, x: Double, y: Double, width: Double, height: Double, order: Int) {
        self.label = label
        self.x = x
        self.y = y
        self.width = width
        self.height = height
        self.order = order
    }
}
