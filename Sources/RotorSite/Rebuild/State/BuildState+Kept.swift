import Foundation
import RotorDiagnostics
import RotorOutput

extension BuildState {
    /// The state of a build just made: its records written anew in `folder`, each input with
    /// the stamp it was scanned with.
    ///
    /// `rotor build` saves it beside the output, with its environment and output trees;
    /// `rotor serve` keeps it in memory, with the records in its own temporary folder, and
    /// neither of those.
    init(kept: KeptBuild, entries: [ContentScanner.Entry], recordsIn folder: URL, environment: ContentDigest = .zero,
         trees: (output: UInt64, previous: UInt64) = (0, 0), pageCount: Int, fileCount: Int, warnings: [Diagnostic]) throws {
        let records = try RecordWriter(in: folder)
        var table = RecordTable()
        for (number, record) in kept.records.enumerated() { table[number] = try records.add(record) }
        try records.flush()
        let inputs = entries.compactMap { entry -> Input? in
            guard let stamp = entry.stamp else { return nil }
            let source = kept.sources[entry.relativePath].map { Source(frontMatter: $0.frontMatter, record: $0.record) }
            return Input(path: entry.relativePath, stamp: stamp, kind: kept.links.kind(of: entry.relativePath), source: source)
        }
        self.init(environment: environment, outputInode: trees.output, previousInode: trees.previous,
                  pageCount: pageCount, fileCount: fileCount, inputs: inputs, links: kept.links,
                  anchorChecks: kept.anchorChecks, warnings: warnings, search: kept.search.mapValues { .decoded($0) },
                  records: table, fidelity: kept.fidelity)
    }
}
