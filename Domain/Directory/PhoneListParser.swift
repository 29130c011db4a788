/// Reads a workbook phone cell into labelled ``Phone`` entries.
///
/// - The cell is split on `,` (and `/`, which the maintainer's rules forbid but people type).
/// - A part `A~n`, with `n` one digit, is a range from the last digit of `A` up to `n`,
///   keeping `A`'s prefix: `02-784-2747~9` gives 2747, 2748 and 2749. An end below the last
///   digit carries into the tens: `02-784-2158~0` gives 2158, 2159 and 2160. `∼`, `～` and `〜`
///   count as `~`.
/// - Other forms are rejected and reported, never guessed at: a range end that is not one
///   digit or would carry past the number's digits (`9999~0`), a non-digit next to `~`, several `~`, or text that is not a
///   phone number (only digits, spaces and `-+().` are allowed, with at least one digit).
/// - A part with more than 11 digits is two numbers run together: split when it splits
///   cleanly (see `RunTogetherPhoneSplitter`), else rejected — never one long number.
/// - Labels are numbered (`국회 사무실1`, `국회 사무실2`) when the cell yields more than one
///   number; a single number keeps the plain label.
///
/// NB: characters are classified by `switch` and ASCII ranges, not by `Set` look-ups or
/// Unicode properties: a 30,000-row workbook has about 60,000 phone cells, and hashing each
/// character was 12 % of its import.
public enum PhoneListParser {
    /// The phones read from one cell, and the parts that were rejected.
    public struct Result: Equatable, Sendable {
        /// The accepted phones, labelled.
        public var phones: [Phone]
        /// The rejected parts, as written.
        public var rejected: [String]
    }

    /// Parses `text` (nil or blank gives no phones) as numbers of the given kind.
    public static func parse(_ text: String?, kind: Phone.Kind) -> Result {
        guard let text else { return Result(phones: [], rejected: []) }
        var numbers: [String] = []
        var rejected: [String] = []
        for rawPart in text.unicodeScalars.split(whereSeparator: \.isPhoneSeparator) {
            let part = trimmed(rawPart)
            guard !part.isEmpty else { continue }
            if let expanded = expand(part) {
                numbers.append(contentsOf: expanded)
            } else {
                rejected.append(String(Substring(part)))
            }
        }
        let phones = numbers.enumerated().map { index, number in
            Phone(
                kind: kind, label: numbers.count > 1 ? "\(kind.label)\(index + 1)" : kind.label,
                number: number)
        }
        return Result(phones: phones, rejected: rejected)
    }

    private typealias Scalars = Substring.UnicodeScalarView

    private static func expand(_ part: Scalars) -> [String]? {
        let tildeIndices = part.indices.filter { part[$0].isRangeTilde }
        guard let tilde = tildeIndices.first else {
            guard isPhoneNumber(part) else { return nil }
            let text = String(Substring(part))
            guard RunTogetherPhoneSplitter.digitCount(text) > RunTogetherPhoneSplitter.maxDigits
            else { return [text] }
            return RunTogetherPhoneSplitter.split(text)
        }
        let start = part[..<tilde]
        let end = part[part.index(after: tilde)...]
        guard tildeIndices.count == 1, end.count == 1, let endDigit = end.first?.asciiDigit,
            start.last?.asciiDigit != nil, isPhoneNumber(start)
        else { return nil }
        let digits = start.reversed().prefix { $0.asciiDigit != nil }.reversed()
        let prefix = String(Substring(start.dropLast(digits.count)))
        let width = digits.count
        let first = digits.reduce(0) { $0 * 10 + ($1.asciiDigit ?? 0) }
        // NB: an end below the start's last digit carries into the tens: 2158~0 is 2158–2160.
        let step = (endDigit - first % 10 + 10) % 10
        let last = first + step
        guard String(last).count <= width else { return nil }
        return (first...last).map { number in
            let text = String(number)
            return prefix + String(repeating: "0", count: width - text.count) + text
        }
    }

    private static func isPhoneNumber(_ scalars: Scalars) -> Bool {
        scalars.contains(where: { $0.asciiDigit != nil })
            && scalars.allSatisfy { $0.asciiDigit != nil || $0.isPhonePunctuation }
    }

    private static func trimmed(_ scalars: Scalars) -> Scalars {
        var result = scalars
        while let first = result.first, first.isUnicodeWhitespace { result.removeFirst() }
        while let last = result.last, last.isUnicodeWhitespace { result.removeLast() }
        return result
    }
}

extension Unicode.Scalar {
    /// The value of an ASCII digit, nil for anything else.
    fileprivate var asciiDigit: Int? {
        (48...57).contains(value) ? Int(value - 48) : nil
    }

    /// True for the characters that separate numbers in a cell: `,` `/` and line breaks.
    fileprivate var isPhoneSeparator: Bool {
        switch self {
        case ",", "/", "\n", "\r": true
        default: false
        }
    }

    /// True for `~` and the look-alikes people type for it (`∼`, `～`, `〜`).
    fileprivate var isRangeTilde: Bool {
        switch self {
        case "~", "∼", "～", "〜": true
        default: false
        }
    }

    /// True for the punctuation a phone number may hold: space and `-+().`.
    fileprivate var isPhonePunctuation: Bool {
        switch self {
        case " ", "-", "+", "(", ")", ".": true
        default: false
        }
    }
}
