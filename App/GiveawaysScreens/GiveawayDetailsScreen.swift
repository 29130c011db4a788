import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysPresentation
import Terminal
import TextCommands
import TextScreens

/// One giveaway's details, with "Get it" and the favourite toggle.
@MainActor
final class GiveawayDetailsScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case back
        case quit
    }

    private let viewModel: any GiveawayDetailsViewModelProtocol
    private let frame: ScreenFrame
    private let urlOpener: any URLOpener

    init(
        viewModel: any GiveawayDetailsViewModelProtocol, frame: ScreenFrame,
        urlOpener: any URLOpener
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.urlOpener = urlOpener
    }

    /// Shows the screen until the user leaves it.
    func run() async -> Outcome {
        await frame.whileBusy("Loading details…") { await viewModel.didAppear() }
        return await frame.loop(keys: keys) { message in
            draw(message: message ?? viewModel.message.value)
        }
    }

    /// g gets it, f toggles the favourite, r reloads.
    var keys: ScreenKeys<Outcome> {
        ScreenKeys([
            .word(
                "g", "get it",
                help: """
                    shows the giveaway's web address and, in a terminal, offers to open it in your \
                    browser (http and https only)
                    """
            ) { .stay(await self.getIt()) },
            .word("f", "favourite", help: "marks or unmarks it as a favourite") {
                await self.viewModel.didToggleFavorite()
                return .stay(nil)
            },
            .word("r", "reload", help: "reloads the details") {
                await self.viewModel.didAppear()
                return .stay(nil)
            },
        ])
    }

    /// Prints the URL and, on a TTY, offers to open it in the browser.
    private func getIt() async -> String? {
        guard let url = viewModel.state.value.content?.openURL else {
            return "This giveaway has no web address."
        }
        let text = TerminalText.sanitize(url.absoluteString)
        frame.terminal.writeLine("Get it at: \(text)")
        guard frame.terminal.capabilities.isInteractive else { return nil }
        guard await frame.terminal.confirm("Open it in your browser?") else { return nil }
        do {
            try urlOpener.open(url.absoluteString)
            return "Opening \(text) …"
        } catch {
            return (error as? URLOpenError)?.message ?? "The browser could not be started."
        }
    }

    private func draw(message: String?) {
        let style = frame.terminal.style
        var body: [String] = []
        var title = "Giveaway"
        switch viewModel.state.value {
        case .idle, .loading:
            body.append("Loading details...")
        case .failure(let reason):
            body.append("Oops! Something went wrong")
            body.append(contentsOf: frame.wrapped(reason))
            body.append("Type r to retry.")
        case .success(let details):
            title = TerminalText.sanitize(details.title)
            if let note = details.originNote { body.append(style.yellow(note.commandLineText)) }
            let expired = details.isExpired ? style.red("yes") : style.green("no")
            let heart = frame.terminal.capabilities.usesUnicode ? "♥" : "*"
            body.append("Expired:   \(expired)\(details.isFavorite ? "   \(heart) favourite" : "")")
            body.append("GamerPower status: \(TerminalText.sanitize(details.gamerPowerStatus))")
            body.append("Type:      \(TerminalText.sanitize(details.type))")
            body.append("Platforms: \(TerminalText.sanitize(details.platforms))")
            body.append("Worth:     \(details.worth)")
            body.append("Users:     \(details.users)")
            if let published = details.published { body.append("Published: \(published)") }
            if let endDate = details.endDate { body.append("Ends:      \(endDate)") }
            body.append("")
            body.append(style.bold("Description"))
            body.append(contentsOf: frame.wrapped(details.description))
            if !details.instructions.isEmpty {
                body.append("")
                body.append(style.bold("Instructions"))
                for step in details.instructions { body.append(contentsOf: frame.wrapped(step)) }
            }
            if let url = details.openURL {
                body.append("")
                body.append("Get it: \(TerminalText.sanitize(url.absoluteString))")
            }
        }
        body.append("Data: gamerpower.com")
        frame.draw(title: title, body: body, message: message, hint: keys.hint())
    }
}
