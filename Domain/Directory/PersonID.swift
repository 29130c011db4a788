/// The stable identity of a lawmaker, kept across workbook versions.
///
/// The workbook's `no` is only a row number: deleting one row renumbers everyone after it.
/// The identity is therefore derived from the name when a person first appears (with `-2`,
/// `-3`, … for namesakes) and carried over by ``DirectoryMerge`` whenever a later workbook
/// still lists the same person, however the rows were renumbered.
public struct PersonID: RawRepresentable, Hashable, Comparable, Sendable,
    CustomStringConvertible
{
    /// The identity as text, e.g. "홍길동" or "홍길동-2".
    public let rawValue: String

    /// Wraps an identity text.
    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// The raw id.
    public var description: String { rawValue }

    /// Orders person ids by their raw value.
    public static func < (lhs: PersonID, rhs: PersonID) -> Bool { lhs.rawValue < rhs.rawValue }
}
