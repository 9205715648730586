import Foundation
import RotorDiagnostics
import RotorModel

/// Reads the gesture vocabulary of a spec: `swipe up`, `focus Done`, `drag to 0.6`, each
/// optionally followed by `×N` or `xN`.
///
/// The shared gestures are the parser's own; a reader's own gestures (`rotor NAME`) come
/// from the readers it is given, as each declares them (`ScreenReader.ownGestures`).
enum GestureParser {
    /// One written gesture: what it does, how it is written, and how often to repeat it.
    struct Parsed: Equatable {
        var gesture: Gesture
        var text: String
        var count: Int
    }

    /// How specs write the gestures every reader shares, as the table declares them.
    static var sharedVocabulary: [String] { SharedGesture.listedForms }

    /// Every written form, the readers' own placed as each asks (`ReaderGesture.listedAfter`).
    static func vocabulary(_ readers: [any ScreenReader.Type]) -> [String] {
        var words = sharedVocabulary
        for gesture in readers.flatMap({ $0.ownGestures }) {
            let index = gesture.listedAfter.flatMap { words.firstIndex(of: $0) }.map { $0 + 1 } ?? words.endIndex
            words.insert(contentsOf: gesture.written, at: index)
        }
        return words
    }

    /// - Parameter readers: The readers whose own gestures a spec may write.
    /// - Returns: The gesture.
    /// - Throws: What is wrong with `written`, unplaced: the spec knows where it is written.
    static func parse(_ written: String, readers: [any ScreenReader.Type] = ReaderRegistry.readers) throws(Diagnostic) -> Parsed {
        var words = written.split(whereSeparator: \.isWhitespace).map(String.init)
        var count = 1
        if let repeatCount = repeatCount(&words) {
            guard repeatCount > 0 else { throw Diagnostic("a repeat count must be at least 1") }
            count = repeatCount
        }
        let text = words.joined(separator: " ")
        guard let gesture = gesture(text, readers) else {
            let vocabulary = vocabulary(readers)
            let list = vocabulary.map { "'\($0)'" }.joined(separator: ", ")
            // Suggest against the fixed words only: "swipe rigth" → "swipe right".
            let words = vocabulary.filter { !$0.contains(where: \.isUppercase) }
            throw Diagnostic("unknown gesture '\(written)'; expected one of \(list), optionally followed by ×N." + Suggestion.didYouMean(text, in: words))
        }
        return Parsed(gesture: gesture, text: text, count: count)
    }

    /// Removes a trailing `×N`, `xN`, `× N` or `x N` and returns N.
    private static func repeatCount(_ words: inout [String]) -> Int? {
        guard words.count >= 2, let last = words.last else { return nil }
        for marker in ["×", "x", "X"] {
            if last.hasPrefix(marker), let count = number(last.dropFirst(marker.count)) {
                words.removeLast()
                return count
            }
            if last.allSatisfy(\.isNumber), words.count >= 3, words[words.count - 2] == marker, let count = number(Substring(last)) {
                words.removeLast(2)
                return count
            }
        }
        return nil
    }

    /// A written count; decimal digits too many for an `Int` are `Int.max`, which the spec's
    /// repeat limit then refuses by name.
    private static func number(_ digits: Substring) -> Int? {
        if let count = Int(digits) { return count }
        guard !digits.isEmpty, digits.utf8.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }) else { return nil }
        return Int.max
    }

    /// The shared gestures' fixed words first, then the readers' own, then the shared
    /// gestures that take text, so that no keyword hides another.
    private static func gesture(_ text: String, _ readers: [any ScreenReader.Type]) -> Gesture? {
        let shared = SharedGesture.all.flatMap(\.forms)
        for form in shared where !form.hasPlaceholder {
            if match(text, [form.written] + form.spellings) != nil, let gesture = form.gesture(nil) { return gesture }
        }
        for reader in readers {
            for declared in reader.ownGestures {
                if let argument = match(text, declared.written, namingForm: declared.written.count > 1) { return reader.gesture(declared, argument) }
            }
        }
        for form in shared where form.hasPlaceholder {
            if case let argument?? = match(text, [form.written]), let gesture = form.gesture(argument) { return gesture }
        }
        return nil
    }

    /// What was written for the placeholder or the choice if `text` is written in one of
    /// `forms` (`nil` when it is not); for a fixed form, which one when `namingForm`, else
    /// `nil`. A hyphen in a form may be written as a space: `three finger tap`.
    private static func match(_ text: String, _ forms: [String], namingForm: Bool = false) -> String?? {
        let lower = text.lowercased()
        for form in forms {
            for spelling in form.contains("-") ? [form, form.replacingOccurrences(of: "-", with: " ")] : [form] {
                var words = spelling.split(separator: " ")
                let last = words.removeLast()
                let keyword = words.joined(separator: " ").lowercased()
                if !words.isEmpty, last.allSatisfy(\.isUppercase) {
                    if let rest = argument(text, after: keyword + " ") { return rest }
                } else if !words.isEmpty, last.contains("|") {
                    if let choice = last.split(separator: "|").first(where: { lower == "\(keyword) \($0)" }) { return String(choice) }
                } else if lower == spelling.lowercased() {
                    return .some(namingForm ? form : nil)
                }
            }
        }
        return nil
    }

    /// The text after a keyword, with surrounding quotes removed.
    private static func argument(_ text: String, after keyword: String) -> String? {
        guard text.lowercased().hasPrefix(keyword) else { return nil }
        var rest = String(text.dropFirst(keyword.count)).trimmingCharacters(in: .whitespaces)
        for (open, close) in [("\"", "\""), ("'", "'"), ("“", "”")] where rest.count >= 2 && rest.hasPrefix(open) && rest.hasSuffix(close) {
            rest = String(rest.dropFirst().dropLast())
        }
        return rest.isEmpty ? nil : rest
    }

}
