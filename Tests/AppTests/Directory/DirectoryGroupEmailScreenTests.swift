import CleanAppsCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Testing

@testable import Terminal
@testable import TextCommands

/// `m` on a committee, a party and the favourites: the questions, the draft written by the
/// same composer as `directory email` (its Bcc read back by the command tests' own header
/// parse), and that nothing is written when the user cancels or the group has no address.
@MainActor
@Suite struct DirectoryGroupEmailScreenTests {
    private let harness: DirectoryHarness
    /// Where the drafts go: outside the data folder, which is never written by name.
    private let outputs: TemporaryDirectory

    init() throws {
        harness = try DirectoryHarness()
        outputs = try TemporaryDirectory()
    }

    /// The lines that answer `m`'s questions: subject, message lines, the end, the file.
    private static func answers(_ out: URL) -> [String] {
        ["m", "교육 예산에 관한 의견", "안녕하세요.", "", "의견을 드립니다.", ".", out.path]
    }

    /// `output` with its lines joined, as sentences wrapped to the terminal's width read.
    private static func unwrapped(_ output: String) -> String {
        output.replacingOccurrences(of: "\n", with: " ")
    }

    /// The loaded directory (after a first run of the screens has imported the workbook).
    private func directory() async throws -> Directory {
        try #require(try await harness.repository.loadDirectory())
    }

    /// Every usable address of `members`, each once, in their order.
    private static func addresses(of members: [Person]) -> [String] {
        var seen = Set<String>()
        return members.flatMap(\.emails).compactMap(MailAddress.init(parsing:)).map(\.rawValue)
            .filter { seen.insert($0.lowercased()).inserted }
    }

    /// The draft's Bcc addresses and body, read back with the command tests' header parse.
    private func draft(_ out: URL) throws -> (bcc: [String], message: String) {
        let message = try String(contentsOf: out, encoding: .utf8)
        let bcc = DirectoryEmailCommandTests.headers("Bcc", in: message)
        #expect(bcc.count == 1)
        #expect(DirectoryEmailCommandTests.headers("To", in: message).isEmpty)
        return (bcc.first?.components(separatedBy: ", ") ?? [], message)
    }

    /// `m` on committee or party row N (`c` or `g` from the member list, then N).
    @Test(arguments: [("c", 1), ("c", 4), ("g", 1), ("g", 3)])
    func committeeOrParty_m_writesADraftBccEveryMemberWithAnAddress(list: String, row: Int)
        async throws
    {
        _ = await harness.run(["directory"], lines: ["q"])
        let directory = try await directory()
        let group: ContactGroup =
            list == "c"
            ? .committee(DirectoryCommitteeRow.rows(directory)[row - 1].id.description)
            : .party(String(DirectoryPartyRow.rows(directory)[row - 1].id.rawValue))
        let out = outputs.appending("group.eml")

        let (terminal, code) = await harness.run(
            ["directory"], lines: [list, "\(row)"] + Self.answers(out) + ["q"])

        #expect(code == .ok)
        let expected = Self.addresses(of: try directory.members(of: group))
        let (bcc, message) = try draft(out)
        #expect(!expected.isEmpty)
        #expect(bcc == expected)
        #expect(message.contains("Subject: =?UTF-8?"))
        let name = group.text.replacingOccurrences(of: ":", with: "-")
        #expect(terminal.output.contains("[\(name).eml]"))
        #expect(
            Self.unwrapped(terminal.output).contains(
                "A draft to \(expected.count) addresses (Bcc) written to \(out.path)."))
    }

    @Test func favourites_m_writesADraftBccTheFavourites() async throws {
        let out = outputs.appending("favourites.eml")

        let (terminal, _) = await harness.run(
            ["directory"], lines: ["f 1", "f 2", "f 3", "f"] + Self.answers(out) + ["q"])

        let directory = try await directory()
        #expect(directory.favorites.count == 3)
        let expected = Self.addresses(of: directory.favorites)
        #expect(try draft(out).bcc == expected)
        #expect(terminal.output.contains("[favourites.eml]"))
    }

    @Test func bodyFile_atPath_isTheMessage() async throws {
        let body = outputs.appending("body.txt")
        try Data("파일에서 온 본문\n".utf8).write(to: body)
        let out = outputs.appending("from-file.eml")

        _ = await harness.run(
            ["directory"], lines: ["c", "1", "m", "제목", "@" + body.path, out.path, "q"])

        let message = try String(contentsOf: out, encoding: .utf8)
        #expect(message.contains("Content-Type: text/plain; charset=UTF-8\r\n"))
        #expect(!(try draft(out).bcc.isEmpty))
    }

    /// Cancelling at each question, or input ending there, writes nothing and says so.
    @Test(arguments: [
        ["m", ""], ["m", "b"], ["m", "제목", ""], ["m", "제목", "b"], ["m", "제목", "."],
        ["m", "제목", "본문", ".", "b"], ["m", "제목", "본문"], ["m", "제목", "@/no/such/file.txt"],
        ["m", "제목", "본문", ".", "-"],
    ])
    func cancel_atAnyQuestion_writesNothing(script: [String]) async throws {
        let (terminal, code) = await harness.run(["directory"], lines: ["c", "1"] + script + ["q"])

        #expect(code == .ok)
        #expect(try FileManager.default.contentsOfDirectory(atPath: outputs.url.path).isEmpty)
        #expect(Self.unwrapped(terminal.output).contains("No draft was written."), "\(script)")
        #expect(!terminal.output.contains("written to"))
    }

    @Test func existingFile_isReplacedOnlyAfterYes() async throws {
        let out = outputs.appending("old.eml")
        try Data("old".utf8).write(to: out)

        let (refused, _) = await harness.run(
            ["directory"], lines: ["c", "1"] + Self.answers(out) + ["n", "q"])
        let kept = try String(contentsOf: out, encoding: .utf8)
        let (_, _) = await harness.run(
            ["directory"], lines: ["c", "1"] + Self.answers(out) + ["y", "q"])

        #expect(kept == "old")
        let said = Self.unwrapped(refused.output)
        #expect(said.contains("\(out.path) already exists."))
        #expect(said.contains("The file was left as it is. No draft was written."))
        #expect(!(try draft(out).bcc.isEmpty))
    }

    @Test func emptyFavourites_m_saysSoAndAsksNothing() async throws {
        let (terminal, _) = await harness.run(["directory"], lines: ["f", "m", "q"])

        #expect(
            Self.unwrapped(terminal.output).contains(
                "has no members, so there is nobody to write to"))
        #expect(!terminal.prompts.contains { $0.prompt.hasPrefix("Subject") })
    }

    @Test func dataFolder_isRefused() async throws {
        let out = harness.directory.url.appendingPathComponent("draft.eml")

        let (terminal, _) = await harness.run(
            ["directory"], lines: ["c", "1"] + Self.answers(out) + ["q"])

        #expect(!FileManager.default.fileExists(atPath: out.path))
        #expect(Self.unwrapped(terminal.output).contains("nothing was written"))
    }

    /// Names and titles from the workbook reach the terminal without their escape sequences:
    /// the group's name, the members left out, and the messages after.
    @Test func hostileNames_arePrintedWithoutTerminalControls() async throws {
        let evil = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\u{1B}[31m"
        let hostile = PersonID(rawValue: "악")
        let plain = PersonID(rawValue: "선")
        try await harness.repository.saveDirectory(
            Directory(
                info: DirectoryInfo(version: try #require(SemanticVersion("9.0.0"))),
                persons: [
                    Person(id: hostile, rowNumber: 1, name: "악" + evil + "\u{202E}명"),
                    Person(
                        id: plain, rowNumber: 2, name: "선",
                        links: [ContactLink(kind: .email, value: "sun@example.org")]),
                ],
                committees: [
                    Committee(
                        id: CommitteeID(group: 1, number: 1), title: "위원회" + evil,
                        groupName: "상임위원회", memberIDs: [hostile, plain])
                ]))
        let out = outputs.appending("hostile.eml")

        let (terminal, _) = await harness.run(
            ["directory"], lines: ["c", "1"] + Self.answers(out) + ["q"])

        let written = terminal.output.split(separator: "\n").filter { !$0.hasPrefix("> ") }
            .joined(separator: "\n")
        #expect(try draft(out).bcc == ["sun@example.org"])
        #expect(!written.contains("\u{1B}") && !written.contains("\u{07}"))
        #expect(!written.contains("\u{202E}"))
        #expect(Self.unwrapped(written).contains("left out (1): 악"))
    }
}
