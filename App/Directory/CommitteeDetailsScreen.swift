import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import TerminalKit

/// One committee or bill: its detail, website and members with their party and phones.
@MainActor
final class CommitteeDetailsScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openPerson(PersonID)
        case back
        case quit
    }

    private let viewModel: any LoadingViewModelProtocol<CommitteeDetails>
    private let frame: ScreenFrame
    private let links: DirectoryLinkOpener
    private var page = PagedList(itemCount: 0)

    init(
        viewModel: any LoadingViewModelProtocol<CommitteeDetails>, frame: ScreenFrame,
        urlOpener: any URLOpener
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.links = DirectoryLinkOpener(frame: frame, urlOpener: urlOpener)
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var details: CommitteeDetails?
        return await frame.loop(
            help: Self.help,
            accepted: "Type a member's number, o N to open link N, n, p, b, q or ?."
        ) { message in
            details = viewModel.state.value.content
            page.update(itemCount: details?.members.count ?? 0)
            draw(message: message)
        } handle: { command in
            guard case .other(let text) = command, text.lowercased().hasPrefix("o") else {
                return page.step(for: command) {
                    (details?.members[$0].person.id).map(Outcome.openPerson)
                }
            }
            return .stay(await links.open(String(text.dropFirst()), in: details?.links ?? []))
        }
    }

    private func draw(message: String?) {
        let terminal = frame.terminal
        var body: [String] = []
        var title = "위원회"
        switch viewModel.state.value {
        case .idle, .loading:
            body.append("Loading...")
        case .failure(let reason):
            body.append(contentsOf: frame.wrapped(reason))
        case .success(let details):
            title = details.title
            body.append(contentsOf: frame.wrapped(details.groupName))
            if let detail = details.detail { body.append(contentsOf: frame.wrapped(detail)) }
            body.append(contentsOf: DirectoryContactLines.links(details.links, terminal: terminal))
            body.append(terminal.style.bold("위원 \(details.members.count)명 (members)"))
            if details.members.isEmpty {
                body.append("  No current lawmaker is listed as a member.")
            } else {
                body.append(
                    contentsOf: page.render(
                        details.members.map(Self.columns), flexibleColumn: 2,
                        capabilities: terminal.capabilities))
                body.append(page.footer(usesUnicode: terminal.capabilities.usesUnicode))
            }
        }
        let hint = KeyHint.standard(open: page.visibleNumbers, paging: page.pageCount > 1)
            .key("o N", "open link")
        frame.draw(title: title, body: body, message: message, hint: hint)
    }

    /// Name (starred when a favourite), party and the first phone.
    private static func columns(_ member: CommitteeMemberRow) -> [String] {
        let name = member.person.isFavorite ? member.person.name + " *" : member.person.name
        return [name, member.person.party, member.phones.first?.number ?? ""]
    }

    static let help = """
        A number opens that member. o N shows link N's web address and, in a terminal, offers \
        to open it in your browser. n/p turn the member pages, b goes back, q quits.
        """
}
