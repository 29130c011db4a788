/// What a paged list screen shows: a title, columns, rows, a text for no rows, the lines
/// around the rows and the keys it takes besides the shared ones. ``ListPages`` lays it out
/// for a terminal and cuts it into pages; what opening a row does stays with the caller,
/// which learns the row's item index from ``ListPages/itemIndex(forNumber:)``.
public struct ListScreen: Equatable, Sendable {
    /// The title, wrapped onto at most three lines.
    public var title: String
    /// How the cells of each row are placed (see ``ListColumn``).
    public var columns: [ListColumn]
    /// The items, numbered from 1 in this order.
    public var rows: [ListRow]
    /// What shows instead of rows when there are none (wrapped).
    public var emptyText: [String]
    /// Lines above the rows (wrapped to the terminal; styles are kept when a line fits).
    public var header: [String]
    /// Lines below the rows and the page footer, e.g. where the data comes from.
    public var trailer: [String]
    /// The screen's own keys, in hint order, after the open range and before n/p.
    public var keys: [ListKey]
    /// Whether `/text` searches the list.
    public var searches: Bool
    /// Added to a section's header on a page that continues the section, e.g. " (계속)".
    public var continuedMark: String
    /// What typing a row's number does, for the hint ("open", "select"); nil when a number
    /// alone does nothing (the rows are then chosen by the screen's keys, e.g. "x N").
    public var numberAction: String?

    /// A list titled `title` of `rows` in `columns`.
    public init(
        title: String, columns: [ListColumn], rows: [ListRow], emptyText: [String] = [],
        header: [String] = [], trailer: [String] = [], keys: [ListKey] = [],
        searches: Bool = false, continuedMark: String = "", numberAction: String? = "open"
    ) {
        self.title = title
        self.columns = columns
        self.rows = rows
        self.emptyText = emptyText
        self.header = header
        self.trailer = trailer
        self.keys = keys
        self.searches = searches
        self.continuedMark = continuedMark
        self.numberAction = numberAction
    }
}
