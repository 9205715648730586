import Foundation
import RotorOutput
import RotorSite

/// One file a publish writes, with its bytes loaded.
public struct PublishedFile: Sendable, Equatable {
    /// Path relative to the published root, with `/` separators.
    public var path: String
    public var data: Data

    public init(path: String, data: Data) {
        self.path = path
        self.data = data
    }
}

extension PublishedFile {
    /// The files of a generated site, in its sorted order, with copied assets read in.
    ///
    /// - Throws: An I/O error when a copied asset cannot be read.
    static func files(of site: GeneratedSite) throws -> [PublishedFile] {
        try site.files.map { file in
            switch file.contents {
            case .data(let data): PublishedFile(path: file.path, data: data)
            case .copy(let source): PublishedFile(path: file.path, data: try Data(contentsOf: source))
            case .stored(let path): PublishedFile(path: file.path, data: try Data(contentsOf: URL(fileURLWithPath: path)))
            }
        }
    }

    /// What GitHub Pages needs beside the site: `.nojekyll`, so folders and files that start
    /// with `_` or `.` are served as they are, and `CNAME` for a custom domain.
    static func pagesExtras(cname: String?) -> [PublishedFile] {
        var extras = [PublishedFile(path: ".nojekyll", data: Data())]
        if let cname { extras.append(PublishedFile(path: "CNAME", data: Data((cname + "\n").utf8))) }
        return extras
    }
}
