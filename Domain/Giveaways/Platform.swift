/// A platform giveaways are offered on: the API slug and a readable name.
///
/// Equality is by slug (the original compared a random UUID too, so two values for the same
/// platform were never equal).
public struct Platform: Equatable, Hashable, Identifiable, Sendable {
    /// The API slug, e.g. `xbox-series-xs`.
    public let slug: String
    /// The readable name, e.g. `Xbox Series X|S`.
    public let displayName: String

    /// The slug.
    public var id: String { slug }

    /// Creates a platform.
    public init(slug: String, displayName: String) {
        self.slug = slug
        self.displayName = displayName
    }

    /// Platforms are equal when their slugs are.
    public static func == (lhs: Platform, rhs: Platform) -> Bool { lhs.slug == rhs.slug }
    /// Hashes the slug, as equality compares it.
    public func hash(into hasher: inout Hasher) { hasher.combine(slug) }

    /// Whether a giveaway whose platform list is `platforms` is offered on this platform.
    public func matches(platforms: [String]) -> Bool {
        matcher()(platforms)
    }

    /// `matches(platforms:)` with the lowercased names worked out once, for filtering many
    /// giveaways; ASCII spellings are compared without allocating a lowercased copy.
    func matcher() -> @Sendable ([String]) -> Bool {
        let names = lowercasedNames
        return { platforms in
            platforms.contains { platform in
                names.contains { Self.equalsLowercased(platform, $0) }
            }
        }
    }

    /// The names an item's platform list may give this platform by, lowercased: the
    /// display name and any alias.
    var lowercasedNames: [String] {
        [displayName.lowercased()] + Platform.aliases[slug, default: []]
    }

    private static func equalsLowercased(_ text: String, _ lowercasedName: String) -> Bool {
        var text = text
        var name = lowercasedName
        let fast: Bool? = text.withUTF8 { textBytes in
            name.withUTF8 { nameBytes in
                guard textBytes.allSatisfy({ $0 < 0x80 }) else { return nil }
                guard textBytes.count == nameBytes.count else { return false }
                for (byte, expected) in zip(textBytes, nameBytes) {
                    let lower = (0x41...0x5A).contains(byte) ? byte | 0x20 : byte
                    if lower != expected { return false }
                }
                return true
            }
        }
        return fast ?? (text.lowercased() == lowercasedName)
    }

    /// The platform with this slug from the catalogue, if known.
    public init?(slug: String) {
        guard let platform = Platform.all.first(where: { $0.slug == slug.lowercased() }) else {
            return nil
        }
        self = platform
    }

    /// The platform from the catalogue a user names: its slug (`epic-games-store`) or the
    /// name the lists print (`"Epic Games Store"`, `itch.io`), in any case; nil when unknown.
    public init?(named name: String) {
        func key(_ text: String) -> String {
            String(
                text.lowercased().unicodeScalars.filter {
                    $0.properties.isAlphabetic || ("0"..."9").contains($0)
                })
        }
        let wanted = key(name)
        guard !wanted.isEmpty,
            let platform = Platform.all.first(where: {
                key($0.slug) == wanted || key($0.displayName) == wanted
            })
        else { return nil }
        self = platform
    }

    /// The home screen's tabs after "all": PC, Steam, iOS, Android.
    public static let popular: [Platform] = [
        Platform(slug: "pc", displayName: "PC"),
        Platform(slug: "steam", displayName: "Steam"),
        Platform(slug: "ios", displayName: "iOS"),
        Platform(slug: "android", displayName: "Android"),
    ]

    /// The featured platform of the More screen's carousel.
    public static let featured = Platform(slug: "epic-games-store", displayName: "Epic Games Store")

    /// The More screen's sections, in display order.
    public static let remaining: [Platform] = [
        Platform(slug: "ps5", displayName: "PlayStation 5"),
        Platform(slug: "ps4", displayName: "PlayStation 4"),
        Platform(slug: "xbox-series-xs", displayName: "Xbox Series X|S"),
        Platform(slug: "xbox-one", displayName: "Xbox One"),
        Platform(slug: "xbox-360", displayName: "Xbox 360"),
        Platform(slug: "switch", displayName: "Nintendo Switch"),
        Platform(slug: "drm-free", displayName: "DRM-Free"),
        Platform(slug: "itchio", displayName: "Itch.io"),
    ]

    /// Platforms the API knows besides the ones above.
    public static let others: [Platform] = [
        Platform(slug: "gog", displayName: "GOG"),
        Platform(slug: "ubisoft", displayName: "Ubisoft Connect"),
        Platform(slug: "battlenet", displayName: "Battle.net"),
        Platform(slug: "origin", displayName: "Origin"),
        Platform(slug: "vr", displayName: "VR"),
    ]

    /// Every platform the app knows.
    public static let all: [Platform] = popular + [featured] + remaining + others

    /// Other spellings the API uses in an item's platform list.
    private static let aliases: [String: [String]] = [
        "ubisoft": ["ubisoft"],
        "battlenet": ["battlenet"],
    ]
}
