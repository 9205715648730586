import RotorDiagnostics
import RotorModel
import SwiftSyntax

/// Accessibility traits as the option set they are in UIKit: a raw value that stands for the
/// set it came from, `|` and `&` as union and intersection (Swift 2 and 3 wrote traits as bit
/// masks), `UIAccessibilityTraits(rawValue:)` back to the set. The raw numbers themselves are
/// never needed: only which traits are in the set is heard.
extension Library {
    /// The traits a value names, when it is a trait or a set of them (`[]` included).
    static func traitSet(_ value: Value) -> [Value]? {
        switch value {
        case .enumCase(let type, let name) where type == nil || type == "UIAccessibilityTraits" || type == "AccessibilityTraits":
            return SwiftUIModifiers.traits[name] != nil ? [value] : nil
        case .array(let items):
            for item in items {
                guard case .enumCase(let type, let name) = item, type == nil || type == "UIAccessibilityTraits" || type == "AccessibilityTraits",
                      SwiftUIModifiers.traits[name] != nil else { return nil }
            }
            return items
        default:
            return nil
        }
    }

    /// `a.rawValue` of a trait set: the set itself, read back by `|`, `&` and `init(rawValue:)`.
    static func traitRawValue(_ name: String, of value: Value) -> Value? {
        guard name == "rawValue", let set = traitSet(value) else { return nil }
        return .array(set)
    }

    /// `|` and `&` between trait sets (or their raw values): union and intersection.
    static func traitOperation(_ op: String, _ left: Value, _ right: Value) -> Value? {
        guard op == "|" || op == "&", let a = traitSet(left), let b = traitSet(right) else { return nil }
        func names(_ set: [Value]) -> [String] {
            set.compactMap { if case .enumCase(_, let name) = $0 { name } else { nil } }
        }
        let right = Set(names(b))
        var result: [String] = []
        if op == "|" {
            for name in names(a) + names(b) where !result.contains(name) { result.append(name) }
        } else {
            for name in names(a) where right.contains(name) && !result.contains(name) { result.append(name) }
        }
        return .array(result.map { .enumCase(nil, $0) })
    }

    /// `UIAccessibilityTraits(rawValue:)`: the set a raw value stands for. A number written by
    /// hand is refused, since which bits UIKit gives each trait is not what Rotor reads.
    static func traitsFromRaw(_ arguments: [Argument], interpreter: Interpreter, at node: some SyntaxProtocol) throws(Diagnostic) -> Value {
        guard let raw = arguments.first(where: { $0.label == "rawValue" })?.value else {
            if arguments.isEmpty { return .array([]) }
            if let set = arguments.first.flatMap({ traitSet($0.value) }) { return .array(set) }
            throw interpreter.error(node, "UIAccessibilityTraits is made from traits or from 'rawValue:' here")
        }
        if let set = traitSet(raw) { return .array(set) }
        throw interpreter.error(node, "UIAccessibilityTraits(rawValue: \(raw.text)) names traits by number; Rotor reads traits by name (.button, .adjustable) or the rawValue of a trait set")
    }

    /// Swift 2's `UIAccessibilityPostNotification(_:_:)`: the same as `UIAccessibility.post`.
    static func legacyPost(_ arguments: [Argument], interpreter: inout Interpreter, at node: FunctionCallExprSyntax) throws(Diagnostic) -> Value {
        let values = arguments.map(\.value)
        let renamed = [
            Argument(label: "notification", value: values.first ?? .null, node: Syntax(node)),
            Argument(label: "argument", value: values.dropFirst().first ?? .null, node: Syntax(node)),
        ]
        return try staticCall("UIAccessibility", "post", renamed, interpreter: &interpreter, at: node)
    }
}

extension UIKitLibrary {
    /// Swift 2 and 3's global notification names (`UIAccessibilityLayoutChangedNotification`),
    /// which Swift 4 renamed to `UIAccessibility.Notification` members.
    static func legacyNotification(_ name: String) -> Value? {
        let names = [
            "UIAccessibilityLayoutChangedNotification": "layoutChanged",
            "UIAccessibilityScreenChangedNotification": "screenChanged",
            "UIAccessibilityAnnouncementNotification": "announcement",
            "UIAccessibilityPageScrolledNotification": "pageScrolled",
        ]
        return names[name].map { .enumCase("UIAccessibility.Notification", $0) }
    }
}

extension Library {
    /// Global functions of old UIKit that Rotor reads, so a statement calling one is run.
    static let legacyFunctions: Set<String> = ["UIAccessibilityPostNotification"]
}
