/// The catalogue platforms (``Platform/all``) a giveaway is offered on, as bits: worked out
/// once per giveaway, so filtering a list never compares platform names.
public struct PlatformSet: Equatable, Sendable {
    private let bits: UInt64

    /// The catalogue platforms that `names` (an item's platform list) name.
    ///
    /// NB: one dictionary lookup per name, of its lowercased form, finds what every catalogue
    /// platform's ``Platform/matches(platforms:)`` would (it compares lowercased names);
    /// trying each platform's matcher in turn was a twentieth of a 9,500-item cached list.
    public init(names: [String]) {
        var bits: UInt64 = 0
        for name in names {
            bits |= Self.bitsByLowercasedName[name.lowercased()] ?? 0
        }
        self.bits = bits
    }

    /// The set of `platform` alone; nil for a platform outside the catalogue, whose names
    /// must be compared (``Platform/matches(platforms:)``).
    public init?(only platform: Platform) {
        guard let bit = Platform.all.firstIndex(of: platform) else { return nil }
        bits = 1 << UInt64(bit)
    }

    /// Whether the two sets share a platform.
    public func intersects(_ other: PlatformSet) -> Bool {
        bits & other.bits != 0
    }

    // NB: one bit per catalogue platform, in ``Platform/all`` order.
    private static let bitsByLowercasedName: [String: UInt64] = {
        var table: [String: UInt64] = [:]
        for (bit, platform) in Platform.all.enumerated() {
            for name in platform.lowercasedNames { table[name, default: 0] |= 1 << UInt64(bit) }
        }
        return table
    }()
}
