import Synchronization

/// Hands every build's ``LiveEvent`` to each open event stream.
///
/// A new stream first gets the current error, if the last build failed, so that a page
/// opened while the site is broken shows the overlay at once. A stream that reconnects with
/// a `Last-Event-ID` older than the last build gets that build's event, so it misses nothing.
final class LiveReloadHub: Sendable {
    /// What a stream carries: events, and heartbeats that keep it open.
    enum Item: Sendable, Equatable {
        case event(LiveEvent)
        case heartbeat
    }

    private struct State {
        var latest: LiveEvent?
        var subscribers: [Int: AsyncStream<Item>.Continuation] = [:]
        var nextID = 0
        var isFinished = false
    }

    private let state = Mutex(State())
    private let heartbeat: Duration

    /// - Parameter heartbeat: How often an idle stream gets a comment line.
    init(heartbeat: Duration = .seconds(15)) {
        self.heartbeat = heartbeat
    }

    /// Opens a stream of items for one client.
    ///
    /// - Parameter lastEventID: The `Last-Event-ID` header of a reconnecting browser.
    func subscribe(lastEventID: String? = nil) -> AsyncStream<Item> {
        let (stream, continuation) = AsyncStream.makeStream(of: Item.self, bufferingPolicy: .bufferingNewest(64))
        let id: Int? = state.withLock { state in
            guard !state.isFinished else { return nil }
            if let latest = state.latest,
               latest.kind == .error || (lastEventID != nil && lastEventID != String(latest.generation)) {
                continuation.yield(.event(latest))
            }
            defer { state.nextID += 1 }
            state.subscribers[state.nextID] = continuation
            return state.nextID
        }
        guard let id else {
            continuation.finish()
            return stream
        }
        let interval = heartbeat
        let beats = Task {
            while (try? await Task.sleep(for: interval)) != nil {
                if case .terminated = continuation.yield(.heartbeat) { return }
            }
        }
        continuation.onTermination = { [weak self] _ in
            beats.cancel()
            _ = self?.state.withLock { $0.subscribers.removeValue(forKey: id) }
        }
        return stream
    }

    /// Sends an event to every open stream and remembers it for streams opened later.
    func publish(_ event: LiveEvent) {
        let subscribers = state.withLock { state in
            state.latest = event
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.yield(.event(event)) }
    }

    /// Ends every stream, and refuses new ones: the server is shutting down.
    func finish() {
        let subscribers = state.withLock { state in
            state.isFinished = true
            defer { state.subscribers = [:] }
            return Array(state.subscribers.values)
        }
        for subscriber in subscribers { subscriber.finish() }
    }

    /// The event a new stream would start with: the current error, if any.
    var currentError: LiveEvent? {
        state.withLock { $0.latest?.kind == .error ? $0.latest : nil }
    }

    var subscriberCount: Int { state.withLock { $0.subscribers.count } }
}
