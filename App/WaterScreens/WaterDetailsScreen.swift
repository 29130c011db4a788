import CleanAppsCore
import CleanAppsPresentationCore
import Terminal
import TextScreens
import WaterDomain
import WaterPresentation

/// One source's details: its three steps with their percentages; a step's number starts it.
@MainActor
final class WaterDetailsScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        /// A save made the water safe: show this alert.
        case completed(SanitizationAlert)
        case back
        case quit
    }

    private let viewModel: any WaterDetailsViewModelProtocol
    private let frame: ScreenFrame

    init(viewModel: any WaterDetailsViewModelProtocol, frame: ScreenFrame) {
        self.viewModel = viewModel
        self.frame = frame
    }

    func run() async -> Outcome {
        await viewModel.didAppear()
        return await frame.loop(keys: keys) { message in
            draw(message: message ?? viewModel.state.value.message)
        }
    }

    /// A step's number starts it (the hint names the steps not done yet).
    var keys: ScreenKeys<Outcome> {
        let open = (steps ?? []).indices.filter { steps?[$0].isComplete == false }
        let typed = open.isEmpty ? "1/2/3" : open.map { String($0 + 1) }.joined(separator: "/")
        var start = ScreenKey<Outcome>.number(
            typed, "start a step",
            help: "starts that step (1 boil, 2 disinfect, 3 filter); a saved step is at 100%"
        ) { number in
            guard let steps = self.steps, steps.indices.contains(number - 1) else {
                return .stay(self.keys.accepted)
            }
            await self.viewModel.didStartStep(steps[number - 1].step)
            guard let alert = self.viewModel.state.value.alert else { return .stay(nil) }
            return .leave(.completed(alert))
        }
        start.isInHint = !open.isEmpty
        return ScreenKeys(
            [start],
            about: "Each step makes the water safer; when all three are done the water is safe "
                + "for drinking.")
    }

    private var steps: [WaterSourceDetails.Step]? { viewModel.state.value.source.content?.steps }

    private func draw(message: String?) {
        var body: [String] = []
        var title = "Water source"
        switch viewModel.state.value.source {
        case .idle, .loading:
            body.append("Loading the water source...")
        case .failure(let reason):
            body += frame.wrapped(reason, indent: 0)
        case .success(let details):
            title = TerminalText.sanitize(details.title)
            body += lines(for: details)
        }
        frame.draw(title: title, body: body, message: message, hint: keys.hint())
    }

    private func lines(for details: WaterSourceDetails) -> [String] {
        let style = frame.terminal.style
        let status = details.isSafe ? style.green(details.status) : style.red(details.status)
        var lines = ["Location: \(details.coordinates)", "Status:   \(status)"]
        for (index, step) in details.steps.enumerated() {
            let action = step.isComplete ? style.green(step.action) : "\(index + 1) \(step.action)"
            lines.append("")
            let capabilities = frame.terminal.capabilities
            lines += TerminalText.lines(
                TerminalText.pad(step.title, toWidth: 18) + bar(step.percent)
                    + TerminalText.pad("\(step.percent)%", toWidth: 6, alignment: .right),
                keepingWhole: action, indent: 2, width: capabilities.width,
                usesUnicode: capabilities.usesUnicode)
            lines += frame.wrapped(step.footer)
        }
        return lines
    }

    /// A 10-cell bar for a percentage: `█████░░░░░`, or `#####-----` without unicode.
    private func bar(_ percent: Int) -> String {
        let filled = max(0, min(10, percent / 10))
        let (full, empty) = frame.terminal.capabilities.usesUnicode ? ("█", "░") : ("#", "-")
        return String(repeating: full, count: filled) + String(repeating: empty, count: 10 - filled)
    }
}
