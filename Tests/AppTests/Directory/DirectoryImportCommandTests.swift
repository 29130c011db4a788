import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing

@testable import TextCommands

@MainActor
@Suite struct DirectoryImportCommandTests {
    private let harness: DirectoryHarness
    private let older = DirectoryHarness.fixture("directory-v1.9.0.xlsx").path
    private let newer = DirectoryHarness.fixture("directory-v1.10.0.xlsx").path

    init() throws {
        harness = try DirectoryHarness()
    }

    @Test func import_newerWorkbook_printsExactCountsAndKeepsRenumberedFavourites() async {
        _ = await harness.run(["directory", "import", older])
        _ = await harness.run(["directory", "favorite", "강준율"])
        _ = await harness.run(["directory", "favorite", "김원호"])

        let (terminal, code) = await harness.run(["directory", "import", newer, "--force"])
        let favorites = await harness.run(["directory", "favorites"])

        #expect(code == .ok)
        #expect(
            terminal.output == """
                Imported directory-v1.10.0.xlsx: version 1.9.0 → 1.10.0.
                3 added, 42 updated, 5 removed.
                Added: 길서솔신, 차철하신, 석규동신
                Removed: 이성혜, 공성형, 도다다, 홍철성, 김원호
                Removed favourites: 김원호
                Parties: 0 added, 7 updated. Committees: 0 added, 16 updated, 1 removed.

                """)
        #expect(favorites.terminal.output == "강준율\t108\t강준율\t미래연합당\t경기 성남시수정구병 (변경)\n")
    }

    @Test func import_sameVersion_isRefusedUnlessForced() async {
        _ = await harness.run(["directory", "import", newer])

        let refused = await harness.run(["directory", "import", newer])
        let forced = await harness.run(["directory", "import", newer, "--force"])

        #expect(refused.code == .dataError)
        #expect(
            refused.terminal.errorOutput
                == "cleanapps directory: The workbook version 1.10.0 is not newer than the stored "
                + "version 1.10.0; import with --force to use it anyway.\n")
        #expect(forced.code == .ok)
        #expect(forced.terminal.output.contains("0 added, 0 updated, 0 removed."))
    }

    @Test func import_truncatedWorkbook_exits65WithAClearMessage() async throws {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: newer)).prefix(1000)
        let broken = harness.directory.appending("bad.xlsx")
        try bytes.write(to: broken)

        let (terminal, code) = await harness.run(["directory", "import", broken.path, "--force"])
        let info = await harness.run(["directory", "info"])

        #expect(code == .dataError)
        #expect(terminal.errorOutput.contains("The workbook could not be read:"))
        #expect(terminal.output.isEmpty)
        #expect(info.terminal.output.hasPrefix("version: 0.1.0\n"))
    }

    @Test func import_workbookMissingAColumn_namesSheetAndColumn() async {
        let broken = DirectoryHarness.fixture("workbooks/missing-column.xlsx").path

        let (terminal, code) = await harness.run(["directory", "import", broken, "--force"])

        #expect(code == .dataError)
        #expect(terminal.errorOutput.contains("has no column"))
    }

    @Test func import_missingFileOrFolder_exits66() async {
        let missing = await harness.run(["directory", "import", "/nonexistent/x.xlsx"])
        let folder = await harness.run(["directory", "import", harness.directory.url.path])

        #expect(missing.code == .noInput)
        #expect(
            missing.terminal.errorOutput.contains(
                "There is no workbook file at /nonexistent/x.xlsx"))
        #expect(folder.code == .noInput)
    }

    @Test func launch_bundledNewerOverBundledData_removingAFavourite_isNotApplied() async throws {
        let old = Directory(
            info: DirectoryInfo(version: try #require(SemanticVersion("0.0.1"))),
            persons: [
                Person(id: PersonID(rawValue: "떠난이"), rowNumber: 1, name: "떠난이"),
                Person(id: PersonID(rawValue: "강준율"), rowNumber: 2, name: "강준율"),
            ],
            favoriteIDs: [PersonID(rawValue: "떠난이"), PersonID(rawValue: "강준율")],
            source: .bundled)
        try await harness.repository.saveDirectory(old)

        let (terminal, code) = await harness.run(["directory", "favorites"])
        let reset = await harness.run(["directory", "reset", "--yes"])
        let after = await harness.run(["directory", "favorites"])

        #expect(code == .ok)
        #expect(terminal.output == "떠난이\t1\t떠난이\t소속 없음\t\n강준율\t2\t강준율\t소속 없음\t\n")
        #expect(
            terminal.errorOutput.contains(
                "The bundled directory 0.1.0 was not applied: it would remove 1 of 2 lawmakers "
                    + "and your favourites 떠난이. Run cleanapps directory reset to apply it."))
        #expect(reset.code == .ok)
        #expect(reset.terminal.output.contains("Removed favourites: 떠난이"))
        #expect(after.terminal.output == "강준율\t110\t강준율\t미래연합당\t경기 성남시수정구병\n")
    }
}
