import Foundation
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
