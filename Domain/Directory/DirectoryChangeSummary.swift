/// What a sync or import changed, for telling the user ("3 added, 42 updated, 5 removed").
public struct DirectoryChangeSummary: Equatable, Sendable {
    /// The version before, nil on a first load.
    public var previousVersion: SemanticVersion?
    /// The version now stored.
    public var version: SemanticVersion
    /// Names of persons who are new.
    public var addedPersons: [String]
    /// Names of persons whose details changed (a new row number alone is no change).
    public var updatedPersons: [String]
    /// Names of persons no longer in the workbook, now deleted.
    public var removedPersons: [String]
    /// Names of deleted persons who were favourites; their favourites are gone.
    public var removedFavorites: [String]
    /// Names of new parties.
    public var addedParties: [String]
    /// Names of parties whose details changed.
    public var updatedParties: [String]
    /// Titles of new committees.
    public var addedCommittees: [String]
    /// Titles of committees whose details or members changed.
    public var updatedCommittees: [String]
    /// Titles of committees and bills no longer in the workbook, now removed.
    public var removedCommittees: [String] = []
    /// Malformed cells that were skipped, one sentence each.
    public var warnings: [String]
    /// Facts about the workbook the user should know (e.g. it has no committees).
    public var notes: [String] = []
    /// How many persons were stored before (0 on a first load).
    public var previousPersonCount: Int = 0
    /// How many persons are stored after.
    public var personCount: Int = 0
    /// True when a user's workbook replaced the bundled sample (fictitious lawmakers, never
    /// the user's): the change is told as a replacement, not as additions and removals.
    public var replacesSample = false

    /// Creates a summary; every list defaults to empty.
    public init(
        previousVersion: SemanticVersion?, version: SemanticVersion, addedPersons: [String] = [],
        updatedPersons: [String] = [], removedPersons: [String] = [],
        removedFavorites: [String] = [], addedParties: [String] = [],
        updatedParties: [String] = [], addedCommittees: [String] = [],
        updatedCommittees: [String] = [], warnings: [String] = []
    ) {
        self.previousVersion = previousVersion
        self.version = version
        self.addedPersons = addedPersons
        self.updatedPersons = updatedPersons
        self.removedPersons = removedPersons
        self.removedFavorites = removedFavorites
        self.addedParties = addedParties
        self.updatedParties = updatedParties
        self.addedCommittees = addedCommittees
        self.updatedCommittees = updatedCommittees
        self.warnings = warnings
    }

    /// True when applying this change must be confirmed (`--force` or a yes): it removes any
    /// favourite, or more than a fifth of the stored lawmakers.
    public var needsConfirmation: Bool {
        !removedFavorites.isEmpty || removedPersons.count * 5 > previousPersonCount
    }

    /// True when `other` removes nothing this summary does not: no other favourite and no
    /// more lawmakers (so a confirmation of this summary covers it).
    public func covers(_ other: DirectoryChangeSummary) -> Bool {
        Set(other.removedFavorites).isSubset(of: removedFavorites)
            && other.removedPersons.count <= removedPersons.count
    }

    /// True when no person, party or committee changed.
    public var isEmpty: Bool {
        addedPersons.isEmpty && updatedPersons.isEmpty && removedPersons.isEmpty
            && addedParties.isEmpty && updatedParties.isEmpty && addedCommittees.isEmpty
            && updatedCommittees.isEmpty && removedCommittees.isEmpty
    }
}
