import CleanAppsCore
import CleanAppsTestSupport
import DirectoryDomain
import Foundation
import Testing

@testable import TextCommands

@MainActor
@Suite struct DirectoryCommandsTests {
    private let harness: DirectoryHarness

    init() throws {
        harness = try DirectoryHarness()
    }

    private func lines(_ text: String) -> [String] {
        text.split(separator: "\n").map(String.init)
    }

    @Test func info_firstRun_loadsTheBundledWorkbookAndSaysSo() async {
        let (terminal, code) = await harness.run(["directory", "info"])
        let again = await harness.run(["directory", "info"])

        #expect(code == .ok)
        #expect(terminal.output.hasPrefix("version: 0.1.0\nupdated: 2026.11.21\n"))
        #expect(
            terminal.output.contains("lawmakers: 300\nparties: 8\ncommittees: 17\nfavorites: 0\n"))
        #expect(
            terminal.errorOutput.hasPrefix(
                "cleanapps directory: Loaded the directory 0.1.0: 300 lawmakers, 8 parties, "
                    + "17 committees.\n"))
        #expect(again.terminal.errorOutput.isEmpty)
        #expect(again.terminal.output == terminal.output)
    }

    @Test func info_json_hasSnakeCaseCounts() async throws {
        let (terminal, code) = await harness.run(["directory", "info", "--json"])

        #expect(code == .ok)
        let object = try #require(
            try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [String: Any])
        #expect(object["version"] as? String == "0.1.0")
        #expect(object["lawmakers"] as? Int == 300)
        #expect(object["is_update_delayed"] as? Bool == false)
    }

    @Test func search_initialConsonants_printsTabSeparatedRows() async {
        let (terminal, code) = await harness.run(["directory", "search", "ㄱㅅㅎ", "--scope", "name"])

        #expect(code == .ok)
        #expect(
            lines(terminal.output) == [
                "강성형\t177\t강성형\t시민개혁당\t대전 서구병",
                "공성형\t99\t공성형\t무소속\t부산 수영구",
            ])
    }

    @Test func search_districtScopeJSON_findsPartlyTypedDistricts() async throws {
        let (terminal, code) = await harness.run([
            "directory", "search", "영등ㅍ", "--scope", "district", "--json",
        ])

        #expect(code == .ok)
        let rows = try #require(
            try JSONSerialization.jsonObject(with: Data(terminal.output.utf8)) as? [[String: Any]])
        #expect(!rows.isEmpty)
        #expect(rows.allSatisfy { ($0["district"] as? String)?.contains("영등포") == true })
    }

    @Test func search_badScopeOrNoQuery_isAUsageError() async {
        let scope = await harness.run(["directory", "search", "김", "--scope", "party"])
        let missing = await harness.run(["directory", "search"])

        #expect(scope.code == .usage)
        #expect(scope.terminal.errorOutput.contains("--scope is all, name or district"))
        #expect(missing.code == .usage)
        #expect(missing.terminal.errorOutput.contains("missing QUERY"))
    }

    @Test func show_byIdOrRowNumber_printsContactsWithURIs() async throws {
        let byID = await harness.run(["directory", "show", "강준율"])
        let byNumber = await harness.run(["directory", "show", "110"])

        #expect(byID.code == .ok)
        #expect(byID.terminal.output == byNumber.terminal.output)
        let output = lines(byID.terminal.output)
        #expect(output.contains("phone: 휴대폰1 02-784-6089 tel:027846089 sms:027846089"))
        #expect(output.contains("phone: 지역구 사무실 058-442-1645 tel:0584421645"))
        let twitter = try #require(output.firstIndex(of: "link: 트위터 twitter.com/m420247"))
        #expect(
            output[twitter + 1...twitter + 2] == [
                "  https://twitter.com/m420247", "  app: twitter://user?screen_name=m420247",
            ])
        #expect(output.allSatisfy { $0.count <= 80 })
        #expect(
            output.suffix(5) == [
                "share:", "  강준율 (미래연합당)", "  경기 성남시수정구병 - 국회의원",
                "  이메일: member110@assembly.example.kr", "  전화: 02-784-6089",
            ])
    }

    @Test func show_unknownId_exits66() async {
        let (terminal, code) = await harness.run(["directory", "show", "아무개"])

        #expect(code == .noInput)
        #expect(terminal.errorOutput.contains("No lawmaker has the ID \"아무개\""))
    }

    @Test func parties_andParty_listMembersAndSearchLinks() async {
        let parties = await harness.run(["directory", "parties"])
        let party = await harness.run(["directory", "party", "미래연합당"])

        #expect(lines(parties.terminal.output).first == "1\t미래연합당\t48")
        #expect(lines(parties.terminal.output).count == 8)
        #expect(party.code == .ok)
        #expect(party.terminal.output.contains("members: 48\n"))
        #expect(
            party.terminal.output.contains(
                "link: 네이버에서 검색 https://search.naver.com/search.naver?query=%EB%AF%B8%EB%9E%98%EC%97%B0%ED%95%A9%EB%8B%B9\n"
            ))
    }

    @Test func favoriteUnfavorite_roundTripAndUnknownRemoval() async {
        let added = await harness.run(["directory", "favorite", "강준율"])
        let listed = await harness.run(["directory", "favorites"])
        let removed = await harness.run(["directory", "unfavorite", "110"])
        let again = await harness.run(["directory", "unfavorite", "강준율"])

        #expect(added.terminal.output == "Added 강준율 (강준율) to the favourites.\n")
        #expect(listed.terminal.output == "강준율\t110\t강준율\t미래연합당\t경기 성남시수정구병\n")
        #expect(removed.code == .ok)
        #expect(again.code == .noInput)
        #expect(again.terminal.errorOutput.contains("강준율 (강준율) is not a favourite."))
    }

    @Test func searchAndFavorites_emptyOnATerminal_sayWhyOnStdout() async {
        let search = await harness.run(["directory", "search", "ㅎㄱㄷ"], interactive: true)
        let favorites = await harness.run(["directory", "favorites"], interactive: true)

        #expect(search.code == .ok && favorites.code == .ok)
        #expect(search.terminal.output.hasSuffix("\rNo lawmaker matches ㅎㄱㄷ.\n"))
        #expect(favorites.terminal.output.hasPrefix("No favourites yet"))
    }

    @Test func searchAndFavorites_emptyWhenPiped_keepStdoutEmptyAndSayWhyOnStderr() async {
        let search = await harness.run(["directory", "search", "ㅎㄱㄷ"])
        let favorites = await harness.run(["directory", "favorites"])
        let json = await harness.run(["directory", "favorites", "--json"], interactive: true)

        #expect(search.terminal.output.isEmpty && favorites.terminal.output.isEmpty)
        #expect(search.terminal.errorOutput.hasSuffix("\nNo lawmaker matches ㅎㄱㄷ.\n"))
        #expect(favorites.terminal.errorOutput.hasPrefix("No favourites yet"))
        #expect(!json.terminal.output.contains("No") && json.terminal.errorOutput.isEmpty)
    }
}
