import TerminalKit

/// Where a list screen was when the user left it: the page and what the list showed then.
///
/// NB: a factory keeps one per list (with its view model) and hands it to the screen it
/// makes for each visit, so screens are made anew and the page still survives a visit to
/// a details screen.
@MainActor
public final class ListPlace<Shown> {
    /// The pages the list was cut into, with the current page.
    public var pages: ListPages?
    /// What the pages were cut for (a search, a grouping); nil before the first drawing.
    public var shown: Shown?

    /// A place before the first drawing.
    public init() {}
}
