import CleanAppsCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import Foundation
import Testing

@testable import TextCommands

/// `directory email`: a draft to a group, Bcc every member with an address, and the rules of
/// its options.
@MainActor
@Suite struct DirectoryEmailCommandTests {
    private let harness: DirectoryHarness
    /// Where the files go: outside the data folder, which `--out` never writes.
    private let outputs: TemporaryDirectory

    init() throws {
        harness = try DirectoryHarness()
        outputs = try TemporaryDirectory()
    }

    /// The unfolded value of every `name:` header of `message`.
    static func headers(_ name: String, in message: String) -> [String] {
        let head = message.components(separatedBy: "\r\n\r\n").first ?? ""
        let unfolded = head.replacingOccurrences(of: "\r\n ", with: " ")
        return unfolded.components(separatedBy: "\r\n")
            .filter { $0.lowercased().hasPrefix(name.lowercased() + ":") }
            .map { String($0.dropFirst(name.count + 1)).trimmingCharacters(in: .whitespaces) }
    }

    @Test func committee_bccListsEveryUsableAddressOnce() async throws {
        let out = outputs.appending("committee.eml")

        let (terminal, code) = await harness.run([
            "directory", "email", "--group", "committee:1-5", "--subject", "교육 예산에 관한 의견",
            "--body", "안녕하세요.\n의견을 드립니다.", "--out", out.path,
        ])

        #expect(code == .ok, "\(terminal.errorOutput)")
        let directory = try #require(try await harness.repository.loadDirectory())
        let members = try directory.members(of: .committee("1-5"))
        let expected = members.flatMap(\.emails).compactMap(MailAddress.init(parsing:)).map(
            \.rawValue)
        let message = try String(contentsOf: out, encoding: .utf8)
        let bcc = Self.headers("Bcc", in: message)
        #expect(bcc.count == 1)
        #expect(
            bcc.first?.components(separatedBy: ", ") == Array(NSOrderedSet(array: expected))
                as? [String])
        #expect(Self.headers("To", in: message).isEmpty)
        #expect(Self.headers("X-Unsent", in: message) == ["1"])
        #expect(terminal.errorOutput.contains("(Bcc) written to \(out.path)."))
    }

    @Test func bodyFile_isTheMessage_andMustBeUTF8() async throws {
        let body = outputs.appending("body.txt")
        try Data("첫 줄\r\n둘째 줄\n".utf8).write(to: body)
        let latin1 = outputs.appending("latin1.txt")
        try Data([0x63, 0x61, 0x66, 0xE9]).write(to: latin1)
        let out = outputs.appending("party.eml")

        let (_, code) = await harness.run([
            "directory", "email", "--group", "party:1", "--subject", "s", "--body-file",
            body.path, "--out", out.path,
        ])
        let (bad, badCode) = await harness.run([
            "directory", "email", "--group", "party:1", "--subject", "s", "--body-file",
            latin1.path, "--out", outputs.appending("bad.eml").path,
        ])
        let (missing, missingCode) = await harness.run([
            "directory", "email", "--group", "party:1", "--subject", "s", "--body-file",
            outputs.appending("nothing.txt").path, "--out", outputs.appending("none.eml").path,
        ])

        #expect(code == .ok)
        let message = try String(contentsOf: out, encoding: .utf8)
        #expect(message.contains("Content-Type: text/plain; charset=UTF-8\r\n"))
        #expect(badCode == .dataError)
        #expect(bad.errorOutput.contains("is not UTF-8 text"))
        #expect(missingCode == .noInput)
        #expect(missing.errorOutput.contains("There is no body file at"))
        #expect(!FileManager.default.fileExists(atPath: outputs.appending("bad.eml").path))
    }

    @Test func bodyAndBodyFileTogetherOrNeither_isAUsageError() async throws {
        let out = outputs.appending("x.eml").path

        let (both, bothCode) = await harness.run([
            "directory", "email", "--group", "party:1", "--subject", "s", "--body", "b",
            "--body-file", "f.txt", "--out", out,
        ])
        let (_, neitherCode) = await harness.run([
            "directory", "email", "--group", "party:1", "--subject", "s", "--out", out,
        ])

        #expect(bothCode == .usage)
        #expect(both.errorOutput.contains("give --body TEXT or --body-file FILE"))
        #expect(neitherCode == .usage)
    }

    @Test func emptyGroup_writesNothingAndExits66() async throws {
        let out = outputs.appending("none.eml")

        let (terminal, code) = await harness.run([
            "directory", "email", "--group", "favourites", "--subject", "s", "--body", "b",
            "--out", out.path,
        ])

        #expect(code == .noInput)
        #expect(terminal.errorOutput.contains("has no members; nothing was written."))
        #expect(!FileManager.default.fileExists(atPath: out.path))
    }

    @Test func hostileSubject_cannotAddAHeader() async throws {
        let out = outputs.appending("hostile.eml")

        let (_, code) = await harness.run([
            "directory", "email", "--group", "committee:1-5", "--subject",
            "x\r\nBcc: evil@example.com", "--body", "b", "--out", out.path,
        ])

        #expect(code == .ok)
        let message = try String(contentsOf: out, encoding: .utf8)
        #expect(!message.contains("evil@example.com"))
        #expect(Self.headers("Bcc", in: message).count == 1)
    }
}
