import Foundation
import Mustache
import RotorDiagnostics
import RotorHTML
import RotorOutput

/// The theme's Mustache templates, parsed once per build.
///
/// Every `*.mustache` file below the templates folder is registered under its path without
/// the extension (`layout`, `partials/header`). Parse errors and references to partials that
/// do not exist are reported with the template's path, line and column; swift-mustache itself
/// would render a missing partial as nothing.
public struct TemplateSet: Sendable {
    /// Templates that every theme must provide.
    public static let required = ["layout", "article", "list", "search", "notfound"]

    let library: MustacheLibrary
    /// Whether pages render through ``frames``: the templates use nothing that sees more of
    /// a string than its text.
    let framesAllowed: Bool
    /// Each template's text by shape of view, kept as long as the templates are.
    let frames: TemplateFrames
    /// A digest of every template's text, for cache keys.
    /// SHA-256 of every template's name and text, as hexadecimal digits.
    public let fingerprint: String

    /// Loads and checks the templates in `directory`.
    ///
    /// - Parameters:
    ///   - directory: The templates folder.
    ///   - displayPath: How to name that folder in messages.
    /// - Throws: A ``BuildFailure`` listing every template problem.
    public static func load(from directory: URL, displayPath: String) throws -> TemplateSet {
        var sources: [String: String] = [:]
        var problems: [Diagnostic] = []
        let enumerator = FileManager.default.enumerator(atPath: directory.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".mustache"), !relative.split(separator: "/").contains(where: { $0.hasPrefix(".") })
            else { continue }
            let path = "\(displayPath)/\(relative)"
            guard let data = FileManager.default.contents(atPath: directory.appendingPathComponent(relative).path),
                  let text = String(data: data, encoding: .utf8) else {
                problems.append(Diagnostic(path: path, message: "cannot read this template as UTF-8 text"))
                continue
            }
            sources[String(relative.dropLast(".mustache".count))] = text
        }
        var templates: [String: MustacheTemplate] = [:]
        let pragma = EscapedHTML.pragma
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            let path = "\(displayPath)/\(name).mustache"
            do {
                templates[name] = try MustacheTemplate(string: pragma + text)
            } catch let error as MustacheTemplate.ParserError {
                // The pragma is a line of its own in front of the template's first line.
                problems.append(Diagnostic(path: path, line: max(error.context.lineNumber - 1, 1),
                                           column: error.context.columnNumber,
                                           message: "template syntax: \(Self.explanation(of: error.error))"))
                continue
            } catch {
                problems.append(Diagnostic(path: path, message: "template syntax: \(error)"))
                continue
            }
            problems += undefinedPartials(in: text, path: path, known: Set(sources.keys))
        }
        for name in required where sources[name] == nil {
            problems.append(Diagnostic(path: "\(displayPath)/\(name).mustache", message: "missing template: every theme needs \(required.map { "\($0).mustache" }.joined(separator: ", "))"))
        }
        if !problems.isEmpty { throw BuildFailure(problems) }
        var digest = DigestBuilder()
        for (name, text) in sources.sorted(by: { $0.key < $1.key }) {
            digest.add(name)
            digest.add(text)
        }
        return TemplateSet(library: MustacheLibrary(templates: templates), framesAllowed: TemplateFrames.accepts(sources),
                           frames: TemplateFrames(), fingerprint: digest.finish().hex)
    }

    /// Renders `model` with the template `name`, which ``load(from:displayPath:)`` checked exists.
    public func render(_ model: Any, with name: String) -> String {
        library.render(model, withTemplate: name) ?? ""
    }

    /// Renders `view` with the template `name`: the same text as `render(Boxed(view), with:
    /// name)`, from the frame of the view's shape where the templates allow.
    func render<View: Slotted>(_ view: View, with name: String) -> String {
        guard framesAllowed else { return render(Boxed(view), with: name) }
        var slots = Slots()
        let shape = view.slotted(&slots)
        let entry = frames.entry(template: name, shape: shape) {
            Frame(render(Boxed(shape), with: name), slots: slots.values.count).map { .frame($0) } ?? .direct
        }
        guard case .frame(let frame)? = entry else { return render(Boxed(view), with: name) }
        return frame.filled(with: slots.values)
    }

    /// A sentence for a swift-mustache parser error, whose own description is its case name.
    static func explanation(of error: any Error) -> String {
        switch error as? MustacheTemplate.Error {
        case .sectionCloseNameIncorrect?: "this closing tag does not match the section that is open"
        case .unfinishedName?: "a tag is not closed with '}}'"
        case .expectedSectionEnd?: "a section is never closed: add its {{/name}} tag"
        case .invalidSetDelimiter?: "the set-delimiter tag is malformed"
        case .transformAppliedToInheritanceSection?: "a transform cannot apply to an inherited section"
        case .illegalTokenInsideInheritSection?, .textInsideInheritSection?: "only {{$block}} sections may appear inside {{<partial}}"
        case .invalidConfigVariableSyntax?, .unrecognisedConfigVariable?: "unknown or malformed {{% config }} tag"
        case nil: "\(error)"
        }
    }

    /// Finds `{{> name}}` and `{{< name}}` tags whose template is not in the set.
    static func undefinedPartials(in text: String, path: String, known: Set<String>) -> [Diagnostic] {
        var problems: [Diagnostic] = []
        for (lineIndex, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var rest = line[...]
            while let open = rest.range(of: "{{") {
                let afterOpen = rest[open.upperBound...]
                guard let marker = afterOpen.first, marker == ">" || marker == "<",
                      let close = afterOpen.range(of: "}}") else {
                    rest = afterOpen
                    continue
                }
                let name = afterOpen[afterOpen.index(after: afterOpen.startIndex)..<close.lowerBound]
                    .trimmingCharacters(in: .whitespaces)
                if !name.isEmpty, !name.hasPrefix("*"), !known.contains(name) {
                    let column = line.distance(from: line.startIndex, to: open.lowerBound) + 1
                    problems.append(Diagnostic(path: path, line: lineIndex + 1, column: column,
                                               message: "undefined partial '\(name)': no \(name).mustache in the templates folder"))
                }
                rest = afterOpen[close.upperBound...]
            }
        }
        return problems
    }
}

/// The escaping of `{{name}}` tags in every template.
///
/// It escapes the same five characters as swift-mustache's own HTML content type, with the
/// same entities, but checks the bytes first and copies text with nothing to escape as it is;
/// swift-mustache looks each character up in a dictionary, which was a tenth of a build.
/// Each template is parsed with a `CONTENT_TYPE` pragma in front, so themes need not name it.
struct EscapedHTML: MustacheContentType {
    static let name = "ROTOR_HTML"

    /// The pragma that selects this content type, registered on first use.
    static let pragma: String = {
        MustacheContentTypes.register(EscapedHTML(), named: name)
        return "{{% CONTENT_TYPE: \(name) }}\n"
    }()

    func escapeText(_ text: String) -> String {
        HTMLEscaping.attribute(text)
    }
}
