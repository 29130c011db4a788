import CleanAppsCore
import Foundation

/// The `info` sheet of a directory workbook: its version and notice.
public struct DirectoryInfo: Equatable, Sendable {
    /// The data version; decides whether a workbook replaces the stored directory.
    public var version: SemanticVersion
    /// The notice text shown to users, when given.
    public var notice: String?
    /// The notice date as written (a text cell such as "11/21/26").
    public var noticeDate: String?
    /// The release note of this data version, when given.
    public var patch: String?

    /// Creates the info.
    public init(
        version: SemanticVersion, notice: String? = nil, noticeDate: String? = nil,
        patch: String? = nil
    ) {
        self.version = version
        self.notice = notice
        self.noticeDate = noticeDate
        self.patch = patch
    }

    /// The day the data was last updated, read from ``noticeDate`` (midnight UTC), or nil
    /// when that text is missing or not a date.
    ///
    /// Accepts "MM/dd/yy", "MM/dd/yyyy", "yyyy-MM-dd", "yyyy.MM.dd" and Excel day serials
    /// (days since 1899-12-30).
    public var updateDate: Date? {
        guard let text = noticeDate?.trimmingCharacters(in: .whitespaces), !text.isEmpty else {
            return nil
        }
        if let serial = Double(text), serial > 0, serial < 2_958_466 {
            let origin = UTCDateTime.days(year: 1899, month: 12, day: 30)
            return Date(timeIntervalSince1970: Double((origin + Int(serial)) * 86_400))
        }
        let numbers = text.split(whereSeparator: { "/-.".contains($0) }).compactMap { Int($0) }
        guard numbers.count == 3 else { return nil }
        var parts: (year: Int, month: Int, day: Int)
        if text.contains("/") {
            parts = (numbers[2] < 100 ? 2000 + numbers[2] : numbers[2], numbers[0], numbers[1])
        } else {
            parts = (numbers[0], numbers[1], numbers[2])
        }
        return UTCDateTime(year: parts.year, month: parts.month, day: parts.day)?.date
    }
}
