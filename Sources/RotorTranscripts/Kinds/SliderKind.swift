import RotorDiagnostics
import RotorModel

/// `component: slider`: a continuous slider, optionally vertical, with a value editor.
enum SliderKind: ComponentKind {
    static let name = "slider"
    static let summary = "A custom slider that is adjustable with swipes, with an optional value editor."
    static let example = "component: slider\nlabel: Volume\nvalue: 50\ngestures: [focus, swipe up]\n"
    static let phraseKeys = SliderModel.phraseKeys
    static let keys = [
        SpecKey("label", "text", "The slider's accessibility label. Required."),
        SpecKey("min", "number", "The lowest value; 0 by default."),
        SpecKey("max", "number", "The highest value; 100 by default."),
        SpecKey("value", "number", "The starting value; `min` by default."),
        SpecKey("step", "number or N%", "How far one swipe moves the value; 10% of the range by default."),
        SpecKey("orientation", "horizontal | vertical", "Which way the track runs; horizontal by default."),
        SpecKey("fine_input", "true | false", "Adds a button trait and a value editor that opens on double tap."),
    ]

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        let label = try SpecMapping.text(try fields.required("label"), field: "label")
        let min = try fields.number("min") ?? 0
        let max = try fields.number("max") ?? 100
        let value = try fields.number("value") ?? min
        let step = try step(fields)
        let orientation = try fields.choice("orientation", SliderModel.Orientation.self) ?? .horizontal
        let fineInput = try fields.bool("fine_input") ?? false
        do throws(Diagnostic) {
            return try SliderModel(
                label: label, min: min, max: max, value: value, step: step ?? .percentOfRange(10),
                orientation: orientation, fineInput: fineInput
            )
        } catch {
            throw fields.placing(error)
        }
    }

    private static func step(_ fields: SpecMapping) throws(Diagnostic) -> SliderModel.Step? {
        guard let node = fields["step"] else { return nil }
        let text = try SpecMapping.text(node, field: "step").trimmingPrefix(" ")
        if text.hasSuffix("%"), let percent = Double(text.dropLast()) {
            return .percentOfRange(percent)
        }
        guard let amount = Double(text) else {
            throw SpecMapping.error(at: node, "'step' must be a number or a percentage of the range such as 10%")
        }
        return .amount(amount)
    }
}
