/// A person as one workbook row gives it, before ``DirectoryMerge`` assigns an identity.
public struct WorkbookPerson: Equatable, Sendable {
    /// The row's `no`.
    public var rowNumber: Int
    /// The name, trimmed.
    public var name: String
    /// The job title.
    public var job: String?
    /// The party number from the `group` column; resolved against the parties on merge.
    public var partyNumber: Int?
    /// The district (`field`).
    public var district: String?
    /// Phone numbers, already parsed and labelled.
    public var phones: [Phone]
    /// E-mail, websites and social accounts.
    public var links: [ContactLink]
    /// The reference of the `group` cell (`E12`), named when its party does not exist.
    public var partyCell: String?

    /// Creates a workbook person.
    public init(
        rowNumber: Int, name: String, job: String? = nil, partyNumber: Int? = nil,
        district: String? = nil, phones: [Phone] = [], links: [ContactLink] = [],
        partyCell: String? = nil
    ) {
        self.rowNumber = rowNumber
        self.name = name
        self.job = job
        self.partyNumber = partyNumber
        self.district = district
        self.phones = phones
        self.links = links
        self.partyCell = partyCell
    }
}
