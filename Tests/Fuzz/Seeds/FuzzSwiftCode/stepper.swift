final class V: UIControl {
    var value = 3 { didSet { accessibilityValue = "\(value)" } }
    override init(frame: CGRect) {
        super.init(frame: frame)
        isAccessibilityElement = true
        accessibilityTraits = [.adjustable]
        accessibilityLabel = NSLocalizedString("Level", comment: "")
    }
    override func accessibilityIncrement() { value = min(value + 1, 10) }
    override func accessibilityDecrement() { value = max(value - 1, 0) }
}
