import Foundation

/// Reads a fundraising target typed by a person into an exact ``Hryvnias`` amount.
///
/// Accepted: `100000`, `100 000` (also with no-break or thin spaces), `100,000`,
/// `1,000,000.50`, `1.000.000,50`, `100000.50`, `100000,50`. The rules, locale-independent:
/// - Thousands may be grouped with spaces, commas or dots, in groups of exactly three after
///   a first group of one to three digits; one kind of grouping separator per amount.
/// - When both a comma and a dot appear, the last one is the decimal separator.
/// - A single comma or dot followed by one or two digits is the decimal separator; followed
///   by exactly three digits it groups thousands (`1.000` is 1000, `1,5` is 1.50), unless
///   spaces already group the thousands, when it can only be a decimal separator.
/// - At most two decimals; no signs, letters or other digits than ASCII `0`–`9`.
/// - The amount must be above zero and at most ``Hryvnias/maximumTarget``.
public enum HryvniaAmountParser {
    private enum Token: Equatable {
        case digit(UInt8)
        case comma
        case dot
        case space
    }

    /// Parses `text` (surrounding whitespace ignored); an empty text is ``AmountInputError/notANumber``.
    public static func parse(_ text: String) -> Result<Hryvnias, AmountInputError> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard let first = trimmed.unicodeScalars.first else { return .failure(.notANumber) }
        if first == "-" || first == "\u{2212}" { return .failure(.negative) }
        var tokens: [Token] = []
        for scalar in trimmed.unicodeScalars {
            guard let token = token(for: scalar) else { return .failure(.notANumber) }
            tokens.append(token)
            if tokens.count > 40 { return .failure(.tooLarge) }
        }
        return split(tokens).flatMap(amount)
    }

    private static func token(for scalar: Unicode.Scalar) -> Token? {
        switch scalar {
        case "0"..."9": .digit(UInt8(scalar.value - 48))
        case ",": .comma
        case ".": .dot
        case " ", "\u{00A0}", "\u{2007}", "\u{2009}", "\u{202F}": .space
        default: nil
        }
    }

    /// Splits the tokens into digit groups of the whole part and the fraction digits.
    private static func split(_ tokens: [Token]) -> Result<([[UInt8]], [UInt8]), AmountInputError> {
        let commas = tokens.indices.filter { tokens[$0] == .comma }
        let dots = tokens.indices.filter { tokens[$0] == .dot }
        let hasSpaces = tokens.contains(.space)
        var decimalIndex: Int?
        var grouping: Token?
        if !commas.isEmpty, !dots.isEmpty {
            let decimalIsComma = commas.last ?? 0 > dots.last ?? 0
            let decimals = decimalIsComma ? commas : dots
            guard decimals.count == 1, !hasSpaces else { return .failure(.badGrouping) }
            decimalIndex = decimals[0]
            grouping = decimalIsComma ? .dot : .comma
        } else if let separators = commas.isEmpty ? (dots.isEmpty ? nil : dots) : commas {
            let separator = tokens[separators[0]]
            if separators.count > 1 {
                guard !hasSpaces else { return .failure(.badGrouping) }
                grouping = separator
            } else {
                let digitsAfter = tokens.count - separators[0] - 1
                if digitsAfter == 3, !hasSpaces {
                    grouping = separator
                } else {
                    decimalIndex = separators[0]
                }
            }
        }
        if hasSpaces { grouping = .space }
        let wholeTokens = decimalIndex.map { Array(tokens[..<$0]) } ?? tokens
        let fractionTokens = decimalIndex.map { Array(tokens[($0 + 1)...]) } ?? []
        let fraction = fractionTokens.compactMap(digit)
        guard fraction.count == fractionTokens.count else { return .failure(.badGrouping) }
        if decimalIndex != nil {
            if fraction.isEmpty { return .failure(.notANumber) }
            if fraction.count > 2 { return .failure(.tooManyDecimals) }
        }
        return groups(wholeTokens, grouping: grouping).map { ($0, fraction) }
    }

    private static func groups(_ tokens: [Token], grouping: Token?) -> Result<
        [[UInt8]], AmountInputError
    > {
        var groups: [[UInt8]] = [[]]
        for token in tokens {
            if let value = digit(token) {
                groups[groups.count - 1].append(value)
            } else if token == grouping {
                groups.append([])
            } else {
                return .failure(.badGrouping)
            }
        }
        guard let head = groups.first, !head.isEmpty else { return .failure(.notANumber) }
        if groups.count > 1 {
            guard head.count <= 3, groups.dropFirst().allSatisfy({ $0.count == 3 }) else {
                return .failure(.badGrouping)
            }
        }
        return .success(groups)
    }

    private static func digit(_ token: Token) -> UInt8? {
        if case .digit(let value) = token { return value }
        return nil
    }

    private static func amount(_ parts: ([[UInt8]], [UInt8])) -> Result<Hryvnias, AmountInputError>
    {
        let digits = parts.0.joined().drop { $0 == 0 }
        guard digits.count <= 10 else { return .failure(.tooLarge) }
        var kopecks: Int64 = 0
        for digit in digits { kopecks = kopecks * 10 + Int64(digit) }
        let fraction = parts.1 + Array(repeating: 0, count: 2 - parts.1.count)
        kopecks = kopecks * 100 + Int64(fraction[0]) * 10 + Int64(fraction[1])
        let amount = Hryvnias(kopecks: kopecks)
        if amount == .zero { return .failure(.zero) }
        if amount > .maximumTarget { return .failure(.tooLarge) }
        return .success(amount)
    }
}
