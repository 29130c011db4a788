import CleanAppsCore
import CleanAppsDataCore
import DirectoryData
import Foundation
import Spreadsheet

/// The workbook fixtures in `Fixtures/Directory` (see `make_fixtures.py` there).
enum DirectoryFixtures {
    static func url(_ name: String) throws -> URL {
        guard let root = Bundle.module.url(forResource: "Fixtures", withExtension: nil) else {
            throw CocoaError(.fileNoSuchFile)
        }
        return root.appendingPathComponent("Directory/" + name)
    }

    static func workbook(_ name: String) throws -> XLSXWorkbook {
        try XLSXWorkbook(contentsOf: url("workbooks/" + name))
    }

    static func source(_ name: String) throws -> XLSXDirectoryWorkbookSource {
        XLSXDirectoryWorkbookSource(url: try url(name))
    }
}
