import WaterDomain

/// One source's details, display-ready: its three steps with their percentages.
public struct WaterSourceDetails: Equatable, Sendable {
    /// One sanitization step as the details screen shows it.
    public struct Step: Equatable, Sendable {
        /// Which step this is.
        public var step: SanitizationStep
        /// "Step 1. Boil".
        public var title: String
        /// 0…100.
        public var percent: Int
        /// Whether the step is at 100 (its action is then disabled).
        public var isComplete: Bool
        /// "Start Boiling", or "Complete" once done.
        public var action: String
        /// Why the step matters.
        public var footer: String
    }

    /// The source's id.
    public var id: WaterSource.ID
    /// The source's name, as stored (sanitize before printing).
    public var title: String
    /// Signed latitude and longitude, e.g. "-15.8402, -70.0219".
    public var coordinates: String
    /// Boil, disinfect and filter, in that order.
    public var steps: [Step]
    /// Whether all three steps are done.
    public var isSafe: Bool
    /// "Safe for drinking" or "Contaminated".
    public var status: String

    /// The details of `source`.
    public init(_ source: WaterSource) {
        id = source.id
        title = source.title
        coordinates = WaterFormatting.coordinates(source.location)
        steps = SanitizationStep.individual.enumerated().map { index, step in
            let isComplete = source.isComplete(step)
            return Step(
                step: step, title: "Step \(index + 1). \(step.title)",
                percent: source.percent(for: step), isComplete: isComplete,
                action: isComplete ? "Complete" : "Start \(step.activity)",
                footer: Self.footer(for: step))
        }
        isSafe = source.isSafe
        status = source.isSafe ? "Safe for drinking" : "Contaminated"
    }

    private static func footer(for step: SanitizationStep) -> String {
        switch step {
        case .boil:
            "Boiling is the surest method to kill disease-causing germs, including viruses, "
                + "bacteria, and parasites."
        case .disinfect:
            "Make small quantities of water safer to drink by using a chemical disinfectant."
        case .filter: "Remove disease-causing parasites such as Cryptosporidium and Giardia."
        case .all: ""
        }
    }
}

/// The alert shown when a save leaves all three steps at 100.
public struct SanitizationAlert: Equatable, Sendable {
    /// The alert's heading.
    public var title: String
    /// What happened.
    public var message: String
    /// The one button's title.
    public var dismissTitle: String

    /// "Sanitization Complete — The water is safe for drinking." with "Dismiss".
    public static let complete = SanitizationAlert(
        title: "Sanitization Complete", message: "The water is safe for drinking.",
        dismissTitle: "Dismiss")
}
