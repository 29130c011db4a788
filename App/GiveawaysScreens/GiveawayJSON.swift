import CleanAppsCore
import CleanAppsDataCore
import Foundation
import GiveawaysDomain
import TextCommands

/// A giveaway as the scriptable commands print it with `--json` (snake_case keys).
///
/// NB: GamerPower keeps ended items "Active", so its word (`gamerpower_status`) and ours
/// (`expired`: the end date has passed or GamerPower does not say active) are two fields.
/// Written directly, not through `JSONEncoder`: a 9,500-item list spent 40 % of its time
/// there. The text is byte for byte what the encoder wrote (the goldens of
/// `GiveawayJSONTests` were recorded from it): keys sorted, nil fields left out.
struct GiveawayJSON {
    let giveaway: Giveaway
    let isFavorite: Bool
    let expired: Bool

    init(_ giveaway: Giveaway, isFavorite: Bool, now: Date) {
        self.giveaway = giveaway
        self.isFavorite = isFavorite
        expired = !giveaway.isActive(at: now)
    }

    /// `items` as the `--json` text of a list.
    static func text(_ items: [GiveawayJSON]) -> String {
        CommandJSON.text(capacity: items.count * 1_200) { writer in
            writer.array(items) { $1.write(to: &$0) }
        }
    }

    /// `item` as the `--json` text of one giveaway.
    static func text(_ item: GiveawayJSON) -> String {
        CommandJSON.text(capacity: 1_200) { item.write(to: &$0) }
    }

    private func write(to writer: inout PrettyJSONWriter) {
        writer.object { json in
            json.member("description") { $0.string(giveaway.description) }
            json.member("end_date", ifPresent: giveaway.endDate, Self.date)
            json.member("expired") { $0.boolean(expired) }
            json.member("gamerpower_status") { $0.string(giveaway.status) }
            json.member("gamerpower_url", ifPresent: giveaway.gamerPowerURL, Self.url)
            json.member("id") { $0.integer(giveaway.id) }
            json.member("image_url", ifPresent: giveaway.imageURL, Self.url)
            json.member("instructions") { $0.string(giveaway.instructions) }
            json.member("is_favorite") { $0.boolean(isFavorite) }
            json.member("kind") { $0.string(giveaway.kind.description) }
            json.member("open_url", ifPresent: giveaway.openURL, Self.url)
            json.member("platforms") { $0.array(giveaway.platforms) { $0.string($1) } }
            json.member("published_date", ifPresent: giveaway.publishedDate, Self.date)
            json.member("thumbnail_url", ifPresent: giveaway.thumbnailURL, Self.url)
            json.member("title") { $0.string(giveaway.title) }
            json.member("type") { $0.string(giveaway.type) }
            json.member("users") { $0.integer(giveaway.users) }
            json.member("worth_in_cents", ifPresent: giveaway.worthInCents) { $0.integer($1) }
        }
    }

    private static func url(_ writer: inout PrettyJSONWriter, _ url: URL) {
        writer.string(url.absoluteString)
    }

    /// As the `.utcISO8601` strategy writes it.
    private static func date(_ writer: inout PrettyJSONWriter, _ date: Date) {
        writer.string(UTCDateTime(date).iso8601())
    }
}
