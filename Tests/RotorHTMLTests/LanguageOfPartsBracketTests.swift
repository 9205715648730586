import Foundation
import RotorHTML
import Testing

/// A run of another language takes in the other half of a bracket pair it holds one half of.
struct LanguageOfPartsBracketTests {
    @Test func aKoreanRunTakesInTheBracketItOpened() {
        let marked = LanguageOfParts.mark("<p>earcons: 효과음 (클릭 효과음, 화면 전환음), then more</p>", pageLanguage: "en")
        #expect(marked == #"<p>earcons: <span lang="ko">효과음 (클릭 효과음, 화면 전환음)</span>, then more</p>"#)
    }

    @Test func aRunThatClosesABracketTakesInItsOpening() {
        let marked = LanguageOfParts.mark("<p>sounds: (클릭) 효과음 here</p>", pageLanguage: "en")
        #expect(marked == #"<p>sounds: <span lang="ko">(클릭) 효과음</span> here</p>"#)
    }

    @Test func anEnglishRunPairsItsBracketsToo() {
        let marked = LanguageOfParts.mark("<p>키 목록 list (of effects) 등을 씁니다</p>", pageLanguage: "ko")
        #expect(marked == #"<p>키 목록 <span lang="en">list (of effects)</span> 등을 씁니다</p>"#)
        let inside = LanguageOfParts.mark("<p>키 이름(list of effects)을 씁니다</p>", pageLanguage: "ko")
        #expect(inside == #"<p>키 이름(<span lang="en">list of effects</span>)을 씁니다</p>"#)
    }

    @Test func aBalancedRunOrABracketWithNothingToPairIsLeftAsItWas() {
        let balanced = LanguageOfParts.mark("<p>보기: 탭(이중 탭) 끝</p>", pageLanguage: "en")
        #expect(balanced == #"<p><span lang="ko">보기: 탭(이중 탭) 끝</span></p>"#)
        let unpaired = LanguageOfParts.mark("<p>a 값 (열림 and more</p>", pageLanguage: "en")
        #expect(unpaired == #"<p>a <span lang="ko">값 (열림</span> and more</p>"#)
    }
}
