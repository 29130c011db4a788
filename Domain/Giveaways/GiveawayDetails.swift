import Foundation

/// The fields of a ``Giveaway`` that lists never filter or sort by; read and written as the
/// giveaway's own (`giveaway.title`).
public struct GiveawayDetails: Equatable, Sendable {
    /// The title.
    public var title: String
    /// A small image; nil when none.
    public var thumbnailURL: URL?
    /// The large image; nil when none.
    public var imageURL: URL?
    /// The description text.
    public var description: String
    /// How to claim it, as numbered steps (may be empty).
    public var instructions: String
    /// The page that hands the giveaway out ("Get it").
    public var openURL: URL?
    /// The giveaway's page on gamerpower.com.
    public var gamerPowerURL: URL?
    /// Set through ``Giveaway/type``, which keeps ``Giveaway/kind`` in step.
    public internal(set) var type: String
    /// Set through ``Giveaway/platforms``, which keeps ``Giveaway/platformSet`` in step.
    public internal(set) var platforms: [String]
    /// When it ends; nil when the API says "N/A".
    public var endDate: Date?
    /// The status as the API words it, e.g. "Active".
    public var status: String
}

/// One immutable, shared ``GiveawayDetails``: copying a giveaway retains the box once; a
/// change makes a new box, so copies never see each other's changes.
final class GiveawayDetailsBox: Equatable, Sendable {
    let value: GiveawayDetails

    init(_ value: GiveawayDetails) {
        self.value = value
    }

    /// A new box holding this one's details after `change`.
    func changing(_ change: (inout GiveawayDetails) -> Void) -> GiveawayDetailsBox {
        var changed = value
        change(&changed)
        return GiveawayDetailsBox(changed)
    }

    static func == (lhs: GiveawayDetailsBox, rhs: GiveawayDetailsBox) -> Bool {
        lhs === rhs || lhs.value == rhs.value
    }
}
