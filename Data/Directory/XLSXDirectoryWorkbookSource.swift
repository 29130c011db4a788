import CleanAppsDataCore
import DirectoryDomain
import Foundation
import Spreadsheet

/// A directory workbook in an .xlsx file: the bundled one or a file the user imports.
///
/// Each call opens the file afresh (a cheap central-directory read), so the source holds no
/// state. ``version()`` reads only the `info` sheet and the shared strings it needs.
public struct XLSXDirectoryWorkbookSource: DirectoryWorkbookSource {
    /// The workbook file.
    public let url: URL

    /// A source for the workbook at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// The workbook bundled with CleanApps (`Data/Resources/Directory/directory.xlsx`), or nil
    /// when the resource is missing.
    public static func bundled() -> XLSXDirectoryWorkbookSource? {
        BundledResource.url("Directory/directory.xlsx").map(XLSXDirectoryWorkbookSource.init)
    }

    /// The workbook's version (the `info` sheet only); ``SemanticVersion/unknown`` without one.
    ///
    /// - Throws: ``DirectoryError`` when the file is unreadable or the version is missing or
    ///   malformed.
    public func version() async throws -> SemanticVersion {
        try DirectoryWorkbookReader.version(of: try open())
    }

    /// Everything in the workbook.
    ///
    /// - Throws: ``DirectoryError`` naming a missing sheet or column, or why the file is
    ///   unreadable.
    public func read() async throws -> DirectoryWorkbook {
        let modified = try? FileManager.default.attributesOfItem(atPath: url.path)[
            .modificationDate]
        return try DirectoryWorkbookReader.read(try open(), fileDate: modified as? Date)
    }

    private func open() throws(DirectoryError) -> XLSXWorkbook {
        do {
            return try XLSXWorkbook(contentsOf: url)
        } catch {
            if case .archive = error, let reason = WorkbookFileSniffer.reason(for: url) {
                throw .unreadableWorkbook(reason)
            }
            throw error.directoryError
        }
    }
}
