import RotorDiagnostics
import RotorModel

/// `component: integer-slider`: whole-number stops from 0 to `max`, dragged and snapped.
enum IntegerSliderKind: ComponentKind {
    static let name = "integer-slider"
    static let summary = "A slider with whole-number stops from 0 to max; a drag snaps to the nearest stop."
    static let example = "component: integer-slider\nlabel: Rating\nmax: 5\nvalue: 3\ngestures: [focus, swipe down]\n"
    static let phraseKeys = IntegerSliderModel.phraseKeys
    static let keys = [
        SpecKey("label", "text", "The slider's accessibility label. Required."),
        SpecKey("max", "whole number", "The highest stop, at least 1. Required."),
        SpecKey("value", "whole number", "The starting value; 0 by default."),
    ]

    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent {
        let label = try SpecMapping.text(try fields.required("label"), field: "label")
        _ = try fields.required("max")
        let max = try fields.integer("max") ?? 0
        let value = try fields.integer("value") ?? 0
        do throws(Diagnostic) {
            return try IntegerSliderModel(label: label, max: max, value: value)
        } catch {
            throw fields.placing(error)
        }
    }
}
