import RotorModel
import Yams

/// The component a spec names, built and validated.
enum ComponentSpec {
    case slider(SliderModel)
    case integerSlider(IntegerSliderModel)
    case carousel(CarouselModel)
    case tabBar(TabBarModel)
    case focusOrder(FocusOrderScene)

    static let names = ["slider", "integer-slider", "carousel", "tab-bar", "focus-order"]

    static func parse(name: String, at nameNode: Node, fields: SpecMapping) throws(TranscriptError) -> ComponentSpec {
        let common = TranscriptSpec.commonKeys
        switch name {
        case "slider":
            try fields.checkKeys(common + ["label", "min", "max", "value", "step", "orientation", "fine_input"], for: "a slider")
            return .slider(try slider(fields))
        case "integer-slider":
            try fields.checkKeys(common + ["label", "max", "value"], for: "an integer slider")
            return .integerSlider(try integerSlider(fields))
        case "carousel":
            try fields.checkKeys(common + ["variant", "label", "items", "selected", "after"], for: "a carousel")
            return .carousel(try carousel(fields))
        case "tab-bar":
            try fields.checkKeys(common + ["name", "tabs", "selected", "container"], for: "a tab bar")
            return .tabBar(try tabBar(fields))
        case "focus-order":
            try fields.checkKeys(common + ["layout"], for: "a focus-order scene")
            return .focusOrder(FocusOrderScene(layout: try LayoutParser.node(try fields.required("layout"))))
        default:
            let list = names.map { "'\($0)'" }.joined(separator: ", ")
            throw SpecMapping.error(at: nameNode, "unknown component '\(name)'; expected one of \(list)")
        }
    }

    /// The name used in a default caption.
    func displayName(_ phrases: Phrasebook) -> String {
        switch self {
        case .slider(let model): model.label
        case .integerSlider(let model): model.label
        case .carousel(let model): model.label
        case .tabBar(let model): phrases.text(.tabBarLabel, ["name": model.name]).trimmingPrefix(" ").description
        case .focusOrder: phrases.text(.focusOrderName)
        }
    }

    // MARK: Sliders

    private static func slider(_ fields: SpecMapping) throws(TranscriptError) -> SliderModel {
        let label = try SpecMapping.text(try fields.required("label"), field: "label")
        let min = try fields.number("min") ?? 0
        let max = try fields.number("max") ?? 100
        let value = try fields.number("value") ?? min
        let step = try sliderStep(fields)
        let orientation = try fields.choice("orientation", SliderModel.Orientation.self) ?? .horizontal
        let fineInput = try fields.bool("fine_input") ?? false
        do throws(SliderModel.Invalid) {
            return try SliderModel(
                label: label, min: min, max: max, value: value, step: step ?? .percentOfRange(10),
                orientation: orientation, fineInput: fineInput
            )
        } catch {
            switch error {
            case .emptyRange(let min, let max):
                throw SpecMapping.error(at: fields["max"] ?? fields["min"] ?? fields.node,
                    "min (\(NumberText.format(min))) must be less than max (\(NumberText.format(max)))")
            case .valueOutOfRange(let value, let min, let max):
                throw SpecMapping.error(at: fields["value"] ?? fields.node,
                    "value \(NumberText.format(value)) is outside the range \(NumberText.format(min))–\(NumberText.format(max))")
            case .nonPositiveStep:
                throw SpecMapping.error(at: fields["step"] ?? fields.node, "'step' must be greater than 0")
            }
        }
    }

    private static func sliderStep(_ fields: SpecMapping) throws(TranscriptError) -> SliderModel.Step? {
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

    private static func integerSlider(_ fields: SpecMapping) throws(TranscriptError) -> IntegerSliderModel {
        let label = try SpecMapping.text(try fields.required("label"), field: "label")
        let maxNode = try fields.required("max")
        let max = try fields.integer("max") ?? 0
        let value = try fields.integer("value") ?? 0
        do throws(IntegerSliderModel.Invalid) {
            return try IntegerSliderModel(label: label, max: max, value: value)
        } catch {
            switch error {
            case .maximumTooSmall:
                throw SpecMapping.error(at: maxNode, "min (0, fixed) must be less than max (\(max))")
            case .valueOutOfRange(let value, let max):
                throw SpecMapping.error(at: fields["value"] ?? fields.node, "value \(value) is outside the range 0–\(max)")
            }
        }
    }
}
