import RotorTranscripts

extension TranscriptHTML {
    /// Renders the transcripts one spec gives for each of its readers, as a group.
    ///
    /// Every reader gets its own figure, one after the other, so the page reads well with no
    /// script and on any width; `transcript.js` turns the group into a switch between the
    /// readers that keeps the current step. A spec that leaves readers out has its reason
    /// (`readers_note:`) printed under the group.
    ///
    /// - Parameters:
    ///   - transcripts: The transcripts of one spec, the primary reader first.
    ///   - id: A unique, already-safe slug such as `transcript-1`; each figure adds its reader.
    ///   - evidenceURLs: By reader name, the page listing that reader's phrases with their evidence.
    ///   - glossaryURL: The page explaining every gesture.
    public static func renderReaders(
        _ transcripts: [Transcript], id: String, evidenceURLs: [String: String] = [:], glossaryURL: String? = nil
    ) -> String {
        guard let first = transcripts.first else { return "" }
        // Code the transcript was computed from: the article's own blocks, linked.
        var source = ""
        if !first.codeSources.isEmpty {
            let links = first.codeSources.map { "<a href=\"#\(a(CodeBlockHTML.id(forFile: $0)))\"><code>\(t($0))</code></a>" }
            source = "<p class=\"transcript-source\">\(t(first.labels.computedFrom)) \(links.joined(separator: ", "))</p>\n"
        }
        if transcripts.count == 1, first.readersNote.isEmpty, source.isEmpty {
            return render(first, id: id, evidenceURL: evidenceURLs[first.reader], glossaryURL: glossaryURL)
        }
        var html = "<div class=\"transcript-readers\" id=\"\(a(id))\" data-transcript-readers data-label-readers=\"\(a(first.labels.readers))\" data-label-remembered=\"\(a(first.labels.readersRemembered))\">\n"
        for var transcript in transcripts {
            // Each figure names its reader, even under a caption the author wrote for both (one
            // that names both readers names neither figure's).
            let others = transcripts.map(\.readerName).filter { $0 != transcript.readerName }
            if !transcript.caption.contains(transcript.readerName) || others.contains(where: transcript.caption.contains) {
                transcript.caption = "\(transcript.readerName): \(transcript.caption)"
            }
            html += render(transcript, id: "\(id)-\(transcript.reader)", evidenceURL: evidenceURLs[transcript.reader], glossaryURL: glossaryURL)
            html += "\n"
        }
        if !first.readersNote.isEmpty {
            html += "<p class=\"transcript-readers-note\">\(t(first.readersNote))</p>\n"
        }
        html += source
        html += "</div>"
        return html
    }
}
