import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import TerminalKit
import TextCommands

extension DirectoryCommands {
    /// `info [--json]`: version, notice, dates and counts.
    func info(_ command: Info) async throws -> ExitCode {
        let directory = try await loadedDirectory()
        let json = DirectoryInfoJSON(directory, now: now())
        if command.asJSON {
            terminal.write(CommandJSON.text(json))
            return .ok
        }
        var lines = ["version: \(json.version)"]
        if let updated = json.updated { lines.append("updated: \(updated)") }
        if json.isUpdateDelayed { lines.append("update delayed: yes (갱신 지연 중)") }
        if let notice = json.notice { lines.append("notice: \(notice)") }
        if let date = json.noticeDate { lines.append("notice date: \(date)") }
        if let patch = json.patch { lines.append("patch: \(patch)") }
        lines += [
            "lawmakers: \(json.lawmakers)", "parties: \(json.parties)",
            "committees: \(json.committees)", "favorites: \(json.favorites)",
        ]
        write(lines)
        return .ok
    }

    /// `search QUERY [--scope all|name|district] [--json]`: matches sorted by name.
    func search(_ command: Search) async throws -> ExitCode {
        let directory = try await loadedDirectory()
        let query = command.query
        let found = DirectorySearchIndex(persons: directory.persons, parties: directory.parties)
            .search(query, scope: command.scope)
        writePersons(found, in: directory, asJSON: command.asJSON)
        if found.isEmpty && !command.asJSON {
            terminal.writeEmptyNote("No lawmaker matches \(TerminalText.sanitize(query)).")
        }
        return .ok
    }

    /// `parties [--json]`: number, name and member count of each party.
    func parties(_ command: Parties) async throws -> ExitCode {
        let rows = DirectoryPartyRow.rows(try await loadedDirectory())
        if command.asJSON {
            terminal.write(CommandJSON.text(rows.map(DirectoryPartyRowJSON.init)))
        } else {
            writeFields(rows.map { ["\($0.id)", $0.name, "\($0.memberCount)"] })
        }
        return .ok
    }

    /// `party PARTY [--json]`: a party's contacts, links and members.
    func party(_ command: Party) async throws -> ExitCode {
        let text = command.party
        let directory = try await loadedDirectory()
        guard let party = directory.party(matching: text) else {
            throw DirectoryError.partyNotFound(text)
        }
        let details = PartyDetails(party, in: directory)
        if command.asJSON {
            terminal.write(CommandJSON.text(DirectoryPartyJSON(details)))
            return .ok
        }
        var lines = ["id: \(details.id)", "name: \(details.name)"]
        if let detail = details.detail { lines.append("detail: \(detail)") }
        for phone in details.phones {
            lines.append("phone: \(phone.label) \(phone.number) \(phone.telURI)")
        }
        for email in details.emails { lines.append("email: \(email.value) \(email.uri ?? "-")") }
        for link in details.links {
            lines.append("link: \(link.label) \(link.webURL ?? link.value)")
        }
        lines.append("members: \(details.members.count)")
        write(lines)
        writeRows(details.members, in: directory)
        return .ok
    }

    /// `favorites [--json]`: the favourite lawmakers, oldest first.
    func favorites(_ command: Favorites) async throws -> ExitCode {
        let directory = try await loadedDirectory()
        writePersons(directory.favorites, in: directory, asJSON: command.asJSON)
        if directory.favorites.isEmpty && !command.asJSON {
            terminal.writeEmptyNote(
                "No favourites yet — mark one with 'cleanapps directory favorite ID'.")
        }
        return .ok
    }

    /// Persons as JSON, or one tab-separated line each: id, no, name, party, district.
    func writePersons(_ persons: [Person], in directory: Directory, asJSON: Bool) {
        if asJSON {
            terminal.write(
                CommandJSON.text(
                    persons.map {
                        DirectoryPersonRowJSON(
                            $0, row: DirectoryPersonRow($0, in: directory))
                    }))
        } else {
            writeRows(persons.map { DirectoryPersonRow($0, in: directory) }, in: directory)
        }
    }

    private func writeRows(_ rows: [DirectoryPersonRow], in directory: Directory) {
        writeFields(
            rows.map { row in
                let number = directory.person(row.id).map { String($0.rowNumber) } ?? "-"
                return [row.id.rawValue, number, row.name, row.party, row.district]
            })
    }
}
