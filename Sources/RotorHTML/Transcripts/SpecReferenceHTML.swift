import RotorModel
import RotorTranscripts

/// Renders the authors' reference: every key every spec has, every kind with its keys and a
/// working example, the scene's node keys, traits, containers and effects, each reader's
/// settings, and every gesture. It reads the same registries the parser does, so a key added
/// to the code appears here; articles place it with a ```` ```reference ```` block.
public enum SpecReferenceHTML {
    public static func render(language: String) -> String? {
        guard let phrases = PhraseLibrary.shared.phrasebook(for: language) else { return nil }
        func word(_ key: String) -> String { t(phrases.text(PhraseKey(rawValue: "ui.ref.\(key)"))) }
        func said(_ id: String, _ english: String) -> String { t(AuthoringDescriptions.text(id, language: language, english: english)) }
        var html = "<h3>\(word("common"))</h3>\n" + keyTable(SpecReference.commonKeys, "key", word, said)
        for kind in SpecReference.kinds {
            html += "<h3><code>\(t(kind.name))</code></h3>\n<p>\(said("kind.\(kind.name)", kind.summary))</p>\n" + keyTable(kind.keys, kind.name, word, said)
            html += "<p>\(word("example")):</p>\n<pre tabindex=\"0\"><code class=\"language-yaml\">\(t(kind.example))</code></pre>\n"
        }
        html += "<h3>\(word("sceneNodes"))</h3>\n" + keyTable(SpecReference.sceneNodeKeys, "node", word, said)
        html += list(word("traits"), SpecReference.traits)
        html += list(word("containers"), SpecReference.containers)
        html += list(word("effects"), SpecReference.effects)
        html += "<h3>\(word("settings"))</h3>\n"
        html += table(word("settings"), [word("reader"), word("key"), word("default"), word("summary")],
                      ReaderRegistry.readers.flatMap { reader in
                          reader.settings.map { setting in
                              let values = setting.choices.isEmpty ? "true | false" : setting.choices.joined(separator: " | ")
                              return [t(reader.displayName), "<code>\(t(setting.key))</code>",
                                      "<code>\(t(setting.defaultValue.description))</code> (\(t(values)))",
                                      said("setting.\(reader.name).\(setting.key)", setting.summary)]
                          }
                      })
        html += "<h3>\(word("gestures"))</h3>\n"
        html += table(word("gestures"), [word("gesture"), word("readers")], GestureGlossary.entries.map { entry in
            ["<code>\(t(entry.written))</code>",
             t(entry.readers.compactMap { ReaderRegistry.reader(named: $0)?.displayName }.joined(separator: ", "))]
        })
        return html
    }

    /// Every description the reference shows, by the id a language's `Phrases/authoring`
    /// file gives it, with the English text from the code.
    public static var descriptions: [(id: String, english: String)] {
        var all = SpecReference.commonKeys.map { ("key.\($0.name)", $0.summary) }
        for kind in SpecReference.kinds {
            all.append(("kind.\(kind.name)", kind.summary))
            all += kind.keys.map { ("\(kind.name).\($0.name)", $0.summary) }
        }
        all += SpecReference.sceneNodeKeys.map { ("node.\($0.name)", $0.summary) }
        for reader in ReaderRegistry.readers {
            all += reader.settings.map { ("setting.\(reader.name).\($0.key)", $0.summary) }
        }
        return all.map { (id: $0.0, english: $0.1) }
    }

    /// A table of keys; each description is looked up as `prefix.name`.
    private static func keyTable(_ keys: [SpecKey], _ prefix: String, _ word: (String) -> String, _ said: (String, String) -> String) -> String {
        table(nil, [word("key"), word("type"), word("summary")], keys.map { key in
            ["<code>\(t(key.name))</code>", t(key.type), said("\(prefix).\(key.name)", key.summary)]
        })
    }

    private static func list(_ title: String, _ names: [String]) -> String {
        "<p>\(title): " + names.map { "<code>\(t($0))</code>" }.joined(separator: ", ") + "</p>\n"
    }

    /// A table in a focusable scrolling region, so a wide one never widens the page.
    private static func table(_ caption: String?, _ headers: [String], _ rows: [[String]]) -> String {
        var html = "<div class=\"table-scroll phrase-table\" tabindex=\"0\" role=\"group\" aria-label=\"\(a(strip(caption ?? headers.joined(separator: ", "))))\">\n<table>\n"
        html += "<thead><tr>" + headers.map { "<th scope=\"col\">\($0)</th>" }.joined() + "</tr></thead>\n<tbody>\n"
        for row in rows {
            html += "<tr><th scope=\"row\">\(row[0])</th>" + row.dropFirst().map { "<td>\($0)</td>" }.joined() + "</tr>\n"
        }
        return html + "</tbody>\n</table>\n</div>\n"
    }

    private static func strip(_ html: String) -> String {
        var text = ""
        var inTag = false
        for character in html {
            if character == "<" { inTag = true } else if character == ">" { inTag = false } else if !inTag { text.append(character) }
        }
        return text.replacingEntities()
    }

    private static func t(_ text: String) -> String { HTMLEscaping.text(text) }
    private static func a(_ text: String) -> String { HTMLEscaping.attribute(text) }
}

private extension String {
    func replacingEntities() -> String {
        var result = self
        for (entity, character) in [("&lt;", "<"), ("&gt;", ">"), ("&quot;", "\""), ("&#39;", "'"), ("&amp;", "&")] {
            result = result.split(separator: entity, omittingEmptySubsequences: false).joined(separator: character)
        }
        return result
    }
}
