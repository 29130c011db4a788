import CleanAppsCore
import CleanAppsPresentationCore
import MarketingPresentation
import Terminal
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
        return await frame.loop(keys: keys { showsEmail = true }) { message in
            draw(message: message ?? viewModel.state.value.message, showsEmail: showsEmail)
            showsEmail = false
        }
    }

    /// x N removes an item, e saves the e-mail, t shows its text (`showEmail` asks the next
    /// drawing to), n/p turn the pages; a number alone says to type x.
    func keys(showEmail: @escaping @MainActor () -> Void) -> ScreenKeys<Outcome> {
        let canSend = viewModel.state.value.canSendEmail
        var keys: [ScreenKey<Outcome>] = [
            ScreenKey(
                "N", "remove?", help: "says to type x N to remove item N", trigger: .number,
                isInHint: false
            ) { number in .stay("Type x \(number) to remove item \(number).") },
            .paging(help: "turn the pages") { forward in
                .stay(forward ? self.pages?.next() : self.pages?.previous())
            },
            .word(
                "x", argument: "N", "remove", isOptional: true,
                help: "removes item N from the selection", isEssential: true
            ) { argument in
                guard let number = Int(argument), argument.allSatisfy(\.isASCIIDigit) else {
                    return .stay("Type x and an item number, e.g. x 2.")
                }
                await self.viewModel.didRemoveItem(number: number)
                return .stay(nil)
            },
            .word(
                "e", "save e-mail",
                help: """
                    saves the summary e-mail as an .eml file (to --out FILE, else a new file in \
                    the data directory) and prints where; the recipient is --to, or asked for \
                    (empty for none)
                    """, isEssential: true
            ) { .stay(await self.saveEmail()) },
            .word("t", "e-mail text", help: "shows the e-mail's text") {
                await self.viewModel.didAskForEmailText()
                if self.viewModel.state.value.emailText != nil { showEmail() }
                return .stay(nil)
            },
        ]
        for index in keys.indices where keys[index].trigger != .paging && !canSend {
            keys[index].isInHint = false
        }
        return ScreenKeys(
            keys,
            about: "b goes back to the channels; your selection is kept for next time.")
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
        keys {}.apply(to: &list)
        var said = message
        if showsEmail, let text = state.emailText {
            said = [message, "E-mail text:\n" + text].compactMap { $0 }.joined(separator: "\n\n")
        }
        var pages = self.pages ?? ListPages(list, capabilities: frame.terminal.capabilities)
        frame.draw(list, on: &pages, message: said)
        self.pages = pages
    }
}
