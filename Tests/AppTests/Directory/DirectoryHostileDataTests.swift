import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing

@testable import TextCommands

/// Stored data and typed text full of escape sequences never reach the terminal raw.
@MainActor
@Suite struct DirectoryHostileDataTests {
    private static let evil = "\u{1B}]52;c;cm0gLXJmIH4=\u{07}\u{1B}[2J\u{1B}[31m"

    private func harnessWithHostileData() async throws -> DirectoryHarness {
        let harness = try DirectoryHarness()
        let directory = Directory(
            info: DirectoryInfo(
                version: try #require(SemanticVersion("9.0.0")), notice: "공지" + Self.evil),
            parties: [Party(id: PartyID(rawValue: 1), name: "당" + Self.evil)],
            persons: [
                Person(
                    id: PersonID(rawValue: "홍\u{1B}[31m길동"), rowNumber: 1,
                    name: "홍\u{1B}[31m길동\n둘째줄", partyID: PartyID(rawValue: 1),
                    district: "서울\u{202E}구로" + Self.evil,
                    phones: [Phone(kind: .mobile, label: "휴대폰", number: "010\u{1B}[2J-1")],
                    links: [
                        ContactLink(kind: .homepage, value: "https://x.example/\u{1B}[2J"),
                        ContactLink(kind: .twitter, value: "@a\u{1B}b"),
                    ])
            ],
            committees: [
                Committee(
                    id: CommitteeID(group: 1, number: 1), title: "위원회" + Self.evil,
                    groupName: "상임위원회", memberIDs: [PersonID(rawValue: "홍\u{1B}[31m길동")])
            ])
        try await harness.repository.saveDirectory(directory)
        return harness
    }

    @Test func screens_hostileStoredData_areSanitized() async throws {
        let harness = try await harnessWithHostileData()

        let (terminal, code) = await harness.run(
            ["directory"],
            lines: ["/홍" + Self.evil, "/", "1", "o 1", "g", "b", "b", "l party", "f", "q"])

        // NB: the scripted terminal echoes what was typed, like a real one; only the lines
        // the app wrote count.
        let written = terminal.output.split(separator: "\n").filter { !$0.hasPrefix("> ") }
            .joined(separator: "\n")
        #expect(code == .ok)
        #expect(!written.contains("\u{1B}"))
        #expect(!written.contains("\u{07}"))
        #expect(!written.contains("\u{202E}"))
        #expect(terminal.output.contains("홍길동 둘째줄"))
    }

    @Test func commands_hostileStoredData_areSanitizedInTextAndEscapedInJSON() async throws {
        let harness = try await harnessWithHostileData()

        let search = await harness.run(["directory", "search", "홍"])
        let show = await harness.run(["directory", "show", "1"])
        let json = await harness.run(["directory", "show", "1", "--json"])
        let info = await harness.run(["directory", "info"])

        for output in [search, show, json, info].map(\.terminal.output) {
            #expect(!output.contains("\u{1B}"))
            #expect(!output.contains("\u{07}"))
        }
        #expect(search.terminal.output.split(separator: "\t").count == 5)
        #expect(json.terminal.output.contains(#"\u001b"#))
    }

    @Test func exportAndEmail_hostileStoredData_neverReachTheTerminalRaw() async throws {
        let harness = try await harnessWithHostileData()
        let outputs = try TemporaryDirectory()
        let group = ["--group", "committee:1-1"]
        var files: [URL] = []
        var runs: [(terminal: ScriptedTerminal, code: ExitCode)] = []

        for format in ["vcard", "csv", "sms"] {
            let file = outputs.appending("hostile.\(format)")
            files.append(file)
            runs.append(
                await harness.run(
                    ["directory", "export"] + group + ["--format", format, "--out", file.path]))
        }
        let email = await harness.run(
            ["directory", "email"] + group + [
                "--subject", "s" + Self.evil, "--body", "b" + Self.evil, "--out",
                outputs.appending("hostile.eml").path,
            ])

        for (terminal, code) in runs {
            #expect(code == .ok, "\(terminal.errorOutput)")
            #expect(!terminal.errorOutput.contains("\u{1B}"))
        }
        for file in files {
            let text = try String(contentsOf: file, encoding: .utf8)
            #expect(!text.contains("\u{1B}"), "\(file.lastPathComponent)")
            #expect(!text.contains("\u{07}"), "\(file.lastPathComponent)")
        }
        #expect(try String(contentsOf: files[2], encoding: .utf8).hasPrefix("sms:010"))
        #expect(email.code == .noInput)
        #expect(email.terminal.errorOutput.contains("has an e-mail address; nothing was written."))
        #expect(!email.terminal.errorOutput.contains("\u{1B}"))
    }
}
