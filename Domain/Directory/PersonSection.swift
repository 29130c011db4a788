/// A titled group of persons in a directory list.
public struct PersonSection: Equatable, Sendable {
    /// The section title: a consonant, a party name or a region.
    public var title: String
    /// The persons, sorted by name.
    public var persons: [Person]

    /// Creates a section.
    public init(title: String, persons: [Person]) {
        self.title = title
        self.persons = persons
    }
}
