import CRotorSystem
import Foundation

/// Replaces a folder with a fully written one, so that readers see the old or the new, never a mix.
///
/// `rotor build` and `rotor publish` both write a complete tree beside their target, then call
/// this. With `renameat2(RENAME_EXCHANGE)` the two names trade places in one step; where the
/// file system cannot do that, the old folder is moved aside first, so that a recovery step can
/// put it back if the process dies between the two renames.
public enum FolderSwap {
    /// Makes `staging` the folder at `directory`, and removes what was there.
    ///
    /// - Parameters:
    ///   - directory: The folder readers use; it need not exist yet.
    ///   - staging: The complete new tree, a sibling of `directory`.
    ///   - retired: Where the old folder waits if the exchange has to be done in two renames.
    public static func replace(_ directory: URL, with staging: URL, retired: URL) throws {
        let manager = FileManager.default
        guard manager.fileExists(atPath: directory.path) else {
            try manager.createDirectory(at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
            try manager.moveItem(at: staging, to: directory)
            return
        }
        if rotor_exchange_paths(staging.path, directory.path) == 0 {
            try manager.removeItem(at: staging)
            return
        }
        try manager.moveItem(at: directory, to: retired)
        try manager.moveItem(at: staging, to: directory)
        try manager.removeItem(at: retired)
    }

    /// Trades the names of two folders in one step; `false` where the file system cannot.
    package static func exchange(_ first: URL, _ second: URL) -> Bool {
        rotor_exchange_paths(first.path, second.path) == 0
    }
}
