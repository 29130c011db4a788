import CleanAppsCore
import CleanAppsPresentationCore
import MarketingPresentation
import TerminalKit
import TextScreens

/// Review: the selection in the order chosen, removal, totals per currency and the e-mail.
@MainActor
final class ReviewScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case back
        case quit
    }

    private let viewModel: any ReviewViewModelProtocol
    private let frame: ScreenFrame
    /// The `--to` address; nil asks each time an e-mail is saved.
    private let recipient: String?
    private var pages: ListPages?

    init(viewModel: any ReviewViewModelProtocol, frame: ScreenFrame, recipient: String?) {
        self.viewModel = viewModel
        self.frame = frame
        self.recipient = recipient
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await viewModel.didAppear()
        var showsEmail = false
        return await frame.loop(help: Self.help, accepted: Self.accepted) { message in
            draw(message: message ?? viewModel.state.value.message, showsEmail: showsEmail)
            showsEmail = false
        } handle: { command in
            switch command {
            case .open(let number): return .stay("Type x \(number) to remove item \(number).")
            case .other(let text):
                let words = text.lowercased().split(separator: " ", omittingEmptySubsequences: true)
                switch (words.first, words.count) {
                case ("e", 1): return .stay(await saveEmail())
                case ("t", 1):
                    await viewModel.didAskForEmailText()
                    showsEmail = viewModel.state.value.emailText != nil
                case ("x", 2):
                    guard let number = Int(words[1]), words[1].allSatisfy(\.isASCIIDigit) else {
                        return .stay("Type x and an item number, e.g. x 2.")
                    }
                    await viewModel.didRemoveItem(number: number)
                case ("x", _): return .stay("Type x and an item number, e.g. x 2.")
                default: return nil
                }
                return .stay(nil)
            case .nextPage: return .stay(self.pages?.next())
            case .previousPage: return .stay(self.pages?.previous())
            default: return nil
            }
        }
    }

    /// Asks for the recipient unless `--to` gave one, then saves; nil leaves the message
    /// to the ViewModel (saved to …, or what went wrong).
    private func saveEmail() async -> String? {
        guard viewModel.state.value.canSendEmail else { return ReviewState.emptyMessage }
        var address = recipient
        if address == nil {
            guard
                let answer = await frame.terminal.ask(
                    "Send to (e-mail address, empty for none)")
            else { return "No e-mail was saved." }
            address = answer
        }
        await viewModel.didAskToSaveEmail(recipient: address)
        return nil
    }

    /// Draws the selection; the e-mail's text, when asked for, shows in the message's place
    /// (alone when it needs more room than the rows leave).
    private func draw(message: String?, showsEmail: Bool) {
        let state = viewModel.state.value
        var list = ListScreen(
            title: "Marketing: Review selection", columns: [.text, .figure],
            rows: state.rows.map { row in
                ListRow([row.name, row.price], parts: [row.channel, row.summary] + row.details)
            },
            emptyText: state.emptyText.map { [$0] } ?? [], numberAction: nil)
        if state.emptyText == nil {
            list.trailer = ["", frame.terminal.style.bold(state.total), state.summary]
        }
        if state.canSendEmail {
            list.keys = [
                ListKey("x N", "remove", isMain: true), ListKey("e", "save e-mail", isMain: true),
                ListKey("t", "e-mail text"),
            ]
        }
        var said = message
        if showsEmail, let text = state.emailText {
            said = [message, "E-mail text:\n" + text].compactMap { $0 }.joined(separator: "\n\n")
        }
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: said)
        self.pages = pages
    }

    static let accepted =
        "Type x N to remove item N, e to save the e-mail, t to show its text, b, q or ?."

    static let help = """
        x N removes item N from the selection. e saves the summary e-mail as an .eml file \
        (to --out FILE, else a new file in the data directory) and prints where; the \
        recipient is --to, or asked for (empty for none). t shows the e-mail's text. \
        n/p turn pages, b goes back to the channels, q quits; your selection is kept for next \
        time.
        """
}
