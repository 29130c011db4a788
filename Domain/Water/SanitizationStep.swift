/// One way of making water safe, or all three at once.
///
/// The raw values are the words `cleanapps water clean --step` accepts.
public enum SanitizationStep: String, Equatable, Sendable {
    /// Boiling kills disease-causing germs.
    case boil
    /// A chemical disinfectant makes small quantities safer.
    case disinfect
    /// Filtering removes parasites such as Cryptosporidium and Giardia.
    case filter
    /// Boil, disinfect and filter in one go.
    case all

    /// The three individual steps in the order they are done: boil, disinfect, filter.
    public static let individual: [SanitizationStep] = [.boil, .disinfect, .filter]

    /// The individual steps this one stands for: itself, or all three for ``all``.
    public var individualSteps: [SanitizationStep] {
        self == .all ? Self.individual : [self]
    }
}
