import Synchronization

/// Collects what the watchers report and hands it out in settled batches.
///
/// Editors save in several steps: write a temporary file and rename it over the old one, or
/// truncate and write twice. Each step is an event, but only the end state is worth
/// building, so ``next()`` waits until no event has arrived for `quiet` before it returns
/// everything gathered. Changes that arrive while a build runs wait in the queue and come out
/// together as the next batch, so a burst of saves costs one more build, not one per save.
public final class ChangeQueue: Sendable {
    private struct State {
        var pending = FileChanges(paths: [], isComplete: true)
        var hasPending = false
        var lastEvent = ContinuousClock.now
        var isFinished = false
    }

    private let state = Mutex(State())
    private let signal: AsyncStream<Void>
    private let wake: AsyncStream<Void>.Continuation
    /// How long the files must stay untouched before a batch is handed out.
    public let quiet: Duration

    public init(quiet: Duration = .milliseconds(30)) {
        self.quiet = quiet
        (signal, wake) = AsyncStream.makeStream(of: Void.self, bufferingPolicy: .bufferingNewest(1))
    }

    /// Adds changes; called by watchers from any thread.
    public func record(_ changes: FileChanges) {
        let accepted = state.withLock { state in
            guard !state.isFinished else { return false }
            state.pending.formUnion(changes)
            state.hasPending = true
            state.lastEvent = .now
            return true
        }
        if accepted { wake.yield() }
    }

    /// Waits for changes to settle and returns them all, or `nil` once the queue is finished.
    public func next() async -> FileChanges? {
        var iterator = signal.makeAsyncIterator()
        while true {
            let (hasPending, isFinished) = state.withLock { ($0.hasPending, $0.isFinished) }
            if isFinished { return nil }
            if !hasPending {
                guard await iterator.next() != nil else { return nil }
                continue
            }
            let settled: FileChanges? = state.withLock { state in
                guard ContinuousClock.now - state.lastEvent >= quiet else { return nil }
                defer {
                    state.pending = FileChanges(paths: [], isComplete: true)
                    state.hasPending = false
                }
                return state.pending
            }
            if let settled { return settled }
            let wait = state.withLock { $0.lastEvent } + quiet
            try? await Task.sleep(until: wait, clock: .continuous)
            if Task.isCancelled { return nil }
        }
    }

    /// Ends ``next()`` for good; later changes are dropped.
    public func finish() {
        state.withLock { $0.isFinished = true }
        wake.finish()
    }
}
