import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// The member list: grouping, search and the sections to show.
public struct DirectoryHomeState: Equatable, Sendable {
    /// How the list is grouped.
    public var mode: DirectoryListMode = .name
    /// Which fields the search looks at.
    public var scope: SearchScope = .all
    /// The search text as typed ("" shows everyone).
    public var query = ""
    /// The sections, or the loading state.
    public var list: ViewModelState<[DirectoryRowSection]> = .idle
    /// "자료 1.9.0 · 마지막 업데이트: 2021.03.27", nil until loaded.
    public var dataLine: String?
    /// True when the data is more than 180 days old (the line then says "갱신 지연 중").
    public var isUpdateDelayed = false
    /// Said under the data line while the bundled sample (fictitious lawmakers) is shown,
    /// nil once a real workbook is imported.
    public var sampleNote: String?
    /// The two lines of the empty state ("데이터 없음" / …), nil when there are rows.
    public var emptyState: [String]?
    /// A one-off message (a favourite that could not be saved).
    public var message: String?

    /// Creates the initial state.
    public init() {}

    /// Every row in display order; row i is shown with number i + 1.
    public var rows: [DirectoryPersonRow] { list.content?.flatMap(\.rows) ?? [] }
}
