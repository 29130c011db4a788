/// Splits a phone cell part holding two numbers typed without a separator
/// (`02-784-123402-784-5678`, 20 digits) into the two numbers.
///
/// A part with more than ``maxDigits`` digits is never one number. It is split where a
/// digit is directly followed by a `0` (every Korean number starts with 0) and both halves
/// are plausible numbers (9 to 11 digits, starting with 0, hyphen groups of 2–4 digits
/// ending in 4). Exactly one such split is taken; none or several give nil (the part is
/// rejected and reported).
enum RunTogetherPhoneSplitter {
    /// The most digits one Korean phone number has (010-1234-5678).
    static let maxDigits = 11

    /// The two numbers in `part`, or nil when it does not split cleanly.
    static func split(_ part: String) -> [String]? {
        let characters = Array(part)
        var found: [[String]] = []
        for index in characters.indices.dropFirst()
        where characters[index] == "0" && characters[index - 1].isASCIIDigitCharacter {
            let halves = [String(characters[..<index]), String(characters[index...])]
            if halves.allSatisfy(isPlausibleNumber) { found.append(halves) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The number of ASCII digits in `text`, counted in its UTF-8 bytes (no grapheme
    /// breaking: a 30,000-row workbook asks this for every phone number).
    static func digitCount(_ text: String) -> Int {
        text.utf8.count { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    private static func isPlausibleNumber(_ text: String) -> Bool {
        let digits = digitCount(text)
        guard (9...maxDigits).contains(digits), text.first == "0" else { return false }
        let groups = text.split(separator: "-", omittingEmptySubsequences: false)
        guard groups.count > 1 else { return true }
        return groups.allSatisfy {
            (2...4).contains($0.count) && $0.allSatisfy(\.isASCIIDigitCharacter)
        }
            && groups.last?.count == 4
    }
}

extension Character {
    /// True for 0–9 only.
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
