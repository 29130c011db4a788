import CleanAppsCore
import CleanAppsPresentationCore
import TerminalKit
import WaterPresentation

/// The three-part status of a source as text: `boil ✓ disinfect · filter ·`, or
/// `boil [x] disinfect [ ] filter [ ]` when the terminal cannot show ✓ and ·.
enum WaterStatusText {
    static func status(
        of steps: [WaterSourceRow.StepMark], capabilities: TerminalCapabilities
    ) -> String {
        steps.map { step in
            let mark =
                capabilities.usesUnicode ? (step.isDone ? "✓" : "·") : (step.isDone ? "[x]" : "[ ]")
            return "\(step.name) \(mark)"
        }.joined(separator: " ")
    }
}
