import ArchiveKit
import CleanAppsCore
import CleanAppsDataCore
import DirectoryData
import DirectoryDomain
import DirectoryPresentation
import Foundation
import SpreadsheetKit
import Testing

@Suite struct XLSXDirectoryWorkbookSourceTests {
    @Test func read_bundledStyleWorkbook_readsEverySheet() async throws {
        let source = try DirectoryFixtures.source("directory-v1.9.0.xlsx")

        let workbook = try await source.read()

        #expect(workbook.info.version == SemanticVersion("1.9.0"))
        #expect(workbook.info.notice?.hasPrefix("샘플 데이터입니다 & 실제 인물이 아닙니다.\n") == true)
        #expect(workbook.info.noticeDate == "11/21/26")
        #expect(workbook.info.patch == "1. 샘플 데이터 갱신")
        #expect(workbook.persons.count == 300)
        #expect(workbook.persons.map(\.rowNumber) == Array(1...300))
        #expect(
            workbook.parties.map(\.name) == [
                "미래연합당", "새희망당", "국민통합당", "정의미래당", "녹색평화당", "시민개혁당", "진보연대", "무소속",
            ])
        #expect(workbook.committees.count == 17)
        #expect(
            workbook.committees.allSatisfy {
                $0.groupName == "상임위원회" && !$0.memberRowNumbers.isEmpty
            })
    }

    @Test func read_firstPerson_mapsEveryField() async throws {
        let source = try DirectoryFixtures.source("directory-v1.9.0.xlsx")

        let person = try #require(try await source.read().persons.first)

        #expect(
            person
                == WorkbookPerson(
                    rowNumber: 1, name: "나호연", job: "국회의원", partyNumber: 2, district: "서울 영등포구병",
                    phones: [Phone(kind: .mobile, label: "휴대폰", number: "02-784-3995")],
                    links: [
                        ContactLink(kind: .email, value: "member001@assembly.example.kr"),
                        ContactLink(kind: .homepage, value: "https://m190122.example.kr"),
                        ContactLink(kind: .blog, value: "https://blog.example.kr/m190122"),
                        ContactLink(kind: .facebook, value: "720421300418521"),
                        ContactLink(kind: .instagram, value: "m190122"),
                    ], partyCell: "E3"))
    }

    @Test func read_bundledSample_rangesThatCarryAreReadWithoutWarnings() async throws {
        let source = try DirectoryFixtures.source("directory-v1.9.0.xlsx")

        let workbook = try await source.read()

        #expect(workbook.warnings.isEmpty)
    }

    @Test func version_newerWorkbook_readsInfoOnly() async throws {
        let source = try DirectoryFixtures.source("directory-v1.10.0.xlsx")

        let version = try await source.version()

        #expect(version.description == "1.10.0")
        #expect(version > SemanticVersion("1.9.0")!)
    }

    @Test func read_smallWorkbook_appliesTheLoaderRules() async throws {
        let source = try DirectoryFixtures.source("workbooks/small-directory.xlsx")

        let workbook = try await source.read()

        #expect(
            workbook.info
                == DirectoryInfo(
                    version: SemanticVersion("2.0.1")!, notice: "공지", noticeDate: "03/27/21"))
        #expect(workbook.persons.map(\.name) == ["홍길동", "김철수", "이영희"])
        #expect(workbook.persons.map(\.rowNumber) == [1, 2, 4])
        #expect(
            workbook.persons[0].phones.map(\.label) == [
                "휴대폰1", "휴대폰2", "국회 사무실1", "국회 사무실2", "국회 사무실3",
            ])
        #expect(
            workbook.persons[0].phones.map(\.number) == [
                "010-1234-5678", "010-2222-3333", "02-784-2747", "02-784-2748", "02-784-2749",
            ])
        #expect(
            workbook.persons[1].phones == [
                Phone(kind: .assemblyOffice, label: "국회 사무실", number: "02-784-1000"),
                Phone(kind: .districtOffice, label: "지역구 사무실", number: "031-111-2222"),
            ])
        #expect(workbook.persons[2].phones.isEmpty)
        #expect(
            workbook.warnings == [
                "Row 5 of \"congressman\": cell C5 (name) is empty, so the row was skipped with its "
                    + "other values.",
                "Row 6 of \"congressman\" (이영희): cell H6 (office_asm) \"02-784-12~345\" is not a "
                    + "phone number or a range like 02-784-2747~9, so it was skipped.",
                "Row 6 of \"normalgroups\" (국방위원회): member 77 is not a row of \"congressman\", "
                    + "so that membership was skipped.",
            ])
    }

    @Test func read_smallWorkbook_readsPartiesWithAccentedCafeColumn() async throws {
        let source = try DirectoryFixtures.source("workbooks/small-directory.xlsx")

        let parties = try await source.read().parties

        #expect(
            parties == [
                Party(
                    id: PartyID(rawValue: 1), name: "가나당",
                    phones: [Phone(kind: .mainNumber, label: "대표번호", number: "02-111-2222")],
                    links: [
                        ContactLink(kind: .homepage, value: "https://ga.example.kr"),
                        ContactLink(kind: .cafe, value: "https://cafe.example.kr/ga"),
                    ]),
                Party(id: PartyID(rawValue: 2), name: "다라당", detail: "설명"),
            ])
    }

    @Test func read_smallWorkbook_groupsCommitteeRows() async throws {
        let source = try DirectoryFixtures.source("workbooks/small-directory.xlsx")

        let committees = try await source.read().committees

        #expect(
            committees == [
                WorkbookCommittee(
                    id: CommitteeID(group: 1, number: 1), title: "교육위원회", groupName: "상임위원회",
                    website: ContactLink(kind: .homepage, value: "https://edu.example.kr"),
                    memberRowNumbers: [2, 1]),
                WorkbookCommittee(
                    id: CommitteeID(group: 1, number: 2), title: "국방위원회", groupName: "상임위원회",
                    memberRowNumbers: [4]),
            ])
    }

    @Test(arguments: [
        ("workbooks/missing-sheet.xlsx", DirectoryError.missingSheet("groups")),
        (
            "workbooks/missing-column.xlsx",
            DirectoryError.missingColumn(sheet: "congressman", column: "field")
        ),
        ("workbooks/bad-version.xlsx", DirectoryError.invalidVersion("latest")),
    ])
    func read_brokenWorkbook_throwsNamedError(name: String, expected: DirectoryError) async throws {
        let source = try DirectoryFixtures.source(name)

        await #expect(throws: expected) { try await source.read() }
    }

    @Test func version_textFile_throwsUnreadableWorkbookSayingItIsText() async throws {
        let source = try DirectoryFixtures.source("archives/source/tiny.txt")

        await #expect(
            throws: DirectoryError.unreadableWorkbook(
                "it is a text file (such as CSV), not an .xlsx workbook; open it in a "
                    + "spreadsheet program, save it as .xlsx and import that.")
        ) {
            try await source.version()
        }
    }

    @Test func bundled_workbook_isNumberedBelowEveryRealWorkbook() async throws {
        let source = try #require(XLSXDirectoryWorkbookSource.bundled())

        let version = try await source.version()

        #expect(version == SemanticVersion("0.1.0"))
        #expect(version < SemanticVersion("1.0.0")!)
    }
}

@Suite struct XLSXDirectoryWorkbookHostileTests {
    @Test func read_truncatedOrFlippedWorkbook_throwsDirectoryErrorOrReads() async throws {
        let url = try DirectoryFixtures.url("directory-v1.9.0.xlsx")
        let bytes = try [UInt8](Foundation.Data(contentsOf: url))
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("directory-hostile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        var failures = 0
        var reads = 0

        for step in 0..<60 {
            var damaged = bytes
            let offset = (step * 7919) % bytes.count
            if step % 2 == 0 { damaged.removeSubrange(offset...) } else { damaged[offset] ^= 0xA5 }
            let file = folder.appendingPathComponent("\(step).xlsx")
            try Foundation.Data(damaged).write(to: file)
            do {
                _ = try await XLSXDirectoryWorkbookSource(url: file).read()
                reads += 1
            } catch is DirectoryError {
                failures += 1
            }
        }

        #expect(failures + reads == 60)
        #expect(failures >= 30)
    }
}
