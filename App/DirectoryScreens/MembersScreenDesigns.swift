import CleanAppsCore
import DirectoryDomain
import DirectoryPresentation
import Terminal
import TextScreens

/// How the Directory's groups look: a party and a committee are one ``MembersScreen``
/// each, told apart only here.
@MainActor
enum MembersScreenDesigns {
    /// One party: phones, e-mail, links and web searches, and its members.
    static let party = MembersScreen<PartyDetails>.Design(
        placeholderTitle: "정당", title: \.name,
        header: { details, frame in
            let terminal = frame.terminal
            var lines = details.detail.map { frame.wrapped($0) } ?? []
            lines += DirectoryContactLines.phones(details.phones, terminal: terminal)
            lines += DirectoryContactLines.messages(
                details.email.map { [$0] } ?? [], terminal: terminal)
            return lines + DirectoryContactLines.links(details.links, terminal: terminal)
        },
        heading: { "의원 \($0)명 (members)" }, links: \.links, columns: [.text, .text],
        members: { details, capabilities in
            details.members.map {
                (
                    $0.id,
                    DirectoryRowLayout.columns($0, capabilities: capabilities, showsParty: false)
                )
            }
        },
        emptyText: "No lawmaker belongs to this party.",
        linksHelp: """
            shows link N's web address (the party's sites and accounts, then searches for its \
            name on Daum, Google and Naver) and, in a terminal, offers to open it in your browser
            """,
        group: { (.party(String($0.id.rawValue)), $0.name) })

    /// One committee or bill: its detail, website and members with their party and phones.
    static let committee = MembersScreen<CommitteeDetails>.Design(
        placeholderTitle: "위원회", title: \.title,
        header: { details, frame in
            var lines = frame.wrapped(details.groupName)
            lines += details.detail.map { frame.wrapped($0) } ?? []
            return lines + DirectoryContactLines.links(details.links, terminal: frame.terminal)
        },
        heading: { "위원 \($0)명 (members)" }, links: \.links, columns: [.text, .text, .figure],
        members: { details, _ in
            details.members.map { member in
                let person = member.person
                let name = person.isFavorite ? person.name + " *" : person.name
                return (person.id, [name, person.party, member.phones.first?.number ?? ""])
            }
        },
        emptyText: "No current lawmaker is listed as a member.",
        linksHelp: """
            shows link N's web address and, in a terminal, offers to open it in your browser
            """,
        group: { (.committee($0.id.description), $0.title) })
}
