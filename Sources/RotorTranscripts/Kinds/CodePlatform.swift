import RotorModel

/// The platform a kind's code belongs to, which its kind declares (``ComponentKind/platform``).
///
/// A written spec (a scene, a slider) is for `any` reader. Code is one platform's: SwiftUI and
/// UIKit are iOS, which only VoiceOver reads; Compose is Android, which only TalkBack reads.
enum CodePlatform: Sendable, Hashable {
    case any
    case ios
    case android

    /// The readers of the platform; `nil` for every reader of the registry.
    var readers: [String]? {
        switch self {
        case .any: nil
        case .ios: ["voiceover"]
        case .android: ["talkback"]
        }
    }

    /// What is said under the figure about the readers left out.
    var note: PhraseKey? {
        switch self {
        case .any: nil
        case .ios: .uiIOSCodeOnly
        case .android: .uiAndroidCodeOnly
        }
    }

    /// The code, in an error's words.
    var codeDescription: String {
        switch self {
        case .any: "a written spec"
        case .ios: "iOS code (SwiftUI or UIKit)"
        case .android: "Android code (Jetpack Compose)"
        }
    }

    /// What an author can do instead, in an error's words.
    var otherReaderAdvice: String {
        switch self {
        case .any: ""
        case .ios: "run it with --reader voiceover, or describe the control as a scene to hear it on TalkBack"
        case .android: "run it with --reader talkback, or describe the control as a scene (or write its SwiftUI) to hear it on VoiceOver"
        }
    }
}
