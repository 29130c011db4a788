/// A member of the National Assembly in the directory.
public struct Person: Equatable, Identifiable, Sendable {
    /// The stable identity; see ``PersonID``.
    public var id: PersonID
    /// The `no` of the person's row in the latest workbook; changes when rows move.
    public var rowNumber: Int
    /// The name, trimmed.
    public var name: String
    /// The job title (`title` column), usually "국회의원".
    public var job: String?
    /// The party, nil for none or an unknown party.
    public var partyID: PartyID?
    /// The district (`field` column), e.g. "경기 안양시만안구" or "비례대표".
    public var district: String?
    /// Phone numbers in workbook order: mobile, Assembly office, district office.
    public var phones: [Phone]
    /// E-mail, websites and social accounts.
    public var links: [ContactLink]

    /// Creates a person.
    public init(
        id: PersonID, rowNumber: Int, name: String, job: String? = nil, partyID: PartyID? = nil,
        district: String? = nil, phones: [Phone] = [], links: [ContactLink] = []
    ) {
        self.id = id
        self.rowNumber = rowNumber
        self.name = name
        self.job = job
        self.partyID = partyID
        self.district = district
        self.phones = phones
        self.links = links
    }

    /// The primary e-mail address (the first), when there is one.
    public var email: String? { links.first { $0.kind == .email }?.value }

    /// Every e-mail address, primary first (a workbook cell may hold several).
    public var emails: [String] { links.filter { $0.kind == .email }.map(\.value) }

    /// The phone a text message goes to: the first mobile number.
    public var smsPhone: Phone? { phones.first(where: \.acceptsSMS) }

    /// True when everything but the row number is the same, i.e. nothing a user would see
    /// as a change.
    public func hasSameDetails(as other: Person) -> Bool {
        var renumbered = other
        renumbered.rowNumber = rowNumber
        return self == renumbered
    }
}
