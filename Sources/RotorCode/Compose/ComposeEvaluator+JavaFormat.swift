import Foundation
import RotorDiagnostics
import RotorKotlin

/// Java's format strings, as `String.format` and `"…".format(…)` fill them in Kotlin.
extension ComposeEvaluator {
    /// `pattern` filled as Java's `Formatter` does for `%s`, `%d`, `%f` (six decimals unless
    /// `%.Nf`, rounded half up), `%%`, `%n`, with argument indices (`%1$s`), the flags `-`, `0`,
    /// `,` and `+`, and a width. A conversion Java would refuse (`%d` of a Float) is an error, as
    /// Kotlin throws `IllegalFormatConversionException` there.
    func javaFormat(_ pattern: String, _ values: [ComposeValue], at node: KotlinNode) throws(Diagnostic) -> String {
        var result = ""
        var next = 0
        var rest = Substring(pattern)
        while let c = rest.first {
            rest = rest.dropFirst()
            guard c == "%" else { result.append(c); continue }
            var digits = ""
            while let d = rest.first, d.isASCII, d.isNumber { digits.append(d); rest = rest.dropFirst() }
            var index: Int?
            if rest.first == "$", let position = Int(digits), position >= 1 {
                index = position - 1
                rest = rest.dropFirst()
                digits = ""
            }
            var flags = ""
            if digits.isEmpty {
                while let f = rest.first, "-0,+ ".contains(f) { flags.append(f); rest = rest.dropFirst() }
                while let d = rest.first, d.isASCII, d.isNumber { digits.append(d); rest = rest.dropFirst() }
            } else if digits.hasPrefix("0"), digits.count > 1 {
                flags = "0"
                digits.removeFirst()
            }
            let width = Int(digits) ?? 0
            var precision: Int?
            if rest.first == "." {
                rest = rest.dropFirst()
                var places = ""
                while let d = rest.first, d.isASCII, d.isNumber { places.append(d); rest = rest.dropFirst() }
                precision = Int(places)
            }
            guard let conversion = rest.first else { throw error(node, "the format '\(pattern)' ends inside a conversion: Kotlin throws here") }
            rest = rest.dropFirst()
            if conversion == "%" { result += Self.padded("%", width, flags); continue }
            if conversion == "n" { result += "\n"; continue }
            let position = index ?? next
            if index == nil { next += 1 }
            guard values.indices.contains(position) else {
                throw error(node, "the format '\(pattern)' needs more arguments than the call gives: Kotlin throws MissingFormatArgumentException here")
            }
            let value = values[position]
            var text: String
            switch conversion {
            case "s", "S":
                text = try spoken(value, node)
                if let precision { text = String(text.prefix(precision)) }
                if conversion == "S" { text = text.uppercased() }
            case "d":
                guard case .int(let number) = value else {
                    throw error(node, "'%d' in '\(pattern)' is given \(value.number == nil ? "something that is not a number" : "a Float or Double"): Kotlin throws IllegalFormatConversionException here")
                }
                text = Self.grouped(String(number.magnitude), flags.contains(","))
                if number < 0 { text = "-" + text } else if flags.contains("+") { text = "+" + text }
            case "f":
                guard case .double(let number) = value else {
                    throw error(node, "'%f' in '\(pattern)' is given \(value.number == nil ? "something that is not a number" : "an Int"): Kotlin throws IllegalFormatConversionException here")
                }
                text = Self.fixed(number, places: precision ?? 6, grouping: flags.contains(","))
                if flags.contains("+"), number >= 0 { text = "+" + text }
            default:
                throw error(node, "the format '\(pattern)' is not read: Rotor reads %s, %d, %f (with %.2f, %1$s, widths and the flags - 0 , +)")
            }
            result += Self.padded(text, width, flags)
            try bounded(result, node)
        }
        return result
    }

    static func padded(_ text: String, _ width: Int, _ flags: String) -> String {
        guard text.count < width else { return text }
        let fill = width - text.count
        if flags.contains("-") { return text + String(repeating: " ", count: fill) }
        if flags.contains("0") {
            let sign = text.first.map { "+-".contains($0) } == true ? String(text.first!) : ""
            return sign + String(repeating: "0", count: fill) + text.dropFirst(sign.count)
        }
        return String(repeating: " ", count: fill) + text
    }

    static func grouped(_ digits: String, _ grouping: Bool) -> String {
        guard grouping, digits.count > 3 else { return digits }
        var result = ""
        for (offset, digit) in digits.enumerated() {
            if offset > 0, (digits.count - offset) % 3 == 0 { result.append(",") }
            result.append(digit)
        }
        return result
    }

    /// A number with `places` decimals as Java writes it: its shortest decimal form, rounded
    /// half up (`%.1f` of 0.25 is "0.3", of 0.15 "0.2").
    static func fixed(_ number: Double, places: Int, grouping: Bool) -> String {
        guard number.isFinite else { return number.isNaN ? "NaN" : (number > 0 ? "Infinity" : "-Infinity") }
        let places = min(places, 30)
        var decimal = Decimal(string: "\(number.magnitude)", locale: Locale(identifier: "en_US_POSIX")) ?? Decimal(number.magnitude)
        var rounded = Decimal()
        NSDecimalRound(&rounded, &decimal, places, .plain)
        var text = NSDecimalNumber(decimal: rounded).description(withLocale: Locale(identifier: "en_US_POSIX"))
        var whole = text, fraction = ""
        if let dot = text.firstIndex(of: ".") {
            whole = String(text[..<dot])
            fraction = String(text[text.index(after: dot)...])
        }
        fraction += String(repeating: "0", count: max(0, places - fraction.count))
        text = grouped(whole, grouping) + (places > 0 ? "." + fraction.prefix(places) : "")
        // Java keeps the sign of a negative number that rounds to zero ("-0.0").
        return number.sign == .minus ? "-" + text : text
    }
}
