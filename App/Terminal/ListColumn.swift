/// One column of a ``ListScreen``: how its cells are placed and whether they may shrink.
///
/// A column that shrinks (a title, a name, a purpose) wraps its cells onto more lines when
/// the terminal is too narrow, and only past a few lines is its text cut. A column that
/// never shrinks holds what must never be cut: a number, a price, a date, a key.
public struct ListColumn: Equatable, Sendable {
    /// Where cells sit in the column.
    public var alignment: TerminalText.Alignment
    /// Whether the column may wrap and, as a last resort, cut its cells.
    public var shrinks: Bool
    /// Whether a shrinking column's cells wrap onto more lines before they are cut (else they
    /// are cut at once: the least distinctive text).
    public var wraps: Bool

    /// A column placed by `alignment` that shrinks when `shrinks`, wrapping when `wraps`.
    public init(alignment: TerminalText.Alignment = .left, shrinks: Bool, wraps: Bool = true) {
        self.alignment = alignment
        self.shrinks = shrinks
        self.wraps = wraps
    }

    /// Text that may wrap: a title, a name, a purpose (left-aligned).
    public static let text = ListColumn(alignment: .left, shrinks: true)
    /// Text cut rather than wrapped when the terminal is narrow: the least distinctive text
    /// of a row, e.g. the platforms after a giveaway's title.
    public static let detail = ListColumn(alignment: .left, shrinks: true, wraps: false)
    /// A figure never cut, left-aligned: a date, a key, a platform code.
    public static let figure = ListColumn(alignment: .left, shrinks: false)
    /// A figure never cut, right-aligned: an amount, a price, a count.
    public static let amount = ListColumn(alignment: .right, shrinks: false)
}

/// One item of a ``ListScreen``: its cells, the figures and notes under them, its section.
///
/// The whole row is measured and wrapped as one unit, so its number, text and figures always
/// come from the same item and a page never splits it.
public struct ListRow: Equatable, Sendable {
    /// One cell per column (missing cells are blank). Outside text is sanitized here.
    public var cells: [String]
    /// The style of each cell by column (missing or nil: plain), drawn only when the terminal
    /// has colour; widths are measured on the plain text, so a style never moves a column.
    public var styles: [TextStyle.Effect?]
    /// Parts shown under the cells, joined by " · " and broken only between parts, never
    /// cut: amounts, a progress bar, a status.
    public var parts: [String]
    /// Notes under the row (wrapped; cut only past two lines), e.g. "! progress is stale".
    public var notes: [String]
    /// The section the row belongs to; its header shows above the section's first row on
    /// each page. Nil for none.
    public var section: String?

    /// A row of `cells` in `styles`, with `parts` and `notes` under them, in `section`.
    public init(
        _ cells: [String], styles: [TextStyle.Effect?] = [], parts: [String] = [],
        notes: [String] = [], section: String? = nil
    ) {
        self.cells = cells
        self.styles = styles
        self.parts = parts
        self.notes = notes
        self.section = section
    }
}

/// A key a list screen accepts besides the keys every list shares, for its hint.
public struct ListKey: Equatable, Sendable {
    /// The key as typed, e.g. "a" or "d N".
    public var key: String
    /// What it does, e.g. "add".
    public var action: String
    /// Whether it is one of the screen's main actions, kept in the hint however narrow
    /// the terminal is (the others are then listed by `?`).
    public var isMain: Bool

    /// The key `key` for `action`; `isMain` keeps it in a narrow terminal's hint.
    public init(_ key: String, _ action: String, isMain: Bool = false) {
        self.key = key
        self.action = action
        self.isMain = isMain
    }
}
