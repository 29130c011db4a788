import CampaignsData
import CampaignsDomain
import CampaignsKit
import CleanAppsDataCore
import Foundation
import TerminalKit
import TextCommands

extension CampaignsCommands {
    /// `undo [--yes]`: puts back the campaigns the last `delete` removed, with their photos,
    /// after asking (or with `--yes`); campaigns added or edited since stay. Nothing kept
    /// exits 66.
    func undo(_ command: Undo) async throws -> ExitCode {
        let useCase = dependencies.components.undoDelete
        guard let campaigns = try await useCase.preview(), !campaigns.isEmpty else {
            throw CampaignsError.nothingToUndo
        }
        let names = campaigns.map { "\"\(TerminalText.sanitize($0.purpose))\"" }
        let description =
            (campaigns.count == 1 ? "the fundraiser " : "the fundraisers ")
            + names.joined(separator: ", ")
        if !command.isConfirmed {
            guard terminal.capabilities.isInteractive else {
                throw CommandArguments.UsageError(
                    message: "undo needs --yes when not run in a terminal; nothing was changed")
            }
            guard await terminal.confirm("Put back \(description)?") else {
                terminal.write("Nothing was changed.\n")
                return .ok
            }
        }
        for campaign in try await useCase.execute() {
            terminal.write(
                "Put back \(campaign.id.uuidString.lowercased()) "
                    + "\"\(TerminalText.sanitize(campaign.purpose))\".\n")
        }
        return .ok
    }
}
