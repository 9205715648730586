import Foundation
import RotorDiagnostics
import RotorKotlin

/// The Kotlin language the Compose reader evaluates beyond calls and state: the code's own
/// classes (data, enum, sealed, objects) and their instances, `is`, overloads, loops, ranges,
/// collections, scope functions and safe calls. Everything is bounded by the run's step budget.
extension ComposeEvaluator {
    static let maxCollection = 10_000
    static let listMutations: Set<String> = ["add", "addAll", "remove", "removeAt", "removeAll", "removeIf", "removeFirst", "removeLast", "clear", "set", "sort", "sortBy", "shuffle", "put", "putAll"]

    // MARK: Overloads

    /// The overload of `name` a call with these arguments reaches: every named argument is a
    /// parameter, and every parameter without a default is given.
    func resolve(_ name: String, named: Set<String>, positional: Int, trailing: Bool) -> ComposeProgram.Function? {
        let candidates = program.overloads[name] ?? []
        if candidates.count <= 1 { return program.functions[name] }
        for function in candidates {
            let parameters = Self.parameters(of: function.node)
            guard named.allSatisfy({ label in parameters.contains { $0.name == label } }),
                  positional + (trailing ? 1 : 0) <= parameters.count else { continue }
            var covered = true
            for (index, parameter) in parameters.enumerated() where parameter.defaultValue == nil {
                let given = named.contains(parameter.name) || index < positional || (trailing && index == parameters.count - 1)
                if !given { covered = false; break }
            }
            if covered { return function }
        }
        return program.functions[name]
    }

    // MARK: Classes and instances

    /// The arguments of a `value_arguments` node, unevaluated, with their labels.
    static func argumentNodes(_ list: KotlinNode?) -> [(label: String?, node: KotlinNode)] {
        guard let list else { return [] }
        var result: [(String?, KotlinNode)] = []
        for argument in list.namedChildren where argument.type == "value_argument" {
            let inner = argument.namedChildren
            if argument.children.contains(where: { !$0.isNamed && $0.text == "=" }), inner.count >= 2 {
                result.append((inner[0].text, inner[inner.count - 1]))
            } else if let only = inner.last {
                result.append((nil, only))
            }
        }
        return result
    }

    /// A new instance of `declared` from evaluated arguments: named, then in order, then each
    /// missing property's default, read in a scope of the properties before it.
    mutating func construct(_ declared: KotlinClass, named: [String: ComposeValue], positional: [ComposeValue], trailing: ComposeValue?, at site: KotlinNode, entry: (String, Int)? = nil) throws(Diagnostic) -> ComposeValue {
        // Nested like a call: a default that builds its own class again ends at the depth bound.
        try nested(site) { (me: inout ComposeEvaluator) throws(Diagnostic) -> ComposeValue in
            try me.constructInstance(declared, named: named, positional: positional, trailing: trailing, at: site, entry: entry)
        }
    }

    private mutating func constructInstance(_ declared: KotlinClass, named: [String: ComposeValue], positional: [ComposeValue], trailing: ComposeValue?, at site: KotlinNode, entry: (String, Int)?) throws(Diagnostic) -> ComposeValue {
        if declared.kind == .object { return .instance(ComposeInstance(type: declared.qualifiedName, properties: [], entry: nil, isData: false)) }
        let scope = ComposeScope(parent: nil)
        var properties: [(name: String, value: ComposeValue)] = []
        var positional = positional[...]
        for (index, property) in declared.properties.enumerated() {
            var value: ComposeValue
            if let given = named[property.name] {
                value = given
            } else if let next = positional.first {
                positional = positional.dropFirst()
                value = next
            } else if index == declared.properties.count - 1, let trailing {
                value = trailing
            } else if let defaultValue = property.defaultValue {
                let outer = inArgument
                inArgument = true
                defer { inArgument = outer }
                value = try evaluate(defaultValue, scope)
            } else {
                throw error(site, "the call gives no '\(property.name)' to \(declared.name)")
            }
            value = try convert(value, to: property.type)
            scope.bind(property.name, value)
            properties.append((property.name, value))
        }
        let members = try bodyProperties(declared, scope)
        return .instance(ComposeInstance(type: declared.qualifiedName, properties: properties, entry: entry, isData: declared.kind == .data, members: members))
    }

    /// An enum class's entry with its properties: the entry's arguments to the constructor.
    mutating func enumEntry(_ declared: KotlinClass, _ index: Int) throws(Diagnostic) -> ComposeValue {
        let entry = declared.entries[index]
        var named: [String: ComposeValue] = [:]
        var positional: [ComposeValue] = []
        let outer = inArgument
        inArgument = true
        defer { inArgument = outer }
        let empty = ComposeScope(parent: nil)
        for argument in Self.argumentNodes(entry.arguments) {
            let value = try evaluate(argument.node, empty)
            if let label = argument.label { named[label] = value } else { positional.append(value) }
        }
        return try construct(declared, named: named, positional: positional, trailing: nil, at: entry.node, entry: (entry.name, index))
    }

    mutating func enumEntries(_ declared: KotlinClass) throws(Diagnostic) -> [ComposeValue] {
        var entries: [ComposeValue] = []
        for index in declared.entries.indices { entries.append(try enumEntry(declared, index)) }
        return entries
    }

    /// `Type.member` where `Type` is one of the code's classes: an enum entry, `entries`, a
    /// nested object.
    mutating func staticMember(_ declared: KotlinClass, _ member: String, at node: KotlinNode) throws(Diagnostic) -> ComposeValue? {
        if let index = declared.entries.firstIndex(where: { $0.name == member }) { return try enumEntry(declared, index) }
        if member == "entries", declared.kind == .enumeration { return .list(try enumEntries(declared)) }
        if let nested = program.classes[declared.qualifiedName + "." + member], nested.kind == .object {
            return try construct(nested, named: [:], positional: [], trailing: nil, at: node)
        }
        if let value = declared.members[member] {
            if value.type == "getter" { return try nested(node) { (me: inout ComposeEvaluator) throws(Diagnostic) in try me.getterValue(value, ComposeScope(parent: nil)) } }
            return try computedOnce(value, slot: "member", name: "\(declared.qualifiedName).\(member)", at: node)
        }
        // A member of the code's own type that Rotor does not read: not a constant's name.
        return .unread("\(declared.name).\(member)", node)
    }

    /// A value from `state:` read as the declared type: a name for an enum entry, a mapping for
    /// an instance of the code's class (its defaults filled in), a list element by element.
    mutating func convert(_ value: ComposeValue, to type: String?) throws(Diagnostic) -> ComposeValue {
        guard var type = type?.filter({ !$0.isWhitespace }), !type.isEmpty else { return value }
        if type.hasSuffix("?") { type.removeLast() }
        if case .list(let items) = value, let open = type.firstIndex(of: "<"), type.hasSuffix(">") {
            let outer = type[..<open]
            guard ["List", "MutableList", "Collection", "Iterable", "Set", "MutableSet", "Array", "ImmutableList", "PersistentList", "Sequence"].contains(outer.split(separator: ".").last.map(String.init) ?? "") else { return value }
            let element = String(type[type.index(after: open)..<type.index(before: type.endIndex)])
            var converted: [ComposeValue] = []
            for item in items { converted.append(try convert(item, to: element)) }
            return .list(converted)
        }
        guard let declared = program.kotlinClass(named: type) else { return value }
        switch value {
        case .string(let name) where declared.kind == .enumeration:
            guard let index = declared.entries.firstIndex(where: { $0.name == name }) else {
                throw Diagnostic(code: .unknownStateKey, message: "'\(name)' is not an entry of \(declared.name); its entries are \(declared.entries.map(\.name).joined(separator: ", "))")
            }
            return try enumEntry(declared, index)
        case .object(let given) where declared.kind == .plain || declared.kind == .data:
            var named = given
            for property in declared.properties where named[property.name] == nil && property.defaultValue == nil {
                named[property.name] = .unread("\(property.name) of \(declared.name)", property.node)
            }
            guard case .instance(var made) = try construct(declared, named: named, positional: [], trailing: nil, at: declared.node) else { return value }
            for (key, extra) in given.sorted(by: { $0.key < $1.key }) where !made.properties.contains(where: { $0.name == key }) {
                made.properties.append((key, extra))
            }
            return .instance(made)
        default:
            return value
        }
    }

    /// Whether `value` is of the written type; nil when Rotor cannot tell.
    func isInstance(_ value: ComposeValue, of written: String) -> Bool? {
        var type = written.filter { !$0.isWhitespace }
        let nullable = type.hasSuffix("?")
        if nullable { type.removeLast() }
        if let open = type.firstIndex(of: "<") { type = String(type[..<open]) }
        let last = type.split(separator: ".").last.map(String.init) ?? type
        switch value {
        case .null: return nullable
        case .instance(let instance): return last == "Any" || program.isSubtype(instance.type, of: type)
        case .string: return ["String", "CharSequence", "Any", "Comparable"].contains(last)
        case .int: return ["Int", "Number", "Any", "Comparable"].contains(last)
        case .double: return ["Double", "Float", "Number", "Any", "Comparable"].contains(last)
        case .bool: return ["Boolean", "Any"].contains(last)
        case .list: return ["List", "Collection", "Iterable", "MutableList", "Any"].contains(last)
        case .unread, .pending: return nil
        default: return last == "Any" ? true : nil
        }
    }

    // MARK: Expressions the core evaluator hands over

    mutating func kotlinExpression(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        switch node.type {
        case "is_expression":
            guard let left = node.child(field: "left"), let right = node.child(field: "right") else { return .unread(node.text, node) }
            let value = try evaluate(left, scope)
            guard let result = isInstance(value, of: right.text) else { return .unread(node.text, node) }
            return .bool(node.hasToken("!is") ? !result : result)
        case "in_expression":
            guard let left = node.child(field: "left"), let right = node.child(field: "right") else { return .unread(node.text, node) }
            let item = try evaluate(left, scope)
            if let inRange = try numberInRange(item, right, scope) {
                return .bool(node.hasToken("!in") ? !inRange : inRange)
            }
            let result = try contains(try evaluate(right, scope), item, at: node)
            guard let result else { return .unread(node.text, node) }
            return .bool(node.hasToken("!in") ? !result : result)
        case "range_expression":
            let parts = node.namedChildren
            guard parts.count == 2 else { return .unread(node.text, node) }
            let start = try evaluate(parts[0], scope), end = try evaluate(parts[1], scope)
            guard case .int(let low) = start, case .int(let high) = end else {
                // A range of Float or Double: not a list, but its ends are kept for what reads it.
                if let a = start.number, let b = end.number, !node.hasToken("..<") { numericRanges[LiftedPrefix(node)] = (a, b) }
                return .unread(node.text, node)
            }
            return try range(low, node.hasToken("..<") ? high - 1 : high, step: 1, at: node)
        case "infix_expression":
            return try infix(node, scope)
        case "index_expression":
            let parts = node.namedChildren
            guard parts.count >= 2 else { return .unread(node.text, node) }
            let receiver = try evaluate(parts[0], scope)
            let index = try evaluate(parts[1], scope)
            return element(receiver, index) ?? .unread(node.text, node)
        case "for_statement":
            try forLoop(node, scope)
            return .unit
        case "return_expression":
            let value = try node.namedChildren.last.map { v throws(Diagnostic) in try evaluate(v, scope) } ?? .unit
            returning = (node.text.hasPrefix("return@") ? String(node.text.dropFirst(7).prefix { $0.isLetter || $0.isNumber || $0 == "_" }) : "", value)
            return value
        default:
            return .unread(node.text, node)
        }
    }

    mutating func range(_ low: Int, _ high: Int, step: Int, at node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        guard step != 0 else { throw error(node, "a range's step is 0") }
        let (span, overflow) = step > 0 ? high.subtractingReportingOverflow(low) : low.subtractingReportingOverflow(high)
        let count = span < 0 ? 0 : span / abs(step) + 1
        guard !overflow, count <= Self.maxCollection else { throw error(node, "this range holds more than \(Self.maxCollection) values, more than Rotor reads") }
        return .list((0..<count).map { .int(low + $0 * step) })
    }

    mutating func infix(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) -> ComposeValue {
        let parts = node.namedChildren
        guard parts.count == 3 else { return .unread(node.text, node) }
        let op = parts[1].text
        let lhs = try evaluate(parts[0], scope)
        let rhs = try evaluate(parts[2], scope)
        switch (op, lhs, rhs) {
        case ("to", _, _): return .list([lhs, rhs])
        case ("until", .int(let a), .int(let b)): return try range(a, b - 1, step: 1, at: node)
        case ("downTo", .int(let a), .int(let b)): return try range(a, b, step: -1, at: node)
        case ("step", .list(let items), .int(let by)) where by > 0:
            return .list(items.enumerated().filter { $0.offset % by == 0 }.map(\.element))
        case ("and", .bool(let a), .bool(let b)): return .bool(a && b)
        case ("or", .bool(let a), .bool(let b)): return .bool(a || b)
        case ("xor", .bool(let a), .bool(let b)): return .bool(a != b)
        default: return .unread(node.text, node)
        }
    }

    func element(_ receiver: ComposeValue, _ index: ComposeValue) -> ComposeValue? {
        switch (receiver, index) {
        case (.list(let items), .int(let i)): return items.indices.contains(i) ? items[i] : nil
        case (.string(let text), .int(let i)):
            let characters = Array(text)
            return characters.indices.contains(i) ? .string(String(characters[i])) : nil
        case (.object(let properties), _):
            guard let key = Self.key(index) else { return nil }
            return properties[key] ?? .null
        default: return nil
        }
    }

    /// A map's key as text: maps from `mapOf` and `state:` are keyed by what their keys read.
    static func key(_ value: ComposeValue) -> String? {
        switch value {
        case .string(let text): text
        case .int(let number): String(number)
        case .bool(let flag): flag ? "true" : "false"
        case .instance(let instance): instance.entry?.name
        case .constant(let name): name
        default: nil
        }
    }

    func contains(_ collection: ComposeValue, _ item: ComposeValue, at node: KotlinNode) throws(Diagnostic) -> Bool? {
        switch collection {
        case .list(let items):
            for candidate in items {
                guard let same = try equal(candidate, item, node) else { return nil }
                if same { return true }
            }
            return false
        case .string(let text):
            guard case .string(let part) = item else { return nil }
            return text.contains(part)
        case .object(let properties):
            return Self.key(item).map { properties[$0] != nil }
        default: return nil
        }
    }

    /// `for (x in xs)`, `for ((a, b) in pairs)`: the body once per element, each a step.
    mutating func forLoop(_ node: KotlinNode, _ scope: ComposeScope) throws(Diagnostic) {
        let parts = node.namedChildren.filter { $0.type != "line_comment" && $0.type != "multiline_comment" }
        guard parts.count >= 3 else { throw error(node, "this loop is not read") }
        let iterable = try evaluate(parts[1], scope)
        guard case .list(let items) = iterable else {
            throw error(parts[1], "Rotor cannot tell what '\(parts[1].text)' holds, and the loop over it shows what it holds: give it in 'state:'")
        }
        for item in items {
            try step(node)
            let inner = ComposeScope(parent: scope)
            try bindDeclaration(parts[0], item, in: inner)
            _ = try evaluate(parts[2], inner)
            if returning != nil { return }
            if let jump = jumping {
                jumping = nil
                if jump == "break" { return }
            }
        }
    }

    /// Binds `x` or `(a, b)` to `value`: a destructuring reads `component1()`, `component2()`…,
    /// which are a list's elements and a data class's constructor properties in order.
    mutating func bindDeclaration(_ declaration: KotlinNode, _ value: ComposeValue, in scope: ComposeScope) throws(Diagnostic) {
        if declaration.type == "multi_variable_declaration" {
            for (index, variable) in declaration.children(ofType: "variable_declaration").enumerated() {
                guard let name = variable.firstChild(ofType: "identifier")?.text, name != "_" else { continue }
                scope.bind(name, try component(value, index, at: variable))
            }
            return
        }
        guard let name = (declaration.type == "identifier" ? declaration : declaration.firstChild(ofType: "identifier"))?.text else {
            throw error(declaration, "this declaration is not read")
        }
        scope.bind(name, value)
    }

    func component(_ value: ComposeValue, _ index: Int, at node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        switch value {
        case .list(let items) where index < items.count: return items[index]
        case .instance(let instance) where instance.isData && index < instance.properties.count: return instance.properties[index].value
        case .unread(let what, let at): return .unread("\(what) (part \(index + 1))", at)
        case .state(let cell) where index < 2: return try stateComponent(cell, index, at: node)
        default: throw error(node, "this value cannot be destructured into part \(index + 1)")
        }
    }

    // MARK: Methods of values

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

extension ComposeEvaluator {
    /// tree-sitter-kotlin 1.1.0 binds a prefix operator tighter than member access and calls:
    /// `!a.b` comes as `(!a).b`. For a navigation, call or index whose receiver chain starts
    /// with a prefix `!`, `-` or `+`, that unary node and its operator.
    static func misboundPrefix(_ node: KotlinNode) -> (KotlinNode, String)? {
        guard node.type == "navigation_expression" || node.type == "call_expression" || node.type == "index_expression" else { return nil }
        var current = node
        var hops = 0
        while hops < 256, current.type == "navigation_expression" || current.type == "call_expression" || current.type == "index_expression",
              let head = current.namedChildren.first {
            current = head
            hops += 1
        }
        guard current.type == "unary_expression" || current.type == "prefix_expression",
              let first = current.children.first, !first.isNamed, ["!", "-", "+"].contains(first.text) else { return nil }
        return (current, first.text)
    }

    func prefix(_ op: String, _ value: ComposeValue, _ node: KotlinNode) throws(Diagnostic) -> ComposeValue {
        switch (op, value) {
        case ("!", .bool(let flag)): return .bool(!flag)
        case ("-", .int(let number)): return .int(0 &- number)
        case ("-", .double(let number)): return .double(-number)
        case ("+", _): return value
        default: return .unread(node.text, node)
        }
    }
}

/// A prefix operator being lifted, by its source and place (callbacks from `state:` are other sources).
struct LiftedPrefix: Hashable {
    var source: ObjectIdentifier
    var offset: Int
    init(_ node: KotlinNode) {
        source = ObjectIdentifier(node.source)
        offset = node.byteRange.lowerBound
    }
}
