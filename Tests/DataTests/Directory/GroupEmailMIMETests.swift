import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

/// `directory email`'s drafts read by an independent MIME parser, Python's `email` package
/// (skipped with a note when python3 is missing): the Bcc header lists exactly the
/// committee's usable addresses, whatever the workbook's cells hold.
@Suite struct GroupEmailMIMETests {
    /// Valid addresses are `mN@assembly.example.kr`; these are not, and must never reach a
    /// header (two addresses, a header injection, prose, a half address).
    static let unusable = [
        "see the office", "a@b", "x@example.org\r\nBcc: evil@example.com",
        "two@a.example.kr, three@b.example.kr", "evil@example.com>", "",
    ]

    /// A committee of generated members, each with 0–3 cells from valid and unusable ones.
    static func directory(using generator: inout SeededGenerator) -> Directory {
        var directory = DirectorySamples.directory()
        directory.persons = (1...Int.random(in: 1...12, using: &generator)).map { number in
            let cells = (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Bool.random(using: &generator)
                    ? "m\(Int.random(in: 1...15, using: &generator))@assembly.example.kr"
                    : unusable.randomElement(using: &generator) ?? ""
            }
            return Person(
                id: PersonID(rawValue: "의원\(number)"), rowNumber: number, name: "의원\(number)",
                links: cells.map { ContactLink(kind: .email, value: $0) })
        }
        directory.committees = [
            Committee(
                id: CommitteeID(group: 1, number: 1), title: "교육위원회", groupName: "상임위원회",
                memberIDs: directory.persons.map(\.id).shuffled(using: &generator))
        ]
        return directory
    }

    @Test func generatedCommittees_bccIsExactlyTheUsableAddresses() async throws {
        guard let python = ExternalTool.path("python3") else {
            print("note: python3 is missing, so the drafts are not read by Python's email package")
            return
        }
        let folder = try TemporaryDirectory()
        var expected: [[String]] = []
        var files: [String] = []
        var generator = SeededGenerator(seed: 39)
        for run in 0..<24 {
            let directory = Self.directory(using: &generator)
            let members = try directory.members(of: .committee("교육위원회"))
            var seen = Set<String>()
            let usable = members.flatMap(\.emails).filter {
                $0.hasSuffix("@assembly.example.kr") && seen.insert($0).inserted
            }
            let file = folder.appending("draft\(run).eml")
            let useCase = ComposeGroupEmailUseCase(
                writer: EmlDraftFile(file: file, replacing: false, ownFolders: []),
                now: { Date(timeIntervalSince1970: 1_764_547_200) })
            do {
                let result = try await useCase.execute(
                    .committee("교육위원회"), in: directory, subject: "의견 \(run): a, b",
                    body: "안녕하세요.\nLine two =\n")
                #expect(result.recipients.map(\.rawValue) == usable)
                expected.append(usable)
                files.append(file.path)
            } catch DirectoryError.emptyGroup {
                #expect(usable.isEmpty)
                #expect(!FileManager.default.fileExists(atPath: file.path))
            }
        }

        let output = try ExternalTool.run(python, ["-c", Self.script] + files)

        let parsed = try JSONDecoder().decode([Parsed].self, from: output)
        #expect(parsed.count == files.count)
        for (message, addresses) in zip(parsed, expected) {
            #expect(message.bcc == addresses)
            #expect(message.bccHeaders == 1)
            #expect(message.to == nil)
            #expect(message.subject.hasPrefix("의견 ") && message.subject.hasSuffix(": a, b"))
            #expect(message.body == "안녕하세요.\nLine two =\n")
            #expect(message.defects == [])
        }
    }

    /// What the script prints for one file.
    struct Parsed: Decodable {
        let bcc: [String]
        let bccHeaders: Int
        let to: String?
        let subject: String
        let body: String
        let defects: [String]
    }

    static let script = """
        import email, json, sys
        from email import policy
        out = []
        for path in sys.argv[1:]:
            with open(path, "rb") as f:
                msg = email.message_from_binary_file(f, policy=policy.default)
            bcc = msg["Bcc"]
            defects = [type(d).__name__ for d in msg.defects]
            if bcc is not None:
                defects += [type(d).__name__ for d in bcc.defects]
            out.append({
                "bcc": [a.addr_spec for a in bcc.addresses] if bcc is not None else [],
                "bccHeaders": len(msg.get_all("Bcc") or []),
                "to": str(msg["To"]) if msg["To"] is not None else None,
                "subject": str(msg["Subject"]),
                "body": msg.get_body(preferencelist=("plain",)).get_content(),
                "defects": defects,
            })
        print(json.dumps(out))
        """
}
