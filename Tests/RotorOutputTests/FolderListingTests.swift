import Foundation
import RotorDiagnostics
import RotorOutput
import Testing

/// `FolderListing` reads a folder's entries with their types, and a folder it cannot open is
/// the one located error, at the folder, in the system's words.
@Suite struct FolderListingTests {
    @Test func entriesComeWithTheirKinds() throws {
        let folder = try OutputFilesTests.folder("listing")
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("x".utf8).write(to: folder.appendingPathComponent("page.html"))
        try FileManager.default.createDirectory(at: folder.appendingPathComponent("assets"), withIntermediateDirectories: false)
        let entries = try FolderListing.entries(of: folder.path).sorted { $0.name < $1.name }
        #expect(entries.map(\.name) == ["assets", "page.html"])
        #expect(entries.map(\.kind) == [.directory, .file])
    }

    @Test func aMissingFolderIsADiagnosticAtItsPathInTheSystemsWords() throws {
        let missing = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-no-folder-\(UUID().uuidString)").path
        #expect(throws: Diagnostic.system(missing, errno: ENOENT)) {
            try FolderListing.entries(of: missing)
        }
        do {
            _ = try FolderListing.entries(of: missing)
        } catch {
            #expect(error.path == missing)
            #expect(error.message == String(cString: strerror(ENOENT)))
            #expect(error.line == nil)
        }
    }
}
