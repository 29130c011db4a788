import CleanAppsPresentationCore
import TerminalKit

/// Where the user goes from a list whose rows open: the row with that identity, back, or out.
enum ListOutcome<ID: Equatable>: Equatable, ScreenOutcome {
    case open(ID)
    case back
    case quit
}

/// A list screen over a view model that only loads its rows (and may remove them): the
/// committees, the parties, the favourites. What differs between them is said once, in a
/// ``Design``: the title and how a row looks; a number opens its row's identity.
@MainActor
final class LoadedListScreen<Row: Identifiable & Equatable & Sendable>: Screen
where Row.ID: Sendable & Equatable {
    typealias Outcome = ListOutcome<Row.ID>

    /// How one list looks and what its rows open.
    struct Design {
        /// The title.
        var title: String
        /// The columns of ``cells``.
        var columns: [ListColumn]
        /// A row's cells for a terminal of the given capabilities.
        var cells: @MainActor (Row, TerminalCapabilities) -> [String]
        /// The section a row belongs to, if the list has sections.
        var section: @MainActor (Row) -> String? = { _ in nil }
        /// What shows instead of the rows when there are none.
        var emptyText: [String]
        /// What shows while the rows load.
        var loadingText = "Loading..."
        /// What `?` says.
        var help: String
        /// What any other command is answered with.
        var accepted: String
    }

    private let state: @MainActor () -> ViewModelState<[Row]>
    private let appear: @MainActor () async -> Void
    private let removal: RemovableListViewModelAccess?
    private let design: Design
    private let frame: ScreenFrame
    private var pages: ListPages?

    /// A removable list's removal and its one-off message.
    private struct RemovableListViewModelAccess {
        var remove: @MainActor (Row.ID) async -> Void
        var message: @MainActor () -> String?
    }

    /// A screen for `viewModel`'s rows, drawn as `design` says.
    init(viewModel: any LoadingViewModelProtocol<[Row]>, design: Design, frame: ScreenFrame) {
        state = { viewModel.state.value }
        appear = { await viewModel.didAppear() }
        removal = nil
        self.design = design
        self.frame = frame
    }

    /// A screen for `viewModel`'s rows, drawn as `design` says, where `d N` removes row N.
    init(
        removing viewModel: any RemovableListViewModelProtocol<Row>, design: Design,
        frame: ScreenFrame
    ) {
        state = { viewModel.state.value }
        appear = { await viewModel.didAppear() }
        removal = RemovableListViewModelAccess(
            remove: { await viewModel.didRemove(id: $0) }, message: { viewModel.message.value })
        self.design = design
        self.frame = frame
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await appear()
        var rows: [Row] = []
        return await frame.loop(help: design.help, accepted: design.accepted) { message in
            rows = state().content ?? []
            draw(rows, message: message ?? removal?.message())
        } handle: { command in
            guard var pages = self.pages else { return nil }
            defer { self.pages = pages }
            if let removal, case .other(let text) = command, text.lowercased().hasPrefix("d") {
                return await pages.removing(typed: text) { await removal.remove(rows[$0].id) }
            }
            return pages.step(for: command) { .open(rows[$0].id) }
        }
    }

    private func draw(_ rows: [Row], message: String?) {
        let capabilities = frame.terminal.capabilities
        var list = ListScreen(
            title: design.title, columns: design.columns,
            rows: rows.map { ListRow(design.cells($0, capabilities), section: design.section($0)) },
            emptyText: design.emptyText,
            keys: removal == nil ? [] : [ListKey("d N", "remove", isMain: true)])
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
