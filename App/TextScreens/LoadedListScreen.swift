import CleanAppsPresentationCore
import Terminal

/// Where the user goes from a list whose rows open: the row with that identity, back, or out.
public enum ListOutcome<ID: Equatable>: Equatable, ScreenOutcome {
    case open(ID)
    case back
    case quit
}

/// A list screen over a view model that only loads its rows (and may remove them): the
/// committees, the parties, the favourites. What differs between them is said once, in a
/// ``Design``: the title and how a row looks; a number opens its row's identity.
@MainActor
public final class LoadedListScreen<Row: Identifiable & Equatable & Sendable>: Screen
where Row.ID: Sendable & Equatable {
    /// A row's identity to open, back, or quit.
    public typealias Outcome = ListOutcome<Row.ID>

    /// How one list looks and what its rows open.
    public struct Design: Sendable {
        /// The title.
        public var title: String
        /// The columns of ``cells``.
        public var columns: [ListColumn]
        /// A row's cells for a terminal of the given capabilities.
        public var cells: @MainActor (Row, TerminalCapabilities) -> [String]
        /// The section a row belongs to, if the list has sections.
        public var section: @MainActor (Row) -> String? = { _ in nil }
        /// What shows instead of the rows when there are none.
        public var emptyText: [String]
        /// What shows while the rows load.
        public var loadingText = "Loading..."
        /// What `?` says a row's number does, e.g. "opens that party".
        public var opens: String
        /// What `?` says before the keys, if anything (what the list holds).
        public var about: String?

        /// A list titled `title` whose rows are drawn as `cells`, in `columns`.
        public init(
            title: String, columns: [ListColumn],
            cells: @escaping @MainActor (Row, TerminalCapabilities) -> [String],
            section: @escaping @MainActor (Row) -> String? = { _ in nil }, emptyText: [String],
            loadingText: String = "Loading...", opens: String, about: String? = nil
        ) {
            self.title = title
            self.columns = columns
            self.cells = cells
            self.section = section
            self.emptyText = emptyText
            self.loadingText = loadingText
            self.opens = opens
            self.about = about
        }
    }

    private let state: @MainActor () -> ViewModelState<[Row]>
    private let appear: @MainActor () async -> Void
    private let removal: RemovableListViewModelAccess?
    private let design: Design
    private let frame: ScreenFrame
    /// Keys of this list beyond opening, removing and paging (before n/p in the hint).
    private let extraKeys: [ScreenKey<Outcome>]
    private var pages: ListPages?

    /// A removable list's removal and its one-off message.
    private struct RemovableListViewModelAccess {
        var remove: @MainActor (Row.ID) async -> Void
        var message: @MainActor () -> String?
    }

    /// A screen for `viewModel`'s rows, drawn as `design` says.
    public init(viewModel: any LoadingViewModelProtocol<[Row]>, design: Design, frame: ScreenFrame)
    {
        state = { viewModel.state.value }
        appear = { await viewModel.didAppear() }
        removal = nil
        self.design = design
        self.frame = frame
        extraKeys = []
    }

    /// A screen for `viewModel`'s rows, drawn as `design` says, where `d N` removes row N;
    /// `keys` are the list's own further keys (e.g. `m` e-mails the favourites).
    public init(
        removing viewModel: any RemovableListViewModelProtocol<Row>, design: Design,
        frame: ScreenFrame, keys: [ScreenKey<Outcome>] = []
    ) {
        state = { viewModel.state.value }
        appear = { await viewModel.didAppear() }
        removal = RemovableListViewModelAccess(
            remove: { await viewModel.didRemove(id: $0) }, message: { viewModel.message.value })
        self.design = design
        self.frame = frame
        self.extraKeys = keys
    }

    /// Shows the screen until the user leaves it.
    public func run() async -> Outcome {
        await appear()
        var rows: [Row] = []
        return await frame.loop(keys: keys(rows)) { message in
            rows = state().content ?? []
            draw(rows, message: message ?? removal?.message())
        }
    }

    /// The list's keys over `rows`: a number opens its row, `d N` removes it (when the list
    /// removes), n/p turn the pages.
    func keys(_ rows: [Row]) -> ScreenKeys<Outcome> {
        var keys: [ScreenKey<Outcome>] = [
            .number(help: design.opens) { number in
                self.step(.open(number)) { .open(rows[$0].id) }
            }
        ]
        if let removal {
            keys.append(
                .word(
                    "d", argument: "N", "remove", isOptional: true, help: "removes row N",
                    isEssential: true
                ) { text in
                    guard let pages = self.pages else { return .stay(nil) }
                    return await pages.removing(typed: "d " + text) {
                        await removal.remove(rows[$0].id)
                    }
                })
        }
        keys += extraKeys
        keys.append(
            .paging(help: "turn the pages") { forward in
                self.step(forward ? .nextPage : .previousPage) { _ in nil }
            })
        return ScreenKeys(keys, about: design.about)
    }

    /// What the list's pages do with `command` (see `ListPages.step(for:open:)` in `Terminal`).
    private func step(_ command: ScreenCommand, open: (Int) -> Outcome?) -> ScreenStep<Outcome> {
        guard var pages else { return .stay(nil) }
        defer { self.pages = pages }
        return pages.step(for: command, open: open) ?? .stay(nil)
    }

    private func draw(_ rows: [Row], message: String?) {
        let capabilities = frame.terminal.capabilities
        var list = ListScreen(
            title: design.title, columns: design.columns,
            rows: rows.map { ListRow(design.cells($0, capabilities), section: design.section($0)) },
            emptyText: design.emptyText)
        keys(rows).apply(to: &list)
        switch state() {
        case .idle, .loading: list.emptyText = [design.loadingText]
        case .failure(let reason): list.emptyText = [reason]
        case .success: break
        }
        var pages = self.pages ?? ListPages(list, capabilities: capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
    }
}
