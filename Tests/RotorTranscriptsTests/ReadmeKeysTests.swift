import Foundation
import RotorModel
@testable import RotorTranscripts
import Testing

/// The README's transcript reference must name every key the parser accepts, so the
/// documentation cannot fall behind the registry.
@Suite struct ReadmeKeysTests {
    static let readme: String = {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        return (try? String(contentsOf: root.appendingPathComponent("README.md"), encoding: .utf8)) ?? ""
    }()

    @Test func everyKindAndKeyIsDocumented() {
        #expect(!Self.readme.isEmpty)
        let keys = TranscriptSpec.commonKeys.map(\.name) + ComponentRegistry.standard.kinds.flatMap { [$0.name] + $0.keys.map(\.name) }
        for key in keys { #expect(Self.readme.contains("`\(key)`"), "README lacks `\(key)`") }
    }

    @Test func everySceneKeyTraitAndEffectIsDocumented() {
        let names = SceneKind.nodeKeys.map(\.name) + SceneKind.traitNames.map(\.0)
            + SceneKind.containerNames.map(\.0) + SceneParser.effectNames
        for name in names {
            #expect(Self.readme.contains("`\(name)") || Self.readme.contains(" `\(name)`"), "README lacks `\(name)`")
        }
    }

    @Test func everyReaderSettingIsDocumented() {
        for reader in ReaderRegistry.readers {
            #expect(Self.readme.contains("`\(reader.name)`"))
            for setting in reader.settings { #expect(Self.readme.contains("`\(setting.key)`")) }
        }
    }
}
