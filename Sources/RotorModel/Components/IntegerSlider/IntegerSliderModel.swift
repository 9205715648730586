import RotorDiagnostics

/// A slider whose stops are the integers 0…max, with a tick mark at each.
///
/// From the integer `UISlider` article: the minimum is fixed at 0, the maximum is an
/// integer, and when a drag ends between two stops the thumb snaps to the nearest one,
/// rounding half up. The value is reported as an `Int`; VoiceOver adjusts by 1.
public struct IntegerSliderModel: AccessibleComponent, Hashable {
    public var label: String
    public let max: Int
    public private(set) var value: Int
    /// Where the thumb is while a finger drags it, between stops.
    public private(set) var dragPosition: Double?

    /// - Throws: A ``Diagnostic`` about `max` when it is below 1, or about `value` when it
    ///   lies outside `0…max`.
    public init(label: String, max: Int, value: Int) throws(Diagnostic) {
        guard max >= 1 else { throw Diagnostic("min (0, fixed) must be less than max (\(max))", about: .init("max")) }
        guard (0...max).contains(value) else {
            throw Diagnostic("value \(value) is outside the range 0–\(max)", about: .init("value"))
        }
        self.label = label
        self.max = max
        self.value = value
    }

    /// The nearest stop to `position`, rounding half up (3.5 becomes 4).
    public static func snap(_ position: Double) -> Int {
        Int((position + 0.5).rounded(.down))
    }
}

// MARK: - AccessibleComponent

extension IntegerSliderModel {
    public func displayName(_ phrases: Phrasebook) -> String { label }

    public func accessibilityTree(_ phrases: Phrasebook) -> AccessibilityNode {
        .stack(id: "screen", [
            AccessibilityNode(
                id: "slider", label: label, value: "\(value)", traits: .adjustable,
                isAccessibilityElement: true, actions: [.increment, .decrement]
            ),
        ])
    }

    public mutating func perform(_ action: AccessibilityAction, on elementID: String) -> [ComponentEvent] {
        switch action {
        case .increment: value = Swift.min(max, value + 1)
        case .decrement: value = Swift.max(0, value - 1)
        default: break
        }
        return []
    }

    public mutating func touch(_ touch: Touch) throws(Diagnostic) -> [ComponentEvent] {
        switch touch {
        case .tap:
            throw Diagnostic("tapping an integer slider does nothing; use 'drag to FRACTION'")
        case .drag(let fraction):
            dragPosition = Swift.min(1, Swift.max(0, fraction)) * Double(max)
            return []
        case .release:
            guard let position = dragPosition else {
                throw Diagnostic("'release' needs a 'drag to FRACTION' before it")
            }
            dragPosition = nil
            value = Self.snap(position)
            return [.note(.noteSnapped, ["from": NumberText.format(position), "to": "\(value)"])]
        }
    }

    public func visibleState(focusedID: String?, phrases: Phrasebook) -> VisibleState {
        let position = dragPosition ?? Double(value)
        let range = ["min": "0", "max": "\(max)"]
        let summary: String
        var details = range
        if let dragPosition {
            summary = phrases.text(.summaryDragging, range.merging(["position": NumberText.format(dragPosition)]) { $1 })
            details["position"] = NumberText.format(dragPosition)
        } else {
            summary = phrases.text(.summarySlider, range.merging(["value": "\(value)"]) { $1 })
        }
        details["value"] = "\(value)"
        return VisibleState(
            summary: summary, details: details,
            picture: SliderDrawing.drawing(fraction: position / Double(max), vertical: false, ticks: max + 1, editorText: nil),
            pictureDescription: phrases.text(.pictureTicks, [
                "count": "\(max + 1)", "position": NumberText.format(position),
            ])
        )
    }
}
