import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import TerminalKit

/// The favourite lawmakers (즐겨찾기): open one, or remove it (삭제).
@MainActor
final class FavoritePersonsScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case openPerson(PersonID)
        case back
        case quit
    }

    private let viewModel: any RemovableListViewModelProtocol<DirectoryPersonRow>
    private let frame: ScreenFrame
    private var page = PagedList(itemCount: 0)

    init(viewModel: any RemovableListViewModelProtocol<DirectoryPersonRow>, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var rows: [DirectoryPersonRow] = []
        return await frame.loop(help: Self.help, accepted: PagedList.removableListKeys) {
            message in
            rows = viewModel.state.value.content ?? []
            page.update(itemCount: rows.count)
            draw(rows, message: message ?? viewModel.message.value)
        } handle: { command in
            guard case .other(let text) = command, ["d", "f"].contains(text.lowercased().prefix(1))
            else {
                return page.step(for: command) { .openPerson(rows[$0].id) }
            }
            return await page.removing(typed: text) { await viewModel.didRemove(id: rows[$0].id) }
        }
    }

    private func draw(_ rows: [DirectoryPersonRow], message: String?) {
        frame.draw(fitting: &page) { page in
            let capabilities = frame.terminal.capabilities
            var body: [String] = []
            switch viewModel.state.value {
            case .idle, .loading:
                body.append("Loading...")
            case .failure(let reason):
                body.append(contentsOf: frame.wrapped(reason))
            case .success where rows.isEmpty:
                body.append("  즐겨찾기 없음")
                body.append("  국회의원을 즐겨찾기에 추가하면 여기에 표시됩니다")
            case .success:
                body.append(
                    contentsOf: page.render(
                        rows.map { DirectoryRowLayout.columns($0, capabilities: capabilities) },
                        flexibleColumn: capabilities.width < 60 ? 1 : 2, capabilities: capabilities)
                )
                body.append(page.footer(usesUnicode: capabilities.usesUnicode))
            }
            let hint = KeyHint.standard(open: page.visibleNumbers, paging: page.pageCount > 1)
                .key("d N", "remove")
            return ScreenFrame.Content(
                title: "즐겨찾기 · Favourites", body: body, message: message, hint: hint)
        }
    }

    static let help = """
        Your favourite lawmakers, oldest first; they are kept between runs and stay with the \
        same person when a newer workbook renumbers the rows. A number opens one, d N \
        removes row N. n/p turn pages, b goes back, q quits.
        """
}
