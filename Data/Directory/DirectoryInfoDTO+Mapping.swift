import CleanAppsCore
import DirectoryDomain
import Foundation

extension DirectoryInfoDTO {
    /// The version alone.
    ///
    /// - Throws: ``DirectoryError/missingInfo(_:)`` or ``DirectoryError/invalidVersion(_:)``.
    func toVersion() throws(DirectoryError) -> SemanticVersion {
        guard let text = values["version"] else { throw .missingInfo("version") }
        guard let version = SemanticVersion(text) else { throw .invalidVersion(text) }
        return version
    }

    /// The info: version (required), notice, notice date and patch note.
    func toDirectoryInfo() throws(DirectoryError) -> DirectoryInfo {
        DirectoryInfo(
            version: try toVersion(), notice: values["notice"],
            noticeDate: values["data_update"] ?? values["notice_date"], patch: values["patch"])
    }
}

extension DirectoryInfoDTO {
    /// The info of a workbook without an `info` sheet: version unknown, dated `fileDate`.
    static func unknownVersion(fileDate: Date?) -> DirectoryInfo {
        DirectoryInfo(version: .unknown, noticeDate: fileDate.map(day))
    }

    /// The note telling the user a workbook had no `info` sheet.
    static func unknownVersionNote(fileDate: Date?) -> String {
        "The workbook has no \"info\" sheet: it was imported as version unknown"
            + (fileDate.map { ", dated \(day($0)) (the file's date)" } ?? "") + "."
    }

    /// `yyyy-MM-dd` of `date` in UTC.
    private static func day(_ date: Date) -> String {
        let civil = UTCDateTime(date)
        return String(format: "%04d-%02d-%02d", civil.year, civil.month, civil.day)
    }
}
