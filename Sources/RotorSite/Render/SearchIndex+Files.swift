import RotorOutput
import RotorSearch

extension SearchIndex {
    /// The index's files as the output writer takes them.
    func outputFiles() -> [OutputFile] {
        files().map { OutputFile(path: $0.path, contents: .data($0.bytes)) }
    }
}
