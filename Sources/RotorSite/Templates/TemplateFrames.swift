import Foundation
import Mustache
import RotorHTML
import Synchronization

/// Templates rendered once per shape of view and filled for each page.
///
/// Pages of a site differ mostly in their words, not in their structure: two articles of a
/// section with as many headings, tags and breadcrumbs render the same template text around
/// different titles and URLs. swift-mustache looks every name up through its context stack
/// and casts each value several times, which was a quarter of a full build. So a view's
/// strings are swapped for numbered stand-ins (``Slots``), the view of stand-ins is rendered
/// by swift-mustache once, and that text, a ``Frame``, is filled with each page's strings,
/// escaped where the template escaped the stand-in.
///
/// This gives the bytes swift-mustache gives, because in the templates it accepts
/// (``TemplateFrames/accepts(_:)``) the engine observes a string only by printing it:
/// a section over a string renders once whatever its text (Rotor's strings are never null),
/// a name looked up on a string finds nothing, and arrays, optionals and flags, which do
/// decide what renders, are part of the shape. A template that could do more with a string
/// (transforms, dynamic partial names, indented partials, other content types or
/// delimiters) renders every page directly. So does a shape whose rendering printed a
/// stand-in some other way than whole (`{{.}}` of a whole view writes its Swift description,
/// which quotes its strings); the stand-ins carry a marker that such a rendering cannot hide.
final class TemplateFrames: Sendable {
    /// More shapes than this for one template, and further shapes render directly: a theme
    /// whose views differ in structure on every page gains nothing from frames.
    static let limit = 4096

    enum Entry: Sendable {
        case frame(Frame)
        /// The shape's rendering printed a stand-in other than whole; render it directly.
        case direct
    }

    private struct Key: Hashable {
        let template: String
        let view: AnyHashable
    }

    private struct Table: @unchecked Sendable {
        var entries: [Key: Entry] = [:]
        var counts: [String: Int] = [:]
    }

    private let table = Mutex(Table())

    /// The entry for `view`'s shape in `template`, made with `make` on first use; `nil` when
    /// the template has as many shapes as it may keep and this one is new.
    func entry<View: Hashable & Sendable>(template: String, shape view: View, make: () -> Entry) -> Entry? {
        let key = Key(template: template, view: AnyHashable(view))
        if let entry = table.withLock({ $0.entries[key] }) { return entry }
        if table.withLock({ $0.counts[template, default: 0] >= Self.limit }) { return nil }
        let entry = make()
        table.withLock { table in
            guard table.entries[key] == nil, table.counts[template, default: 0] < Self.limit else { return }
            table.entries[key] = entry
            table.counts[template, default: 0] += 1
        }
        return entry
    }

    /// How many shapes have a frame, and how many of those render directly, for `--verbose`.
    var counts: (frames: Int, direct: Int) {
        table.withLock { table in
            (table.entries.count, table.entries.values.count { if case .direct = $0 { true } else { false } })
        }
    }

    /// Whether every page can be rendered through frames with `sources`, the theme's
    /// templates by name: no tag that sees more of a string than its text.
    static func accepts(_ sources: [String: String]) -> Bool {
        sources.values.allSatisfy { text in
            !text.contains("\u{1}") && !text.contains(where: { $0.isNewline && $0 != "\n" }) && tagsAreSafe(in: text)
        }
    }

    /// No transform (`name(…)`), content-type pragma, delimiter change, dynamic partial, or
    /// partial or block with a space or tab before it on its line: swift-mustache indents those
    /// only where the text rendered before ends a line, which depends on the strings.
    private static func tagsAreSafe(in text: String) -> Bool {
        for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                // A tag across lines is read differently by a line-by-line scan: render directly.
                guard let close = rest[open.upperBound...].range(of: "}}") else { return false }
                let tag = rest[open.upperBound..<close.lowerBound].drop { $0 == "{" || $0.isWhitespace }
                switch tag.first {
                case "=", "%": return false
                case ">", "<", "$":
                    // swift-mustache also indents a partial or block after a closed section or
                    // a comment on the same line, so any space or tab before one refuses it.
                    if line[line.startIndex..<open.lowerBound].contains(where: { $0 == " " || $0 == "\t" }) { return false }
                    if tag.dropFirst().drop(while: \.isWhitespace).first == "*" { return false }
                default: break
                }
                if tag.first != "!", tag.contains("(") { return false }
                rest = rest[close.upperBound...]
            }
        }
        return true
    }
}

/// A view model whose strings can be swapped for stand-ins: the shape of a view.
///
/// `slotted` replaces every string a template can print, in a fixed order, and keeps
/// everything else, so that two views with equal results render the same template text
/// around their strings. ``InterfaceWords`` stay as they are: they are one table per
/// language, compared by digest, and part of the shape.
protocol Slotted: Hashable, Sendable, MustacheParent {
    func slotted(_ slots: inout Slots) -> Self
}

/// The strings taken out of one view, in order, and the stand-ins that replace them.
struct Slots {
    private(set) var values: [String] = []

    init() {
        values.reserveCapacity(64)
    }

    mutating func take(_ value: String) -> String {
        values.append(value)
        return Self.standIn(values.count - 1)
    }

    mutating func take(_ value: String?) -> String? {
        value.map { take($0) }
    }

    mutating func take(_ values: [String]) -> [String] {
        values.map { take($0) }
    }

    /// A start-of-heading control character, a marker made for this run, the slot's number,
    /// `&` (which escaping turns into `&amp;`) and the control character again.
    static func standIn(_ index: Int) -> String {
        index < made.count ? made[index] : "\u{1}\(marker)\(index)&\u{1}"
    }

    /// Letters a rendering cannot produce from a page's own text without the stand-in.
    static let marker: String = {
        var generator = SystemRandomNumberGenerator()
        let letters = Array("abcdefghijklmnopqrstuvwxyz")
        return "rotor" + String((0..<12).map { _ in letters[Int(generator.next() % 26)] })
    }()

    private static let made: [String] = (0..<256).map { "\u{1}\(marker)\($0)&\u{1}" }
}

/// A template's text for one shape of view: text between numbered slots.
struct Frame: Sendable {
    enum Piece: Sendable {
        case text(String)
        case slot(Int, escaped: Bool)
    }

    let pieces: [Piece]
    /// The bytes of text, for reserving capacity.
    private let textCount: Int

    /// Reads the stand-ins back out of `rendered`; `nil` when the marker appears other than
    /// in a whole stand-in, or a slot's number is not one of the `slots` stand-ins.
    init?(_ rendered: String, slots: Int) {
        let marker = Array(Slots.marker.utf8)
        var pieces: [Piece] = []
        var textCount = 0
        let bytes = Array(rendered.utf8)
        var start = 0
        var index = 0
        var markers = 0
        var standIns = 0
        func matches(_ expected: [UInt8], at position: Int) -> Bool {
            position + expected.count <= bytes.count && bytes[position..<position + expected.count].elementsEqual(expected)
        }
        // Every occurrence of the marker, stand-in or not.
        var scan = 0
        while scan + marker.count <= bytes.count {
            if bytes[scan] == marker[0], matches(marker, at: scan) {
                markers += 1
                scan += marker.count
            } else {
                scan += 1
            }
        }
        while index < bytes.count {
            guard bytes[index] == 0x01, matches(marker, at: index + 1) else {
                index += 1
                continue
            }
            var cursor = index + 1 + marker.count
            var number = 0
            var digits = 0
            while cursor < bytes.count, bytes[cursor] >= 0x30, bytes[cursor] <= 0x39, digits < 9 {
                number = number * 10 + Int(bytes[cursor] - 0x30)
                cursor += 1
                digits += 1
            }
            let escaped: Bool
            if matches(Array("&\u{1}".utf8), at: cursor) {
                escaped = false
                cursor += 2
            } else if matches(Array("&amp;\u{1}".utf8), at: cursor) {
                escaped = true
                cursor += 6
            } else {
                return nil
            }
            guard digits > 0, number < slots else { return nil }
            if start < index {
                pieces.append(.text(String(decoding: bytes[start..<index], as: UTF8.self)))
                textCount += index - start
            }
            pieces.append(.slot(number, escaped: escaped))
            standIns += 1
            index = cursor
            start = cursor
        }
        guard markers == standIns else { return nil }
        if start < bytes.count {
            pieces.append(.text(String(decoding: bytes[start...], as: UTF8.self)))
            textCount += bytes.count - start
        }
        self.pieces = pieces
        self.textCount = textCount
    }

    /// The frame with each slot replaced by its value from `values`.
    func filled(with values: [String]) -> String {
        var text = ""
        text.reserveCapacity(textCount + values.reduce(0) { $0 + $1.utf8.count })
        for piece in pieces {
            switch piece {
            case .text(let part): text += part
            case .slot(let index, let escaped): text += escaped ? HTMLEscaping.attribute(values[index]) : values[index]
            }
        }
        return text
    }
}
