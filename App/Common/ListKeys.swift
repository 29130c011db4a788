/// The keys every list screen shares, applied to its ``PagedList``: a number
/// picks a row, n/p turn pages, b/q leave, ? asks for help, an empty line redraws.
enum ListKeys {
    /// What a typed command means for a list screen.
    enum Action: Equatable {
        /// Open the item at this index (from 0).
        case open(Int)
        /// Stay on the screen, showing this message (nil: just redraw).
        case stay(String?)
        /// A search, for screens that search.
        case search(String)
        /// The screen's own keys (trimmed, as typed).
        case other(String)
        case back
        case quit
    }

    /// Reads `command` for a list paged by `page`, answering `?` with `help`.
    static func action(
        for command: ScreenCommand, page: inout PagedList, help: String
    ) -> Action {
        switch command {
        case .open(let number):
            guard let index = page.itemIndex(forNumber: number) else {
                return .stay(page.numberMessage)
            }
            return .open(index)
        case .search(let text): return .search(text)
        case .nextPage: return .stay(page.next())
        case .previousPage: return .stay(page.previous())
        case .back: return .back
        case .quit: return .quit
        case .help: return .stay(help)
        case .redraw: return .stay(nil)
        case .other(let text): return .other(text)
        }
    }
}
