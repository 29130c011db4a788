/// Splits a phone cell part holding two numbers typed without a separator of their own
/// (`02-784-123402-784-5678`) or joined by a hyphen, point or space
/// (`053-123-4567-053-765-4321`, `053-123-4567.053-765-4321`) into the two numbers.
///
/// A part with more than ``maxDigits`` digits is never one number. It is split where the
/// second number starts: at a `0` (area codes, mobiles) or a `1` (`15XX-XXXX` and other
/// nationwide numbers) right after a digit, or after a run of `-`, `.` or spaces that
/// follows a digit. Both halves must be complete numbers (see ``isCompleteNumber(_:)``).
/// Exactly one such split is taken; none or several give nil (the part is rejected and
/// reported). `,` and `/` already separate numbers in `PhoneListParser`.
enum RunTogetherPhoneSplitter {
    /// The most digits one Korean phone number has (010-1234-5678).
    static let maxDigits = 11

    /// The two numbers in `part`, or nil when it does not split cleanly.
    static func split(_ part: String) -> [String]? {
        let characters = Array(part)
        var found: [[String]] = []
        for index in characters.indices.dropFirst()
        where characters[index] == "0" || characters[index] == "1" {
            var end = index
            while end > 0, isJoiner(characters[end - 1]) { end -= 1 }
            guard end > 0, characters[end - 1].isASCIIDigitCharacter else { continue }
            let halves = [String(characters[..<end]), String(characters[index...])]
            if halves.allSatisfy(isCompleteNumber) { found.append(halves) }
        }
        return found.count == 1 ? found[0] : nil
    }

    /// The number of ASCII digits in `text`, counted in its UTF-8 bytes (no grapheme
    /// breaking: a 30,000-row workbook asks this for every phone number).
    static func digitCount(_ text: String) -> Int {
        text.utf8.count { (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }
    }

    /// Whether `text` is one whole Korean number: 9 to 11 digits starting with `0`
    /// (02-XXX(X)-XXXX, 0NN-XXX(X)-XXXX, 010-XXXX-XXXX), or 8 digits starting with `1`
    /// (15XX-XXXX, 16XX-XXXX, 18XX-XXXX). When written in groups (split by `-`, `.` or
    /// spaces, one kind only), every group has 2 to 4 digits and the last has 4.
    static func isCompleteNumber(_ text: String) -> Bool {
        let digits = digitCount(text)
        switch text.first {
        case "0": guard (9...maxDigits).contains(digits) else { return false }
        case "1": guard digits == 8 else { return false }
        default: return false
        }
        let joiners = Set(text.filter(isJoiner))
        guard joiners.count <= 1, let joiner = joiners.first else {
            return joiners.isEmpty && text.allSatisfy(\.isASCIIDigitCharacter)
        }
        let groups = text.split(separator: joiner, omittingEmptySubsequences: false)
        return groups.allSatisfy {
            (2...4).contains($0.count) && $0.allSatisfy(\.isASCIIDigitCharacter)
        }
            && groups.last?.count == 4
    }

    /// `-`, `.` and space: what groups a number's digits, or joins two numbers.
    private static func isJoiner(_ character: Character) -> Bool {
        character == "-" || character == "." || character == " "
    }
}

extension Character {
    /// True for 0–9 only.
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isWholeNumber }
}
