import Foundation

/// One free-game giveaway, as GamerPower lists it.
///
/// NB: lists filter and sort 100,000 of these, copying each one into the result. The fields
/// they filter and sort by are stored inline; the rest share one immutable box, so a copy
/// is about 60 bytes and one retain instead of 190 bytes and ten. The boxed fields read and
/// write as the giveaway's own (`giveaway.title`) through ``GiveawayDetails``.
@dynamicMemberLookup
public struct Giveaway: Equatable, Identifiable, Sendable {
    /// GamerPower's numeric id.
    public let id: Int
    /// The estimated worth in US cents; nil when the API says "N/A".
    public var worthInCents: Int?
    /// When GamerPower published it; nil when not known.
    public var publishedDate: Date?
    /// How many users claimed it.
    public var users: Int
    /// The kind used by the type filter, derived from ``type`` once (filters read it often).
    public private(set) var kind: GiveawayKind
    /// The catalogue platforms of ``platforms``, derived once (filters read it often).
    public private(set) var platformSet: PlatformSet
    private var details: GiveawayDetailsBox

    /// Creates a giveaway; every field but the id and title has an empty default.
    public init(
        id: Int, title: String, worthInCents: Int? = nil, thumbnailURL: URL? = nil,
        imageURL: URL? = nil, description: String = "", instructions: String = "",
        openURL: URL? = nil, gamerPowerURL: URL? = nil, publishedDate: Date? = nil,
        type: String = "", platforms: [String] = [], endDate: Date? = nil, users: Int = 0,
        status: String = ""
    ) {
        self.init(
            id: id, title: title, worthInCents: worthInCents,
            links: GiveawayLinks(
                thumbnail: thumbnailURL?.absoluteString, image: imageURL?.absoluteString,
                open: openURL?.absoluteString, gamerPower: gamerPowerURL?.absoluteString),
            description: description, instructions: instructions, publishedDate: publishedDate,
            type: type, platforms: platforms, endDate: endDate, users: users, status: status)
    }

    /// Creates a giveaway with its links as text (see ``GiveawayLinks``).
    public init(
        id: Int, title: String, worthInCents: Int?, links: GiveawayLinks, description: String,
        instructions: String, publishedDate: Date?, type: String, platforms: [String],
        endDate: Date?, users: Int, status: String
    ) {
        self.id = id
        self.worthInCents = worthInCents
        self.publishedDate = publishedDate
        self.users = users
        self.kind = GiveawayKind(apiType: type)
        self.platformSet = PlatformSet(names: platforms)
        self.details = GiveawayDetailsBox(
            GiveawayDetails(
                title: title, description: description, instructions: instructions, links: links,
                type: type, platforms: platforms, endDate: endDate, status: status))
    }

    /// Whether the API calls it active and, when an end date is known, it has not ended at `now`.
    ///
    /// NB: the API keeps expired items "Active", so the end date is checked too.
    public func isActive(at now: Date) -> Bool {
        guard Self.isActiveWord(details.value.status) else { return false }
        guard let endDate = details.value.endDate else { return true }
        return endDate > now
    }

    /// Whether `status` is "active" in any case.
    // NB: ASCII compared in place; `lowercased()` made a string per giveaway of a list.
    private static func isActiveWord(_ status: String) -> Bool {
        var status = status
        let ascii: Bool? = status.withUTF8 { bytes in
            guard bytes.allSatisfy({ $0 < 0x80 }) else { return nil }
            return bytes.count == 6 && zip(bytes, "active".utf8).allSatisfy { $0 | 0x20 == $1 }
        }
        return ascii ?? (status.lowercased() == "active")
    }

    /// All the fields in ``GiveawayDetails`` at once: one read where a writer needs them all
    /// (each `giveaway.title` goes through a key path).
    public var allDetails: GiveawayDetails { details.value }

    /// The fields in ``GiveawayDetails``: `title`, `description`, `instructions`, the URLs,
    /// `endDate` and `status`.
    public subscript<Value>(dynamicMember keyPath: KeyPath<GiveawayDetails, Value>) -> Value {
        details.value[keyPath: keyPath]
    }

    /// Changes a field in ``GiveawayDetails`` (in a new box: copies keep their own).
    public subscript<Value>(dynamicMember keyPath: WritableKeyPath<GiveawayDetails, Value>)
        -> Value
    {
        get { details.value[keyPath: keyPath] }
        set { details = details.changing { $0[keyPath: keyPath] = newValue } }
    }

    /// The type as the API words it ("Game", "DLC", "Early Access", …); setting it sets
    /// ``kind`` too.
    public var type: String {
        get { details.value.type }
        set {
            details = details.changing { $0.type = newValue }
            kind = GiveawayKind(apiType: newValue)
        }
    }

    /// Platform display names, e.g. ["PC", "Steam"]; setting them sets ``platformSet`` too.
    public var platforms: [String] {
        get { details.value.platforms }
        set {
            details = details.changing { $0.platforms = newValue }
            platformSet = PlatformSet(names: newValue)
        }
    }
}
