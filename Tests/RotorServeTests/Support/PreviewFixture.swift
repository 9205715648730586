import Foundation
import RotorServe
import RotorSite
import RotorTesting

/// A throwaway site in a temporary folder, built with the repository's own templates.
struct PreviewFixture {
    let folder: ContentFolder
    var root: URL { folder.root }
    var content: URL { folder.content }

    static let repositoryTemplates = ContentFolder.repositoryTemplates

    static let config = """
        title: Preview Patterns
        base_url: https://example.org/docs/
        languages:
          - {code: en, name: English}
        default_language: en
        """

    init(_ files: [String: String] = PreviewFixture.standardFiles) throws {
        folder = try ContentFolder(prefix: "rotor-serve", config: Self.config, files: files)
    }

    static let standardFiles = [
        "en/sliders/custom-slider.md": article("Custom slider", "## Adjusting\n\nSwipe up or down."),
        "en/sliders/stepper.md": article("Stepper", "Plus and minus buttons."),
    ]

    static func article(_ title: String, _ body: String) -> String {
        ContentFolder.article(title, body)
    }

    func url(_ path: String) -> URL { folder.url(path) }

    func write(_ path: String, _ text: String) throws {
        try folder.write(path, text)
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
        folder.remove()
    }
}
