import Foundation
import RotorDiagnostics
import RotorOutput

extension SiteGenerator {
    /// Reads and splits every Markdown file in parallel.
    ///
    /// An empty file is skipped with a warning, since editors create them on the way to an
    /// article; anything else that cannot be read is an error.
    func loadArticles(_ entries: [ContentScanner.Entry], cache: BuildCache?) async throws -> ([Page.Source], [Diagnostic]) {
        let scanner = ContentScanner(root: options.content)
        if cache == nil { FileReading.prefetch(entries.map(\.path)) }
        let results = try await entries.concurrentMap { entry -> Result<Page.Source?, Diagnostic> in
            guard let cache else { return Self.load(entry, scanner: scanner) }
            return cache.source(entry.relativePath, url: entry.url) { Self.load(entry, scanner: scanner) }
        }
        return try collect(results)
    }

    /// Reads and splits one article.
    static func load(_ entry: ContentScanner.Entry, scanner: ContentScanner) -> Result<Page.Source?, Diagnostic> {
        let displayPath = scanner.displayPath(entry.relativePath)
        guard let data = FileReading.contents(entry.path) else {
            return .failure(Diagnostic(path: displayPath, message: "cannot read this file"))
        }
        if data.allSatisfy({ $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 }) {
            return .failure(Diagnostic(path: displayPath, severity: .warning, message: "empty file skipped"))
        }
        guard let text = String(validating: data, as: UTF8.self) else {
            return .failure(Diagnostic(path: displayPath, line: Self.firstInvalidUTF8Line(data),
                                       message: "not UTF-8 text: save the file as UTF-8"))
        }
        do throws(Diagnostic) {
            let split = try FrontMatter.split(text, path: displayPath)
            return .success(Page.Source(relativePath: entry.relativePath, displayPath: displayPath,
                                        frontMatter: split.frontMatter, body: split.body,
                                        bodyLineOffset: split.bodyLineOffset))
        } catch {
            return .failure(error)
        }
    }

    private func collect(_ results: [Result<Page.Source?, Diagnostic>]) throws -> ([Page.Source], [Diagnostic]) {
        var sources: [Page.Source] = []
        var errors: [Diagnostic] = []
        var warnings: [Diagnostic] = []
        for result in results {
            switch result {
            case .success(let source?):
                sources.append(source)
                warnings += source.frontMatter.warnings
            case .success(nil): break
            case .failure(let diagnostic) where diagnostic.severity == .warning: warnings.append(diagnostic)
            case .failure(let diagnostic): errors.append(diagnostic)
            }
        }
        if !errors.isEmpty { throw BuildFailure(errors) }
        return (sources, warnings)
    }

    /// The 1-based line holding the first byte sequence that is not valid UTF-8.
    static func firstInvalidUTF8Line(_ data: Data) -> Int {
        var line = 1
        var lineStart = data.startIndex
        for index in data.indices where data[index] == 0x0A {
            if String(validating: data[lineStart..<index], as: UTF8.self) == nil { return line }
            line += 1
            lineStart = data.index(after: index)
        }
        return line
    }
}

extension Array where Element: Sendable {
    /// Maps in parallel across the machine's cores, keeping the original order.
    ///
    /// The work is cut into sixteen chunks per core, so that when articles differ in size no
    /// core sits idle while another finishes a long last chunk; chunks stay contiguous, so
    /// cores mostly work in different section folders.
    func concurrentMap<T: Sendable>(_ transform: @escaping @Sendable (Element) throws -> T) async throws -> [T] {
        let chunkCount = Swift.max(1, Swift.min(count, ProcessInfo.processInfo.activeProcessorCount * 16))
        let chunkSize = (count + chunkCount - 1) / Swift.max(chunkCount, 1)
        guard count > 0 else { return [] }
        return try await withThrowingTaskGroup(of: (Int, [T]).self) { group in
            for start in stride(from: 0, to: count, by: chunkSize) {
                let slice = Array(self[start..<Swift.min(start + chunkSize, count)])
                group.addTask { (start, try slice.map(transform)) }
            }
            var chunks: [(Int, [T])] = []
            for try await chunk in group { chunks.append(chunk) }
            return chunks.sorted { $0.0 < $1.0 }.flatMap(\.1)
        }
    }
}
