import CleanAppsCore
import CleanAppsPresentationCore
import MarketingPresentation
import TerminalKit

/// Review: the selection in the order chosen, removal, totals per currency and the e-mail.
@MainActor
final class ReviewScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case back
        case quit
    }

    private let viewModel: any ReviewViewModelProtocol
    private let frame: ScreenFrame
    /// The `--to` address; nil asks each time an e-mail is saved.
    private let recipient: String?

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

    private func draw(message: String?, showsEmail: Bool) {
        let state = viewModel.state.value
        let style = frame.terminal.style
        let unicode = frame.terminal.capabilities.usesUnicode
        var body: [String] = []
        if let empty = state.emptyText {
            body.append(contentsOf: frame.wrapped(empty, indent: 0))
        } else {
            for row in state.rows {
                let number = TerminalText.pad(String(row.number), toWidth: 3, alignment: .right)
                body.append(
                    TerminalText.truncate(
                        "\(number)  \(TerminalText.sanitize(row.name))  \(row.price)",
                        toWidth: frame.terminal.capabilities.width, usesUnicode: unicode))
                let separator = unicode ? "\u{00A0}· " : "; "
                body.append(
                    contentsOf: frame.wrapped(row.channel + separator + row.summary, indent: 5))
                let details = row.details.joined(separator: separator)
                if !details.isEmpty { body.append(contentsOf: frame.wrapped(details, indent: 5)) }
            }
            body.append("")
            body.append(style.bold(state.total))
            body.append(state.summary)
        }
        if showsEmail, let text = state.emailText {
            body.append("")
            body.append(style.bold("E-mail text:"))
            body.append(contentsOf: frame.wrapped(text, indent: 2))
        }
        var hint = KeyHint()
        if state.canSendEmail {
            hint = hint.key("x N", "remove").key("e", "save e-mail").key("t", "e-mail text")
        }
        frame.draw(
            title: "Marketing: Review selection", body: body, message: message,
            hint: hint.back().quit().help())
    }

    static let accepted =
        "Type x N to remove item N, e to save the e-mail, t to show its text, b, q or ?."

    static let help = """
        x N removes item N from the selection. e saves the summary e-mail as an .eml file \
        (to --out FILE, else a new file in the data directory) and prints where; the \
        recipient is --to, or asked for (empty for none). t shows the e-mail's text. \
        b goes back to the channels, q quits; your selection is kept for next time.
        """
}
