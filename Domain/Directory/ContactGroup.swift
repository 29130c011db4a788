/// A group of lawmakers a command acts on: `favourites`, `committee:NAME`, `party:NAME` or
/// `search:TEXT`, as typed on a command line.
public enum ContactGroup: Equatable, Sendable {
    /// The favourite lawmakers, oldest favourite first.
    case favourites
    /// The members of the committee or bill `NAME` names (its ID, title or part of it).
    case committee(String)
    /// The members of the party `NAME` names (its number or name).
    case party(String)
    /// The lawmakers a search for `TEXT` finds (initial consonants work), by name.
    case search(String)

    /// The forms a group is written in, for help and for errors.
    public static let forms = ["favourites", "committee:NAME", "party:NAME", "search:TEXT"]
    /// The words before the colon (and `favourites` alone); `favorites` is accepted too.
    public static let kinds = ["favourites", "favorites", "committee", "party", "search"]

    /// The group `text` names, or nil when its kind is none of ``kinds`` or its NAME or
    /// TEXT is empty.
    public init?(text: String) {
        let trimmed = text.trimmedDirectoryText
        let kind = trimmed.prefix { $0 != ":" }.lowercased()
        let rest = String(trimmed.drop { $0 != ":" }.dropFirst()).trimmedDirectoryText
        let hasColon = trimmed.contains(":")
        switch kind {
        case "favourites" where !hasColon, "favorites" where !hasColon: self = .favourites
        case "committee" where !rest.isEmpty: self = .committee(rest)
        case "party" where !rest.isEmpty: self = .party(rest)
        case "search" where !rest.isEmpty: self = .search(rest)
        default: return nil
        }
    }

    /// The group as typed: "committee:교육위원회".
    public var text: String {
        switch self {
        case .favourites: "favourites"
        case .committee(let name): "committee:\(name)"
        case .party(let name): "party:\(name)"
        case .search(let text): "search:\(text)"
        }
    }
}
