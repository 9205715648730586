import Foundation
import RotorServe
import RotorSite

/// A throwaway site in a temporary folder, built with the repository's own templates.
struct PreviewFixture {
    let root: URL
    var content: URL { root.appendingPathComponent("Content") }

    static let repositoryTemplates = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Templates")

    static let config = """
        title: Preview Patterns
        base_url: https://example.org/docs/
        languages:
          - {code: en, name: English}
        default_language: en
        """

    init(_ files: [String: String] = PreviewFixture.standardFiles) throws {
        root = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-serve-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: content, withIntermediateDirectories: true)
        try write("site.yml", Self.config)
        for (path, text) in files { try write(path, text) }
    }

    static let standardFiles = [
        "en/sliders/custom-slider.md": article("Custom slider", "## Adjusting\n\nSwipe up or down."),
        "en/sliders/stepper.md": article("Stepper", "Plus and minus buttons."),
    ]

    static func article(_ title: String, _ body: String) -> String {
        "---\ntitle: \(title)\n---\n\n\(body)\n"
    }

    func url(_ path: String) -> URL { content.appendingPathComponent(path) }

    func write(_ path: String, _ text: String) throws {
        let url = url(path)
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// Saves the way many editors do: write a temporary file beside it, then rename it over.
    func saveByRename(_ path: String, _ text: String) throws {
        let temporary = url(path + ".rotor-tmp-\(UUID().uuidString.prefix(6))")
        try Data(text.utf8).write(to: temporary)
        guard rename(temporary.path, url(path).path) == 0 else { throw CocoaError(.fileWriteUnknown) }
    }

    var buildOptions: BuildOptions {
        BuildOptions(content: content, templates: Self.repositoryTemplates, output: root.appendingPathComponent("site"))
    }

    var serveOptions: ServeOptions {
        ServeOptions(build: buildOptions, port: 0, quiet: .milliseconds(40), heartbeat: .seconds(30))
    }

    /// Builds the site and returns a state that serves it, as the server would after its first build.
    func builtState() async throws -> PreviewState {
        let generated = try await SiteGenerator(options: serveOptions.build).generate()
        let state = PreviewState(site: .empty(content: content))
        state.succeeded(with: PreviewSite(generated, content: content))
        return state
    }

    func remove() {
        try? FileManager.default.removeItem(at: root)
    }
}

/// Polls `condition` until it holds or `timeout` passes.
func eventually(timeout: Duration = .seconds(10), _ condition: @Sendable () async -> Bool) async -> Bool {
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
        if await condition() { return true }
        try? await Task.sleep(for: .milliseconds(10))
    }
    return await condition()
}
