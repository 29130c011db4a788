import CampaignsData
import CampaignsDomain
import CampaignsKit
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import TerminalKit

/// `cleanapps campaigns COMMAND …`: the same use cases as the screens, with stable output.
@MainActor
struct CampaignsCommands {
    /// A failure with its own message and exit code.
    struct Failure: Error {
        let message: String
        let code: ExitCode
    }

    let dependencies: CampaignsFactory.Dependencies
    let terminal: any Terminal

    static let usage = description.usage

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        let dispatcher = CommandDispatcher(app: Self.description, terminal: terminal)
        return await dispatcher.run(arguments, report: report) { command, rest in
            switch command {
            case "list": try await list(rest)
            case "show": try await show(rest)
            case "add": try await add(rest)
            case "edit": try await edit(rest)
            case "render": try await render(rest)
            case "preview": try await preview(rest)
            case "delete": try await delete(rest)
            case "undo": try await undo(rest)
            case "templates": try templates(rest)
            case "refresh": try await refresh(rest)
            default: nil
            }
        }
    }

    /// Writes `error` to stderr and returns its exit code.
    private func report(_ error: any Error) -> ExitCode {
        switch error {
        case let error as CommandArguments.UsageError:
            fail(error.message)
            return .usage
        case let error as Failure:
            fail(error.message)
            return error.code
        case let error as CampaignsError:
            fail(CampaignsCommandMessage.text(for: error))
            return Self.exitCode(for: error)
        default:
            fail("\(error)")
            return .software
        }
    }

    private func delete(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["yes"])
        let (campaign, _) = try await resolve(parsed.single("ID"))
        let purpose = TerminalText.sanitize(campaign.purpose)
        if !parsed.has("yes") {
            guard terminal.capabilities.isInteractive else {
                throw CommandArguments.UsageError(
                    message: "deleting needs --yes when not run in a terminal; nothing was deleted")
            }
            guard await terminal.confirm("Delete the fundraiser \"\(purpose)\"?") else {
                terminal.write("Not deleted.\n")
                return .ok
            }
        }
        try await dependencies.components.deleteCampaign.execute(campaign)
        terminal.write("Deleted \(campaign.id.uuidString.lowercased()) \"\(purpose)\".\n")
        terminal.write("cleanapps campaigns undo puts it back.\n")
        return .ok
    }

    private func refresh(_ arguments: [String]) async throws -> ExitCode {
        let parsed = try CommandArguments.parse(arguments, flags: ["json", "header"])
        try parsed.expectNoPositionals()
        let campaigns = try await dependencies.components.listCampaigns.execute()
        if campaigns.isEmpty, !parsed.has("json") {
            terminal.writeEmptyNote(Self.noCampaignsNote)
            return .ok
        }
        let report = await dependencies.components.refreshProgress.execute(campaigns)
        let rows = report.campaigns.enumerated().map { index, campaign in
            JarRefreshJSON(campaign, number: index + 1, status: report.statuses[campaign.id])
        }
        if parsed.has("json") {
            terminal.write(CommandJSON.text(rows))
        } else {
            if wantsHeader(parsed) {
                writeFields(["#", "ID", "Purpose", "Result", "Collected", "Progress", "Message"])
            }
            for (row, campaign) in zip(rows, report.campaigns) {
                writeFields(Self.refreshFields(row, collected: campaign.collected))
            }
        }
        if let failure = report.saveFailureMessage { fail(failure) }
        let stale = rows.filter { $0.result == "stale" }.count
        let asked = rows.filter { $0.result == "stale" || $0.result == "fresh" }.count
        guard stale > 0 else { return .ok }
        fail(
            "\(stale) of \(asked) jars could not be refreshed; they keep their last known amounts.")
        return .unavailable
    }

    /// One `refresh` table line. Kept out of `refresh(_:)`: Swift 6.3.1's optimiser crashed
    /// (CopyPropagation ownership error) on the inline form in release builds.
    private static func refreshFields(_ row: JarRefreshJSON, collected: Hryvnias?) -> [String] {
        [
            String(row.number), String(row.id.prefix(8)), row.purpose, row.result,
            collected.map(\.formattedWithCurrency) ?? "-",
            row.progressPercent.map { "\($0)%" } ?? "-", row.message ?? "",
        ]
    }

    // MARK: Helpers

    /// What an empty `list` or `refresh` says.
    static let noCampaignsNote = "No campaigns yet — add one with 'cleanapps campaigns add'."

    /// Whether a table gets its header row: on a terminal, or with `--header` (a piped table
    /// stays header-less for scripts).
    func wantsHeader(_ parsed: CommandArguments) -> Bool {
        parsed.has("header") || terminal.capabilities.isInteractive
    }

    /// The campaign named by `text` and its row number.
    func resolve(_ text: String) async throws -> (Campaign, Int) {
        let campaigns = try await dependencies.components.listCampaigns.execute()
        switch CampaignReference.resolve(text, in: campaigns) {
        case .success(let campaign):
            let index = campaigns.firstIndex { $0.id == campaign.id } ?? 0
            return (campaign, index + 1)
        case .failure(let failure):
            if case .notFound = failure { throw Failure(message: failure.message, code: .noInput) }
            throw CommandArguments.UsageError(message: failure.message)
        }
    }

    func json(_ campaigns: [Campaign]) -> [CampaignJSON] {
        campaigns.enumerated().map {
            CampaignJSON($1, number: $0 + 1, catalogue: dependencies.components.catalogue)
        }
    }

    /// One tab-separated line, each field sanitized (no tabs or line breaks survive).
    func writeFields(_ fields: [String]) {
        terminal.write(fields.map { TerminalText.sanitize($0) }.joined(separator: "\t") + "\n")
    }

    /// Writes `message` to stderr after the command's name.
    func fail(_ message: String) {
        terminal.writeError(
            "cleanapps campaigns: \(TerminalText.sanitize(message, keepsNewlines: true))\n")
    }

    /// Says on standard error, as `add` and `edit` note it, that the poster goes without the
    /// QR code because `campaign`'s jar link is too long for one.
    func noteJarLinkTooLongForQR(_ campaign: Campaign) {
        guard let link = campaign.jarLink, !link.fitsPosterQRCode else { return }
        fail("note: \(CampaignField.jarLink.label): \(JarLink.tooLongForQRNote)")
    }

    static func exitCode(for error: CampaignsError) -> ExitCode {
        switch error {
        case .invalidFields, .nothingChanged: .dataError
        case .campaignNotFound, .photoMissing, .nothingToUndo: .noInput
        case .storageFailed: .ioError
        case .posterExists, .posterNotWritten, .outputRefused: .cannotCreate
        case .jarLinkNotSupported, .jarRefused, .jarRateLimited, .jarServiceFailed, .jarBadData,
            .offline, .timedOut:
            .unavailable
        }
    }
}
