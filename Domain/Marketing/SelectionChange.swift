/// What choosing a package did to the selection.
public enum SelectionChange: Equatable, Sendable {
    /// The channel had no package; now it has this one.
    case chosen(MarketingPackage)
    /// The channel's previous package was replaced by the new one.
    case replaced(old: MarketingPackage, new: MarketingPackage)
    /// The package was already chosen, so choosing it again cleared the channel.
    case cleared(MarketingPackage)
}
