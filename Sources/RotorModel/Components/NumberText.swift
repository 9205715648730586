/// Formats numbers the way the components show and speak them.
public enum NumberText {
    /// A number with at most two decimals, without a zero fraction: 50, 33.33, 12.5.
    ///
    /// The slider article prints whole values without decimals and others with two;
    /// trailing zeros are dropped as well, because VoiceOver would otherwise read
    /// "12.50" as "twelve point five zero".
    public static func format(_ number: Double) -> String {
        let hundredths = (number * 100).rounded()
        if hundredths == 0 { return "0" }
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(abs(hundredths))
        let whole = magnitude / 100
        var fraction = magnitude % 100
        guard fraction != 0 else { return "\(sign)\(whole)" }
        var digits = fraction < 10 ? "0\(fraction)" : "\(fraction)"
        if fraction % 10 == 0 {
            fraction /= 10
            digits = "\(fraction)"
        }
        return "\(sign)\(whole).\(digits)"
    }
}
