import MarketingDomain

/// The saved selection in progress (chosen targets and packages), for resume-after-quit.
///
/// Packages are saved whole (name parts, price as text, currency, details), so a resumed
/// selection shows what the user chose even offline. Prices are decimal strings, never
/// binary floating point.
public struct SelectionDTO: Codable, Equatable, Sendable {
    /// One saved package.
    public struct PackageDTO: Codable, Equatable, Sendable {
        /// The channel's npoint id (validated when read back).
        public var channelID: String
        /// The channel's display name.
        public var channelName: String
        /// 0-based fee position in the channel document.
        public var index: Int
        /// The price as a decimal string, e.g. "140" or "140.5".
        public var price: String
        /// The ISO 4217 code.
        public var currency: String
        /// The feature lines.
        public var details: [String]

        /// Creates a saved package from its fields.
        public init(
            channelID: String, channelName: String, index: Int, price: String, currency: String,
            details: [String]
        ) {
            self.channelID = channelID
            self.channelName = channelName
            self.index = index
            self.price = price
            self.currency = currency
            self.details = details
        }

        enum CodingKeys: String, CodingKey {
            case channelID = "channel_id"
            case channelName = "channel_name"
            case index, price, currency, details
        }
    }

    /// The format version (1).
    public var version: Int
    /// The chosen target names, in order.
    public var targets: [String]
    /// The chosen packages, in selection order.
    public var packages: [PackageDTO]

    /// Creates a DTO from its fields.
    public init(version: Int = 1, targets: [String], packages: [PackageDTO]) {
        self.version = version
        self.targets = targets
        self.packages = packages
    }
}
