import Foundation

/// The fields of a ``Giveaway`` that lists never filter or sort by; read and written as the
/// giveaway's own (`giveaway.title`).
public struct GiveawayDetails: Equatable, Sendable {
    /// The title.
    public var title: String
    /// A small image; nil when none.
    public var thumbnailURL: URL? {
        get { links[url: \.thumbnail] }
        set { links[url: \.thumbnail] = newValue }
    }
    /// The large image; nil when none.
    public var imageURL: URL? {
        get { links[url: \.image] }
        set { links[url: \.image] = newValue }
    }
    /// The description text.
    public var description: String
    /// How to claim it, as numbered steps (may be empty).
    public var instructions: String
    /// The page that hands the giveaway out ("Get it").
    public var openURL: URL? {
        get { links[url: \.open] }
        set { links[url: \.open] = newValue }
    }
    /// The giveaway's page on gamerpower.com.
    public var gamerPowerURL: URL? {
        get { links[url: \.gamerPower] }
        set { links[url: \.gamerPower] = newValue }
    }
    /// The four links as text (each URL's `absoluteString`).
    public internal(set) var links: GiveawayLinks
    /// Set through ``Giveaway/type``, which keeps ``Giveaway/kind`` in step.
    public internal(set) var type: String
    /// Set through ``Giveaway/platforms``, which keeps ``Giveaway/platformSet`` in step.
    public internal(set) var platforms: [String]
    /// When it ends; nil when the API says "N/A".
    public var endDate: Date?
    /// The status as the API words it, e.g. "Active".
    public var status: String
}

/// A giveaway's links as text, each an absolute web address that `URL(string:)` reads with
/// this very text as its `absoluteString`, or nil.
///
/// NB: kept as text, a `URL` made only when one is asked for: a list of 9,500 giveaways has
/// 38,000 links, and parsing each into a `URL` was a sixth of `giveaways list --json`,
/// which prints them as text.
public struct GiveawayLinks: Equatable, Sendable {
    /// The small image.
    public var thumbnail: String?
    /// The large image.
    public var image: String?
    /// The page that hands the giveaway out.
    public var open: String?
    /// The giveaway's page on gamerpower.com.
    public var gamerPower: String?

    /// The link at `link` as a `URL` (made from its text each time); setting keeps the
    /// URL's `absoluteString`.
    public subscript(url link: WritableKeyPath<GiveawayLinks, String?>) -> URL? {
        get { self[keyPath: link].flatMap { URL(string: $0) } }
        set { self[keyPath: link] = newValue?.absoluteString }
    }

    /// The links; each must be nil or the `absoluteString` of an absolute URL.
    public init(
        thumbnail: String? = nil, image: String? = nil, open: String? = nil,
        gamerPower: String? = nil
    ) {
        self.thumbnail = thumbnail
        self.image = image
        self.open = open
        self.gamerPower = gamerPower
    }
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
