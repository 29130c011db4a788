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

    /// `giveaways` as the `--json` text of a list, byte for byte what ``text(_:)-([GiveawayJSON])``
    /// gives, handed to `output` in pieces of about `pieceSize` bytes as it is written.
    ///
    /// NB: the list is written as it goes (a 9,500-item list is 11 MB of text, which was held
    /// as bytes, as a `String` and as the bytes written: a sixth of the time went to page
    /// faults), and no wrapper value is made per giveaway.
    static func write(
        _ giveaways: [Giveaway], isFavorite: (Int) -> Bool, now: Date, pieceSize: Int = 65_536,
        to output: @escaping (String) -> Void
    ) {
        CommandJSON.write(pieceSize: pieceSize, to: output) { writer in
            writer.array(giveaways) { writer, giveaway in
                write(
                    giveaway, isFavorite: isFavorite(giveaway.id),
                    expired: !giveaway.isActive(at: now), to: &writer)
            }
        }
    }

    /// `item` as the `--json` text of one giveaway.
    static func text(_ item: GiveawayJSON) -> String {
        CommandJSON.text(capacity: 1_200) { item.write(to: &$0) }
    }

    private func write(to writer: inout PrettyJSONWriter) {
        Self.write(giveaway, isFavorite: isFavorite, expired: expired, to: &writer)
    }

    private static func write(
        _ giveaway: Giveaway, isFavorite: Bool, expired: Bool, to writer: inout PrettyJSONWriter
    ) {
        let details = giveaway.allDetails
        writer.object { json in
            json.member("description") { $0.string(details.description) }
            json.member("end_date", ifPresent: details.endDate, date)
            json.member("expired") { $0.boolean(expired) }
            json.member("gamerpower_status") { $0.string(details.status) }
            json.member("gamerpower_url", ifPresent: details.links.gamerPower, link)
            json.member("id") { $0.integer(giveaway.id) }
            json.member("image_url", ifPresent: details.links.image, link)
            json.member("instructions") { $0.string(details.instructions) }
            json.member("is_favorite") { $0.boolean(isFavorite) }
            json.member("kind") { $0.string(giveaway.kind.description) }
            json.member("open_url", ifPresent: details.links.open, link)
            json.member("platforms") { $0.array(details.platforms) { $0.string($1) } }
            json.member("published_date", ifPresent: giveaway.publishedDate, date)
            json.member("thumbnail_url", ifPresent: details.links.thumbnail, link)
            json.member("title") { $0.string(details.title) }
            json.member("type") { $0.string(details.type) }
            json.member("users") { $0.integer(giveaway.users) }
            json.member("worth_in_cents", ifPresent: giveaway.worthInCents) { $0.integer($1) }
        }
    }

    /// A link as its URL's `absoluteString` (``GiveawayLinks`` keeps that text).
    private static func link(_ writer: inout PrettyJSONWriter, _ link: String) {
        writer.string(link)
    }

    /// As the `.utcISO8601` strategy writes it.
    private static func date(_ writer: inout PrettyJSONWriter, _ date: Date) {
        writer.string(UTCDateTime(date).iso8601())
    }
}
