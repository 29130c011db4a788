/// A party's number in the `groups` sheet, which persons refer to.
public struct PartyID: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    /// The `no` of the party's row.
    public let rawValue: Int

    /// Wraps a party number.
    public init(rawValue: Int) {
        self.rawValue = rawValue
    }

    /// The raw number as text.
    public var description: String { String(rawValue) }

    /// Orders party ids by their raw value.
    public static func < (lhs: PartyID, rhs: PartyID) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// A political party (a row of the `groups` sheet).
public struct Party: Equatable, Identifiable, Sendable {
    /// The party number, stable across workbook versions.
    public var id: PartyID
    /// The party name (`title` column).
    public var name: String
    /// A description, when given.
    public var detail: String?
    /// The main phone numbers.
    public var phones: [Phone]
    /// E-mail, websites and social accounts.
    public var links: [ContactLink]

    /// Creates a party.
    public init(
        id: PartyID, name: String, detail: String? = nil, phones: [Phone] = [],
        links: [ContactLink] = []
    ) {
        self.id = id
        self.name = name
        self.detail = detail
        self.phones = phones
        self.links = links
    }
}
