import RotorModel
import RotorTranscripts

/// Renders a `Transcript` as an accessible HTML figure.
///
/// The table is the whole story: a `<figure>` with a caption, a table whose column and
/// row headers name every cell, and for each step an inline SVG of the visible state with
/// a text alternative. `transcript.js` may add a step-through player on top, reading its
/// button labels from the `data-label-*` attributes, so no script or handler is inline.
/// Every piece of author or phrase text passes through `HTMLEscaping`.
public enum TranscriptHTML {
    /// - Parameters:
    ///   - transcript: The transcript to render.
    ///   - id: A unique, already-safe slug such as `transcript-1`; it prefixes every id.
    ///   - evidenceURL: The page listing every phrase with its evidence, which the note on
    ///     inferred phrases links to.
    ///   - glossaryURL: The page explaining every gesture; each gesture cell links to its row.
    /// - Returns: The `<figure>` element.
    public static func render(_ transcript: Transcript, id: String, evidenceURL: String? = nil, glossaryURL: String? = nil) -> String {
        let labels = transcript.labels
        let bidi = BidiIsolation(transcript)
        let captionID = "\(id)-caption"
        var html = """
        <figure class="transcript" id="\(a(id))" lang="\(a(transcript.language))" aria-labelledby="\(a(captionID))" data-transcript \
        data-reader="\(a(transcript.reader))" data-reader-name="\(a(transcript.readerName))" \
        data-label-previous="\(a(labels.previous))" data-label-next="\(a(labels.next))" \
        data-label-status="\(a(labels.stepStatus))" data-label-player="\(a(labels.player))" \
        data-label-restart="\(a(labels.restart))" \
        data-label-silence="\(a(labels.silence))">
        <figcaption id="\(a(captionID))">\(t(bidi.apply(transcript.caption)))</figcaption>
        <div class="table-scroll" tabindex="0" role="group" aria-labelledby="\(a(captionID))">
        <table class="transcript-table" role="table">
        <caption>\(t(labels.tableCaption))</caption>
        <thead role="rowgroup"><tr role="row"><th scope="col" role="columnheader">\(t(labels.step))</th>\
        <th scope="col" role="columnheader">\(t(labels.gesture))</th>\
        <th scope="col" role="columnheader">\(t(labels.speech))</th><th scope="col" role="columnheader">\(t(labels.state))</th></tr></thead>
        <tbody role="rowgroup">

        """
        for (index, step) in transcript.steps.enumerated() {
            html += row(step, number: index + 1, id: id, labels: labels, glossaryURL: glossaryURL, bidi: bidi,
                        verified: transcript.recording != nil)
        }
        html += "</tbody>\n</table>\n</div>\n"
        // What the styling of the spoken parts means; the hint has its own pause mark.
        if transcript.steps.contains(where: { step in step.parts.contains { $0.role != .other } }),
           labels.legendRoles.count == SpeechRole.legendRoles.count {
            // Other speech (an announcement, an action's name) only where the figure has some.
            let other = transcript.steps.contains { step in step.parts.contains { $0.role == .other } } && !labels.legendOther.isEmpty
            let items = (zip(SpeechRole.legendRoles, labels.legendRoles).map { ($0, $1) } + (other ? [(SpeechRole.other, labels.legendOther)] : [])).map { role, name in
                "<span class=\"sp sp-\(role.rawValue)\">\(t(name))</span>"
            }.joined(separator: ", ")
            html += "<p class=\"transcript-legend\">\(t(labels.legend)) \(items)</p>\n"
        }
        // Where and when a person heard it; the build has checked every step against it.
        if let recording = transcript.recording {
            let heardOn = Phrasebook.fill(labels.heardOn, ["device": recording.device, "os": recording.os, "date": recording.date])
            let detail = Phrasebook.fill(labels.heardDetail, ["reader": transcript.readerName, "version": recording.readerVersion, "by": recording.by])
            html += "<p class=\"transcript-recorded\">\(i(heardOn)) (\(i(detail)))</p>\n"
        }
        if !transcript.inferredPhrases.isEmpty {
            // Semicolons between the phrases: a phrase may hold a comma, and a listener does not
            // hear the quotation marks.
            let list = transcript.inferredPhrases.map { "“\(t($0))”" }.joined(separator: "; ")
            let label = evidenceURL.map { "<a href=\"\(a($0))\">\(t(labels.inferred))</a>" } ?? t(labels.inferred)
            html += "<p class=\"transcript-evidence\">\(label): \(list)</p>\n"
        }
        // Rules the reader follows that no source documents: each named, as phrases are.
        if !transcript.inferredBehaviors.isEmpty {
            let list = transcript.inferredBehaviors.map { t($0) }.joined(separator: "; ")
            let title = labels.inferredBehaviors.isEmpty ? labels.inferred : labels.inferredBehaviors
            let label = evidenceURL.map { "<a href=\"\(a($0))\">\(t(title))</a>" } ?? t(title)
            html += "<p class=\"transcript-evidence transcript-behaviour\">\(label): \(list)</p>\n"
        }
        if let glossaryURL {
            html += "<p class=\"transcript-glossary\"><a href=\"\(a(glossaryURL))\">\(t(labels.glossary))</a></p>\n"
        }
        html += "</figure>"
        return html
    }

    private static func row(
        _ step: TranscriptStep, number: Int, id: String, labels: TranscriptLabels, glossaryURL: String?, bidi: BidiIsolation, verified: Bool
    ) -> String {
        let stepID = "\(id)-step-\(number)"
        let i = { (text: String) in Self.i(bidi.apply(text)) }
        let speech = step.speech.isEmpty
            ? "<span class=\"transcript-silence\">\(t(labels.silence))</span>"
            : "<span class=\"transcript-said\">\(said(step, bidi, partNames: labels.legendRoles, other: labels.legendOther))</span>"
        // The hint comes after a pause: its own line, introduced by a visible pause mark.
        let hint = step.hint.isEmpty ? "" :
            "<p class=\"transcript-hint\"><span class=\"transcript-hint-label\">\(t(labels.hint)):</span> \(i(step.hint))</p>"
        // A recorded transcript matched the device step for step: each step says so in words.
        let heard = verified ? "<p class=\"transcript-verified\">\(t(labels.verified))</p>" : ""
        let notes = step.notes.map {
            "<p class=\"transcript-note\"><span class=\"transcript-note-label\">\(t(labels.notes)):</span> \(i($0))</p>"
        }.joined()
        let focus = step.focus.isEmpty ? "" :
            "<p class=\"transcript-focus\"><span class=\"transcript-focus-label\">\(t(labels.focus)):</span> \(i(step.focus))</p>"
        let picture = TranscriptPicture.svg(step.state, id: "\(stepID)-picture", bidi: bidi)
        // Each gesture name leads to its line in the glossary.
        let gesture = glossaryURL.map { url in
            step.glossaryID.isEmpty ? i(step.gestureDescription)
                : "<a href=\"\(a(url))#gesture-\(a(step.glossaryID))\">\(i(step.gestureDescription))</a>"
        } ?? i(step.gestureDescription)
        return """
        <tr id="\(a(stepID))" class="transcript-step" role="row">\
        <th scope="row" role="rowheader" data-label="\(a(labels.step))">\(number)</th>\
        <td class="transcript-gesture" role="cell" data-label="\(a(labels.gesture))">\(gesture)</td>\
        <td class="transcript-speech" role="cell" data-label="\(a(labels.speech))">\(speech)\(hint)\(heard)\(notes)</td>\
        <td class="transcript-state" role="cell" data-label="\(a(labels.state))">\(picture)\
        <p class="transcript-summary">\(i(TranscriptPicture.tidied(step.state.summary)))</p>\(focus)</td>\
        </tr>

        """
    }

    /// The speech with each part marked up by what it is; read aloud, it is one sentence.
    /// Speech that does not come in parts (an announcement) is printed as it is. Each part
    /// is a `<bdi>`, so a label's right-to-left override cannot reorder the role word or
    /// another element's label after it. What each part is (the legend's word for its
    /// styling) follows it as visually hidden text, so assistive technology hears the
    /// distinction the bold, underline and italics make: "Low Power Mode (name), Off (value or state)".
    private static func said(_ step: TranscriptStep, _ bidi: BidiIsolation, partNames: [String] = [], other: String = "") -> String {
        guard step.parts.map(\.text).joined(separator: ", ") == step.speech else { return i(bidi.apply(step.speech)) }
        var names = partNames.count == SpeechRole.legendRoles.count
            ? Dictionary(uniqueKeysWithValues: zip(SpeechRole.legendRoles, partNames)) : [:]
        if !names.isEmpty, !other.isEmpty { names[.other] = other }
        return step.parts.map { part in
            // The space is inside the hidden text, or it would show before the comma.
            let name = names[part.role].map { "<span class=\"sp-part\"> (\(t($0)))</span>" } ?? ""
            return "<bdi class=\"sp sp-\(part.role.rawValue)\">\(t(part.text))</bdi>\(name)"
        }.joined(separator: ", ")
    }

    static func t(_ text: String) -> String { HTMLEscaping.text(text) }
    /// Text that comes from the component (labels, values, announcements, what is on
    /// screen), escaped and isolated in a `<bdi>` so its bidirectional controls end with it.
    static func i(_ text: String) -> String { "<bdi>" + HTMLEscaping.text(text) + "</bdi>" }
    static func a(_ text: String) -> String { HTMLEscaping.attribute(text) }
}
