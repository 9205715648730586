import Foundation
import RotorDiagnostics
import RotorKotlin

/// Rules found on a third round of unseen Compose code (issue 42).
extension ComposeEvaluator {
    /// The parameter lists of foundation's semantic modifiers, in Kotlin's order: the short
    /// overload first, then the one that takes an interaction source and an indication
    /// (androidx `Clickable.kt`, `Toggleable.kt`, `Selectable.kt`). The last parameter is the
    /// callback a trailing lambda gives.
    static let modifierParameters: [String: [[String]]] = [
        "clickable": [
            ["enabled", "onClickLabel", "role", "onClick"],
            ["interactionSource", "indication", "enabled", "onClickLabel", "role", "onClick"],
        ],
        "combinedClickable": [
            ["enabled", "onClickLabel", "role", "onLongClickLabel", "onLongClick", "onDoubleClick", "onClick"],
            ["interactionSource", "indication", "enabled", "onClickLabel", "role", "onLongClickLabel", "onLongClick", "onDoubleClick", "onClick"],
        ],
        "toggleable": [
            ["value", "enabled", "role", "onValueChange"],
            ["value", "interactionSource", "indication", "enabled", "role", "onValueChange"],
        ],
        "triStateToggleable": [
            ["state", "enabled", "role", "onClick"],
            ["state", "interactionSource", "indication", "enabled", "role", "onClick"],
        ],
        "selectable": [
            ["selected", "enabled", "role", "onClick"],
            ["selected", "interactionSource", "indication", "enabled", "role", "onClick"],
        ],
    ]

    /// A semantic modifier's positional arguments given their parameters' names, as Kotlin
    /// binds them: `toggleable(value, true, Role.Switch, onValueChange)` sets the role and the
    /// callback, which reading only named arguments silently lost. The overload is the short
    /// one unless more arguments are given than it takes, or the one after the first is not a
    /// Boolean there; where Rotor cannot tell (a value it does not read in that place), the
    /// call is an error asking for names rather than a guess.
    func namingPositional(_ entry: ComposeModifier) throws(Diagnostic) -> ComposeModifier {
        guard !entry.positional.isEmpty, let overloads = Self.modifierParameters[entry.name] else { return entry }
        let (short, long) = (overloads[0], overloads[1])
        let given = entry.positional.count + (entry.lambda == nil ? 0 : 1)
        // Where the short overload has `enabled` (a Boolean), the long one has an interaction source.
        let enabledIndex = short.firstIndex(of: "enabled") ?? 0
        var parameters = short
        if given > short.count {
            parameters = long
        } else if enabledIndex < entry.positional.count {
            switch entry.positional[enabledIndex] {
            case .bool: parameters = short
            case .unread(let written, _):
                parameters = try interactionSourceOverload(written, entry, short: short, long: long, at: enabledIndex)
            case .constant(let written):
                // A name Rotor keeps as written (`BuildConfig.DEBUG`, `LocalThing.current`).
                parameters = try interactionSourceOverload(written, entry, short: short, long: long, at: enabledIndex)
            case .pending(let value, _):
                parameters = try interactionSourceOverload(value.text, entry, short: short, long: long, at: enabledIndex)
            default: parameters = long
            }
        }
        guard given <= parameters.count else {
            throw error(entry.node, "'\(entry.name)' takes at most \(parameters.count) arguments")
        }
        var named = entry
        for (index, value) in entry.positional.enumerated() {
            // A trailing lambda is the last parameter; the unnamed ones fill from the start.
            let parameter = parameters[index]
            if named.arguments[parameter] != nil {
                throw error(entry.node, "'\(parameter)' of '\(entry.name)' is given twice")
            }
            named.arguments[parameter] = value
        }
        named.positional = []
        return named
    }

    /// The overload a value Rotor does not compute picks in the place where the short
    /// overload has `enabled`: foundation's `MutableInteractionSource` (made there, or kept in
    /// a `remember`) reaches the long one; anything else is an error asking for names, since a
    /// Boolean Rotor cannot read there could be either.
    func interactionSourceOverload(_ written: String, _ entry: ComposeModifier, short: [String], long: [String], at index: Int) throws(Diagnostic) -> [String] {
        if written.contains("InteractionSource") { return long }
        throw error(entry.node, "Rotor cannot tell which '\(entry.name)' these unnamed arguments reach (argument \(index + 1) is '\(short[index])' or 'interactionSource'): name the arguments")
    }
}
