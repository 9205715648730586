import Foundation
import RotorDiagnostics
import RotorKotlin

/// Methods of values and the standard functions Kotlin defines for them.
extension ComposeEvaluator {
    /// A method called on a value Kotlin's standard library defines it for; nil when Rotor
    /// does not read it.
    mutating func method(_ receiver: ComposeValue, _ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        let node = call.node
        func body() throws(Diagnostic) -> ComposeValue? {
            let (_, positional, trailing) = try arguments(call, scope)
            return trailing ?? positional.last
        }
        if let value = try standardMethod(receiver, name, call, scope) { return value }
        // Scope functions, on any value.
        switch name {
        case "let", "run":
            guard let lambda = try body() else { return nil }
            return try invokeLambda(lambda, name == "let" ? [receiver] : [], at: node, asValue: inArgument)
        case "also", "apply":
            guard let lambda = try body() else { return nil }
            _ = try invokeLambda(lambda, name == "also" ? [receiver] : [], at: node, asValue: inArgument)
            return receiver
        case "takeIf", "takeUnless":
            guard let lambda = try body() else { return nil }
            let kept = try condition(node, try invokeLambda(lambda, [receiver], at: node, asValue: true))
            return kept == (name == "takeIf") ? receiver : .null
        case "toString":
            if case .unread = receiver { return nil }
            return .string(try spoken(receiver, node))
        case "equals":
            let (_, positional, _) = try arguments(call, scope)
            guard let other = positional.first, let same = try equal(receiver, other, node) else { return nil }
            return .bool(same)
        default: break
        }
        switch receiver {
        case .instance(let instance):
            if name == "copy", instance.isData, let declared = program.kotlinClass(named: instance.type) {
                let (named, positional, _) = try arguments(call, scope)
                var merged: [String: ComposeValue] = [:]
                for property in instance.properties { merged[property.name] = property.value }
                for (index, value) in positional.enumerated() where index < instance.properties.count { merged[instance.properties[index].name] = value }
                for (label, value) in named { merged[label] = value }
                return try construct(declared, named: merged, positional: [], trailing: nil, at: node)
            }
            if name.hasPrefix("component"), let index = Int(name.dropFirst(9)), index >= 1 { return try component(receiver, index - 1, at: node) }
            return nil
        case .list(let items):
            if Self.listMutations.contains(name) {
                // A list is read as a value: changing one in place would be lost, not guessed at.
                throw error(node, "Rotor does not change a list in place ('\(name)'); keep the list in mutableStateOf and assign a new one, such as 'items = items + x'")
            }
            return try listMethod(items, name, call, scope)
        case .int(let number):
            let (_, positional, _) = try arguments(call, scope)
            switch (name, positional.first) {
            case ("coerceAtLeast", .int(let low)?): return .int(max(number, low))
            case ("coerceAtMost", .int(let high)?): return .int(min(number, high))
            case ("toFloat", _), ("toDouble", _): return .double(Double(number))
            case ("toInt", _), ("toLong", _): return receiver
            case ("rangeTo", .int(let high)?): return try range(number, high, step: 1, at: node)
            case ("until", .int(let high)?): return try range(number, high - 1, step: 1, at: node)
            default: return nil
            }
        case .double(let number):
            switch name {
            case "toInt", "roundToInt":
                let whole = name == "toInt" ? number.rounded(.towardZero) : number.rounded()
                guard let exact = Int(exactly: whole) else { return nil }
                return .int(exact)
            case "toFloat", "toDouble": return receiver
            default: return nil
            }
        case .string(let text):
            let (_, positional, _) = try arguments(call, scope)
            switch (name, positional.first) {
            case ("capitalize", _), ("replaceFirstChar", _): return .string(text.prefix(1).uppercased() + text.dropFirst())
            case ("ifEmpty", let fallback?), ("ifBlank", let fallback?):
                let empty = name == "ifEmpty" ? text.isEmpty : text.trimmingCharacters(in: .whitespaces).isEmpty
                return empty ? try invokeLambda(fallback, [], at: node, asValue: true) : receiver
            case ("contains", .string(let part)?): return .bool(text.contains(part))
            case ("startsWith", .string(let part)?): return .bool(text.hasPrefix(part))
            case ("endsWith", .string(let part)?): return .bool(text.hasSuffix(part))
            case ("take", .int(let n)?): return .string(String(text.prefix(max(0, n))))
            case ("drop", .int(let n)?): return .string(String(text.dropFirst(max(0, n))))
            case ("format", _):
                return .string(try javaFormat(text, Self.droppingLocale(call, positional), at: node))
            default:
                return try charSequenceMethod(text, name, call, scope)
            }
        case .object(let properties):
            if Self.listMutations.contains(name) {
                throw error(node, "Rotor does not change a map or object in place ('\(name)'); keep it in mutableStateOf and assign a new one")
            }
            let (_, positional, _) = try arguments(call, scope)
            switch (name, positional.first) {
            case ("get", let key?), ("getValue", let key?): return Self.key(key).map { properties[$0] ?? .null }
            case ("getOrDefault", let key?): return Self.key(key).map { properties[$0] ?? (positional.count > 1 ? positional[1] : .null) }
            case ("containsKey", let key?): return Self.key(key).map { .bool(properties[$0] != nil) }
            case ("copy", _):
                // An object from `state:` whose class the code does not declare: a copy with
                // the named properties replaced.
                var copied = properties
                for (label, value) in try arguments(call, scope).named { copied[label] = value }
                return .object(copied)
            default: return nil
            }
        default:
            return nil
        }
    }

    mutating func listMethod(_ items: [ComposeValue], _ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        let node = call.node
        let (_, positional, trailing) = try arguments(call, scope)
        let lambda = trailing ?? positional.last
        func each(_ arguments: [ComposeValue]) throws(Diagnostic) -> ComposeValue {
            guard let lambda else { throw error(node, "\(name) is read with a lambda") }
            try step(node)
            return try invokeLambda(lambda, arguments, at: node, asValue: true)
        }
        func test(_ item: ComposeValue) throws(Diagnostic) -> Bool { try condition(node, try each([item])) }
        switch name {
        case "forEach", "forEachIndexed":
            guard let lambda else { return nil }
            for (index, item) in items.enumerated() {
                try step(node)
                _ = try invokeLambda(lambda, name == "forEach" ? [item] : [.int(index), item], at: node)
                if returning != nil { break }
            }
            return .unit
        case "map", "mapIndexed", "mapNotNull":
            var result: [ComposeValue] = []
            for (index, item) in items.enumerated() {
                let value = try each(name == "mapIndexed" ? [.int(index), item] : [item])
                if name == "mapNotNull", value.isNull { continue }
                result.append(value)
            }
            return .list(result)
        case "filter", "filterNot":
            var result: [ComposeValue] = []
            for item in items where try test(item) == (name == "filter") { result.append(item) }
            return .list(result)
        case "filterNotNull": return .list(items.filter { !$0.isNull })
        case "any", "all", "none":
            if lambda == nil { return .bool(name == "any" ? !items.isEmpty : name == "none" ? items.isEmpty : true) }
            for item in items {
                let passes = try test(item)
                if name == "any", passes { return .bool(true) }
                if name == "all", !passes { return .bool(false) }
                if name == "none", passes { return .bool(false) }
            }
            return .bool(name != "any")
        case "count":
            if lambda == nil { return .int(items.count) }
            var count = 0
            for item in items where try test(item) { count += 1 }
            return .int(count)
        case "first", "firstOrNull", "last", "lastOrNull", "find":
            let ordered = name.hasPrefix("last") ? Array(items.reversed()) : items
            if lambda == nil {
                if let found = ordered.first { return found }
            } else {
                for item in ordered where try test(item) { return item }
            }
            if name.hasSuffix("OrNull") || name == "find" { return .null }
            throw error(node, "\(name) finds nothing in this list: Kotlin throws NoSuchElementException here")
        case "indexOf":
            guard let wanted = positional.first else { return nil }
            for (index, item) in items.enumerated() {
                guard let same = try equal(item, wanted, node) else { return nil }
                if same { return .int(index) }
            }
            return .int(-1)
        case "indexOfFirst":
            for (index, item) in items.enumerated() where try test(item) { return .int(index) }
            return .int(-1)
        case "get", "elementAt", "getOrNull":
            guard case .int(let index)? = positional.first else { return nil }
            if items.indices.contains(index) { return items[index] }
            if name == "getOrNull" { return .null }
            throw error(node, "index \(index) is outside this list of \(items.count): Kotlin throws IndexOutOfBoundsException here")
        case "contains": return try positional.first.flatMap { v throws(Diagnostic) in try contains(.list(items), v, at: node).map(ComposeValue.bool) }
        case "isEmpty": return .bool(items.isEmpty)
        case "isNotEmpty": return .bool(!items.isEmpty)
        case "reversed", "asReversed": return .list(items.reversed())
        case "toList", "toMutableList", "asList", "toTypedArray": return .list(items)
        case "take": if case .int(let n)? = positional.first { return .list(Array(items.prefix(max(0, n)))) }; return nil
        case "drop": if case .int(let n)? = positional.first { return .list(Array(items.dropFirst(max(0, n)))) }; return nil
        case "withIndex": return .list(items.enumerated().map { .list([.int($0.offset), $0.element]) })
        case "zip":
            guard case .list(let others)? = positional.first else { return nil }
            return .list(zip(items, others).map { .list([$0, $1]) })
        case "sum":
            var total = 0
            for item in items { guard case .int(let n) = item else { return nil }; total &+= n }
            return .int(total)
        case "joinToString":
            let named = try arguments(call, scope).named
            var separator = ", ", prefix = "", postfix = ""
            if case .string(let given)? = named["separator"] ?? positional.first { separator = given }
            if case .string(let given)? = named["prefix"] ?? (positional.count > 1 ? positional[1] : nil) { prefix = given }
            if case .string(let given)? = named["postfix"] ?? (positional.count > 2 ? positional[2] : nil) { postfix = given }
            let transform = trailing ?? named["transform"]
            var words: [String] = []
            for item in items { words.append(try spoken(transform.map { t throws(Diagnostic) in try invokeLambda(t, [item], at: node, asValue: true) } ?? item, node)) }
            let joined = prefix + words.joined(separator: separator) + postfix
            try bounded(joined, node)
            return .string(joined)
        default: return nil
        }
    }

    /// Calls of the standard library by name: collections, pairs, `run`, state holders Compose
    /// reads like `mutableStateOf`. nil when the name is not one of them.
    mutating func kotlinFunction(_ name: String, _ call: ComposeCall, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue? {
        let node = call.node
        switch name {
        case "setOf", "mutableSetOf", "listOfNotNull", "mutableStateListOf", "persistentListOf":
            let items = try arguments(call, scope).positional
            return .list(name == "listOfNotNull" ? items.filter { !$0.isNull } : items)
        case "emptyList", "emptySet", "emptyArray": return .list([])
        case "emptyMap": return .object([:])
        case "mapOf", "mutableMapOf", "hashMapOf", "linkedMapOf", "mutableStateMapOf":
            var map: [String: ComposeValue] = [:]
            for pair in try arguments(call, scope).positional {
                guard case .list(let parts) = pair, parts.count == 2, let key = Self.key(parts[0]) else { return .unread(node.text, node) }
                map[key] = parts[1]
            }
            return .object(map)
        case "Pair", "Triple":
            return .list(try arguments(call, scope).positional)
        case "run":
            guard let lambda = try arguments(call, scope).trailing else { return nil }
            return try invokeLambda(lambda, [], at: node, asValue: inArgument)
        case "rememberUpdatedState":
            guard let value = try arguments(call, scope).positional.first else { return nil }
            return .state(ComposeCell(value))
        case "maxOf", "minOf":
            let values = try arguments(call, scope).positional
            let numbers = values.compactMap(\.number)
            guard numbers.count == values.count, !numbers.isEmpty else { return nil }
            let picked = name == "maxOf" ? numbers.max()! : numbers.min()!
            if values.allSatisfy({ if case .int = $0 { true } else { false } }), let whole = Int(exactly: picked) { return .int(whole) }
            return .double(picked)
        default:
            return nil
        }
    }
}

extension ComposeEvaluator {
    /// Whether `remember`'s keys are the ones its slot was kept with; a key Rotor cannot
    /// compare counts as unchanged.
    func sameKeys(_ kept: [ComposeValue], _ keys: [ComposeValue], at node: KotlinNode) throws(Diagnostic) -> Bool {
        guard kept.count == keys.count else { return false }
        for (old, new) in zip(kept, keys) where try equal(old, new, node) == false { return false }
        return true
    }
}
