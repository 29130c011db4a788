import CleanAppsCore
import CleanAppsDataCore
import CleanAppsPresentationCore
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import TerminalKit

/// `cleanapps giveaways COMMAND …`: the same use cases as the screens, with stable output.
@MainActor
struct GiveawaysCommands {
    let repository: any GiveawaysRepository
    let favorites: any FavoritesRepository
    let terminal: any Terminal
    let now: Now

    static let usage = description.usage

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        await CommandDispatcher(app: Self.description, terminal: terminal).run(
            arguments, report: report
        ) { command, rest in
            switch command {
            case "list": try await list(rest)
            case "show": try await show(rest)
            case "favorite": try await setFavorite(rest, to: true)
            case "unfavorite": try await setFavorite(rest, to: false)
            case "favorites": try await listFavorites(rest)
            default: nil
            }
        }
    }

    /// Writes `error` to stderr and returns its exit code.
    private func report(_ error: any Error) -> ExitCode {
        switch error {
        case let error as CommandArguments.UsageError:
            terminal.writeError(
                "cleanapps giveaways: \(TerminalText.sanitize(error.message, keepsNewlines: true))\n"
            )
            return .usage
        case let error as GiveawaysError:
            terminal.writeError(
                "cleanapps giveaways: \(TerminalText.sanitize(GiveawaysCommandMessage.text(for: error)))\n"
            )
            if case .notFound = error { return .noInput }
            if case .favoritesFailed = error { return .cannotCreate }
            return .unavailable
        default:
            terminal.writeError("cleanapps giveaways: \(TerminalText.sanitize("\(error)"))\n")
            return .software
        }
    }

    private func list(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(
            arguments, options: ["platform", "type", "sort", "search"], flags: ["json"])
        try parsed.expectNoPositionals()
        var query = GiveawayQuery()
        let platform = parsed.value("platform") ?? ""
        query.platform = try parsed.choice(
            "platform", among: Platform.all.map(\.slug),
            else: "unknown platform '\(platform)'", Platform.init(named:))
        query.kind = try parsed.choice(
            "type", among: ["game", "loot", "dlc", "beta", "early-access", "other"],
            else: "--type is game, loot (or dlc), beta (or early-access) or other",
            GiveawayKind.init(filterName:))
        if let sort = try parsed.choice(
            "sort", among: GiveawaySort.allCases.map(\.rawValue),
            else: "--sort is date, value or popularity", GiveawaySort.init(rawValue:))
        {
            query.sort = sort
        }
        let loaded = try await LoadGiveawaysUseCase(repository: repository).execute(query)
        let found = GiveawaySearchIndex(loaded.value).search(parsed.value("search") ?? "")
        reportOrigin(loaded)
        let favoriteIDs = try await favoriteIDs()
        if parsed.has("json") {
            terminal.write(
                CommandJSON.text(
                    found.map {
                        GiveawayJSON($0, isFavorite: favoriteIDs.contains($0.id), now: now())
                    }))
        } else if found.isEmpty {
            terminal.writeEmptyNote("No giveaways match.")
        } else {
            for giveaway in found {
                writeLine(giveaway, isFavorite: favoriteIDs.contains(giveaway.id))
            }
        }
        return .ok
    }

    private func show(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["json"])
        let id = try Self.id(parsed.single("ID"))
        let loaded = try await GetGiveawayDetailsUseCase(repository: repository).execute(id: id)
        reportOrigin(loaded)
        let isFavorite = try await favoriteIDs().contains(id)
        if parsed.has("json") {
            terminal.write(
                CommandJSON.text(GiveawayJSON(loaded.value, isFavorite: isFavorite, now: now())))
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

    private func setFavorite(_ arguments: [String], to wanted: Bool) async throws -> ExitCode {
        let id = try Self.id(CommandArguments.parse(arguments).single("ID"))
        if wanted {
            let giveaway = try await GetGiveawayDetailsUseCase(repository: repository).execute(
                id: id
            ).value
            try await favorites.add(giveaway)
            terminal.write(
                "Added \(id) \"\(TerminalText.sanitize(giveaway.title))\" to the favourites.\n")
        } else {
            guard try await favorites.isFavorite(id: id) else {
                terminal.writeError("cleanapps giveaways: \(id) is not a favourite.\n")
                return .noInput
            }
            try await RemoveFavoriteUseCase(favorites: favorites).execute(id: id)
            terminal.write("Removed \(id) from the favourites.\n")
        }
        return .ok
    }

    private func listFavorites(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["json"])
        try parsed.expectNoPositionals()
        let list = try await LoadFavoritesUseCase(favorites: favorites).execute()
        if parsed.has("json") {
            terminal.write(
                CommandJSON.text(list.map { GiveawayJSON($0, isFavorite: true, now: now()) }))
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

    private static func id(_ text: String) throws(CommandArguments.UsageError) -> Int {
        guard text.count <= 12, text.allSatisfy(\.isASCIIDigit), let id = Int(text) else {
            throw CommandArguments.UsageError(message: "'\(text)' is not a giveaway id (a number)")
        }
        return id
    }
}
