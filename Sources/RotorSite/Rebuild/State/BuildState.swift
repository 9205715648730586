import Foundation
import RotorDiagnostics
import RotorOutput
import RotorSearch
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// What `rotor build` keeps in its cache folder so that the next build, after edits to the
/// text of articles, redoes only those articles without reading or planning the rest.
///
/// Two files in `.NAME.rotor-cache/`:
/// - `state`: the stamp of every input, the front-matter digest and page of every source,
///   the link table, every anchor check, the warnings, and each language's search layout.
///   Rewritten whole by every build, through a temporary file and a rename, and ended by a
///   SHA-256 of everything before it.
/// - `records`: a ``PageRecord`` per page with a source. Written whole by a full build;
///   an incremental build appends the records it changes, and the state says where each
///   page's current record is, with its SHA-256, so a record is checked whenever it is read.
///
/// A state is used only for the output trees it was written with (their folder inodes), the
/// same environment (options, theme, site.yml, the program) and a whole, unaltered file;
/// anything else is a full build, with a warning when the file was there but unusable.
struct BuildState {
    static let magic = Array("rotor build state 8\n".utf8)

    /// Options, theme files, site.yml and the program: anything else than articles and assets.
    var environment: ContentDigest
    /// The output folder's inode and the previous tree's, when the state was written.
    var outputInode: UInt64
    var previousInode: UInt64
    var pageCount: Int
    var fileCount: Int
    /// Every file of the content folder, sorted by relative path as the scan sorts them.
    var inputs: [Input]
    /// Built from ``inputs`` and the generated pages.
    var links: SiteLinks
    /// Every link to an anchor, by the page whose text holds it.
    var anchorChecks: [String: [ArticleRenderer.AnchorCheck]]
    var warnings: [Diagnostic]
    /// Each language's search index as saved, decoded only for the languages an edit touches.
    var search: [String: SearchSection]
    /// Where each record is in `records`, by record number.
    var records: RecordTable
    /// The site's transcripts by page, for the pages that show them all.
    var fidelity = FidelityTable()

    struct Input: Equatable {
        var path: String
        var stamp: FileStamp
        var kind: SiteLinks.FileKind?
        /// For a Markdown file that became a page.
        var source: Source?
    }

    struct Source: Equatable {
        /// The SHA-256 of the text before the body: an edit that changes it plans the site again.
        var frontMatter: ContentDigest
        var record: Int
    }

    struct RecordLocation: Equatable {
        var offset: Int
        var length: Int
        var digest: ContentDigest
    }

    /// A language's ``SavedSearchIndex``, kept as bytes until an edit needs it.
    enum SearchSection {
        case encoded([UInt8])
        case decoded(SavedSearchIndex)

        func decode() throws(Diagnostic) -> SavedSearchIndex {
            switch self {
            case .decoded(let index): return index
            case .encoded(let bytes):
                var reader = StateReader(bytes)
                let index = try reader.searchIndex()
                guard reader.isAtEnd else { throw reader.damage("bytes are left after a saved search index") }
                return index
            }
        }

        var bytes: [UInt8] {
            switch self {
            case .encoded(let bytes): return bytes
            case .decoded(let index):
                var writer = StateWriter()
                writer.searchIndex(index)
                return writer.bytes
            }
        }
    }

    /// Record locations in fixed-width rows (offset, length, digest), read only where needed.
    struct RecordTable {
        static let width = 8 + 4 + 32
        private(set) var bytes: [UInt8]

        init(bytes: [UInt8] = []) {
            self.bytes = bytes
        }

        var count: Int { bytes.count / Self.width }

        subscript(number: Int) -> RecordLocation {
            get {
                let start = number * Self.width
                var offset = 0, length = 0
                for index in 0..<8 { offset |= Int(bytes[start + index]) << (8 * index) }
                for index in 0..<4 { length |= Int(bytes[start + 8 + index]) << (8 * index) }
                return RecordLocation(offset: offset, length: length,
                                      digest: ContentDigest(bytes: Array(bytes[(start + 12)..<(start + Self.width)])))
            }
            set {
                var row: [UInt8] = []
                for index in 0..<8 { row.append(UInt8(truncatingIfNeeded: newValue.offset >> (8 * index))) }
                for index in 0..<4 { row.append(UInt8(truncatingIfNeeded: newValue.length >> (8 * index))) }
                row += newValue.digest.bytes
                let start = number * Self.width
                if start == bytes.count { bytes += row } else { bytes.replaceSubrange(start..<(start + Self.width), with: row) }
            }
        }
    }

    static func url(in cache: URL) -> URL { cache.appendingPathComponent("state") }
    static func recordsURL(in cache: URL) -> URL { cache.appendingPathComponent("records") }

    /// The digest of a source's front matter as ``Source/frontMatter`` keeps it.
    static func frontMatterDigest(_ source: Page.Source) -> ContentDigest {
        let text = source.body.base
        return ContentDigest(String(text[text.startIndex..<source.body.startIndex]))
    }

    /// The record number of the page at `path`, for the few lookups by page.
    func record(ofPage path: String) -> Int? {
        for input in inputs where input.source != nil && SitePlan.pagePath(forSource: input.path) == path {
            return input.source!.record
        }
        return nil
    }
}

// MARK: - Saving and loading

extension BuildState {
    /// Writes the state; the records file must already hold every record it names.
    func save(in cache: URL) throws {
        try Self.save(encoded(), in: cache, outputInode: outputInode, previousInode: previousInode, fileCount: fileCount)
    }

    /// Where the tree inodes and the file count sit in ``encoded()``, as fixed-width numbers, so
    /// that a state can be encoded while the output is written and finished after.
    private static var headerEnd: Int { magic.count + 1 + 32 + 24 }

    /// Writes a state made by ``encoded()`` with the trees and file count of the build's end.
    static func save(_ encoded: [UInt8], in cache: URL, outputInode: UInt64, previousInode: UInt64, fileCount: Int) throws {
        var bytes = encoded
        var offset = headerEnd - 24
        for value in [outputInode, previousInode, UInt64(fileCount)] {
            for shift in stride(from: 0, to: 64, by: 8) { bytes[offset] = UInt8(truncatingIfNeeded: value >> UInt64(shift)); offset += 1 }
        }
        bytes += bytes.withUnsafeBytes { ContentDigest(hashing: $0) }.bytes
        let url = Self.url(in: cache)
        let temporary = url.path + ".tmp"
        try FileWriting.write(Data(bytes), to: temporary)
        guard rename(temporary, url.path) == 0 else { throw OutputWriter.error(url.path) }
    }

    /// The state's bytes without its trailing digest; the trees and file count are zeros.
    func encoded() -> [UInt8] {
        var writer = StateWriter(capacity: 80 * inputs.count + records.bytes.count + 4096)
        writer.raw(Self.magic)
        writer.digest(environment)
        for _ in 0..<24 { writer.bool(false) }
        writer.uint(UInt64(pageCount))
        writer.string(links.basePath)
        writer.string(links.baseURL)
        writer.bool(links.allowRawHTML)
        writer.uint(UInt64(inputs.count))
        for input in inputs {
            writer.string(input.path)
            writer.stamp(input.stamp)
            writer.uint(UInt64(input.kind?.rawValue ?? 0))
            if let source = input.source {
                writer.digest(source.frontMatter)
                writer.uint(UInt64(source.record))
            }
        }
        writer.strings(links.generatedPages.sorted())
        writer.uint(UInt64(anchorChecks.count))
        for (page, checks) in anchorChecks.sorted(by: { $0.key < $1.key }) {
            writer.string(page)
            writer.uint(UInt64(checks.count))
            for check in checks {
                writer.string(check.path)
                writer.string(check.anchor)
                writer.string(check.source)
                writer.int(check.line)
                writer.int(check.column ?? -1)
                writer.optional(check.link)
            }
        }
        writer.uint(UInt64(warnings.count))
        for warning in warnings { writer.diagnostic(warning) }
        writer.uint(UInt64(search.count))
        for (language, section) in search.sorted(by: { $0.key < $1.key }) {
            writer.string(language)
            writer.raw(section.bytes)
        }
        writer.fidelityTable(fidelity)
        writer.raw(records.bytes)
        return writer.bytes
    }

    /// The saved state, or why there is none to use.
    ///
    /// A state that does not read back is a `damaged` ``Diagnostic`` in the state's file.
    static func load(from cache: URL) -> Result<BuildState, Diagnostic>? {
        let file = url(in: cache)
        guard let bytes = FileReading.bytes(file.path) else { return nil }
        do throws(Diagnostic) {
            guard bytes.count > 32 + magic.count else { throw .damaged("the file is \(bytes.count) bytes, too short for a build state") }
            let body = bytes.count - 32
            let digest = bytes.withUnsafeBytes { ContentDigest(hashing: UnsafeRawBufferPointer(rebasing: $0[..<body])) }
            guard digest.bytes == Array(bytes[body...]) else { throw .damaged("the file does not match its digest: it was changed or cut short") }
            var reader = StateReader(bytes, end: body)
            guard try Array(reader.raw()) == magic else {
                throw .damaged("the file is not a build state this version of Rotor writes ('\(String(decoding: magic.dropLast(), as: UTF8.self))')")
            }
            return .success(try read(&reader))
        } catch {
            return .failure(error.located(in: file.relativePathForDisplay))
        }
    }

    private static func read(_ reader: inout StateReader) throws(Diagnostic) -> BuildState {
        let environment = try reader.digest()
        let outputInode = try reader.fixed(), previousInode = try reader.fixed(), fileCount = Int(try reader.fixed())
        let pageCount = Int(try reader.uint())
        let basePath = try reader.string(), baseURL = try reader.string(), allowRawHTML = try reader.bool()
        let inputCount = try reader.count()
        var inputs: [Input] = []
        inputs.reserveCapacity(inputCount)
        var files: [String] = [], kinds: [SiteLinks.FileKind] = []
        files.reserveCapacity(inputCount)
        kinds.reserveCapacity(inputCount)
        for _ in 0..<inputCount {
            let path = try reader.string(), stamp = try reader.stamp()
            let raw = try reader.uint()
            guard raw <= 2 else { throw reader.damage("an input's kind is \(raw), not 0, 1 or 2") }
            let kind = SiteLinks.FileKind(rawValue: UInt8(raw))
            var source: Source?
            if kind == .source { source = Source(frontMatter: try reader.digest(), record: Int(try reader.uint())) }
            if let kind {
                files.append(path)
                kinds.append(kind)
            }
            inputs.append(Input(path: path, stamp: stamp, kind: kind, source: source))
        }
        let links = SiteLinks(basePath: basePath, baseURL: baseURL, allowRawHTML: allowRawHTML, files: files, kinds: kinds,
                              generatedPages: Set(try reader.strings()))
        var anchorChecks: [String: [ArticleRenderer.AnchorCheck]] = [:]
        for _ in 0..<(try reader.count()) {
            let page = try reader.string()
            var checks: [ArticleRenderer.AnchorCheck] = []
            for _ in 0..<(try reader.count()) {
                let path = try reader.string(), anchor = try reader.string(), source = try reader.string(), line = try reader.int()
                let column = try reader.int()
                checks.append(.init(path: path, anchor: anchor, source: source, line: line, column: column < 0 ? nil : column,
                                    link: try reader.optional()))
            }
            anchorChecks[page] = checks
        }
        var warnings: [Diagnostic] = []
        for _ in 0..<(try reader.count()) { warnings.append(try reader.diagnostic()) }
        var search: [String: SearchSection] = [:]
        for _ in 0..<(try reader.count()) { search[try reader.string()] = .encoded(Array(try reader.raw())) }
        let fidelity = try reader.fidelityTable()
        let records = RecordTable(bytes: Array(try reader.raw()))
        guard reader.isAtEnd else { throw reader.damage("bytes are left after the last part") }
        guard records.bytes.count % RecordTable.width == 0 else {
            throw reader.damage("the record table's \(records.bytes.count) bytes are not whole records")
        }
        guard inputs.allSatisfy({ $0.source.map { $0.record < records.count } ?? true }),
              fidelity.pages.allSatisfy({ $0.record < records.count }) else {
            throw reader.damage("a page names a record past the \(records.count) the table has")
        }
        return BuildState(environment: environment, outputInode: outputInode, previousInode: previousInode, pageCount: pageCount,
                          fileCount: fileCount, inputs: inputs, links: links, anchorChecks: anchorChecks, warnings: warnings,
                          search: search, records: records, fidelity: fidelity)
    }
}

// MARK: - Coding of the parts

extension StateWriter {
    mutating func stamp(_ stamp: FileStamp) {
        int(Int(stamp.size))
        int(stamp.seconds)
        int(stamp.nanoseconds)
        uint(stamp.inode)
        int(stamp.changeSeconds)
        int(stamp.changeNanoseconds)
    }

    /// Every field of the warning, so an incremental build reports it as a clean one does:
    /// its code, place, whether the line is absolute, severity, message, subjects (a placed
    /// warning has none, but the state keeps what it is given) and those that follow it.
    mutating func diagnostic(_ diagnostic: Diagnostic) {
        string(diagnostic.code.savedName)
        string(diagnostic.path)
        int(diagnostic.line ?? -1)
        int(diagnostic.column ?? -1)
        bool(diagnostic.isAbsolute)
        bool(diagnostic.severity == .warning)
        string(diagnostic.message)
        uint(UInt64(diagnostic.subjects.count))
        for subject in diagnostic.subjects {
            string(subject.name)
            int(subject.item ?? -1)
        }
        uint(UInt64(diagnostic.following.count))
        for next in diagnostic.following { self.diagnostic(next) }
    }

    mutating func searchIndex(_ index: SavedSearchIndex) {
        uint(UInt64(index.records.count))
        for record in index.records { uint(UInt64(record)) }
        string(index.sections)
        layout(index.terms)
        layout(index.pairs)
    }

    mutating func layout(_ layout: FragmentLayout) {
        uint(UInt64(layout.keys.count))
        for key in layout.keys { string(key.text) }
        for size in layout.sizes { uint(UInt64(size)) }
        uint(UInt64(layout.starts.count))
        for start in layout.starts { uint(UInt64(start)) }
    }
}

extension StateReader {
    /// Eight bytes, little-endian.
    mutating func fixed() throws(Diagnostic) -> UInt64 {
        var value: UInt64 = 0
        for shift in stride(from: 0, to: 64, by: 8) {
            guard !isAtEnd else { throw damage("the file ends inside a number") }
            value |= UInt64(bytes[offset]) << UInt64(shift)
            try skip(1)
        }
        return value
    }

    mutating func stamp() throws(Diagnostic) -> FileStamp {
        FileStamp(size: Int64(try int()), seconds: try int(), nanoseconds: try int(), inode: try uint(),
                  changeSeconds: try int(), changeNanoseconds: try int())
    }

    mutating func diagnostic() throws(Diagnostic) -> Diagnostic {
        let name = try string()
        guard let code = Diagnostic.Code(savedName: name) else { throw damage("a warning's code '\(name)' is none Rotor has") }
        let path = try string(), line = try int(), column = try int(), isAbsolute = try bool(), isWarning = try bool()
        var diagnostic = Diagnostic(path: path, line: line < 0 ? nil : line, column: column < 0 ? nil : column, isAbsolute: isAbsolute,
                                    severity: isWarning ? .warning : .error, code: code, message: try string())
        for _ in 0..<(try count()) {
            let name = try string(), item = try int()
            diagnostic.subjects.append(Diagnostic.Subject(name, item: item < 0 ? nil : item))
        }
        for _ in 0..<(try count()) { diagnostic.following.append(try self.diagnostic()) }
        return diagnostic
    }

    mutating func searchIndex() throws(Diagnostic) -> SavedSearchIndex {
        var records: [Int] = []
        for _ in 0..<(try count()) { records.append(Int(try uint())) }
        return SavedSearchIndex(records: records, sections: try string(), terms: try layout(), pairs: try layout())
    }

    mutating func layout() throws(Diagnostic) -> FragmentLayout {
        let count = try self.count()
        var keys: [SearchKey] = []
        keys.reserveCapacity(count)
        for _ in 0..<count { keys.append(SearchKey(try string())) }
        var sizes: [Int] = []
        sizes.reserveCapacity(count)
        for _ in 0..<count { sizes.append(Int(try uint())) }
        var starts: [Int] = []
        for _ in 0..<(try self.count()) {
            let start = Int(try uint())
            guard start < count, start >= (starts.last.map { $0 + 1 } ?? 0) else {
                throw damage("a search fragment starts at key \(start), out of order or past the \(count) keys")
            }
            starts.append(start)
        }
        guard (count == 0) == starts.isEmpty, starts.first ?? 0 == 0 else {
            throw damage("the search fragments' starts do not cover their \(count) keys")
        }
        return FragmentLayout(keys: keys, sizes: sizes, starts: starts)
    }
}
