import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import TerminalKit
import TextCommands

extension DirectoryCommands {
    /// `show ID [--json]`: one lawmaker's details.
    func show(_ command: Show) async throws -> ExitCode {
        let directory = try await loadedDirectory()
        let person = try person(command.person, in: directory)
        let details = PersonDetails(person, in: directory)
        if command.asJSON {
            terminal.write(
                CommandJSON.text(DirectoryPersonJSON(details, rowNumber: person.rowNumber)))
            return .ok
        }
        var lines = [
            "id: \(details.id)", "no: \(person.rowNumber)", "name: \(details.name)",
            "party: \(details.partyName)",
        ]
        if let district = details.district { lines.append("district: \(district)") }
        if let job = details.job { lines.append("job: \(job)") }
        for committee in details.committees { lines.append("committee: \(committee)") }
        for bill in details.bills { lines.append("bill: \(bill)") }
        for phone in details.phones {
            let uris = [phone.telURI] + [phone.smsURI].compactMap { $0 }
            lines.append("phone: \(phone.label) \(phone.number) \(uris.joined(separator: " "))")
        }
        // NB: every e-mail address on a line of its own; the one link to all is in --json.
        for message in details.emails + [details.sms].compactMap({ $0 }) {
            lines.append("message: \(message.label) \(message.value) \(message.uri ?? "-")")
        }
        for link in details.links {
            // NB: label and short form on the link line, the full address (and app link)
            // each on a line of its own, so no line breaks inside an address.
            lines.append("link: \(link.label) \(link.display)")
            if let address = link.webURL { lines.append("  \(address)") }
            if let app = link.appURL { lines.append("  app: \(app)") }
        }
        lines.append("favorite: \(details.isFavorite ? "yes" : "no")")
        write(lines)
        terminal.write("share:\n")
        let shareLines = details.shareText.split(separator: "\n", omittingEmptySubsequences: false)
        write(shareLines.map { "  " + $0 })
        return .ok
    }

    /// `favorite ID` / `unfavorite ID`.
    func setFavorite(_ text: String, to wanted: Bool) async throws -> ExitCode {
        let directory = try await loadedDirectory()
        let person = try person(text, in: directory)
        let name = TerminalText.sanitize("\(person.name) (\(person.id))")
        if !wanted, !directory.isFavorite(person.id) {
            throw DirectoryCommandError.notAFavorite(name)
        }
        try await SetPersonFavoriteUseCase(repository: repository).execute(wanted, for: person.id)
        terminal.write(
            wanted ? "Added \(name) to the favourites.\n" : "Removed \(name) from the favourites.\n"
        )
        return .ok
    }
}
