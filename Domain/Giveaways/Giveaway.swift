import Foundation

/// One free-game giveaway, as GamerPower lists it.
public struct Giveaway: Equatable, Identifiable, Sendable {
    /// GamerPower's numeric id.
    public let id: Int
    public var title: String
    /// The estimated worth in US cents; nil when the API says "N/A".
    public var worthInCents: Int?
    public var thumbnailURL: URL?
    public var imageURL: URL?
    public var description: String
    /// How to claim it, as numbered steps (may be empty).
    public var instructions: String
    /// The page that hands the giveaway out ("Get it").
    public var openURL: URL?
    /// The giveaway's page on gamerpower.com.
    public var gamerPowerURL: URL?
    public var publishedDate: Date?
    /// The type as the API words it ("Game", "DLC", "Early Access", …).
    public var type: String {
        didSet { kind = GiveawayKind(apiType: type) }
    }
    /// The kind used by the type filter, derived from ``type`` once (filters read it often).
    public private(set) var kind: GiveawayKind
    /// Platform display names, e.g. ["PC", "Steam"].
    public var platforms: [String]
    /// When it ends; nil when the API says "N/A".
    public var endDate: Date?
    /// How many users claimed it.
    public var users: Int
    /// The status as the API words it, e.g. "Active".
    public var status: String

    /// Creates a giveaway; every field but the id and title has an empty default.
    public init(
        id: Int, title: String, worthInCents: Int? = nil, thumbnailURL: URL? = nil,
        imageURL: URL? = nil, description: String = "", instructions: String = "",
        openURL: URL? = nil, gamerPowerURL: URL? = nil, publishedDate: Date? = nil,
        type: String = "", platforms: [String] = [], endDate: Date? = nil, users: Int = 0,
        status: String = ""
    ) {
        self.id = id
        self.title = title
        self.worthInCents = worthInCents
        self.thumbnailURL = thumbnailURL
        self.imageURL = imageURL
        self.description = description
        self.instructions = instructions
        self.openURL = openURL
        self.gamerPowerURL = gamerPowerURL
        self.publishedDate = publishedDate
        self.type = type
        self.kind = GiveawayKind(apiType: type)
        self.platforms = platforms
        self.endDate = endDate
        self.users = users
        self.status = status
    }

    /// Whether the API calls it active and, when an end date is known, it has not ended at `now`.
    ///
    /// NB: the API keeps expired items "Active", so the end date is checked too.
    public func isActive(at now: Date) -> Bool {
        guard status.lowercased() == "active" else { return false }
        guard let endDate else { return true }
        return endDate > now
    }
}
