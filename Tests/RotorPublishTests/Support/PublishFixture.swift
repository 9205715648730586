import Foundation
import RotorDiagnostics
import RotorPublish
import RotorSite
import RotorTesting

/// A throwaway site in a temporary folder, built with the repository's own templates, and a
/// place beside it to publish to.
struct PublishFixture {
    let folder: ContentFolder
    var root: URL { folder.root }
    var content: URL { folder.content }

    static let repositoryRoot = ContentFolder.repositoryRoot
    static let repositoryTemplates = ContentFolder.repositoryTemplates

    static let config = """
        title: Publish Patterns
        base_url: https://example.org/
        cname: patterns.example.org
        languages:
          - {code: en, name: English}
          - {code: ko, name: 한국어}
        default_language: en
        """

    /// Two languages, a section with an index, links between articles, an anchor, a
    /// transcript and a downloadable file linked from a section page.
    static let standardFiles = [
        "en/index.md": article("Welcome", "Start with the [custom slider](sliders/custom-slider.md)."),
        "en/sliders/index.md": article("Sliders", "All about sliders. Get the [sample](sample.txt)."),
        "en/sliders/sample.txt": "sample\n",
        "en/sliders/custom-slider.md": article("Custom slider", """
            See the [stepper](stepper.md#buttons) and the [Korean page](../../ko/sliders/custom-slider.md).

            ## Adjusting

            ```transcript
            component: slider
            label: Volume
            min: 0
            max: 10
            value: 5
            gestures: [focus, swipe up]
            ```
            """, extra: "tags: [adjustable]\n"),
        "en/sliders/stepper.md": article("Stepper", "## Buttons\n\nPlus and minus.", extra: "tags: [adjustable]\n"),
        "ko/sliders/custom-slider.md": article("커스텀 슬라이더", "위아래로 쓸어 넘기세요."),
    ]

    init(_ files: [String: String] = PublishFixture.standardFiles, config: String = PublishFixture.config) throws {
        folder = try ContentFolder(prefix: "rotor-publish", config: config, files: files)
    }

    static func article(_ title: String, _ body: String = "Text.", extra: String = "") -> String {
        ContentFolder.article(title, body, extra: extra)
    }

    /// A path beside `Content/`, where publishes go.
    func url(_ path: String) -> URL { root.appendingPathComponent(path) }

    func write(_ path: String, _ text: String) throws {
        try folder.write(path, text)
    }

    func remove(_ path: String) throws {
        try FileManager.default.removeItem(at: content.appendingPathComponent(path))
    }

    func options(_ target: PublishTarget, baseURL: String? = nil, remote: String? = nil,
                 dryRun: Bool = false, repository: URL? = nil) -> PublishOptions {
        let build = BuildOptions(content: content, templates: Self.repositoryTemplates, output: root.appendingPathComponent("unused"),
                                 baseURL: baseURL)
        return PublishOptions(build: build, target: target, remote: remote, dryRun: dryRun, repository: repository ?? root)
    }

    func publish(_ target: PublishTarget, baseURL: String? = nil, remote: String? = nil, dryRun: Bool = false,
                 repository: URL? = nil) async throws -> PublishSummary {
        let options = options(target, baseURL: baseURL, remote: remote, dryRun: dryRun, repository: repository)
        return try await PublishAction(options: options).run()
    }

    /// The diagnostics of a publish that is expected to fail.
    func failures(_ target: PublishTarget, dryRun: Bool = false) async -> [Diagnostic] {
        do {
            _ = try await publish(target, dryRun: dryRun)
            return []
        } catch {
            return BuildFailure.diagnostics(of: error)
        }
    }
}

/// Every file below `folder` with its bytes (``ContentFolder/snapshot(_:)``).
func snapshot(_ folder: URL) throws -> [String: Data] {
    try ContentFolder.snapshot(folder)
}
