import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import TerminalKit

/// One party: phones, e-mail, links and web searches, and its members.
@MainActor
final class PartyDetailsScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openPerson(PersonID)
        case back
        case quit
    }

    private let viewModel: any LoadingViewModelProtocol<PartyDetails>
    private let frame: ScreenFrame
    private let links: DirectoryLinkOpener
    private var page = PagedList(itemCount: 0)

    init(
        viewModel: any LoadingViewModelProtocol<PartyDetails>, frame: ScreenFrame,
        urlOpener: any URLOpener
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.links = DirectoryLinkOpener(frame: frame, urlOpener: urlOpener)
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var details: PartyDetails?
        return await frame.loop(
            help: Self.help,
            accepted: "Type a member's number, o N to open link N, n, p, b, q or ?."
        ) { message in
            details = viewModel.state.value.content
            let members = details?.members ?? []
            page.update(itemCount: members.count)
            draw(message: message)
        } handle: { command in
            guard case .other(let text) = command, text.lowercased().hasPrefix("o") else {
                return page.step(for: command) { (details?.members[$0].id).map(Outcome.openPerson) }
            }
            return .stay(await links.open(String(text.dropFirst()), in: details?.links ?? []))
        }
    }

    private func draw(message: String?) {
        let terminal = frame.terminal
        var body: [String] = []
        var title = "정당"
        switch viewModel.state.value {
        case .idle, .loading:
            body.append("Loading...")
        case .failure(let reason):
            body.append(contentsOf: frame.wrapped(reason))
        case .success(let details):
            title = details.name
            if let detail = details.detail { body.append(contentsOf: frame.wrapped(detail)) }
            body.append(
                contentsOf: DirectoryContactLines.phones(details.phones, terminal: terminal))
            body.append(
                contentsOf: DirectoryContactLines.messages(
                    details.email.map { [$0] } ?? [], terminal: terminal))
            body.append(contentsOf: DirectoryContactLines.links(details.links, terminal: terminal))
            body.append(terminal.style.bold("의원 \(details.members.count)명 (members)"))
            if details.members.isEmpty {
                body.append("  No lawmaker belongs to this party.")
            } else {
                body.append(
                    contentsOf: page.render(
                        details.members.map {
                            DirectoryRowLayout.columns(
                                $0, capabilities: terminal.capabilities, showsParty: false)
                        },
                        flexibleColumn: 1,
                        capabilities: terminal.capabilities))
                body.append(page.footer(usesUnicode: terminal.capabilities.usesUnicode))
            }
        }
        let hint = KeyHint.standard(open: page.visibleNumbers, paging: page.pageCount > 1)
            .key("o N", "open link")
        frame.draw(title: title, body: body, message: message, hint: hint)
    }

    static let help = """
        A number opens that member. o N shows link N's web address (the party's sites and \
        accounts, then searches for its name on Daum, Google and Naver) and, in a terminal, \
        offers to open it in your browser. n/p turn the member pages, b goes back, q quits.
        """
}
