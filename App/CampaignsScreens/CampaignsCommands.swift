import CampaignsData
import CampaignsDomain
import CampaignsKit
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Terminal
import TextCommands

/// `cleanapps campaigns COMMAND …`: the same use cases as the screens, with stable output.
@MainActor
public struct CampaignsCommands {
    /// A failure with its own message and exit code.
    struct Failure: Error {
        let message: String
        let code: ExitCode
    }

    let dependencies: CampaignsFactory.Dependencies
    let terminal: any Terminal

    static var usage: String { description.usage }

    /// Runs `arguments` (the command and its flags) and returns the exit code.
    func run(_ arguments: [String]) async -> ExitCode {
        await CommandDispatcher(app: Self.description, terminal: terminal).run(
            arguments, commands: Self.commands, on: self)
    }

    func delete(_ command: Delete) async throws -> ExitCode {
        let (campaign, _) = try await resolve(command.id)
        let purpose = TerminalText.sanitize(campaign.purpose)
        if !command.isConfirmed {
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

    func refresh(_ command: Refresh) async throws -> ExitCode {
        let campaigns = try await dependencies.components.listCampaigns.execute()
        if campaigns.isEmpty, !command.asJSON {
            terminal.writeEmptyNote(Self.noCampaignsNote)
            return .ok
        }
        let report = await dependencies.components.refreshProgress.execute(campaigns)
        let rows = report.campaigns.enumerated().map { index, campaign in
            JarRefreshJSON(campaign, number: index + 1, status: report.statuses[campaign.id])
        }
        if command.asJSON {
            terminal.write(CommandJSON.text(rows))
        } else {
            if wantsHeader(command.hasHeader) {
                writeFields(["#", "ID", "Purpose", "Result", "Collected", "Progress", "Message"])
            }
            for (row, campaign) in zip(rows, report.campaigns) {
                writeFields(Self.refreshFields(row, collected: campaign.collected))
            }
        }
        if let failure = report.saveFailureMessage { writeNote(failure) }
        if command.redrawsPosters {
            try await redrawPosters(
                changedFrom: campaigns, to: report.campaigns, asJSON: command.asJSON)
        }
        let stale = rows.filter { $0.result == "stale" }.count
        let asked = rows.filter { $0.result == "stale" || $0.result == "fresh" }.count
        guard stale > 0 else { return .ok }
        throw Failure(
            message: "\(stale) of \(asked) jars could not be refreshed; they keep their last "
                + "known amounts.",
            code: .unavailable)
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
    func wantsHeader(_ isAsked: Bool) -> Bool {
        isAsked || terminal.capabilities.isInteractive
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

    /// Writes the note `message` (sanitized) to stderr after the command's name.
    func writeNote(_ message: String) {
        terminal.writeError(
            "cleanapps campaigns: \(TerminalText.sanitize(message, keepsNewlines: true))\n")
    }

    /// Says on standard error, as `add` and `edit` note it, when `campaign`'s poster in its
    /// format cuts the purpose.
    func notePurposeCut(_ campaign: Campaign) {
        let status = dependencies.components.validator.check(
            .purpose, in: CampaignDraft(campaign: campaign))
        if let note = status.note { writeNote("note: \(CampaignField.purpose.label): \(note)") }
    }

    /// Says on standard error, as `add` and `edit` note it, that the poster goes without the
    /// QR code because `campaign`'s jar link is too long for one.
    func noteJarLinkTooLongForQR(_ campaign: Campaign) {
        guard let link = campaign.jarLink, !link.fitsPosterQRCode else { return }
        writeNote("note: \(CampaignField.jarLink.label): \(JarLink.tooLongForQRNote)")
    }
}

extension CampaignsCommands.Failure: CommandFailure {
    var exitCode: ExitCode { code }
    var commandLineMessage: String { message }
}
