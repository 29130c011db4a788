import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import TerminalKit

/// The committees (위원회) and bills (법안) with their member counts.
@MainActor
final class CommitteesScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openCommittee(CommitteeID)
        case back
        case quit
    }

    private let viewModel: any LoadingViewModelProtocol<[DirectoryCommitteeRow]>
    private let frame: ScreenFrame
    private var page = PagedList(itemCount: 0)

    init(viewModel: any LoadingViewModelProtocol<[DirectoryCommitteeRow]>, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var rows: [DirectoryCommitteeRow] = []
        return await frame.loop(
            help: Self.help, accepted: "Type a committee's number, n, p, b, q or ?."
        ) { message in
            rows = viewModel.state.value.content ?? []
            page.update(itemCount: rows.count)
            draw(rows, message: message)
        } handle: {
            page.step(for: $0) { .openCommittee(rows[$0].id) }
        }
    }

    private func draw(_ rows: [DirectoryCommitteeRow], message: String?) {
        var body: [String] = []
        switch viewModel.state.value {
        case .idle, .loading:
            body.append("Loading...")
        case .failure(let reason):
            body.append(contentsOf: frame.wrapped(reason))
        case .success where rows.isEmpty:
            body.append("  This workbook lists no committees.")
        case .success:
            body.append(
                contentsOf: page.render(
                    rows.map { [$0.title, $0.groupName, "\($0.memberCount)명"] },
                    alignments: [.left, .left, .right], flexibleColumn: 0,
                    capabilities: frame.terminal.capabilities))
        }
        let hint = KeyHint.standard(open: page.visibleNumbers, paging: page.pageCount > 1)
        frame.draw(title: "위원회 · Committees", body: body, message: message, hint: hint)
    }

    static let help = """
        A number opens that committee or bill: its members with their parties and phones. \
        Committees (상임위원회, 특별위원회) come first, then bills (특별법안, 개정법률안). \
        n/p turn pages, b goes back, q quits.
        """
}
