/// Korean letter arithmetic for search and sections: initial consonants (choseong) and the
/// decomposition of syllables into basic letters (jamo).
///
/// Syllables are U+AC00…U+D7A3 only (the original also accepted the unassigned U+D7A4…U+D7AF
/// and crashed on them). Letters are produced as compatibility jamo (U+3131…U+3163), the
/// ones a keyboard types. Decomposition splits compound vowels and finals into the keys typed
/// for them (ㅘ → ㅗㅏ, ㄺ → ㄹㄱ), so a half-typed syllable matches as a prefix: "홍기" and
/// "홍길ㄷ" are prefixes of the letters of "홍길동".
public enum Hangul {
    /// The 14 section consonants in dictionary order; doubles fold into these.
    public static let sectionConsonants: [Character] = [
        "ㄱ", "ㄴ", "ㄷ", "ㄹ", "ㅁ", "ㅂ", "ㅅ", "ㅇ", "ㅈ", "ㅊ", "ㅋ", "ㅌ", "ㅍ", "ㅎ",
    ]

    static let syllables: ClosedRange<UInt32> = 0xAC00...0xD7A3
    static let compatibilityJamo: ClosedRange<UInt32> = 0x3131...0x318E
    static let compatibilityConsonants: ClosedRange<UInt32> = 0x3131...0x314E

    /// Compatibility jamo of the 19 initial consonants, in syllable order.
    static let initials: [UInt16] = [
        0x3131, 0x3132, 0x3134, 0x3137, 0x3138, 0x3139, 0x3141, 0x3142, 0x3143, 0x3145, 0x3146,
        0x3147, 0x3148, 0x3149, 0x314A, 0x314B, 0x314C, 0x314D, 0x314E,
    ]

    /// The initial consonant of a syllable, or the letter itself for a compatibility
    /// consonant; nil for anything else.
    public static func initialConsonant(of character: Character) -> Character? {
        guard let scalar = character.unicodeScalars.first,
            character.unicodeScalars.count == 1
        else { return nil }
        if syllables.contains(scalar.value) {
            return Character(unicodeScalarOf: initials[Int(scalar.value - 0xAC00) / 588])
        }
        return compatibilityConsonants.contains(scalar.value) ? character : nil
    }

    /// Folds a double consonant into its single form (ㄲ→ㄱ, ㄸ→ㄷ, ㅃ→ㅂ, ㅆ→ㅅ, ㅉ→ㅈ).
    public static func foldingDouble(_ consonant: Character) -> Character {
        switch consonant {
        case "ㄲ": "ㄱ"
        case "ㄸ": "ㄷ"
        case "ㅃ": "ㅂ"
        case "ㅆ": "ㅅ"
        case "ㅉ": "ㅈ"
        default: consonant
        }
    }

    /// The initial consonants of the Korean letters in `text`, doubles kept, everything
    /// else dropped: "홍길동" → "ㅎㄱㄷ", "서울 은평 을" → "ㅅㅇㅇㅍㅇ".
    public static func initialConsonants(of text: String) -> String {
        var units: [UInt16] = []
        appendInitialConsonants(of: text, to: &units)
        return String(decoding: units, as: UTF16.self)
    }

    /// The basic letters of the Korean letters in `text`, everything else dropped:
    /// "홍길동" → "ㅎㅗㅇㄱㅣㄹㄷㅗㅇ", "닭" → "ㄷㅏㄹㄱ", "과" → "ㄱㅗㅏ".
    public static func letters(of text: String) -> String {
        var units: [UInt16] = []
        appendLetters(of: text, to: &units)
        return String(decoding: units, as: UTF16.self)
    }

    /// The ways typed initials can be spelt in a name: each double consonant (ㄲ ㄸ ㅃ ㅆ ㅉ)
    /// as itself or as the pair of its singles (`ㅃㄱ` → `ㅃㄱ`, `ㅂㅂㄱ`). The first four
    /// doubles are expanded (16 spellings at most); later ones stay as typed.
    static func doubleConsonantSpellings(of initials: [UInt16]) -> [[UInt16]] {
        var spellings: [[UInt16]] = [[]]
        var expanded = 0
        for unit in initials {
            if let single = doubleToSingle[unit], expanded < 4 {
                expanded += 1
                spellings = spellings.flatMap { [$0 + [unit], $0 + [single, single]] }
            } else {
                for index in spellings.indices { spellings[index].append(unit) }
            }
        }
        return spellings
    }

    /// Compatibility jamo of the double initial consonants and their single forms.
    private static let doubleToSingle: [UInt16: UInt16] = [
        0x3132: 0x3131, 0x3138: 0x3137, 0x3143: 0x3142, 0x3146: 0x3145, 0x3149: 0x3148,
    ]

    static func appendInitialConsonants(of text: String, to units: inout [UInt16]) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if syllables.contains(value) {
                units.append(initials[Int(value - 0xAC00) / 588])
            } else if compatibilityJamo.contains(value) {
                units.append(UInt16(value))
            } else if let mapped = HangulJamoTables.compatibilityForm(of: value) {
                units.append(mapped)
            }
        }
    }

    static func appendLetters(of text: String, to units: inout [UInt16]) {
        for scalar in text.unicodeScalars {
            let value = scalar.value
            if syllables.contains(value) {
                let index = Int(value - 0xAC00)
                units.append(initials[index / 588])
                HangulJamoTables.appendBasic(0x314F + UInt16(index % 588 / 28), to: &units)
                let final = index % 28
                if final > 0 {
                    HangulJamoTables.appendBasic(HangulJamoTables.finals[final], to: &units)
                }
            } else if compatibilityJamo.contains(value) {
                HangulJamoTables.appendBasic(UInt16(value), to: &units)
            } else if let mapped = HangulJamoTables.compatibilityForm(of: value) {
                HangulJamoTables.appendBasic(mapped, to: &units)
            }
        }
    }
}

extension Character {
    /// The character of a BMP code unit known to be a scalar.
    fileprivate init(unicodeScalarOf unit: UInt16) {
        self.init(Unicode.Scalar(unit) ?? " ")
    }
}
