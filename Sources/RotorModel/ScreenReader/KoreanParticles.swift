/// Chooses Korean particles after a filled-in blank, so "{label}(으)로" reads "초점으로" or
/// "버튼으로" or "메뉴로" instead of printing both forms.
///
/// Which form is right depends on whether the word before it ends in a final consonant,
/// as it is read aloud: Hangul by its last syllable, numbers as Korean numerals (120 is
/// 백이십, so "120으로"), and Latin words by an approximation of their English sound.
public enum KoreanParticles {
    /// The marker as written in phrase files, its form after a final consonant, and after a vowel.
    /// `(으)로` also takes the vowel form after ㄹ.
    public static let markers: [(marker: String, consonant: String, vowel: String)] = [
        ("(으)로", "으로", "로"), ("을(를)", "을", "를"), ("를(을)", "을", "를"),
        ("은(는)", "은", "는"), ("는(은)", "은", "는"), ("이(가)", "이", "가"), ("가(이)", "이", "가"),
        ("과(와)", "과", "와"), ("와(과)", "과", "와"),
    ]

    /// `literal` with a particle marker at its start resolved for `word`. Closing quotes and
    /// brackets between the word and the marker are kept.
    static func resolve(_ literal: Substring, after word: String) -> String {
        let closers: Set<Character> = ["”", "’", "\"", "'", ")", "]", "」", "』"]
        let prefix = literal.prefix { closers.contains($0) }
        let rest = literal.dropFirst(prefix.count)
        guard let match = markers.first(where: { rest.hasPrefix($0.marker) }) else { return String(literal) }
        let final = finalConsonant(of: word)
        let particle: String
        if match.marker == "(으)로" {
            particle = final == .some(.other) ? match.consonant : match.vowel
        } else {
            particle = final == nil ? match.vowel : match.consonant
        }
        return String(prefix) + particle + rest.dropFirst(match.marker.count)
    }

    enum Final { case rieul, other }

    /// The final consonant of the word as read aloud, or `nil` when it ends in a vowel.
    static func finalConsonant(of word: String) -> Final? {
        // "50%" is read 오십 퍼센트, which ends in a vowel.
        if word.hasSuffix("%") { return nil }
        let trimmed = word.trimmingSuffix { $0.isWhitespace || $0.isPunctuation && !$0.isNumber }
        guard let last = trimmed.unicodeScalars.last else { return nil }
        switch last.value {
        case 0xAC00...0xD7A3:
            let jong = (last.value - 0xAC00) % 28
            return jong == 0 ? nil : jong == 8 ? .rieul : .other
        case 0x30...0x39:
            return numeral(trimmed)
        default:
            return latin(Character(last))
        }
    }

    /// 0 영, 1 일, 2 이, 3 삼, 4 사, 5 오, 6 육, 7 칠, 8 팔, 9 구; trailing zeros are 십, 백, 천, 만.
    private static func numeral(_ text: Substring) -> Final? {
        let digits = text.reversed().prefix { $0.isNumber }
        // 10 십, 100 백, 1000 천, 10000 만, and 0 영 all end in a consonant that is not ㄹ.
        if digits.first == "0" { return .other }
        switch digits.first {
        case "1", "7", "8": return .rieul
        case "3", "6": return .other
        default: return nil
        }
    }

    /// An English word's last sound, approximated from its last letter.
    private static func latin(_ letter: Character) -> Final? {
        switch letter.lowercased() {
        case "l": .rieul
        case "b", "c", "d", "g", "k", "p", "t", "m", "n": .other
        default: nil
        }
    }
}

private extension String {
    func trimmingSuffix(while predicate: (Character) -> Bool) -> Substring {
        var end = endIndex
        while end > startIndex, predicate(self[index(before: end)]) { end = index(before: end) }
        return self[..<end]
    }
}
