import CleanAppsCore
import CleanAppsPresentationCore
import TerminalKit
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
        return await frame.loop(
            help: Self.help, accepted: "Type d or b to dismiss, q to quit or ? for help."
        ) { message in
            draw(message: message)
        } handle: { command in
            guard case .other(let key) = command, key.lowercased() == "d" else { return nil }
            return .leave(.dismiss)
        }
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
            hint: KeyHint().key("d", "dismiss").back().quit().help())
    }

    static let help = "d or b dismisses the readme and goes back to the list; q quits."
}
