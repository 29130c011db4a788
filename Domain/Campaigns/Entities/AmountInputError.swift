/// Why a typed fundraising target was refused.
public enum AmountInputError: Error, Equatable, Sendable {
    /// The text holds something other than digits, spaces and one decimal separator.
    case notANumber
    /// The text starts with a minus sign.
    case negative
    /// The amount is zero.
    case zero
    /// Thousands separators are not in groups of three, or several kinds are mixed.
    case badGrouping
    /// More than two digits follow the decimal separator.
    case tooManyDecimals
    /// The amount is above ``Hryvnias/maximumTarget``.
    case tooLarge

    /// One sentence for the user, shown next to the target field.
    public var message: String {
        switch self {
        case .notANumber:
            "Enter the target as a number of hryvnias, like 100 000 or 2500,50."
        case .negative: "The target cannot be negative."
        case .zero: "The target must be more than zero, or leave it empty."
        case .badGrouping:
            "Group thousands in threes with one kind of separator, like 100 000 or 1,000,000."
        case .tooManyDecimals: "Use at most two digits after the decimal separator."
        case .tooLarge: "The target cannot be more than 1 000 000 000 грн."
        }
    }
}
