import Foundation
import RotorDiagnostics
import RotorKotlin

/// The code's own classes (data, enum, sealed, objects), their instances, conversions and `is`.
extension ComposeEvaluator {
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
}
