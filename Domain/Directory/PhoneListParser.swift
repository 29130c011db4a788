import Foundation

/// Reads a workbook phone cell into labelled ``Phone`` entries.
///
/// - The cell is split on `,` (and `/`, which the maintainer's rules forbid but people type).
/// - A part `A~n`, with `n` one digit, is a range from the last digit of `A` up to `n`,
///   keeping `A`'s prefix: `02-784-2747~9` gives 2747, 2748 and 2749. `∼`, `～` and `〜`
///   count as `~`.
/// - Other forms are rejected and reported, never guessed at: a range end that is not one
///   digit or is below the start, a non-digit next to `~`, several `~`, or text that is not a
///   phone number (only digits, spaces and `-+().` are allowed, with at least one digit).
/// - Labels are numbered (`국회 사무실1`, `국회 사무실2`) when the cell yields more than one
///   number; a single number keeps the plain label.
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
        for rawPart in text.split(whereSeparator: { $0 == "," || $0 == "/" || $0.isNewline }) {
            let part = rawPart.trimmingCharacters(in: .whitespaces)
            guard !part.isEmpty else { continue }
            if let expanded = expand(part) {
                numbers.append(contentsOf: expanded)
            } else {
                rejected.append(part)
            }
        }
        let phones = numbers.enumerated().map { index, number in
            Phone(
                kind: kind, label: numbers.count > 1 ? "\(kind.label)\(index + 1)" : kind.label,
                number: number)
        }
        return Result(phones: phones, rejected: rejected)
    }

    private static func expand(_ part: String) -> [String]? {
        let normalized = String(part.map { "∼～〜".contains($0) ? "~" : $0 })
        let pieces = normalized.split(separator: "~", omittingEmptySubsequences: false)
        if pieces.count == 1 { return isPhoneNumber(normalized) ? [normalized] : nil }
        guard pieces.count == 2, let last = pieces[0].last, let startDigit = last.asciiDigit,
            pieces[1].count == 1, let endDigit = pieces[1].first?.asciiDigit,
            endDigit >= startDigit, isPhoneNumber(String(pieces[0]))
        else { return nil }
        let prefix = pieces[0].dropLast()
        return (startDigit...endDigit).map { prefix + String($0) }
    }

    private static func isPhoneNumber(_ text: String) -> Bool {
        text.contains(where: { $0.asciiDigit != nil })
            && text.allSatisfy { $0.asciiDigit != nil || " -+().".contains($0) }
    }
}

extension Character {
    /// The value of an ASCII digit, nil for anything else.
    fileprivate var asciiDigit: Int? {
        guard let ascii = asciiValue, ascii >= 48, ascii <= 57 else { return nil }
        return Int(ascii - 48)
    }
}
