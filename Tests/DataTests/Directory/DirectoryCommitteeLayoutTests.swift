import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import SpreadsheetKit
import Testing

/// Over synthetic workbooks in each historic layout: committees and bills keep
/// their kind, members are resolved by the sheet their ids number and checked by name, and
/// an empty or missing `events` sheet imports with a note.
@Suite struct DirectoryCommitteeLayoutTests {
    private let temporary: TemporaryDirectory

    init() throws {
        temporary = try TemporaryDirectory()
    }

    private func read(_ workbook: SyntheticDirectoryWorkbook) async throws -> DirectoryWorkbook {
        let url = temporary.appending("layout.xlsx")
        try workbook.write(to: url)
        return try await XLSXDirectoryWorkbookSource(url: url).read()
    }

    @Test func read_olderLayout_keepsCommitteesAndBillsWithTheirGroupsAndMembers() async throws {
        let workbook = try await read(
            .olderLayout(version: "1.0.5", names: ["가나", "다라", "마바"]))

        let groups = workbook.committees.map {
            "\($0.groupName):\($0.title):\($0.memberRowNumbers)"
        }
        #expect(
            groups == [
                "상임위원회:교육위원회:[1, 2]", "상임위원회:국방위원회:[3]", "특별위원회:예산결산특별위원회:[1]",
                "특별법안:재난안전 특별법안:[2]", "개정법률안:공직선거법 일부개정법률안:[3]",
            ])
        #expect(
            workbook.committees.map { CommitteeKind(groupName: $0.groupName) }
                == [.committee, .committee, .committee, .bill, .bill])
        #expect(workbook.warnings.isEmpty)
    }

    @Test func read_latestLayout_idsNumberThePreviousAssembly_membersFoundByThatSheet()
        async throws
    {
        let workbook = try await read(
            .latestLayout(
                version: "1.4.0", names: ["가나", "다라", "마바", "사아"],
                previous: ["전임", "마바", "가나", "사아", "다라"],
                committees: [("교육위원회", ["마바", "가나"]), ("국방위원회", ["다라", "사아"])]))

        #expect(workbook.committees.map(\.memberRowNumbers) == [[3, 1], [2, 4]])
        #expect(workbook.warnings.isEmpty)
    }

    @Test func read_latestLayout_nameContradictingItsId_nameWinsOrRowIsSkipped() async throws {
        var layout = SyntheticDirectoryWorkbook.latestLayout(
            version: "1.4.0", names: ["가나", "다라", "마바", "마바"],
            previous: ["가나", "다라", "전임", "마바"], committees: [])
        layout.eventGroups[0].entries = [
            .init(
                "교육위원회",
                members: [
                    .init(1, "가나"), .init(2, "다라"), .init(1, "다라"), .init(3, "전임"),
                    .init(4, "마바"),
                ])
        ]

        let workbook = try await read(layout)

        #expect(workbook.committees.map(\.memberRowNumbers) == [[1, 2, 2]])
        #expect(
            workbook.warnings == [
                "Row 7 of \"normalgroups\" (교육위원회): 전임 is not a current lawmaker, so "
                    + "that membership was skipped.",
                "Row 8 of \"normalgroups\" (교육위원회): 마바 names 2 current lawmakers, so that "
                    + "membership was skipped.",
            ])
    }

    @Test(arguments: [SyntheticDirectoryWorkbook.EventsSheet.empty, .missing])
    func read_emptyOrMissingEventsSheet_importsWithANote(
        _ events: SyntheticDirectoryWorkbook.EventsSheet
    ) async throws {
        var layout = SyntheticDirectoryWorkbook(version: "1.0.0", names: ["가나"])
        layout.eventsSheet = events
        layout.eventGroups = []

        let workbook = try await read(layout)

        #expect(workbook.persons.map(\.name) == ["가나"])
        #expect(workbook.committees.isEmpty)
        #expect(
            workbook.notes == [
                "The workbook has no committees: its \"events\" sheet is "
                    + "\(events == .empty ? "empty" : "missing")."
            ])
    }

    @Test func read_eventsNamingAMissingSheet_importsTheOthersWithANote() async throws {
        var layout = SyntheticDirectoryWorkbook.olderLayout(
            version: "1.0.5", names: ["가나", "다라", "마바"])
        layout.eventGroups[3].isSheetWritten = false

        let workbook = try await read(layout)

        #expect(workbook.committees.count == 4)
        #expect(
            workbook.notes == [
                "The sheet \"modifiedlaws\" that \"events\" names for 개정법률안 is missing, so "
                    + "it has no entries."
            ])
    }
}
