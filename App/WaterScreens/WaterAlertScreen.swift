import CleanAppsCore
import CleanAppsPresentationCore
import Terminal
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
        let keys = keys
        return await frame.loop(keys: keys) { message in
            frame.draw(
                title: alert.title,
                body: ["  " + alert.message, "", "  [ \(alert.dismissTitle) ]"],
                message: message, hint: keys.hint())
        }
    }

    /// d (its one button), b (not in the hint) dismisses; q quits.
    var keys: ScreenKeys<Outcome> {
        let action = alert.dismissTitle.lowercased()
        return ScreenKeys([
            .word("d", action, help: "\(action)s the alert", isEssential: true) {
                .leave(.dismiss)
            },
            ScreenKey(
                "b", "dismiss", help: "dismisses the alert too", trigger: .back, isInHint: false
            ) { _ in .leave(.dismiss) },
        ])
    }
}
