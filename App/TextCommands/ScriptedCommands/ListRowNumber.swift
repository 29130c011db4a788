import Terminal

/// A row number a command line gives for one item, as the app's `list` prints its rows (1 for
/// the first): every command that takes an id takes this too, as the screens take row
/// numbers.
///
/// NB: 1 to 3 ASCII digits, so it never overlaps an id prefix of 4 or more characters.
public struct ListRowNumber: Equatable, Sendable {
    /// The row, from 1.
    public let value: Int

    /// `text` (spaces around it ignored) as a row number; nil when it is not 1 to 3 ASCII
    /// digits, so the command reads it as an id.
    public init?(_ text: String) {
        let trimmed = text.trimmingSpaces()
        guard (1...3).contains(trimmed.count), trimmed.allSatisfy(\.isASCIIDigit),
            let number = Int(trimmed)
        else { return nil }
        value = number
    }

    /// Row `value` (from 1), as an option such as `--row N` gives it, where no id can be meant.
    public init(_ value: Int) {
        self.value = value
    }

    /// The item on this row of `items` (in list order); nil when the list has no such row.
    public func item<Item>(in items: [Item]) -> Item? {
        items.indices.contains(value - 1) ? items[value - 1] : nil
    }

    /// The item on this row of `items`; throws ``NotInList`` naming `listCommand` when the
    /// list has no such row.
    public func item<Item>(in items: [Item], listCommand: String) throws -> Item {
        guard let item = item(in: items) else {
            throw NotInList(row: value, count: items.count, listCommand: listCommand)
        }
        return item
    }

    /// A row number past the end of the list (or 0): exit 66, as an unknown id.
    public struct NotInList: CommandFailure, Equatable {
        /// The row asked for.
        public let row: Int
        /// How many rows the list has.
        public let count: Int
        /// The command that prints the list, e.g. `cleanapps water list`.
        public let listCommand: String

        /// No input to act on (66).
        public var exitCode: ExitCode { .noInput }
        /// One sentence naming the rows there are.
        public var commandLineMessage: String {
            let rows = count == 1 ? "1 row" : "\(count) rows"
            return "There is no row \(row): '\(listCommand)' has \(rows)."
        }
    }
}
