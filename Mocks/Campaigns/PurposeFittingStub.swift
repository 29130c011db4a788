import CampaignsDomain

/// A `PurposeFitting` that cuts every purpose longer than `fittingCharacters`, in every
/// template and format.
public struct PurposeFittingStub: PurposeFitting {
    /// How many characters every template holds.
    public var fittingCharacters: Int

    /// Creates the stub.
    public init(fittingCharacters: Int) {
        self.fittingCharacters = fittingCharacters
    }

    /// ``fittingCharacters`` when `purpose` is longer than that, else nil.
    public func fittingCharacters(
        of purpose: String, in template: PosterTemplate, format: PosterFormat
    ) -> Int? {
        purpose.count > fittingCharacters ? fittingCharacters : nil
    }
}
