import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Terminal
import TextScreens

/// A group of lawmakers with its own details above the members: a party or a committee.
/// What differs between them is said once, in a ``Design``; a number opens that member,
/// `o N` link N.
@MainActor
final class MembersScreen<Details: Equatable & Sendable>: Screen {
    typealias Outcome = ListOutcome<PersonID>

    /// How one kind of group looks.
    struct Design {
        /// The title while the details load or when they failed.
        var placeholderTitle: String
        /// The group's title.
        var title: @MainActor (Details) -> String
        /// The lines above the members (detail, phones, links), drawn in `frame`.
        var header: @MainActor (Details, ScreenFrame) -> [String]
        /// The heading above the members, for their count.
        var heading: (Int) -> String
        /// The links `o N` opens.
        var links: (Details) -> [DirectoryLinkRow]
        /// The columns of ``members``' cells.
        var columns: [ListColumn]
        /// Each member's identity and cells for a terminal of the given capabilities.
        var members: @MainActor (Details, TerminalCapabilities) -> [(id: PersonID, cells: [String])]
        /// What shows when the group has no members.
        var emptyText: String
        /// What `?` says `o N` does.
        var linksHelp: String
        /// The group `m` writes to: its kind for `--group` and its name on the screen.
        var group: @MainActor (Details) -> (group: ContactGroup, name: String)
    }

    private let viewModel: any LoadingViewModelProtocol<Details>
    private let design: Design
    private let frame: ScreenFrame
    private let links: DirectoryLinkOpener
    private let email: GroupEmailPrompt
    private var pages: ListPages?

    init(
        viewModel: any LoadingViewModelProtocol<Details>, design: Design, frame: ScreenFrame,
        urlOpener: any URLOpener, email: any GroupEmailViewModelProtocol
    ) {
        self.viewModel = viewModel
        self.design = design
        self.frame = frame
        self.links = DirectoryLinkOpener(frame: frame, urlOpener: urlOpener)
        self.email = GroupEmailPrompt(viewModel: email, frame: frame)
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var ids: [PersonID] = []
        return await frame.loop(keys: keys(ids)) { message in
            ids = draw(message: message)
        }
    }

    /// A number opens that member (of `ids`, by row), `o N` link N, `m` writes an e-mail
    /// draft to the members, n/p turn the pages.
    func keys(_ ids: [PersonID]) -> ScreenKeys<Outcome> {
        ScreenKeys([
            .number(help: "opens that member") { number in
                self.step(.open(number)) { .open(ids[$0]) }
            },
            .word(
                "o", argument: "N", "open link", isOptional: true, help: design.linksHelp,
                isEssential: true
            ) { text in
                let links = self.viewModel.state.value.content.map(self.design.links) ?? []
                return .stay(await self.links.open(text, in: links))
            },
            email.key { self.viewModel.state.value.content.map(self.design.group) },
            .paging(help: "turn the member pages") { forward in
                self.step(forward ? .nextPage : .previousPage) { _ in nil }
            },
        ])
    }

    /// What the members' pages do with `command`.
    private func step(_ command: ScreenCommand, open: (Int) -> Outcome?) -> ScreenStep<Outcome> {
        guard var pages else { return .stay(nil) }
        defer { self.pages = pages }
        return pages.step(for: command, open: open) ?? .stay(nil)
    }

    /// Draws the screen; returns the members' identities by row.
    private func draw(message: String?) -> [PersonID] {
        let terminal = frame.terminal
        var list = ListScreen(
            title: design.placeholderTitle, columns: design.columns, rows: [])
        keys([]).apply(to: &list)
        var ids: [PersonID] = []
        switch viewModel.state.value {
        case .idle, .loading:
            list.emptyText = ["Loading..."]
        case .failure(let reason):
            list.emptyText = [reason]
        case .success(let details):
            let members = design.members(details, terminal.capabilities)
            list.title = design.title(details)
            list.header =
                design.header(details, frame)
                + [terminal.style.bold(design.heading(members.count))]
            list.emptyText = ["  " + design.emptyText]
            list.rows = members.map { ListRow($0.cells) }
            ids = members.map(\.id)
        }
        var pages = self.pages ?? ListPages(list, capabilities: terminal.capabilities)
        frame.draw(list, on: &pages, message: message)
        self.pages = pages
        return ids
    }
}
