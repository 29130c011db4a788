import CleanAppsTestSupport
import Foundation
import Testing

@testable import TerminalKit
@testable import TextCommands

@MainActor
@Suite struct DirectoryScreensTests {
    private let harness: DirectoryHarness

    init() throws {
        harness = try DirectoryHarness()
    }

    @Test func firstRun_listByInitialConsonant_matchesTranscript() async {
        let (terminal, code) = await harness.run(["directory"], lines: ["n", "l", "l", "l", "q"])

        #expect(code == .ok)
        #expect(terminal.output.contains("Loaded the directory 0.1.0: 300 lawmakers"))
        assertSnapshot(terminal.output, named: "Directory/list-consonants")
    }

    @Test func search_initialConsonants_matchesTranscript() async {
        let (terminal, _) = await harness.run(
            ["directory"], lines: ["/ㄱㅅㅎ", "s name", "/강주", "/ㅎㄱㄷ", "/", "q"])

        assertSnapshot(terminal.output, named: "Directory/search-choseong")
    }

    @Test func personDetails_matchesTranscript() async {
        let (terminal, _) = await harness.run(
            ["directory"], lines: ["/강준율", "1", "o 2", "o 9", "f", "zz", "?", "q"])

        #expect(terminal.output.contains("트위터: https://twitter.com/m420247\n"))
        assertSnapshot(terminal.output, named: "Directory/person-details")
    }

    @Test func partyDetails_fromPersonAndFromParties_matchesTranscript() async {
        let (terminal, _) = await harness.run(
            ["directory"], lines: ["/강준율", "1", "g", "o 5", "n", "b", "b", "g", "8", "q"])

        assertSnapshot(terminal.output, named: "Directory/party-details")
    }

    @Test func favourites_markListOpenRemove_matchesTranscript() async {
        let (terminal, _) = await harness.run(
            ["directory"], lines: ["f 2", "f 1", "f", "1", "b", "d 1", "d 9", "b", "q"])

        assertSnapshot(terminal.output, named: "Directory/favourites")
    }

    @Test func favourites_surviveARestartAndAnImport() async {
        _ = await harness.run(["directory"], lines: ["/강준율", "f 1", "q"])
        _ = await harness.run([
            "directory", "import", DirectoryHarness.fixture("directory-v1.10.0.xlsx").path,
        ])

        let (terminal, _) = await harness.run(["directory"], lines: ["f", "q"])

        #expect(terminal.output.contains("  1  강준율 ★  미래연합당  경기 성남시수정구병 (변경)\n"))
    }

    @Test(arguments: [80, 40])
    func list_koreanColumns_alignAndFitTheWidth(width: Int) async {
        let (terminal, _) = await harness.run(["directory"], lines: ["l party", "q"], width: width)

        let rows = terminal.output.split(separator: "\n").map(String.init).filter {
            $0.range(of: #"^ *\d+  "#, options: .regularExpression) != nil
        }
        // NB: the first page by name, then by party: rows and their headers take 20 lines.
        let numbers = rows.map {
            Int($0.prefix { $0 == " " || $0.isNumber }.trimmingCharacters(in: .whitespaces))!
        }
        var pages: [[Int]] = []
        for number in numbers {
            if number == 1 { pages.append([]) }
            pages[pages.count - 1].append(number)
        }
        #expect(pages.count == 2)
        #expect(pages.allSatisfy { $0 == Array(1...$0.count) && $0.count >= 12 })
        #expect(rows.allSatisfy { TerminalText.displayWidth($0) <= width })
        let secondColumns = Set(rows.prefix(20).map(Self.secondColumn))
        #expect(secondColumns.count == 1)
        assertSnapshot(terminal.output, named: "Directory/list-party-width-\(width)")
    }

    @Test func openLink_onTTY_opensOnlyAfterYes() async {
        let opener = RecordingURLOpener()

        let (terminal, _) = await harness.run(
            ["directory"], lines: ["/강준율", "1", "o 1", "n", "o 1", "y", "q"], interactive: true,
            opener: opener)

        #expect(opener.openedAddresses == ["https://blog.example.kr/m420247"])
        #expect(terminal.output.contains("Opening https://blog.example.kr/m420247 …"))
        #expect(terminal.output.contains("Loading the directory  [####"))
    }

    @Test func openLink_piped_printsButNeverOpens() async {
        let opener = RecordingURLOpener()

        let (terminal, _) = await harness.run(
            ["directory"], lines: ["/강준율", "1", "o 1", "y", "q"], opener: opener)

        #expect(opener.openedAddresses.isEmpty)
        #expect(terminal.output.contains("블로그: https://blog.example.kr/m420247\n"))
        #expect(!terminal.output.contains("Loading the directory  ["))
    }

    @Test func endOfInput_anywhere_leavesCleanly() async {
        for script in [[], ["1"], ["g", "1"], ["f"], ["/강준율", "1", "o 1"]] {
            let (_, code) = await harness.run(["directory"], lines: script, interactive: true)

            #expect(code == .ok)
        }
    }

    /// The display column where the second cell of a list row starts.
    private static func secondColumn(_ line: String) -> Int {
        let trimmed = line.drop { $0 == " " }
        let parts = trimmed.components(separatedBy: "  ").filter { !$0.isEmpty }
        guard parts.count >= 3, let range = line.range(of: "  " + parts[2]) else { return -1 }
        return TerminalText.displayWidth(String(line[..<range.lowerBound])) + 2
    }
}
