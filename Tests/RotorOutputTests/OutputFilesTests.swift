import Foundation
@testable import RotorOutput
import Testing

/// RotorOutput on its own: digests, plain file writes, the output manifest and the folder swap,
/// in a temporary folder and without a site.
@Suite struct OutputFilesTests {
    static func folder(_ name: String) throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("rotor-output-\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test func aDigestIsSHA256AndItsBytesComeBack() {
        // The FIPS 180-2 test vector for "abc".
        let digest = ContentDigest("abc")
        #expect(digest.hex == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
        #expect(ContentDigest(Data("abc".utf8)) == digest)
        #expect(ContentDigest(bytes: digest.bytes) == digest)
        #expect(digest.bytes.count == 32)
        #expect(ContentDigest("abd") != digest)
    }

    @Test func aWriteReturnsTheStampOfWhatItWrote() throws {
        let folder = try Self.folder("write")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.html").path
        let stamp = try FileWriting.write(Data("<p>hello</p>".utf8), to: path)
        #expect(stamp.size == 12)
        #expect(FileReading.contents(path) == Data("<p>hello</p>".utf8))
        // A second write truncates: the shorter text leaves nothing of the longer one.
        #expect(try FileWriting.write(Data("bye".utf8), to: path).size == 3)
        #expect(FileReading.contents(path) == Data("bye".utf8))
    }

    @Test func anExclusiveWriteRefusesAnythingAlreadyThere() throws {
        let folder = try Self.folder("exclusive")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("taken").path
        try FileWriting.write(Data("first".utf8), to: path, exclusive: true)
        #expect(throws: (any Error).self) { try FileWriting.write(Data("second".utf8), to: path, exclusive: true) }
        #expect(FileReading.contents(path) == Data("first".utf8))
        // Nor through a symbolic link, whose target stays as it was.
        let link = folder.appendingPathComponent("link").path
        try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: path)
        #expect(throws: (any Error).self) { try FileWriting.write(Data("third".utf8), to: link, exclusive: true) }
        #expect(FileReading.contents(path) == Data("first".utf8))
    }

    @Test func aManifestComesBackAsSavedAndAnUnfinishedOneIsRefused() throws {
        let cache = try Self.folder("manifest")
        defer { try? FileManager.default.removeItem(at: cache) }
        var manifest = OutputManifest()
        manifest.entries["b/index.html"] = .init(hash: ContentDigest("b"), stamp: FileStamp(size: 1, seconds: 2, nanoseconds: 3, inode: 4))
        manifest.entries["a.css"] = .init(hash: ContentDigest("a"), stamp: FileStamp(size: 5, seconds: 6, nanoseconds: 7, inode: 8))
        manifest.folders[""] = .init(seconds: 10, nanoseconds: 11)
        manifest.folders["b"] = .init(seconds: 12, nanoseconds: 13)
        try manifest.save(in: cache, tree: 77)
        let loaded = try #require(OutputManifest.load(from: cache, tree: 77))
        #expect(loaded.entries.mapValues(\.hash) == manifest.entries.mapValues(\.hash))
        #expect(loaded.entries.mapValues(\.stamp) == manifest.entries.mapValues(\.stamp))
        #expect(loaded.folders == manifest.folders)
        #expect(OutputManifest.load(from: cache, tree: 78) == nil)
        // Cut before its last line ("end"), as a killed build would leave it: not used.
        let url = OutputManifest.url(in: cache, tree: 77)
        let bytes = try Data(contentsOf: url)
        try bytes.dropLast(4).write(to: url)
        #expect(OutputManifest.load(from: cache, tree: 77) == nil)
    }

    @Test func aFileEditedToAnotherSizeIsNoLongerUnchanged() throws {
        let folder = try Self.folder("unchanged")
        defer { try? FileManager.default.removeItem(at: folder) }
        let path = folder.appendingPathComponent("page.html").path
        let data = Data("<p>kept</p>".utf8)
        let stamp = try FileWriting.write(data, to: path)
        let hash = OutputManifest.hash(data)
        #expect(OutputManifest.unchanged(path, now: stamp, recorded: stamp, hash: hash) == stamp)
        let edited = try FileWriting.write(Data("<p>edited by hand</p>".utf8), to: path)
        #expect(OutputManifest.unchanged(path, now: edited, recorded: stamp, hash: hash) == nil)
        #expect(OutputManifest.unchanged(path, now: nil, recorded: stamp, hash: hash) == nil)
    }

    @Test func aSwapLeavesTheNewTreeWhereTheOldOneWas() throws {
        let root = try Self.folder("swap")
        defer { try? FileManager.default.removeItem(at: root) }
        let site = root.appendingPathComponent("site"), staging = root.appendingPathComponent("site.new")
        let retired = root.appendingPathComponent("site.old")
        // The first time, there is nothing to replace.
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try FileWriting.write(Data("one".utf8), to: staging.appendingPathComponent("index.html").path)
        try FolderSwap.replace(site, with: staging, retired: retired)
        #expect(FileReading.contents(site.appendingPathComponent("index.html").path) == Data("one".utf8))
        // Then the old tree goes, with a file only it had.
        try FileWriting.write(Data("stale".utf8), to: site.appendingPathComponent("gone.html").path)
        try FileManager.default.createDirectory(at: staging, withIntermediateDirectories: true)
        try FileWriting.write(Data("two".utf8), to: staging.appendingPathComponent("index.html").path)
        try FolderSwap.replace(site, with: staging, retired: retired)
        #expect(FileReading.contents(site.appendingPathComponent("index.html").path) == Data("two".utf8))
        #expect(!FileManager.default.fileExists(atPath: site.appendingPathComponent("gone.html").path))
        #expect(!FileManager.default.fileExists(atPath: staging.path))
        #expect(!FileManager.default.fileExists(atPath: retired.path))
    }
}
