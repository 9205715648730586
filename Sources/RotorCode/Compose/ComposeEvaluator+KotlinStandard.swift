import Foundation
import RotorDiagnostics
import RotorKotlin

/// Kotlin's standard library beyond collections and scope functions: numbers (`coerceIn`,
/// `roundToInt`, `absoluteValue`, `abs`, `min`/`max`), text to numbers (`toInt`,
/// `toIntOrNull`), `String.format` and `"…".format(…)` as Java's `Formatter` writes them,
/// nullable text (`orEmpty`, `isNullOrEmpty`), more of a list (`sumOf`, `maxOrNull`,
/// `sorted`…) and the precondition functions (`require`, `check`, `error`), each an error
/// where Kotlin would throw. nil when a name is not one of these.
extension ComposeEvaluator {
    // MARK: Properties

    mutating func standardProperty(_ receiver: ComposeValue, _ member: String, at node: KotlinNode) throws(Diagnostic) -> ComposeValue? {
        switch (receiver, member) {
        case (.int(let number), "absoluteValue"): return .int(number == Int.min ? number : abs(number))
        case (.double(let number), "absoluteValue"): return .double(abs(number))
        case (.int(let number), "sign"): return .int(number.signum())
        case (.double(let number), "sign"): return .double(number == 0 || number.isNaN ? number : (number > 0 ? 1 : -1))
        case (.string(let text), "lastIndex"): return .int(text.count - 1)
        case (.string(let text), "indices"): return .list(text.indices.enumerated().map { .int($0.offset) })
        case (.list(let items), "isNotEmpty"): return .bool(!items.isEmpty)
        default: return nil
        }
    }

    // MARK: Methods

    mutating func standardMethod(_ receiver: ComposeValue, _ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        let node = call.node
        switch receiver {
        case .int, .double:
            guard let number = receiver.number else { return nil }
            let isInt = { () -> Bool in if case .int = receiver { true } else { false } }()
            switch name {
            case "coerceIn", "coerceAtLeast", "coerceAtMost":
                let (_, positional, _) = try arguments(call, scope)
                var low = -Double.infinity, high = Double.infinity
                var allInts = isInt
                func bound(_ value: ComposeValue) -> Double? {
                    if case .int = value {} else { allInts = false }
                    return value.number
                }
                switch (name, positional.count) {
                case ("coerceIn", 1):
                    guard let bounds = try range(positional[0]) else { return nil }
                    (low, high) = bounds
                    if case .list = positional[0] {} else { allInts = false }
                case ("coerceIn", 2):
                    guard let a = bound(positional[0]), let b = bound(positional[1]) else { return nil }
                    guard a <= b else { throw error(node, "coerceIn's minimum is above its maximum: Kotlin throws IllegalArgumentException here") }
                    (low, high) = (a, b)
                case ("coerceAtLeast", 1):
                    guard let a = bound(positional[0]) else { return nil }
                    low = a
                case ("coerceAtMost", 1):
                    guard let b = bound(positional[0]) else { return nil }
                    high = b
                default: return nil
                }
                let result = min(max(number, low), high)
                if allInts, let whole = Int(exactly: result) { return .int(whole) }
                return .double(result)
            case "roundToInt", "roundToLong":
                if isInt { return receiver }
                guard number.isFinite else { throw error(node, "\(name) of a number that is not finite: Kotlin throws IllegalArgumentException here") }
                // Kotlin rounds half up (Math.round): 2.5 → 3, -2.5 → -2.
                return Int(exactly: (number + 0.5).rounded(.down)).map(ComposeValue.int)
            default: return nil
            }
        case .string(let text):
            switch name {
            case "toInt", "toLong", "toIntOrNull", "toLongOrNull":
                if let whole = Int(text) { return .int(whole) }
                if name.hasSuffix("OrNull") { return .null }
                throw error(node, "'\(text)' is not a whole number: Kotlin throws NumberFormatException here")
            case "toFloat", "toDouble", "toFloatOrNull", "toDoubleOrNull":
                if let number = Double(text.trimmingCharacters(in: .whitespaces)), !text.isEmpty { return .double(number) }
                if name.hasSuffix("OrNull") { return .null }
                throw error(node, "'\(text)' is not a number: Kotlin throws NumberFormatException here")
            case "orEmpty": return receiver
            case "isNotBlank": return .bool(!text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            case "trimStart": return .string(String(text.drop { $0.isWhitespace }))
            case "trimEnd": return .string(String(text.reversed().drop { $0.isWhitespace }.reversed()))
            case "contains", "startsWith", "endsWith", "equals", "removePrefix", "removeSuffix", "split":
                let (named, positional, _) = try arguments(call, scope)
                guard positional.count == 1, case .string(let part) = positional[0] else { return nil }
                // `ignoreCase = true` compares without case, as Kotlin's `equals(…, ignoreCase)` does.
                var ignoreCase = false
                if let given = named["ignoreCase"] {
                    guard case .bool(let flag) = given else { return nil }
                    ignoreCase = flag
                }
                guard named.keys.allSatisfy({ $0 == "ignoreCase" }) else { return nil }
                let options: String.CompareOptions = ignoreCase ? [.caseInsensitive] : [.literal]
                switch name {
                case "contains": return .bool(part.isEmpty || text.range(of: part, options: options) != nil)
                case "startsWith": return .bool(part.isEmpty || text.range(of: part, options: options.union(.anchored)) != nil)
                case "endsWith": return .bool(part.isEmpty || text.range(of: part, options: options.union([.anchored, .backwards])) != nil)
                case "equals": return .bool(text.compare(part, options: options) == .orderedSame && text.count == part.count)
                case "removePrefix": return .string(text.hasPrefix(part) ? String(text.dropFirst(part.count)) : text)
                case "removeSuffix": return .string(text.hasSuffix(part) ? String(text.dropLast(part.count)) : text)
                default:
                    guard !part.isEmpty, !ignoreCase else { return nil }
                    return .list(text.components(separatedBy: part).map { .string($0) })
                }
            case "lines": return .list(text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).map { .string(String($0)) })
            case "isNullOrEmpty": return .bool(text.isEmpty)
            case "isNullOrBlank": return .bool(text.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty)
            case "replace":
                let (_, positional, _) = try arguments(call, scope)
                guard positional.count == 2, case .string(let old) = positional[0], case .string(let new) = positional[1], !old.isEmpty else { return nil }
                let replaced = text.replacingOccurrences(of: old, with: new)
                try bounded(replaced, node)
                return .string(replaced)
            case "padStart", "padEnd":
                let (_, positional, _) = try arguments(call, scope)
                guard case .int(let length)? = positional.first, length <= CodeLimits.stringLength else { return nil }
                var pad = " "
                if positional.count > 1, case .string(let given) = positional[1], given.count == 1 { pad = given }
                let padding = String(repeating: pad, count: max(0, length - text.count))
                return .string(name == "padStart" ? padding + text : text + padding)
            case "repeat":
                let (_, positional, _) = try arguments(call, scope)
                guard case .int(let times)? = positional.first, times >= 0 else { return nil }
                guard text.utf8.count * times <= CodeLimits.stringLength else { throw error(node, "the code makes a string longer than \(CodeLimits.stringLength) characters") }
                return .string(String(repeating: text, count: times))
            case "substring":
                let (_, positional, _) = try arguments(call, scope)
                let characters = Array(text)
                guard case .int(let start)? = positional.first else { return nil }
                var end = characters.count
                if positional.count > 1 { guard case .int(let given) = positional[1] else { return nil }; end = given }
                guard start >= 0, start <= end, end <= characters.count else {
                    throw error(node, "substring(\(start), \(end)) is outside '\(text)': Kotlin throws StringIndexOutOfBoundsException here")
                }
                return .string(String(characters[start..<end]))
            default: return nil
            }
        case .null:
            switch name {
            case "orEmpty": return .string("")
            case "isNullOrEmpty", "isNullOrBlank": return .bool(true)
            default: return nil
            }
        case .list(let items):
            return try standardListMethod(items, name, call, scope)
        default:
            return nil
        }
    }

    mutating func standardListMethod(_ items: [ComposeValue], _ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        let node = call.node
        switch name {
        case "sumOf", "maxOf", "minOf", "maxByOrNull", "minByOrNull", "maxBy", "minBy", "sortedBy", "sortedByDescending":
            let (_, positional, trailing) = try arguments(call, scope)
            guard let lambda = trailing ?? positional.last else { return nil }
            var keys: [ComposeValue] = []
            for item in items {
                try step(node)
                keys.append(try invokeLambda(lambda, [item], at: node, asValue: true))
            }
            switch name {
            case "sumOf": return Self.sum(keys)
            case "sortedBy", "sortedByDescending":
                guard let order = Self.order(keys) else { return nil }
                let sorted = order.map { items[$0] }
                return .list(name == "sortedBy" ? sorted : sorted.reversed())
            default:
                guard let order = Self.order(keys) else { return nil }
                guard !items.isEmpty else {
                    if name.hasSuffix("OrNull") { return .null }
                    throw error(node, "\(name) of an empty list: Kotlin throws NoSuchElementException here")
                }
                let picked = name.hasPrefix("max") ? order.last! : order.first!
                return name.hasSuffix("Of") ? keys[picked] : items[picked]
            }
        case "maxOrNull", "minOrNull", "max", "min", "sorted", "sortedDescending", "average", "distinct", "getOrElse", "orEmpty", "isNullOrEmpty", "single", "singleOrNull":
            let (_, positional, trailing) = try arguments(call, scope)
            switch name {
            case "orEmpty": return .list(items)
            case "isNullOrEmpty": return .bool(items.isEmpty)
            case "single", "singleOrNull":
                guard positional.isEmpty, trailing == nil else { return nil }
                if items.count == 1 { return items[0] }
                if name == "singleOrNull" { return .null }
                throw error(node, "single() of a list of \(items.count): Kotlin throws here")
            case "distinct":
                var kept: [ComposeValue] = []
                for item in items {
                    var seen = false
                    for other in kept {
                        guard let same = try equal(item, other, node) else { return nil }
                        if same { seen = true; break }
                    }
                    if !seen { kept.append(item) }
                }
                return .list(kept)
            case "getOrElse":
                guard case .int(let index)? = positional.first, let fallback = trailing ?? (positional.count > 1 ? positional[1] : nil) else { return nil }
                if items.indices.contains(index) { return items[index] }
                return try invokeLambda(fallback, [.int(index)], at: node, asValue: true)
            case "average":
                let numbers = items.compactMap(\.number)
                guard numbers.count == items.count else { return nil }
                return .double(numbers.isEmpty ? .nan : numbers.reduce(0, +) / Double(numbers.count))
            default:
                guard let order = Self.order(items) else { return nil }
                if name == "sorted" { return .list(order.map { items[$0] }) }
                if name == "sortedDescending" { return .list(order.reversed().map { items[$0] }) }
                guard !items.isEmpty else {
                    if name.hasSuffix("OrNull") { return .null }
                    throw error(node, "\(name)() of an empty list: Kotlin throws NoSuchElementException here")
                }
                return name.hasPrefix("max") ? items[order.last!] : items[order.first!]
            }
        default:
            return nil
        }
    }

    /// The total of numbers: an `Int` when every one is.
    static func sum(_ values: [ComposeValue]) -> ComposeValue? {
        var whole = 0
        var total = 0.0
        var allInts = true
        for value in values {
            switch value {
            case .int(let number): whole = whole &+ number; total += Double(number)
            case .double(let number): allInts = false; total += number
            default: return nil
            }
        }
        return allInts ? .int(whole) : .double(total)
    }

    /// The indices of `keys` in ascending order (stable), when they are all numbers or all
    /// strings; nil otherwise.
    static func order(_ keys: [ComposeValue]) -> [Int]? {
        if let numbers = Optional(keys.compactMap(\.number)), numbers.count == keys.count {
            return keys.indices.sorted { numbers[$0] < numbers[$1] || (numbers[$0] == numbers[$1] && $0 < $1) }
        }
        var texts: [String] = []
        for key in keys { guard case .string(let text) = key else { return nil }; texts.append(text) }
        // Kotlin compares strings by UTF-16 code units.
        return keys.indices.sorted { a, b in
            let left = Array(texts[a].utf16), right = Array(texts[b].utf16)
            return left.lexicographicallyPrecedes(right) || (left == right && a < b)
        }
    }

    // MARK: Functions

    /// `String.format(…)` and `Math.abs`/`max`/`min`/`round` by the type's name.
    mutating func staticStandardCall(_ type: String, _ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        switch (type, name) {
        case ("String", "format"):
            let positional = Self.droppingLocale(call, try arguments(call, scope).positional)
            guard case .string(let pattern)? = positional.first else {
                throw error(call.node, "Rotor cannot tell this format string: write it in the code or give it in 'state:'")
            }
            return .string(try javaFormat(pattern, Array(positional.dropFirst()), at: call.node))
        case ("Math", "abs"), ("Math", "max"), ("Math", "min"), ("Math", "round"), ("Math", "floor"), ("Math", "ceil"):
            return try standardFunction(name == "round" ? "Math.round" : name, call, scope)
        default:
            return nil
        }
    }

    mutating func standardFunction(_ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        let node = call.node
        switch name {
        case "abs", "floor", "ceil", "round", "Math.round":
            guard let value = try arguments(call, scope).positional.first else { return nil }
            switch (name, value) {
            case ("abs", .int(let number)): return .int(number == Int.min ? number : abs(number))
            case ("abs", .double(let number)): return .double(abs(number))
            case ("floor", _): return value.number.map { .double($0.rounded(.down)) }
            case ("ceil", _): return value.number.map { .double($0.rounded(.up)) }
            // kotlin.math.round rounds half to even; Java's Math.round half up, to a whole number.
            case ("round", _): return value.number.map { .double($0.rounded(.toNearestOrEven)) }
            case ("Math.round", _): return value.number.flatMap { Int(exactly: ($0 + 0.5).rounded(.down)) }.map(ComposeValue.int)
            default: return nil
            }
        case "min", "max":
            let values = try arguments(call, scope).positional
            guard values.count == 2, let a = values[0].number, let b = values[1].number else { return nil }
            let picked = name == "max" ? max(a, b) : min(a, b)
            if case .int = values[0], case .int = values[1], let whole = Int(exactly: picked) { return .int(whole) }
            return .double(picked)
        case "require", "check":
            let args = try arguments(call, scope)
            guard let test = args.positional.first else { return nil }
            guard try condition(call.arguments.first?.node ?? node, test) else {
                let exception = name == "require" ? "IllegalArgumentException" : "IllegalStateException"
                throw error(node, "'\(node.text.prefix(80))' fails: Kotlin throws \(exception) here, and Rotor reads only code that throws nothing")
            }
            return .unit
        case "requireNotNull", "checkNotNull":
            guard let value = try arguments(call, scope).positional.first else { return nil }
            if value.isNull { throw error(node, "'\(node.text.prefix(80))' is given null: Kotlin throws here, and Rotor reads only code that throws nothing") }
            return value
        case "error", "TODO":
            throw error(node, "the code reaches '\(node.text.prefix(80))': Kotlin throws here, and Rotor reads only code that throws nothing")
        case "with":
            // `with(x) { … }`: the lambda with `x`'s properties as names; a name the code
            // declares around it wins, as a local does over an implicit receiver in Kotlin.
            let args = try arguments(call, scope)
            guard let receiver = args.positional.first, case .lambda(let lambda, let closure)? = args.trailing ?? (args.positional.count > 1 ? args.positional[1] : nil) else { return nil }
            let members: [(name: String, value: ComposeValue)]
            switch receiver {
            case .instance(let instance): members = instance.members + instance.properties
            case .object(let properties): members = properties.sorted { $0.key < $1.key }.map { ($0.key, $0.value) }
            default: return nil
            }
            let inner = ComposeScope(parent: closure)
            for member in members where closure.lookup(member.name) == nil && inner.names[member.name] == nil {
                inner.bind(member.name, member.value)
            }
            return try invokeLambda(.lambda(lambda, inner), [], at: node, asValue: inArgument)
        case "buildString":
            // The lambda's `append` calls add to a text that is the call's value.
            guard case .lambda(let lambda, let closure)? = try arguments(call, scope).trailing else { return nil }
            let builder = ComposeCell(.string(""))
            let inner = ComposeScope(parent: closure)
            inner.bind(Self.stringBuilderMark, .state(builder))
            _ = try invokeLambda(.lambda(lambda, inner), [], at: node)
            return builder.value
        case "append", "appendLine":
            guard let (cell, _) = scope.lookup(Self.stringBuilderMark), case .state(let builder) = cell.value,
                  case .string(let text) = builder.value else { return nil }
            let positional = try arguments(call, scope).positional
            guard positional.count <= 1 else { return nil }
            var added = try positional.first.map { v throws(Diagnostic) in try spoken(v, node) } ?? ""
            if name == "appendLine" { added += "\n" }
            let joined = text + added
            try bounded(joined, node)
            builder.value = .string(joined)
            return .unit
        case "repeat":
            let args = try arguments(call, scope)
            guard case .int(let times)? = args.positional.first, let body = args.trailing ?? (args.positional.count > 1 ? args.positional[1] : nil) else { return nil }
            for index in 0..<max(0, times) {
                try step(node)
                _ = try invokeLambda(body, [.int(index)], at: node)
                if returning != nil { break }
            }
            return .unit
        default:
            return nil
        }
    }

    /// A format call's arguments without a leading `Locale.US`, `Locale.getDefault()`: the
    /// digits and decimal point are the same in every locale Rotor writes (English, Korean).
    static func droppingLocale(_ call: ComposeCall, _ positional: [ComposeValue]) -> [ComposeValue] {
        guard let first = call.arguments.first, first.label == nil, first.node.text.hasPrefix("Locale"), !positional.isEmpty else { return positional }
        return Array(positional.dropFirst())
    }

    /// The scope name `buildString` keeps its text under: no Kotlin code can write it.
    static let stringBuilderMark = "\u{0}stringBuilder"

    /// Rotor keeps every fractional number as a Double, and Kotlin's `Float` and `Double` can
    /// print the same sum differently (`0.1f + 0.2f` is "0.3", `0.1 + 0.2` is
    /// "0.30000000000000004"). Where they differ, speaking one would be a guess: an error.
    static func sameAsFloatAndDouble(_ number: Double, _ node: KotlinNode, program: ComposeProgram) throws(Diagnostic) {
        guard number.isFinite, abs(number) >= 1e-3, abs(number) < 1e7 else { return }
        let asFloat = "\(Float(number))", asDouble = "\(number)"
        guard asFloat != asDouble else { return }
        throw program.error(node, "this number reads \(asFloat) as a Float and \(asDouble) as a Double, and Rotor does not track which it is: round or format it (\"%.2f\".format(x), roundToInt())")
    }
}
