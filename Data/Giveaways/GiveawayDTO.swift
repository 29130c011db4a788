/// One item of GamerPower's `/giveaways` list or `/giveaway?id=` object.
///
/// Every field is optional: the original failed the whole list when one item lacked a key,
/// so here an item is kept when it has at least an id and a title.
struct GiveawayDTO: Decodable, Equatable, Sendable {
    let id: Int?
    let title: String?
    let worth: String?
    let thumbnail: String?
    let image: String?
    let description: String?
    let instructions: String?
    let openGiveawayURL: String?
    let publishedDate: String?
    let type: String?
    let platforms: String?
    let endDate: String?
    let users: Int?
    let status: String?
    let gamerpowerURL: String?
    let openGiveaway: String?

    enum CodingKeys: String, CodingKey {
        case id, title, worth, thumbnail, image, description, instructions, type, platforms
        case users, status
        case openGiveawayURL = "open_giveaway_url"
        case publishedDate = "published_date"
        case endDate = "end_date"
        case gamerpowerURL = "gamerpower_url"
        case openGiveaway = "open_giveaway"
    }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        func text(_ key: CodingKeys) -> String? {
            try? container.decodeIfPresent(String.self, forKey: key)
        }
        func number(_ key: CodingKeys) -> Int? {
            if let value = try? container.decodeIfPresent(Int.self, forKey: key) { return value }
            return text(key).flatMap { Int($0) }
        }
        id = number(.id)
        title = text(.title)
        worth = text(.worth)
        thumbnail = text(.thumbnail)
        image = text(.image)
        description = text(.description)
        instructions = text(.instructions)
        openGiveawayURL = text(.openGiveawayURL)
        publishedDate = text(.publishedDate)
        type = text(.type)
        platforms = text(.platforms)
        endDate = text(.endDate)
        users = number(.users)
        status = text(.status)
        gamerpowerURL = text(.gamerpowerURL)
        openGiveaway = text(.openGiveaway)
    }
}

/// A list whose broken items are skipped instead of failing the whole list.
struct LossyList<Element: Decodable & Sendable>: Decodable, Sendable {
    let elements: [Element]
    /// How many items the list held, broken ones included.
    let total: Int

    private struct Skip: Decodable {}

    init(elements: [Element], total: Int) {
        self.elements = elements
        self.total = total
    }

    init(from decoder: any Decoder) throws {
        var container = try decoder.unkeyedContainer()
        var elements: [Element] = []
        var total = 0
        while !container.isAtEnd {
            total += 1
            if let element = try? container.decode(Element.self) {
                elements.append(element)
            } else {
                _ = try? container.decode(Skip.self)
            }
        }
        self.elements = elements
        self.total = total
    }
}

extension LossyList: Equatable where Element: Equatable {}
