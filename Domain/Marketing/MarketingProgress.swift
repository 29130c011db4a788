/// The selection in progress as it is saved between runs: the chosen targets and packages.
public struct MarketingProgress: Equatable, Sendable {
    /// The names of the chosen targeting specifics, in the order they were chosen.
    public var targetNames: [String]
    /// The chosen packages in selection order.
    public var selection: Selection

    /// Creates a progress record (empty by default).
    public init(targetNames: [String] = [], selection: Selection = Selection()) {
        self.targetNames = targetNames
        self.selection = selection
    }
}
