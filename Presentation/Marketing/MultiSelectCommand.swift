import MarketingDomain

/// One line of `git add -i` style multi-selection, parsed: `1-3 5`, `*` for all, `-2` or
/// `-2-4` to unselect, `3-` for 3 to the end, or an empty line to finish.
///
/// Tokens are separated by spaces or commas and applied left to right. Numbers are 1-based.
/// Parsing is total: any input (including lossily decoded bytes and absurdly long numbers)
/// gives a command or a ``MultiSelectError``, never a crash.
public enum MultiSelectCommand: Equatable, Sendable {
    /// An empty (or blank) line: the user is done choosing.
    case finish
    /// Changes to apply in order.
    case change([Operation])

    /// One token's effect.
    public enum Operation: Equatable, Sendable {
        /// Select the items with these numbers.
        case select(ClosedRange<Int>)
        /// Unselect the items with these numbers.
        case unselect(ClosedRange<Int>)
    }

    /// Parses `line` for a list of `itemCount` items.
    ///
    /// - Throws: ``MultiSelectError`` for the first token that cannot be used; nothing is
    ///   applied then.
    public init(parsing line: String, itemCount: Int) throws(MultiSelectError) {
        let tokens = line.split { $0.isWhitespace || $0 == "," }
        guard !tokens.isEmpty else {
            self = .finish
            return
        }
        let count = max(0, itemCount)
        guard count > 0 else { throw .noItems }
        var operations: [Operation] = []
        for token in tokens {
            operations.append(try Self.operation(String(token), count: count))
        }
        self = .change(operations)
    }

    /// `selected` (1-based numbers) after applying this command; unchanged for ``finish``.
    public func applied(to selected: Set<Int>) -> Set<Int> {
        guard case .change(let operations) = self else { return selected }
        var result = selected
        for operation in operations {
            switch operation {
            case .select(let range): result.formUnion(range)
            case .unselect(let range): result.subtract(range)
            }
        }
        return result
    }

    private static func operation(_ token: String, count: Int) throws(MultiSelectError)
        -> Operation
    {
        let unselects = token.hasPrefix("-")
        let body = unselects ? String(token.dropFirst()) : token
        let range = try Self.range(body, token: token, count: count)
        return unselects ? .unselect(range) : .select(range)
    }

    private static func range(_ body: String, token: String, count: Int) throws(MultiSelectError)
        -> ClosedRange<Int>
    {
        let shown = MarketingError.printable(token)
        if body == "*" { return 1...count }
        let parts = body.split(separator: "-", omittingEmptySubsequences: false)
        guard parts.count <= 2, !parts[0].isEmpty else { throw .malformed(shown) }
        let lower = try number(parts[0], shown: shown, count: count)
        var upper = lower
        if parts.count == 2 {
            upper = parts[1].isEmpty ? count : try number(parts[1], shown: shown, count: count)
        }
        guard lower <= upper else { throw .reversedRange(shown) }
        return lower...upper
    }

    private static func number(_ text: Substring, shown: String, count: Int)
        throws(MultiSelectError) -> Int
    {
        guard isDigits(text) else { throw .notANumber(shown) }
        // NB: more than 9 digits is always out of range; this also rules out Int overflow.
        guard text.utf8.count <= 9, let value = Int(text), (1...count).contains(value) else {
            throw .outOfRange(shown, count: count)
        }
        return value
    }

    private static func isDigits(_ text: Substring) -> Bool {
        !text.isEmpty && text.utf8.allSatisfy { (48...57).contains($0) }
    }
}

/// Why a multi-selection line could not be used.
public enum MultiSelectError: Error, Equatable, Sendable {
    /// A token is not a number, range or `*` (e.g. "a").
    case notANumber(String)
    /// A token has a misplaced dash (e.g. "--" or "1-2-3").
    case malformed(String)
    /// A number is outside 1…count (e.g. "0" or "99").
    case outOfRange(String, count: Int)
    /// A range runs backwards (e.g. "3-1").
    case reversedRange(String)
    /// There is nothing to choose from.
    case noItems

    /// One sentence for the user: what was wrong and what to type instead.
    public var message: String {
        switch self {
        case .notANumber(let token):
            "“\(token)” is not an item number; type e.g. 1-3 5, * for all, -2 to unselect, "
                + "or an empty line to continue."
        case .malformed(let token):
            "“\(token)” cannot be read; type e.g. 1-3 5, * for all, -2 to unselect, "
                + "or an empty line to continue."
        case .outOfRange(let token, let count):
            count == 1
                ? "“\(token)” is not in the list; the only item is 1."
                : "“\(token)” is not in the list; choose numbers from 1 to \(count)."
        case .reversedRange(let token):
            "“\(token)” runs backwards; write the smaller number first, e.g. 1-3."
        case .noItems:
            "There is nothing to choose from yet."
        }
    }
}
