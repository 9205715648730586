import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
@testable import RotorServe

/// Runs `test` against the preview router in process, with no socket.
func withPreviewRouter<Value: Sendable>(
    _ state: PreviewState, _ test: @Sendable (any TestClientProtocol) async throws -> Value
) async throws -> Value {
    let app = Application(router: PreviewRouter.make(state: state))
    return try await app.test(.router, test)
}

extension TestResponse {
    var text: String { String(buffer: body) }
}

extension HTTPField.Name {
    static var testHost: Self { Self("Host")! }
    static var testLastEventID: Self { Self("Last-Event-ID")! }
}
