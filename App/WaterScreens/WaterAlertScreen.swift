import CleanAppsCore
import CleanAppsPresentationCore
import TerminalKit
import TextScreens
import WaterPresentation

/// A one-button alert, e.g. "Sanitization Complete — The water is safe for drinking."
@MainActor
final class WaterAlertScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        case dismiss
        case quit

        /// `b` dismisses too.
        static var back: Self { .dismiss }
    }

    private let alert: SanitizationAlert
    private let frame: ScreenFrame

    init(alert: SanitizationAlert, frame: ScreenFrame) {
        self.alert = alert
        self.frame = frame
    }

    func run() async -> Outcome {
        let keys = "Type d to \(alert.dismissTitle.lowercased()), q to quit or ? for help."
        // NB: an alert has no help of its own; ? repeats its keys.
        return await frame.loop(help: keys, accepted: keys) { message in
            frame.draw(
                title: alert.title,
                body: ["  " + alert.message, "", "  [ \(alert.dismissTitle) ]"],
                message: message,
                hint: KeyHint().key("d", alert.dismissTitle.lowercased()).quit().help())
        } handle: { command in
            guard case .other(let key) = command, key.lowercased() == "d" else { return nil }
            return .leave(.dismiss)
        }
    }
}
