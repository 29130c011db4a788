import Foundation
import GiveawaysDomain

/// The GamerPower endpoints CleanApps calls.
enum GamerPowerRequest: Equatable, Sendable {
    case list(GiveawayQuery)
    case item(id: Int)
    case worth

    var isList: Bool {
        if case .list = self { return true }
        return false
    }

    /// The request URL under `base`, e.g. `…/giveaways?platform=pc&sort-by=value`.
    func url(base: URL) -> URL? {
        var components: URLComponents?
        switch self {
        case .list(let query):
            components = URLComponents(
                url: base.appendingPathComponent("giveaways"), resolvingAgainstBaseURL: false)
            var items: [URLQueryItem] = []
            if let platform = query.platform {
                items.append(URLQueryItem(name: "platform", value: platform.slug))
            }
            if let type = query.kind?.apiValue {
                items.append(URLQueryItem(name: "type", value: type))
            }
            if query.sort != .date {
                items.append(URLQueryItem(name: "sort-by", value: query.sort.rawValue))
            }
            components?.queryItems = items.isEmpty ? nil : items
        case .item(let id):
            components = URLComponents(
                url: base.appendingPathComponent("giveaway"), resolvingAgainstBaseURL: false)
            components?.queryItems = [URLQueryItem(name: "id", value: String(id))]
        case .worth:
            components = URLComponents(
                url: base.appendingPathComponent("worth"), resolvingAgainstBaseURL: false)
        }
        return components?.url
    }

    /// The key its good responses are cached under (independent of the base URL's host).
    var cacheKey: String {
        switch self {
        case .list(let query):
            "giveaways platform=\(query.platform?.slug ?? "all") type=\(query.kind?.apiValue ?? "all") sort=\(query.sort.rawValue)"
        case .item(let id): "giveaway id=\(id)"
        case .worth: "worth"
        }
    }
}
