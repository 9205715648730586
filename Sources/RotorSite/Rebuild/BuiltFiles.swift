import Foundation
import RotorDiagnostics
import RotorOutput

/// The files of the site an ``IncrementalBuild`` patches, by output path: it reads the feeds
/// and search fragments it changes from here.
protocol BuiltFiles {
    func contents(at path: String) -> Data?
}

/// `rotor build`'s live output folder.
struct OutputFolder: BuiltFiles {
    let url: URL

    func contents(at path: String) -> Data? {
        FileReading.contents(url.path + "/" + path)
    }
}

/// The files `rotor serve` holds after a build, sorted by path as ``GeneratedSite`` has them.
struct HeldFiles: BuiltFiles, Sendable {
    private(set) var files: [OutputFile]

    init(_ files: [OutputFile]) {
        self.files = files
    }

    func contents(at path: String) -> Data? {
        guard let index = position(of: path) else { return nil }
        switch files[index].contents {
        case .data(let data): return data
        case .stored(let stored): return FileReading.contents(stored)
        case .copy: return nil
        }
    }

    /// Replaces, adds or (for `nil`) removes files, keeping the order.
    ///
    /// - Parameter store: Makes the contents of a new page, which may keep it on disk.
    mutating func apply(_ changes: [String: Data?], store: (String, Data) -> OutputFile.Contents) {
        var added: [OutputFile] = []
        var removed: Set<String> = []
        for (path, data) in changes {
            let index = position(of: path)
            switch (data, index) {
            case (let data?, let index?): files[index].contents = store(path, data)
            case (let data?, nil): added.append(OutputFile(path: path, contents: store(path, data)))
            case (nil, _?): removed.insert(path)
            case (nil, nil): break
            }
        }
        guard !added.isEmpty || !removed.isEmpty else { return }
        files.removeAll { removed.contains($0.path) }
        files += added
        files.sort { $0.path < $1.path }
    }

    private func position(of path: String) -> Int? {
        var low = 0, high = files.count
        while low < high {
            let middle = (low + high) / 2
            if files[middle].path < path { low = middle + 1 } else { high = middle }
        }
        return low < files.count && files[low].path == path ? low : nil
    }
}
