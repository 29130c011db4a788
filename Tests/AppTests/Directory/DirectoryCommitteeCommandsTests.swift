import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Foundation
import Testing

@testable import TextCommands

/// Through the commands: committees and bills on a person's page, the committee
/// commands, and a full workbook as the whole truth for its groups.
@MainActor
@Suite struct DirectoryCommitteeCommandsTests {
    private let harness: DirectoryHarness
    private static let names = ["가나", "다라", "마바", "사아"]

    init() throws {
        harness = try DirectoryHarness()
    }

    private func write(_ workbook: SyntheticDirectoryWorkbook, _ name: String) throws -> String {
        let url = harness.directory.appending(name)
        try workbook.write(to: url)
        return url.path
    }

    private func importOlder() async throws {
        let older = try write(.olderLayout(version: "1.0.5", names: Self.names), "2018.xlsx")
        let imported = await harness.run(["directory", "import", older])
        #expect(imported.code == .ok, "\(imported.terminal.errorOutput)")
    }

    @Test func show_olderLayout_listsCommitteesAndBillsApart() async throws {
        try await importOlder()

        let shown = await harness.run(["directory", "show", "다라"])
        let json = await harness.run(["directory", "show", "다라", "--json"])

        #expect(shown.terminal.output.contains("committee: 교육위원회\nbill: 재난안전 특별법안\n"))
        let object = try JSONSerialization.jsonObject(with: Data(json.terminal.output.utf8))
        let fields = try #require(object as? [String: Any])
        #expect(fields["committees"] as? [String] == ["교육위원회"])
        #expect(fields["bills"] as? [String] == ["재난안전 특별법안"])
    }

    @Test func committees_listCommitteesThenBills_withKindAndMemberCount() async throws {
        try await importOlder()

        let listed = await harness.run(["directory", "committees"])

        #expect(listed.code == .ok)
        #expect(
            listed.terminal.output == """
                1-1\t교육위원회\t상임위원회\tcommittee\t2
                1-2\t국방위원회\t상임위원회\tcommittee\t1
                2-1\t예산결산특별위원회\t특별위원회\tcommittee\t1
                3-1\t재난안전 특별법안\t특별법안\tbill\t1
                4-1\t공직선거법 일부개정법률안\t개정법률안\tbill\t1

                """)
    }

    @Test func committee_byTitleOrPart_listsMembersWithPartyAndPhones() async throws {
        try await importOlder()

        let shown = await harness.run(["directory", "committee", "교육"])

        #expect(shown.code == .ok)
        #expect(
            shown.terminal.output == """
                id: 1-1
                title: 교육위원회
                group: 상임위원회
                kind: committee
                members: 2
                가나\t가나\t가나당\t010-1234-0000
                다라\t다라\t가나당\t010-1234-0001

                """)
    }

    @Test func committee_ambiguousOrUnknown_saysSoWithUsageOrNoInput() async throws {
        try await importOlder()

        let ambiguous = await harness.run(["directory", "committee", "위원회"])
        let unknown = await harness.run(["directory", "committee", "없는위원회"])

        #expect(ambiguous.code == .usage)
        #expect(
            ambiguous.terminal.errorOutput.contains(
                "\"위원회\" matches 3 committees or bills (교육위원회 1-1, 국방위원회 1-2, 예산결산특별위원회 2-1)"))
        #expect(unknown.code == .noInput)
        #expect(
            unknown.terminal.errorOutput
                == "cleanapps directory: No committee or bill is named \"없는위원회\"; list them "
                + "with cleanapps directory committees.\n")
    }

    @Test func import_olderThenLatestLayout_keepsOnlyTheNewWorkbooksGroups() async throws {
        try await importOlder()
        let latest = try write(
            .latestLayout(
                version: "1.4.0", names: Self.names, previous: ["전임", "사아", "가나"],
                committees: [("교육위원회", ["사아"]), ("보건복지위원회", ["가나"])]),
            "2024.xlsx")

        let imported = await harness.run(["directory", "import", latest])
        let info = await harness.run(["directory", "info"])
        var shown: [(terminal: ScriptedTerminal, code: ExitCode)] = []
        for name in Self.names { shown.append(await harness.run(["directory", "show", name])) }
        let committees = await harness.run(["directory", "committees"])

        #expect(imported.code == .ok)
        #expect(info.terminal.output.contains("committees: 2\n"))
        #expect(
            committees.terminal.output
                == "1-1\t교육위원회\t상임위원회\tcommittee\t1\n1-2\t보건복지위원회\t상임위원회\tcommittee\t1\n")
        let groupLines = shown.map { run in
            run.terminal.output.split(separator: "\n").filter {
                $0.hasPrefix("committee:") || $0.hasPrefix("bill:")
            }
        }
        #expect(groupLines == [["committee: 보건복지위원회"], [], [], ["committee: 교육위원회"]])
    }
}

/// Through the import command: a workbook without an `info` sheet needs --force,
/// then imports as version unknown, and the next numbered version needs none.
@MainActor
@Suite struct DirectoryUnknownVersionImportTests {
    private let harness: DirectoryHarness

    init() throws {
        harness = try DirectoryHarness()
    }

    @Test func import_noInfoSheet_needsForce_thenNumberedVersionsFollowWithoutIt() async throws {
        let noInfo = harness.directory.appending("noinfo.xlsx")
        try SyntheticDirectoryWorkbook(version: nil, names: ["가나", "다라"]).write(to: noInfo)
        let numbered = harness.directory.appending("numbered.xlsx")
        try SyntheticDirectoryWorkbook(version: "1.0.5", names: ["가나", "다라"]).write(to: numbered)

        let refused = await harness.run(["directory", "import", noInfo.path])
        let forced = await harness.run(["directory", "import", noInfo.path, "--force"])
        let info = await harness.run(["directory", "info"])
        let next = await harness.run(["directory", "import", numbered.path])

        #expect(refused.code == .dataError)
        #expect(
            refused.terminal.errorOutput.hasSuffix(
                "cleanapps directory: The workbook has no \"info\" sheet, so its version is "
                    + "unknown; import it with --force to use it anyway (it is then dated by the "
                    + "file's date).\n"))
        #expect(forced.code == .ok)
        #expect(forced.terminal.output.contains("imported as version unknown, dated "))
        #expect(info.terminal.output.hasPrefix("version: unknown\nupdated: "))
        #expect(next.code == .ok)
    }
}
