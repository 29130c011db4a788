import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import TerminalKit
import TextCommands

extension DirectoryCommands {
    /// `committees [--json]`: identity, title, group and member count of each committee,
    /// then each bill.
    func committees(_ command: Committees) async throws -> ExitCode {
        let rows = DirectoryCommitteeRow.rows(try await loadedDirectory())
        if command.asJSON {
            terminal.write(CommandJSON.text(rows.map(DirectoryCommitteeRowJSON.init)))
        } else {
            writeFields(
                rows.map {
                    [
                        $0.id.description, $0.title, $0.groupName, $0.kind.rawValue,
                        "\($0.memberCount)",
                    ]
                })
        }
        return .ok
    }

    /// `committee NAME [--json]`: one committee or bill and its members with their party and
    /// phones.
    func committee(_ command: Committee) async throws -> ExitCode {
        let text = command.name
        let directory = try await loadedDirectory()
        let found = directory.committees(matching: text)
        guard let committee = found.first else { throw DirectoryError.committeeNotFound(text) }
        guard found.count == 1 else {
            throw DirectoryError.ambiguousCommittee(
                text, candidates: found.map { "\($0.title) \($0.id)" })
        }
        let details = CommitteeDetails(committee, in: directory)
        if command.asJSON {
            terminal.write(CommandJSON.text(DirectoryCommitteeJSON(details)))
            return .ok
        }
        var lines = [
            "id: \(details.id)", "title: \(details.title)", "group: \(details.groupName)",
            "kind: \(details.kind.rawValue)",
        ]
        if let detail = details.detail { lines.append("detail: \(detail)") }
        for link in details.links {
            lines.append("link: \(link.label) \(link.webURL ?? link.value)")
        }
        lines.append("members: \(details.members.count)")
        write(lines)
        writeFields(
            details.members.map { member in
                [
                    member.person.id.rawValue, member.person.name, member.person.party,
                    member.phones.map(\.number).joined(separator: ", "),
                ]
            })
        return .ok
    }
}

/// One committee or bill in `directory committees --json`.
struct DirectoryCommitteeRowJSON: Encodable {
    let id: String
    let title: String
    let group: String
    let kind: String
    let members: Int

    init(_ row: DirectoryCommitteeRow) {
        id = row.id.description
        title = row.title
        group = row.groupName
        kind = row.kind.rawValue
        members = row.memberCount
    }
}

/// `directory committee NAME --json`.
struct DirectoryCommitteeJSON: Encodable {
    struct MemberJSON: Encodable {
        let id: String
        let name: String
        let party: String
        let district: String?
        let phones: [DirectoryPersonJSON.PhoneJSON]
    }

    let id: String
    let title: String
    let group: String
    let kind: String
    let detail: String?
    let links: [DirectoryPersonJSON.LinkJSON]
    let members: [MemberJSON]

    init(_ details: CommitteeDetails) {
        id = details.id.description
        title = details.title
        group = details.groupName
        kind = details.kind.rawValue
        detail = details.detail
        links = details.links.map(DirectoryPersonJSON.link)
        members = details.members.map {
            MemberJSON(
                id: $0.person.id.rawValue, name: $0.person.name, party: $0.person.party,
                district: $0.person.district.isEmpty ? nil : $0.person.district,
                phones: $0.phones.map(DirectoryPersonJSON.phone))
        }
    }
}
