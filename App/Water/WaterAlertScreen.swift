import Presentation

/// A one-button alert, e.g. "Sanitization Complete — The water is safe for drinking."
@MainActor
final class WaterAlertScreen: WaterScreen {
    /// Where the user wants to go next.
    enum Outcome: Equatable {
        case dismiss
        case quit
    }

    private let alert: SanitizationAlert
    private let frame: ScreenFrame

    init(alert: SanitizationAlert, frame: ScreenFrame) {
        self.alert = alert
        self.frame = frame
    }

    func run() async -> Outcome {
        var message: String?
        while true {
            frame.draw(
                title: alert.title,
                body: ["  " + alert.message, "", "  [ \(alert.dismissTitle) ]"],
                message: message,
                hint: KeyHint().key("d", alert.dismissTitle.lowercased()).quit().help())
            message = nil
            guard let command = await frame.readCommand() else { return .quit }
            switch command {
            case .back: return .dismiss
            case .other(let key) where key.lowercased() == "d": return .dismiss
            case .quit: return .quit
            case .redraw: break
            default:
                message = "Type d to \(alert.dismissTitle.lowercased()), q to quit or ? for help."
            }
        }
    }
}
