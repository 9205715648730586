import Foundation
import CRotorSystem
import RotorDiagnostics
import RotorSite

/// Whatever turns the content into a site in memory for the preview.
///
/// ``SiteGenerator`` conforms by generating everything each time. A generator that reuses
/// its previous work can conform instead and use `changes` to decide what to redo; the
/// server needs nothing else from it.
public protocol SiteBuilding: Sendable {
    /// Builds the site after `changes`; the first build gets ``FileChanges/everything``.
    ///
    /// - Throws: ``BuildFailure`` or ``Diagnostic`` for problems in the input.
    func build(after changes: FileChanges) async throws -> GeneratedSite
}

extension SiteGenerator: SiteBuilding {
    /// Generates everything from scratch.
    public func build(after changes: FileChanges) async throws -> GeneratedSite {
        try await generate()
    }
}

/// The preview's builder: a ``SiteGenerator`` with one ``BuildCache`` kept for the whole session,
/// so a rebuild reads, renders and composes only what changed, with the bytes of a clean build.
/// The watcher's list of changed files lets an edit to an article's text skip the rest of the site.
public struct CachedSiteBuilder: SiteBuilding {
    public var generator: SiteGenerator
    public let cache: BuildCache

    public init(generator: SiteGenerator, cache: BuildCache = BuildCache()) {
        self.generator = generator
        self.cache = cache
    }

    public func build(after changes: FileChanges) async throws -> GeneratedSite {
        let site = try await generator.generate(cache: cache, changedFiles: changes.isComplete ? changes.paths : nil)
        // A build that planned the whole site peaks far above what it keeps: give the rest back.
        // An edit to one article allocates little, and its reload should not wait for this.
        if cache.statistics.pagesPlanned > 0 { rotor_release_free_memory() }
        return site
    }
}

/// Files that changed since the last build, as absolute paths.
public struct FileChanges: Sendable, Equatable {
    /// Standardized absolute paths of files (or folders) that were created, written, renamed or removed.
    public var paths: Set<String>
    /// The watcher lost track (queue overflow, first build): assume anything changed.
    public var isComplete: Bool

    public init(paths: Set<String> = [], isComplete: Bool = true) {
        self.paths = paths
        self.isComplete = isComplete
    }

    /// Everything may have changed.
    public static let everything = FileChanges(paths: [], isComplete: false)

    public var isEmpty: Bool { paths.isEmpty && isComplete }

    mutating func formUnion(_ other: FileChanges) {
        paths.formUnion(other.paths)
        isComplete = isComplete && other.isComplete
    }
}
