import RotorDiagnostics
import RotorModel

/// One kind of component a transcript spec can name: `slider`, `tab-bar`, `scene`.
///
/// A kind is one file: its name, the keys it reads (with their types, for errors and the
/// reference), the phrase keys its model words things with, and a function from the spec's
/// fields to a model. The registry lists every kind once; nothing else switches over kinds.
protocol ComponentKind {
    /// The value of `component:`.
    static var name: String { get }
    /// One line for the reference.
    static var summary: String { get }
    /// The keys this kind reads, besides those every spec has.
    static var keys: [SpecKey] { get }
    /// The phrases its model words its tree, notes, summary and picture with, declared beside
    /// the model (`SliderModel.phraseKeys`); the transcript phrase file must define each.
    static var phraseKeys: [PhraseKey] { get }
    /// A short spec that builds, for the reference page; a test expands every one.
    static var example: String { get }
    /// Whose code the kind runs, which decides the readers that can meet it at all: iOS
    /// code is never read by TalkBack, Android code never by VoiceOver.
    static var platform: CodePlatform { get }
    /// Whether the kind runs the article's own Swift code rather than a written spec.
    static var runsCode: Bool { get }

    /// Builds the model from the spec's fields.
    ///
    /// - Throws: `Diagnostic` at the field that is wrong.
    static func model(_ fields: SpecMapping) throws(Diagnostic) -> any AccessibleComponent
}

extension ComponentKind {
    static var platform: CodePlatform { .any }
    /// The readers that can meet this kind at all.
    static var readers: [String] { platform.readers ?? ReaderRegistry.names }
    static var runsCode: Bool { false }
}

/// A key a kind reads, described for people.
public struct SpecKey: Sendable, Hashable {
    public var name: String
    /// The value's shape, such as `number` or `list of nodes`.
    public var type: String
    public var summary: String

    public init(_ name: String, _ type: String, _ summary: String) {
        self.name = name
        self.type = type
        self.summary = summary
    }
}

/// Every component kind, listed once.
///
/// `standard` is what specs can name; a test may add a kind of its own (`adding`) and hand
/// the registry to `TranscriptExpander.expandAll(…kinds:)`.
public struct ComponentRegistry: Sendable {
    private(set) var kinds: [any ComponentKind.Type]
    /// The words of kinds added without phrase files, by language.
    private var addedPhrases: [String: Phrasebook] = [:]

    public static let standard = ComponentRegistry(kinds: [
        SliderKind.self,
        IntegerSliderKind.self,
        CarouselKind.self,
        TabBarKind.self,
        FocusOrderKind.self,
        SceneKind.self,
        SwiftUIKind.self,
        UIKitKind.self,
        ComposeKind.self,
    ])

    /// This registry with `kind` after its own, which speaks its own keys from `phrases`
    /// (one phrasebook per language) besides the shipped phrase files.
    func adding(_ kind: any ComponentKind.Type, phrases: [Phrasebook]) -> ComponentRegistry {
        var registry = self
        registry.kinds.append(kind)
        for book in phrases {
            registry.addedPhrases[book.language] = registry.addedPhrases[book.language].map { $0.merging(book) } ?? book
        }
        return registry
    }

    /// `phrases` with the added kinds' words in its language.
    func phrases(_ phrases: Phrasebook) -> Phrasebook {
        addedPhrases[phrases.language].map { phrases.merging($0) } ?? phrases
    }

    var names: [String] { kinds.map { $0.name } }

    func kind(named name: String) -> (any ComponentKind.Type)? {
        kinds.first { $0.name == name }
    }

    /// The phrase keys of every kind, in the kinds' order; a key kinds share comes once per kind.
    var phraseKeys: [PhraseKey] { kinds.flatMap { $0.phraseKeys } }
}

/// What the authors' reference page shows, read from the registries the parser uses, so the
/// page cannot fall behind them.
public enum SpecReference {
    public struct Kind: Sendable {
        public var name: String
        public var summary: String
        public var keys: [SpecKey]
        public var example: String
    }

    public static var commonKeys: [SpecKey] { TranscriptSpec.commonKeys }
    public static var kinds: [Kind] {
        ComponentRegistry.standard.kinds.map { Kind(name: $0.name, summary: $0.summary, keys: $0.keys, example: $0.example) }
    }
    public static var sceneNodeKeys: [SpecKey] { SceneKind.nodeKeys }
    public static var traits: [String] { SceneKind.traitNames.map(\.0) }
    public static var containers: [String] { SceneKind.containerNames.map(\.0) }
    public static var effects: [String] { SceneParser.effectNames }
}
