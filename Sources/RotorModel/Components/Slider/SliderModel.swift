import RotorDiagnostics

/// A custom slider: a track filled to the value, adjustable with VoiceOver.
///
/// The model follows the control-centre style slider of the source article, with two
/// corrections: the value is clamped to `min`, not to 0, and the percentage is measured
/// across the range `min…max` rather than as a share of `max`.
public struct SliderModel: AccessibleComponent, Hashable {
    public enum Orientation: String, Sendable, Hashable, Codable, CaseIterable {
        case horizontal
        case vertical
    }

    /// How a step is given: a fixed amount, or a share of the range.
    public enum Step: Sendable, Hashable {
        case amount(Double)
        case percentOfRange(Double)
    }

    public var label: String
    public let min: Double
    public let max: Double
    public private(set) var value: Double
    public var step: Step
    public var orientation: Orientation
    /// Adds a button trait and a value editor that opens on double tap.
    public var fineInput: Bool
    /// The editor's text field value while it is open.
    public internal(set) var editorValue: Double?

    /// - Throws: A ``Diagnostic`` about its input (`min`/`max`, `value` or `step`) when
    ///   `min >= max`, the value lies outside, or the step is not positive.
    public init(
        label: String, min: Double = 0, max: Double = 100, value: Double,
        step: Step = .percentOfRange(10), orientation: Orientation = .horizontal, fineInput: Bool = false
    ) throws(Diagnostic) {
        guard min < max else {
            throw Diagnostic("min (\(NumberText.format(min))) must be less than max (\(NumberText.format(max)))",
                             about: .init("max"), .init("min"))
        }
        guard value >= min, value <= max else {
            throw Diagnostic("value \(NumberText.format(value)) is outside the range \(NumberText.format(min))–\(NumberText.format(max))",
                             about: .init("value"))
        }
        self.label = label
        self.min = min
        self.max = max
        self.value = value
        self.step = step
        self.orientation = orientation
        self.fineInput = fineInput
        guard stepAmount > 0 else { throw Diagnostic("'step' must be greater than 0", about: .init("step")) }
    }
}

// MARK: - Value

extension SliderModel {
    /// The amount one swipe up or down changes the value by.
    public var stepAmount: Double {
        switch step {
        case .amount(let amount): amount
        case .percentOfRange(let percent): (max - min) * percent / 100
        }
    }

    /// How far along the range the value is, 0…1.
    public var fraction: Double { (value - min) / (max - min) }

    /// The value clamped into `min…max`.
    public func clamped(_ candidate: Double) -> Double {
        Swift.min(max, Swift.max(min, candidate))
    }

    /// Sets the value, clamped, and reports the haptic the article plays at either end.
    mutating func setValue(_ candidate: Double) -> [ComponentEvent] {
        let old = value
        value = clamped(candidate)
        return value != old && (value == min || value == max) ? [.note(.noteHaptic, [:])] : []
    }

    /// The spoken value: "VALUE, PERCENT%".
    public func valueText(_ phrases: Phrasebook) -> String {
        phrases.text(.sliderValue, [
            "value": NumberText.format(value), "percent": NumberText.format(fraction * 100),
        ])
    }
}
