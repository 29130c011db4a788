import CampaignsData
import CampaignsDomain
import CampaignsKit
import CleanAppsCore
import CleanAppsDataCore
import Terminal
import TextCommands

extension CampaignsCommands {
    /// `campaigns preview ID`: the poster in the terminal, 40 columns of half blocks.
    func preview(_ command: Preview) async throws -> ExitCode {
        let (campaign, _) = try await resolve(command.id)
        guard terminal.capabilities.usesColor, terminal.capabilities.usesUnicode else {
            throw Failure(
                message: "the preview needs a colour terminal (not a pipe, NO_COLOR unset); "
                    + "use 'campaigns render' for the PNG.",
                code: .unavailable)
        }
        noteJarLinkTooLongForQR(campaign)
        notePurposeCut(campaign)
        let photo = try await dependencies.components.photoStore.photoData(for: campaign.photo)
        terminal.write(
            try PosterPreview.text(of: campaign, photo: photo, using: dependencies.posterImages))
        return .ok
    }
}
