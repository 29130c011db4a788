import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import TerminalKit

/// The parties (정당) with their member counts.
@MainActor
final class PartiesScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openParty(PartyID)
        case back
        case quit
    }

    private let viewModel: any LoadingViewModelProtocol<[DirectoryPartyRow]>
    private let frame: ScreenFrame
    private var page = PagedList(itemCount: 0)

    init(viewModel: any LoadingViewModelProtocol<[DirectoryPartyRow]>, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var rows: [DirectoryPartyRow] = []
        return await frame.loop(
            help: Self.help, accepted: "Type a party's number, n, p, b, q or ?."
        ) { message in
            rows = viewModel.state.value.content ?? []
            page.update(itemCount: rows.count)
            draw(rows, message: message)
        } handle: {
            page.step(for: $0) { .openParty(rows[$0].id) }
        }
    }

    private func draw(_ rows: [DirectoryPartyRow], message: String?) {
        frame.draw(fitting: &page) { page in
            var body: [String] = []
            switch viewModel.state.value {
            case .idle, .loading:
                body.append("Loading...")
            case .failure(let reason):
                body.append(contentsOf: frame.wrapped(reason))
            case .success where rows.isEmpty:
                body.append("  데이터 없음")
            case .success:
                body.append(
                    contentsOf: page.render(
                        rows.map { [$0.name, "\($0.memberCount)명"] }, alignments: [.left, .right],
                        capabilities: frame.terminal.capabilities))
            }
            let hint = KeyHint.standard(open: page.visibleNumbers, paging: page.pageCount > 1)
            return ScreenFrame.Content(
                title: "정당 · Parties", body: body, message: message, hint: hint)
        }
    }

    static let help = """
        A number opens that party: its phones, links and members. n/p turn pages, b goes back, \
        q quits.
        """
}
