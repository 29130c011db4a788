import CleanAppsCore
import CleanAppsPresentationCore
import Terminal
import TextScreens
import WaterDomain
import WaterPresentation

/// About the Water app: its author, the CDC guide and what the app is for.
@MainActor
final class WaterReadmeScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case dismiss
        case quit

        /// `b` dismisses too.
        static var back: Self { .dismiss }
    }

    private let viewModel: any WaterReadmeViewModelProtocol
    private let frame: ScreenFrame

    init(viewModel: any WaterReadmeViewModelProtocol, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    func run() async -> Outcome {
        await viewModel.didAppear()
        return await frame.loop(keys: Self.keys) { message in
            draw(message: message)
        }
    }

    /// d or b dismisses, q quits.
    static var keys: ScreenKeys<Outcome> {
        ScreenKeys([
            .word("d", "dismiss", help: "dismisses the readme and goes back to the list") {
                .leave(.dismiss)
            }
        ])
    }

    private func draw(message: String?) {
        let state = viewModel.state.value
        let style = frame.terminal.style
        var body = [style.bold("Author")]
        switch state.author {
        case .idle, .loading:
            body.append("  Loading...")
        case .success(let author):
            body.append("  " + TerminalText.sanitize("\(author.name), \(author.title)"))
        case .failure(let reason):
            body += frame.wrapped(reason)
        }
        body += ["", style.bold("CDC information"), "  " + state.guideTitle]
        body.append("  " + style.cyan(state.guideAddress))
        body += frame.wrapped(state.guideNote)
        body += ["", style.bold("About")]
        body += frame.wrapped(state.about)
        frame.draw(
            title: "About Water", body: body, message: message,
            hint: Self.keys.hint())
    }
}
