import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryPresentation
import DirectoryTestSupport
import Foundation
import Testing

@testable import TextCommands

/// Through the commands: a user's import sticks, is compared only with
/// the user's series, asks before removing favourites, and can be undone or reset.
@MainActor
@Suite struct DirectoryUserImportTests {
    private let harness: DirectoryHarness

    init() throws {
        harness = try DirectoryHarness()
    }

    /// Writes a synthetic workbook of `version` listing `names` and returns its path.
    private func workbook(_ version: String?, _ names: [String]) throws -> String {
        let url = harness.directory.appending("real-\(version ?? "none").xlsx")
        try SyntheticDirectoryWorkbook(version: version, names: names).write(to: url)
        return url.path
    }

    @Test func import_olderRealWorkbook_sticksAcrossLaterCommands() async throws {
        let real = try workbook("1.4.0", ["고민철", "백미광", "정점식"])

        let imported = await harness.run(["directory", "import", real])
        let favorite = await harness.run(["directory", "favorite", "고민철"])
        let info = await harness.run(["directory", "info"])
        let favorites = await harness.run(["directory", "favorites"])

        #expect(imported.code == .ok)
        #expect(
            imported.terminal.output.hasPrefix(
                "Imported real-1.4.0.xlsx: it replaces the bundled sample (version 0.1.0) with "
                    + "version 1.4.0: 3 lawmakers.\n"))
        #expect(favorite.code == .ok)
        #expect(info.terminal.output.hasPrefix("version: 1.4.0\n"))
        #expect(info.terminal.errorOutput.isEmpty)
        #expect(favorites.terminal.output.hasPrefix("고민철\t1\t고민철"))
    }

    @Test func import_olderRealLayoutOnAFreshStore_previewsAndAppliesAsReplacingTheSample()
        async throws
    {
        let real = DirectoryHarness.fixture("directory-v1.4.0.xlsx").path

        let preview = await harness.run(["directory", "import", real, "--dry-run"])
        let untouched = await harness.run(["directory", "info"])
        let imported = await harness.run(["directory", "import", real])
        let info = await harness.run(["directory", "info"])

        let replacement =
            "it replaces the bundled sample (version 0.1.0) with version 1.4.0: "
            + "298 lawmakers.\nRemoved favourites: none\n"
        #expect(preview.code == .ok)
        #expect(
            preview.terminal.output
                == "Would import directory-v1.4.0.xlsx (nothing was written): " + replacement)
        #expect(untouched.terminal.output.hasPrefix("version: 0.1.0\n"))
        #expect(imported.code == .ok)
        #expect(imported.terminal.output == "Imported directory-v1.4.0.xlsx: " + replacement)
        #expect(!imported.terminal.errorOutput.contains("warning"))
        #expect(info.terminal.output.hasPrefix("version: 1.4.0\n"))
        #expect(info.terminal.output.contains("\nlawmakers: 298\nparties: 7\n"))
    }

    @Test func show_cellWithTwoAddresses_listsBothAndOneMailtoToBoth() async throws {
        _ = await harness.run([
            "directory", "import", DirectoryHarness.fixture("directory-v1.4.0.xlsx").path,
        ])

        let text = await harness.run(["directory", "show", "1"])
        let json = await harness.run(["directory", "show", "1", "--json"])

        #expect(
            text.terminal.output.contains(
                """
                message: 이메일 member001@assembly.example.kr mailto:member001@assembly.example.kr
                message: 이메일 hong@na.example.kr mailto:hong@na.example.kr
                message: 휴대폰
                """))
        #expect(
            text.terminal.output.contains(
                "  이메일: member001@assembly.example.kr, hong@na.example.kr\n"))
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(json.terminal.output.utf8))
                as? [String: Any])
        #expect(object["email"] as? String == "member001@assembly.example.kr")
        #expect(
            object["emails"] as? [String] == [
                "member001@assembly.example.kr", "hong@na.example.kr",
            ])
        #expect(
            object["mailto"] as? String == "mailto:member001@assembly.example.kr,hong@na.example.kr"
        )
    }

    @Test func import_unusableCellsOfEveryKind_areCountedByKindAndNamedByCell() async throws {
        var layout = SyntheticDirectoryWorkbook(
            version: "1.4.0", names: ["가", "나", "다", "라", "마", " "])
        layout.cells["email"] = [0: .text("see the office"), 1: .text("a@na.go.kr, 없음")]
        layout.cells["web"] = [2: .text("홈페이지 없음"), 3: .text("javascript:alert(1)")]
        layout.cells["group"] = [4: .text("무소속")]
        let url = harness.directory.appending("cells.xlsx")
        try layout.write(to: url)

        let (terminal, code) = await harness.run(["directory", "import", url.path])

        #expect(code == .ok)
        #expect(
            terminal.errorOutput.contains(
                "warning: 6 warnings: 2 e-mail cells holding something else, 2 links that open "
                    + "nothing, 1 party cells that are not numbers, 1 rows without a name; the "
                    + "first 5:\n"))
        #expect(
            terminal.errorOutput.contains(
                "warning: Row 4 of \"congressman\" (나): cell H4 (email) \"없음\" is not an "
                    + "e-mail address, so it was skipped.\n"))
    }

    @Test func directoryHeader_bundledSample_saysSampleUntilARealWorkbookIsImported()
        async throws
    {
        let real = try workbook("1.4.0", ["고민철", "백미광", "정점식"])

        let sample = await harness.run(["directory"], lines: ["q"])
        _ = await harness.run(["directory", "import", real])
        let imported = await harness.run(["directory"], lines: ["q"])

        #expect(sample.terminal.output.contains("sample data"), "\(sample.terminal.output)")
        #expect(!imported.terminal.output.contains("sample data"))
        #expect(imported.terminal.output.contains("고민철"))
    }

    @Test func import_seriesInOrder_needsNoForce_olderIsRefused() async throws {
        let first = try workbook("1.0.5", ["고민철", "백미광"])
        let second = try workbook("1.1.0", ["고민철", "백미광", "정점식"])

        let one = await harness.run(["directory", "import", first])
        let two = await harness.run(["directory", "import", second])
        let back = await harness.run(["directory", "import", first])

        #expect(one.code == .ok)
        #expect(two.code == .ok)
        #expect(back.code == .dataError)
        #expect(
            back.terminal.errorOutput.contains("1.0.5 is not newer than the stored version 1.1.0"))
    }

    @Test func import_removingAFavourite_isRefusedWithoutForce_dryRunWritesNothing() async throws {
        _ = await harness.run(["directory", "import", try workbook("1.0.0", ["고민철", "백미광"])])
        _ = await harness.run(["directory", "favorite", "백미광"])
        let next = try workbook("1.1.0", ["고민철"])

        let dryRun = await harness.run(["directory", "import", next, "--dry-run"])
        let refused = await harness.run(["directory", "import", next])
        let favorites = await harness.run(["directory", "favorites"])
        let forced = await harness.run(["directory", "import", next, "--force"])

        #expect(dryRun.code == .ok)
        #expect(
            dryRun.terminal.output.contains("Would import real-1.1.0.xlsx (nothing was written)"))
        #expect(dryRun.terminal.output.contains("Removed favourites: 백미광"))
        #expect(refused.code == .dataError)
        #expect(
            refused.terminal.errorOutput.contains(
                "would remove 1 of 2 lawmakers and your favourites 백미광"))
        #expect(favorites.terminal.output.hasPrefix("백미광"))
        #expect(forced.code == .ok)
    }

    @Test func import_removingAFavourite_inATerminal_asksFirst() async throws {
        _ = await harness.run(["directory", "import", try workbook("1.0.0", ["고민철", "백미광"])])
        _ = await harness.run(["directory", "favorite", "백미광"])
        let next = try workbook("1.1.0", ["고민철"])

        let declined = await harness.run(
            ["directory", "import", next], lines: ["n"], interactive: true)
        let accepted = await harness.run(
            ["directory", "import", next], lines: ["y"], interactive: true)

        #expect(declined.code == .dataError)
        #expect(declined.terminal.output.contains("Removed favourites: 백미광"))
        #expect(accepted.code == .ok)
        #expect(accepted.terminal.output.contains("Imported real-1.1.0.xlsx"))
    }

    @Test func undo_afterImport_putsBackThePreviousDataWithItsFavourites() async throws {
        _ = await harness.run(["directory", "favorite", "강준율"])
        _ = await harness.run(["directory", "import", try workbook("1.4.0", ["고민철"]), "--force"])

        let refused = await harness.run(["directory", "undo"])
        let undone = await harness.run(["directory", "undo", "--yes"])
        let favorites = await harness.run(["directory", "favorites"])
        let info = await harness.run(["directory", "info"])

        #expect(refused.code == .usage)
        #expect(undone.code == .ok)
        #expect(undone.terminal.output.hasPrefix("Put back version 0.1.0 (the bundled data)"))
        #expect(favorites.terminal.output.hasPrefix("강준율"))
        #expect(info.terminal.output.hasPrefix("version: 0.1.0\n"))
    }

    @Test func import_intoAFreshFolder_goesStraightInAndUndoPutsTheSampleBack() async throws {
        let real = try workbook("1.4.0", ["고민철", "백미광"])

        let imported = await harness.run(["directory", "import", real])
        let files = try FileManager.default.contentsOfDirectory(atPath: harness.directory.url.path)
        let undone = await harness.run(["directory", "undo", "--yes"])
        let info = await harness.run(["directory", "info"])
        let again = await harness.run(["directory", "undo", "--yes"])

        #expect(imported.code == .ok)
        #expect(
            imported.terminal.output
                == "Imported real-1.4.0.xlsx: it replaces the bundled sample (version 0.1.0) "
                + "with version 1.4.0: 2 lawmakers.\nRemoved favourites: none\n")
        // NB: the sample was neither loaded (no note of it) nor stored (no backup of it).
        #expect(imported.terminal.errorOutput.isEmpty)
        #expect(!files.contains { $0.contains("backup") })
        #expect(undone.code == .ok)
        #expect(
            undone.terminal.output.hasPrefix(
                "Put back version 0.1.0 (the bundled data) with 300 lawmakers and 0 favourites."))
        #expect(info.terminal.output.hasPrefix("version: 0.1.0\n"))
        #expect(info.terminal.output.contains("\nlawmakers: 300\n"))
        // The import was kept as the undo's backup: a second undo brings it back.
        #expect(again.code == .ok)
        #expect(again.terminal.output.hasPrefix("Put back version 1.4.0"))
    }

    @Test func import_drawsItsProgressInATerminalOnly() async throws {
        let real = try workbook("1.4.0", ["고민철", "백미광"])

        let piped = await harness.run(["directory", "import", real, "--dry-run"])
        let typed = await harness.run(
            ["directory", "import", real, "--dry-run"], interactive: true)

        #expect(!piped.terminal.output.contains("Importing real-1.4.0.xlsx"))
        #expect(typed.terminal.output.contains("Importing real-1.4.0.xlsx"))
        #expect(typed.terminal.output.contains("80%  2 rows"))
    }

    @Test func undo_withNothingKept_exits66() async {
        _ = await harness.run(["directory", "info"])

        let (terminal, code) = await harness.run(["directory", "undo", "--yes"])

        #expect(code == .noInput)
        #expect(terminal.errorOutput.contains("There is no earlier directory to go back to"))
    }

    @Test func reset_afterImport_goesBackToBundledKeepingListedFavourites() async throws {
        _ = await harness.run(["directory", "favorite", "강준율"])
        _ = await harness.run(["directory", "import", try workbook("1.4.0", ["고민철"]), "--force"])

        let refused = await harness.run(["directory", "reset"])
        let reset = await harness.run(["directory", "reset", "--yes"])
        let info = await harness.run(["directory", "info"])

        #expect(refused.code == .usage)
        #expect(reset.code == .ok)
        #expect(info.terminal.output.hasPrefix("version: 0.1.0\n"))
    }
}
