import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryPresentation
import TerminalKit
import TextScreens

/// The launch step: loads or syncs the bundled workbook with a progress bar (drawn only on
/// a TTY), then hands what changed to the member list.
@MainActor
final class DirectoryLaunchScreen: Screen {
    /// What the launch step ended with.
    enum Outcome: Equatable {
        /// Go on to the member list, showing `messages` (what changed, or a failure).
        case proceed(messages: [String])
    }

    private let viewModel: any DirectoryLaunchViewModelProtocol
    private let frame: ScreenFrame

    init(viewModel: any DirectoryLaunchViewModelProtocol, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    /// Runs the check. On failure a person at a terminal may retry (다시 시도); otherwise,
    /// and at end of input, the directory opens with the data it already has.
    func run() async -> Outcome {
        while true {
            switch await Self.check(viewModel, terminal: frame.terminal) {
            case .ready(let messages):
                return .proceed(messages: messages)
            case .failure(let reason):
                let terminal = frame.terminal
                guard terminal.capabilities.isInteractive else {
                    return .proceed(messages: ["초기화 오류: " + reason])
                }
                terminal.writeLine(terminal.style.red("초기화 오류 (initialisation error)"))
                for line in frame.wrapped(reason) { terminal.writeLine(line) }
                guard await terminal.confirm("다시 시도 (retry)?") else {
                    return .proceed(messages: ["초기화 오류: " + reason])
                }
            default:
                return .proceed(messages: [])
            }
        }
    }

    /// Runs the view model's check, drawing a progress bar while a workbook loads; returns
    /// the final state, a deferred update as ready with the command that applies it. Shared
    /// with the scriptable commands.
    static func check(
        _ viewModel: any DirectoryLaunchViewModelProtocol, terminal: any Terminal
    ) async -> DirectoryLaunchState {
        let bar = ProgressBar("Loading the directory", terminal: terminal)
        let token = viewModel.state.observe(replay: false) { state in
            if case .loading(let percent) = state {
                bar.update(fraction: Double(percent) / 100)
            }
        }
        await viewModel.didAppear()
        token.cancel()
        bar.finish()
        if case .deferred(let messages) = viewModel.state.value {
            return .ready(messages: DirectoryCommandMessage.deferred(messages))
        }
        return viewModel.state.value
    }
}
