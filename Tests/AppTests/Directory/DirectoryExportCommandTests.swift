import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

@testable import TextCommands

/// `directory export`: every member of a group read back from the file by an independent
/// parser, and the `--out` and group rules.
@MainActor
@Suite struct DirectoryExportCommandTests {
    private let harness: DirectoryHarness
    /// Where the files go: outside the data folder, which `--out` never writes.
    private let outputs: TemporaryDirectory

    init() throws {
        harness = try DirectoryHarness()
        outputs = try TemporaryDirectory()
    }

    private func stored() async throws -> Directory {
        try #require(try await harness.repository.loadDirectory())
    }

    @Test func vcard_everyMemberOfEachGroupRoundTrips() async throws {
        _ = await harness.run(["directory", "favorite", "1"])
        _ = await harness.run(["directory", "favorite", "2"])
        let directory = try await stored()
        let committee = try #require(directory.committees.first { !$0.memberIDs.isEmpty })
        let groups = [
            "favourites", "party:1", "committee:\(committee.id)", "search:ㄱ",
        ]

        for (index, group) in groups.enumerated() {
            let out = outputs.appending("group\(index).vcf")
            let (terminal, code) = await harness.run([
                "directory", "export", "--group", group, "--format", "vcard", "--out", out.path,
            ])

            #expect(code == .ok, "\(group): \(terminal.errorOutput)")
            let members = try directory.members(of: try #require(ContactGroup(text: group)))
            #expect(!members.isEmpty, "\(group)")
            let cards = try VCardReader.read(try Data(contentsOf: out))
            #expect(cards.count == members.count, "\(group)")
            for (person, card) in zip(members, cards) {
                let texts = { (name: String) in card.filter { $0.name == name }.map(\.text) }
                #expect(texts("FN") == [person.name])
                #expect(texts("TEL") == person.phones.map(\.number))
                #expect(texts("EMAIL") == person.emails)
                #expect(
                    texts("ORG")
                        == [person.partyID.flatMap { directory.party($0)?.name }].compactMap { $0 })
            }
            #expect(terminal.errorOutput.contains("\(members.count) lawmaker"))
        }
    }

    @Test func csvAndSms_writeAHeaderAndSmsLinks() async throws {
        let csv = outputs.appending("party.csv")
        let sms = outputs.appending("party.txt")

        let (_, csvCode) = await harness.run([
            "directory", "export", "--group", "party:1", "--format", "csv", "--out", csv.path,
        ])
        let (smsTerminal, smsCode) = await harness.run([
            "directory", "export", "--group", "party:1", "--format", "sms", "--out", sms.path,
        ])

        #expect(csvCode == .ok)
        let bytes = try Data(contentsOf: csv)
        #expect(bytes.starts(with: [0xEF, 0xBB, 0xBF]))
        #expect(bytes.dropFirst(3).starts(with: Data("name,party,title,district,mobile,".utf8)))
        #expect(smsCode == .ok, "\(smsTerminal.errorOutput)")
        let lines = try String(contentsOf: sms, encoding: .utf8).split(separator: "\n")
        let members = try (await stored()).members(of: .party("1"))
        #expect(lines.count == members.filter { $0.smsPhone != nil }.count)
        #expect(lines.allSatisfy { $0.hasPrefix("sms:") && $0.contains("\t") })
    }

    @Test func unknownGroupKind_namesTheChoicesWithAHint() async throws {
        let out = outputs.appending("x.vcf")

        let (terminal, code) = await harness.run([
            "directory", "export", "--group", "comittee:교육", "--format", "vcard", "--out",
            out.path,
        ])

        #expect(code == .usage)
        #expect(
            terminal.errorOutput.contains("favourites, committee:NAME, party:NAME, search:TEXT"))
        #expect(
            terminal.errorOutput.contains("did you mean 'committee'?"), "\(terminal.errorOutput)")
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func emptyGroup_writesNothingAndExits66() async throws {
        let out = outputs.appending("none.vcf")

        let (terminal, code) = await harness.run([
            "directory", "export", "--group", "favourites", "--format", "vcard", "--out", out.path,
        ])
        let (_, searchCode) = await harness.run([
            "directory", "export", "--group", "search:zzzzqqq", "--format", "csv", "--out",
            out.path,
        ])

        #expect(code == .noInput)
        #expect(
            terminal.errorOutput.contains(
                "The group \"favourites\" has no members; nothing was written."))
        #expect(searchCode == .noInput)
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func existingOut_isReplacedOnlyWithForce_andOwnDataNever() async throws {
        let out = outputs.appending("party.vcf")
        try Data("keep".utf8).write(to: out)

        let (refused, refusedCode) = await harness.run([
            "directory", "export", "--group", "party:1", "--format", "vcard", "--out", out.path,
        ])
        let kept = try String(contentsOf: out, encoding: .utf8)
        let (_, forcedCode) = await harness.run([
            "directory", "export", "--group", "party:1", "--format", "vcard", "--out", out.path,
            "--force",
        ])
        let own = harness.directory.appending("directory.json")
        let (ownData, ownCode) = await harness.run([
            "directory", "export", "--group", "party:1", "--format", "vcard", "--out", own.path,
            "--force",
        ])

        #expect(refusedCode == .cannotCreate)
        #expect(refused.errorOutput.contains("add --force to replace it"))
        #expect(kept == "keep")
        #expect(forcedCode == .ok)
        #expect(try String(contentsOf: out, encoding: .utf8).hasPrefix("BEGIN:VCARD\r\n"))
        #expect(ownCode == .cannotCreate)
        #expect(ownData.errorOutput.contains("own data"))
    }

    @Test func unknownParty_saysSo() async throws {
        let (terminal, code) = await harness.run([
            "directory", "export", "--group", "party:없는당", "--format", "vcard", "--out", "-",
        ])

        let (hinted, hintedCode) = await harness.run([
            "directory", "export", "--group", "party:미래연합", "--format", "csv", "--out", "-",
        ])

        #expect(code == .noInput)
        #expect(terminal.errorOutput.contains("No party has the ID \"없는당\""))
        #expect(terminal.output.isEmpty)
        #expect(hintedCode == .noInput)
        #expect(hinted.errorOutput.contains("did you mean '미래연합당'?"), "\(hinted.errorOutput)")
    }
}
