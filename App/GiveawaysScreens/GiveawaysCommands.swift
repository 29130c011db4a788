import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import Terminal
import TextCommands

/// `cleanapps giveaways COMMAND …`: the same use cases as the screens, with stable output.
@MainActor
public struct GiveawaysCommands {
    let repository: any GiveawaysRepository
    let favorites: any FavoritesRepository
    let seen: any SeenGiveawaysRepository
    let terminal: any Terminal
    let now: Now

    static var usage: String { description.usage }

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        await CommandDispatcher(app: Self.description, terminal: terminal).run(
            arguments, commands: Self.commands, on: self)
    }

    func list(_ command: List) async throws -> ExitCode {
        let loaded = try await LoadGiveawaysUseCase(repository: repository).execute(command.query)
        let found = GiveawaySearchIndex.search(loaded.value, for: command.search)
        reportOrigin(loaded)
        let favoriteIDs = try await favoriteIDs()
        if command.asJSON {
            let terminal = self.terminal
            GiveawayJSON.write(found, isFavorite: favoriteIDs.contains, now: now()) {
                terminal.write($0)
            }
        } else if found.isEmpty {
            terminal.writeEmptyNote("No giveaways match.")
        } else {
            for giveaway in found {
                writeLine(giveaway, isFavorite: favoriteIDs.contains(giveaway.id))
            }
        }
        return .ok
    }

    func listNew(_ command: New) async throws -> ExitCode {
        let found = try await FindNewGiveawaysUseCase(repository: repository, seen: seen).execute(
            command.query)
        reportOrigin(found)
        let new = found.value
        if new.isFirstRun {
            terminal.writeError(
                "cleanapps giveaways: first run in this data folder: \(new.feedCount) giveaways "
                    + "recorded as seen; the next 'new' lists those that appear after now.\n")
        }
        let favoriteIDs = new.giveaways.isEmpty ? [] : try await favoriteIDs()
        if command.asJSON {
            terminal.write(
                GiveawayJSON.text(
                    new.giveaways.map {
                        GiveawayJSON($0, isFavorite: favoriteIDs.contains($0.id), now: now())
                    }))
        } else if new.giveaways.isEmpty, !new.isFirstRun {
            terminal.writeEmptyNote("No new giveaways since the last 'new'.")
        } else {
            for giveaway in new.giveaways {
                writeLine(giveaway, isFavorite: favoriteIDs.contains(giveaway.id))
            }
        }
        return new.giveaways.isEmpty ? .noneSelected : .ok
    }

    func show(_ command: Show) async throws -> ExitCode {
        let id = try await giveawayID(command.pick)
        let loaded = try await GetGiveawayDetailsUseCase(repository: repository).execute(id: id)
        reportOrigin(loaded)
        let isFavorite = try await favoriteIDs().contains(id)
        if command.asJSON {
            terminal.write(
                GiveawayJSON.text(GiveawayJSON(loaded.value, isFavorite: isFavorite, now: now())))
            return .ok
        }
        let giveaway = loaded.value
        let row = GiveawayRow(giveaway, isFavorite: isFavorite, now: now())
        var lines = [
            "id: \(giveaway.id)", "title: \(giveaway.title)",
            "gamerpower status: \(giveaway.status)", "expired: \(row.isExpired ? "yes" : "no")",
            "type: \(giveaway.type)", "platforms: \(row.platforms)", "worth: \(row.worth)",
            "users: \(giveaway.users)",
        ]
        if let published = giveaway.publishedDate {
            lines.append("published: \(GiveawayFormatting.dateTime(published))")
        }
        if let end = giveaway.endDate { lines.append("ends: \(GiveawayFormatting.dateTime(end))") }
        if let url = giveaway.openURL { lines.append("url: \(url.absoluteString)") }
        lines.append("favorite: \(isFavorite ? "yes" : "no")")
        lines.append("description: \(giveaway.description)")
        let steps = GiveawayInstructions.steps(giveaway.instructions)
        lines.append("instructions:" + (steps.count == 1 ? " \(steps[0])" : ""))
        if steps.count > 1 { lines += steps.map { "  \($0)" } }
        terminal.write(lines.map { TerminalText.sanitize($0) }.joined(separator: "\n") + "\n")
        return .ok
    }

    func setFavorite(_ pick: Pick, to wanted: Bool) async throws -> ExitCode {
        let id = try await giveawayID(pick)
        if wanted {
            let giveaway = try await GetGiveawayDetailsUseCase(repository: repository).execute(
                id: id
            ).value
            try await favorites.add(giveaway)
            terminal.write(
                "Added \(id) \"\(TerminalText.sanitize(giveaway.title))\" to the favourites.\n")
        } else {
            guard try await favorites.isFavorite(id: id) else { throw NotAFavorite(id: id) }
            try await RemoveFavoriteUseCase(favorites: favorites).execute(id: id)
            terminal.write("Removed \(id) from the favourites.\n")
        }
        return .ok
    }

    func listFavorites(_ command: Favorites) async throws -> ExitCode {
        let list = try await LoadFavoritesUseCase(favorites: favorites).execute()
        if command.asJSON {
            terminal.write(
                GiveawayJSON.text(list.map { GiveawayJSON($0, isFavorite: true, now: now()) }))
        } else if list.isEmpty {
            terminal.writeEmptyNote(
                "No favourites yet — mark one with 'cleanapps giveaways favorite ID'.")
        } else {
            for giveaway in list { writeLine(giveaway, isFavorite: true) }
        }
        return .ok
    }

    /// One tab-separated line: id, title, worth, type, platforms, end ("-" when unknown).
    private func writeLine(_ giveaway: Giveaway, isFavorite: Bool) {
        let row = GiveawayRow(giveaway, isFavorite: isFavorite, now: now())
        let fields = [
            String(row.id), row.title, row.worth, row.type, row.platforms, row.ends ?? "-",
        ]
        terminal.write(fields.map { TerminalText.sanitize($0) }.joined(separator: "\t") + "\n")
    }

    private func favoriteIDs() async throws -> Set<Int> {
        Set(try await favorites.favorites().map(\.id))
    }

    /// Tells on stderr where the data came from when it was not live.
    private func reportOrigin<Value>(_ sourced: Sourced<Value>) {
        if let note = DataOriginNote(for: sourced, now: now()) {
            terminal.writeError("cleanapps giveaways: \(note.commandLineText)\n")
        }
    }
}
