import RotorKotlin

/// A class or object of the article's Kotlin, as the Compose reader needs it: the primary
/// constructor's properties with their types and defaults, an enum's entries, the supertypes
/// `is` tests against.
struct KotlinClass: Sendable {
    enum Kind: Sendable { case plain, data, enumeration, sealed, object }

    struct Property: Sendable {
        var name: String
        /// The declared type as written (`String?`, `List<Item>`), nil when not written.
        var type: String?
        var defaultValue: KotlinNode?
        var node: KotlinNode
    }

    struct Entry: Sendable {
        var name: String
        var arguments: KotlinNode?
        var node: KotlinNode
    }

    var name: String
    var qualifiedName: String
    var kind: Kind
    var properties: [Property]
    var entries: [Entry]
    var supertypes: [String]
    var node: KotlinNode
    /// Properties declared in the body with a value (`val title = "…"`, `const val`): an
    /// object's, or a companion object's, read as `Type.name`.
    var members: [String: KotlinNode] = [:]

    /// Indexes every class and object under `root`, nested ones by `Outer.Inner` too,
    /// walking without recursion.
    static func index(_ root: KotlinNode, into classes: inout [String: KotlinClass]) {
        var pending: [(KotlinNode, String)] = [(root, "")]
        while let (node, prefix) = pending.popLast() {
            var inner = prefix
            if node.type == "class_declaration" || node.type == "object_declaration",
               let declared = read(node, prefix: prefix) {
                if classes[declared.name] == nil { classes[declared.name] = declared }
                classes[declared.qualifiedName] = declared
                inner = declared.qualifiedName + "."
            }
            for child in node.children.reversed() where child.isNamed {
                pending.append((child, inner))
            }
        }
    }

    static func read(_ node: KotlinNode, prefix: String) -> KotlinClass? {
        guard let name = node.child(field: "name")?.text ?? node.firstChild(ofType: "identifier")?.text else { return nil }
        let modifiers = node.firstChild(ofType: "modifiers")?.children(ofType: "class_modifier").map(\.text) ?? []
        var kind: Kind = .plain
        if node.type == "object_declaration" {
            kind = .object
        } else if modifiers.contains("enum") || node.firstChild(ofType: "enum_class_body") != nil {
            kind = .enumeration
        } else if modifiers.contains("data") {
            kind = .data
        } else if modifiers.contains("sealed") {
            kind = .sealed
        }
        var properties: [Property] = []
        if let parameters = node.firstChild(ofType: "primary_constructor")?.firstChild(ofType: "class_parameters") {
            for parameter in parameters.children(ofType: "class_parameter") {
                let named = parameter.namedChildren.filter { $0.type != "modifiers" }
                guard let identifier = named.first, identifier.type == "identifier" else { continue }
                let type = named.dropFirst().first { $0.type.hasSuffix("_type") }
                let rest = named.dropFirst().filter { type == nil || $0.byteRange != type!.byteRange }
                properties.append(Property(name: identifier.text, type: type?.text, defaultValue: rest.last, node: parameter))
            }
        }
        var entries: [Entry] = []
        if let body = node.firstChild(ofType: "enum_class_body") {
            for entry in body.children(ofType: "enum_entry") {
                guard let entryName = entry.firstChild(ofType: "identifier")?.text else { continue }
                entries.append(Entry(name: entryName, arguments: entry.firstChild(ofType: "value_arguments"), node: entry))
            }
        }
        let supertypes = node.firstChild(ofType: "delegation_specifiers")?.children(ofType: "delegation_specifier").compactMap { specifier in
            specifier.first { $0.type == "user_type" }.map { $0.text.split(separator: "<").first.map(String.init) ?? $0.text }
        } ?? []
        var members: [String: KotlinNode] = [:]
        let bodies = [node.firstChild(ofType: "class_body"), node.firstChild(ofType: "enum_class_body")].compactMap { $0 }
        for body in bodies {
            var declarations = body.children(ofType: "property_declaration")
            // A companion object's properties are read through the class's name.
            for companion in body.children(ofType: "companion_object") {
                declarations += companion.firstChild(ofType: "class_body")?.children(ofType: "property_declaration") ?? []
            }
            for declaration in declarations {
                guard let declared = declaration.firstChild(ofType: "variable_declaration")?.firstChild(ofType: "identifier")?.text,
                      declaration.firstChild(ofType: "property_delegate") == nil,
                      let value = declaration.namedChildren.last, value.type != "variable_declaration", value.type != "modifiers" else { continue }
                members[declared] = value
            }
        }
        return KotlinClass(name: name, qualifiedName: prefix + name, kind: kind, properties: properties, entries: entries, supertypes: supertypes, node: node, members: members)
    }
}

extension ComposeProgram {
    /// The class a written type or name stands for: `Outer.Inner`, `Inner`, `Item<T>?`.
    func kotlinClass(named written: String) -> KotlinClass? {
        var name = written.filter { !$0.isWhitespace }
        if name.hasSuffix("?") { name.removeLast() }
        if let open = name.firstIndex(of: "<") { name = String(name[..<open]) }
        if let found = classes[name] { return found }
        if let last = name.split(separator: ".").last { return classes[String(last)] }
        return nil
    }

    /// Whether a class named `name` is `target` or has it among its supertypes, transitively.
    func isSubtype(_ name: String, of target: String) -> Bool {
        var pending = [name]
        var seen: Set<String> = []
        let targetLast = target.split(separator: ".").last.map(String.init) ?? target
        while let next = pending.popLast(), seen.count < 64 {
            guard seen.insert(next).inserted else { continue }
            let last = next.split(separator: ".").last.map(String.init) ?? next
            if next == target || last == targetLast { return true }
            if let declared = kotlinClass(named: next) { pending += declared.supertypes }
        }
        return false
    }
}
