import Testing

@testable import DirectoryScreens

@Suite struct ImportWarningsReportTests {
    private static func phone(_ row: Int) -> String {
        "Row \(row) of \"congressman\": \"x\" in mobile is not a phone number or a range like "
            + "02-784-2747~9, so it was skipped."
    }

    @Test func init_fiveWarnings_listsEachAndWritesNoFile() {
        let warnings = (3...7).map(Self.phone)

        let report = ImportWarningsReport(warnings, reportPath: "/d/r.txt")

        #expect(report.lines == warnings)
        #expect(report.fileText == nil)
    }

    @Test func init_manyWarnings_countsKindsShowsFirstFiveAndNamesTheFile() {
        let warnings =
            (3...402).map(Self.phone) + [
                "Row 9 of \"groups\" has no title, so that party was skipped.",
                "Row 12 of \"congressman\" names party 99, which does not exist; 홍길동 is "
                    + "listed without a party.",
                "Something new.",
            ]

        let report = ImportWarningsReport(warnings, reportPath: "/d/r.txt")

        #expect(
            report.lines == [
                "403 warnings: 400 phone cells that are not numbers or ranges, 1 parties without "
                    + "a title, 1 rows naming a party that does not exist, 1 other warnings; "
                    + "the first 5:"
            ] + (3...7).map(Self.phone) + ["all 403 are listed in /d/r.txt."])
        #expect(report.fileText == warnings.joined(separator: "\n") + "\n")
    }

    @Test func init_manyWarningsInDryRun_namesNoFileAndWritesNone() {
        let warnings = (3...12).map(Self.phone)

        let report = ImportWarningsReport(warnings, reportPath: nil)

        #expect(report.lines.last == "a dry run writes no list of the others.")
        #expect(report.lines.count == 7)
        #expect(report.fileText == nil)
    }

    @Test func init_errorCellsAndMemberships_countedByKind() {
        let warnings =
            (3...5).map(Self.phone) + [
                "Row 4 of \"congressman\": cell E4 (mobile) holds the error #REF!, so it was "
                    + "skipped.",
                "Row 4 of \"committee\" (1-3): no such id, so that membership was skipped.",
                "Row 5 of \"committee\" (1-3): no such id, so that membership was skipped.",
            ]

        let report = ImportWarningsReport(warnings, reportPath: "/d/r.txt")

        #expect(
            report.lines.first
                == "6 warnings: 3 phone cells that are not numbers or ranges, 2 committee "
                + "memberships that could not be resolved, 1 error cells such as #REF!; the "
                + "first 5:")
    }
}
