import CleanAppsCore
import DirectoryDomain
import Foundation
import Testing

@Suite struct DirectoryInfoTests {
    @Test(arguments: [
        ("11/21/26", "2026-11-21"), ("03/27/21", "2021-03-27"), ("3/7/2024", "2024-03-07"),
        ("2025-12-25", "2025-12-25"), ("2025.01.02", "2025-01-02"), ("45000", "2023-03-15"),
    ])
    func updateDate_knownFormats_parse(text: String, expected: String) {
        let info = DirectoryInfo(version: SemanticVersion("1.0.0")!, noticeDate: text)

        let formatted = info.updateDate.map {
            $0.formatted(.iso8601.year().month().day().timeZone(separator: .omitted))
        }

        #expect(
            formatted?.hasPrefix(expected) == true, "\(text) gave \(String(describing: formatted))")
    }

    @Test(arguments: ["", "soon", "13/45/21", "2025-02-30", "1/2"])
    func updateDate_notADate_isNil(text: String) {
        #expect(
            DirectoryInfo(version: SemanticVersion("1.0.0")!, noticeDate: text).updateDate == nil)
    }
}
