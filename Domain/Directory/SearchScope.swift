/// Which fields a directory search looks at (모두 / 이름 / 지역구).
public enum SearchScope: String, Equatable, Sendable, CaseIterable {
    /// Name or district.
    case all
    /// The name only.
    case name
    /// The district only.
    case district
}
