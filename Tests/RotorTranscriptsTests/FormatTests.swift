import Foundation
import Testing
import RotorTranscripts

@Suite struct FormatTests {
    static let spec = "component: slider\nlabel: Volume\nvalue: 90\ngestures: [focus, swipe up]"

    @Test func textFormatInEnglish() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.spec, defaultLanguage: "en")
        #expect(TranscriptTextFormatter.format(transcript) == """
        VoiceOver transcript: Volume

        1. Focus the first element
           Spoken output: Volume, 90, 90%, Adjustable
           … After a pause: Horizontal slider. Swipe up or down with one finger to adjust the value.
           Focus: Volume
           Resulting state: Value 90 (0–100)

        2. Swipe up
           Spoken output: 100, 100%
           Focus: Volume
           Resulting state: Value 100 (0–100)
           Note: Success haptic.

        """)
    }

    @Test func textFormatInKorean() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.spec.replacingOccurrences(of: "Volume", with: "음량"), defaultLanguage: "ko")
        #expect(TranscriptTextFormatter.format(transcript) == """
        VoiceOver 음성 기록: 음량

        1. 첫 요소에 초점 맞추기
           음성 출력: 음량, 90, 90%, 조절 가능
           … 잠시 후: 가로 슬라이더. 값을 조절하려면 한 손가락으로 위 또는 아래로 쓸어넘기십시오.
           초점: 음량
           결과 상태: 값 90 (0–100)

        2. 위로 쓸기
           음성 출력: 100, 100%
           초점: 음량
           결과 상태: 값 100 (0–100)
           참고: 성공을 알리는 진동이 울립니다.

        """)
    }

    @Test func jsonHasTheFixedShapeWithSortedKeys() throws {
        let spec = "component: slider\nlabel: Volume\nvalue: 100\ngestures: [focus, swipe up]"
        let transcript = try TranscriptExpander.expand(yaml: spec, defaultLanguage: "en")
        #expect(TranscriptJSONFormatter.format(transcript) == """
        {
          "component" : "slider",
          "inferred_behaviors" : [
            "silence at a boundary (the end of the swipe order, a value at its limit, no further rotor item, an escape with nothing to close)"
          ],
          "inferred_phrases" : [

          ],
          "reader" : "voiceover",
          "readers_note" : "",
          "steps" : [
            {
              "behaviors" : [

              ],
              "focus" : "Volume",
              "gesture" : "focus",
              "hint" : "Horizontal slider. Swipe up or down with one finger to adjust the value.",
              "inferred" : false,
              "notes" : [

              ],
              "rotor" : "Adjust value",
              "speech" : "Volume, 100, 100%, Adjustable",
              "state" : {
                "max" : "100",
                "min" : "0",
                "percent" : "100",
                "summary" : "Value 100 (0–100)",
                "value" : "100"
              }
            },
            {
              "behaviors" : [
                "behavior.boundary"
              ],
              "focus" : "Volume",
              "gesture" : "swipe up",
              "hint" : "",
              "inferred" : true,
              "notes" : [
                "Boundary: nothing changed and nothing was spoken."
              ],
              "rotor" : "Adjust value",
              "speech" : "",
              "state" : {
                "max" : "100",
                "min" : "0",
                "percent" : "100",
                "summary" : "Value 100 (0–100)",
                "value" : "100"
              }
            }
          ],
          "version" : 1
        }

        """)
    }

    @Test func jsonParsesBackWithTheDocumentedKeys() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.spec, defaultLanguage: "en")
        let data = Data(TranscriptJSONFormatter.format(transcript).utf8)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["version", "component", "inferred_behaviors", "inferred_phrases", "reader", "readers_note", "steps"])
        #expect(object["reader"] as? String == "voiceover")
        #expect(object["version"] as? Int == TranscriptJSONFormatter.version)
        let steps = try #require(object["steps"] as? [[String: Any]])
        #expect(Set(steps[0].keys) == ["gesture", "speech", "hint", "focus", "rotor", "state", "notes", "behaviors", "inferred"])
        #expect(steps[0]["rotor"] as? String == "Adjust value")
        #expect(steps[1]["hint"] as? String == "")
        #expect((steps[1]["state"] as? [String: String])?["summary"] == "Value 100 (0–100)")
    }

    /// The version is a number a reader outside Rotor can check, the same in every transcript,
    /// whichever reader and language it has.
    @Test func jsonNamesItsShapesVersion() throws {
        #expect(TranscriptJSONFormatter.version == 1)
        for (language, reader) in [("en", "voiceover"), ("ko", "talkback")] {
            let transcript = try TranscriptExpander.expand(yaml: Self.spec + "\nreader: \(reader)", defaultLanguage: language)
            let data = Data(TranscriptJSONFormatter.format(transcript).utf8)
            let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
            #expect(object["reader"] as? String == reader)
            #expect(object["version"] as? Int == 1)
        }
    }

    @Test func transcriptRoundTripsThroughCodable() throws {
        let transcript = try TranscriptExpander.expand(yaml: Self.spec, defaultLanguage: "ko")
        let decoded = try JSONDecoder().decode(Transcript.self, from: JSONEncoder().encode(transcript))
        #expect(decoded == transcript)
    }
}
