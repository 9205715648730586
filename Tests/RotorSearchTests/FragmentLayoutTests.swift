import Foundation
import RotorDiagnostics
@testable import RotorSearch
import Testing

/// `rotor build` patches search fragments from their saved layout and the files as written
/// (``FragmentLayout``); the result must be what ``FragmentTable/update(document:_:)``, the
/// in-memory path, gives: the same keys, sizes, fragment starts and bytes.
@Suite struct FragmentLayoutTests {
    /// Lists of `stride` values for `count` keys over `documents` documents, from a seed.
    private static func lists(keys count: Int, documents: UInt32, stride: Int, seed: UInt64) -> [SearchKey: [UInt32]] {
        var state = seed
        func next() -> UInt64 {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return state >> 33
        }
        var lists: [SearchKey: [UInt32]] = [:]
        for key in 0..<count {
            var list: [UInt32] = []
            for document in 0..<documents where next() % 3 == 0 {
                list.append(document)
                if stride == 2 { list.append(UInt32(next() % 200)) }
            }
            if !list.isEmpty { lists[SearchKey("k\(key)x\(next() % 7)")] = list }
        }
        return lists
    }

    /// A fragment that does not fit its saved layout is a `damaged` diagnostic saying which
    /// fragment or entry, so the build that reads it builds the whole site instead; the
    /// fragments as written patch without one.
    @Test func aFragmentThatDoesNotFitItsLayoutIsDamaged() throws {
        let lists = Self.lists(keys: 300, documents: 20, stride: 1, seed: 5)
        let table = FragmentTable(lists: lists, stride: 1)
        let files = table.fragments.map { [UInt8]($0) }
        let key = try #require(lists.keys.min { SearchKey.precedes($0, $1) })
        let changes: [SearchKey: UInt32?] = [key: 19]
        _ = try table.layout.patched(document: 19, changes: changes, stride: 1) { files[$0] }
        func damage(_ fragment: @escaping (Int) -> [UInt8]) -> Diagnostic? {
            do {
                _ = try table.layout.patched(document: 19, changes: changes, stride: 1, fragment: fragment)
                return nil
            } catch {
                return error as? Diagnostic
            }
        }
        let cut = damage { Array(files[$0].dropLast(2)) }
        #expect(cut?.code == .damaged && cut?.path == "" && cut?.message.hasPrefix("fragment 0 is not the object of ") == true)
        // The right length, but a letter in the first entry where a document number was.
        let altered = damage { number in
            var bytes = files[number]
            if number == 0, let end = bytes.firstIndex(of: UInt8(ascii: "]")) { bytes[end - 1] = UInt8(ascii: "z") }
            return bytes
        }
        #expect(altered?.code == .damaged && altered?.message.hasPrefix("the entry of ") == true, "\(String(describing: altered))")
    }

    /// Patching the written fragments after changes to one document gives what a table made
    /// afresh from the changed lists writes: the layout and every fragment's bytes.
    @Test(arguments: [1, 2])
    func patchingTheWrittenFragmentsMatchesAFreshTable(stride: Int) throws {
        var lists = Self.lists(keys: 900, documents: 40, stride: stride, seed: 3)
        let table = FragmentTable(lists: lists, stride: stride)
        var layout = table.layout
        var files = table.fragments.map { [UInt8]($0) }
        #expect(files.count > 2, "several fragments")
        var state: UInt64 = 11
        for round in 0..<12 {
            var changes: [SearchKey: UInt32?] = [:]
            for _ in 0..<(round % 3 == 0 ? 200 : 15) {
                state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
                let key = SearchKey("k\((state >> 33) % 1100)x\((state >> 20) % 7)")
                changes[key] = (state >> 40) % 4 == 0 ? .some(nil) : UInt32((state >> 45) % 300)
            }
            let document = UInt32(round * 3 % 40)
            for (key, value) in changes {
                var list = lists[key] ?? []
                _ = FragmentTable.set(value, for: document, in: &list, stride: stride)
                lists[key] = list.isEmpty ? nil : list
            }
            let fresh = FragmentTable(lists: lists, stride: stride)
            let patched = try layout.patched(document: document, changes: changes, stride: stride) { files[$0] }
            #expect(patched.layout == fresh.layout, "round \(round)")
            var next = Array(files.prefix(patched.layout.starts.count))
            while next.count < patched.layout.starts.count { next.append([]) }
            for (number, bytes) in patched.fragments { next[number] = bytes }
            #expect(next == fresh.fragments.map { [UInt8]($0) }, "round \(round)")
            layout = patched.layout
            files = next
        }
    }
}
