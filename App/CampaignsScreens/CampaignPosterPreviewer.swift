import CampaignsData
import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore
import Foundation
import Terminal

/// Draws the form's current poster in the terminal, as `campaigns preview` does: the
/// original shows a 270×270 preview after a template or photo change.
struct CampaignPosterPreviewer {
    let photoStore: any CampaignPhotoStore
    let renderer: PNGPosterRenderer

    /// The half-block preview of `draft`, or nil while it has no template or no readable
    /// photo (the form's fields say why).
    func text(of draft: CampaignDraft) async -> String? {
        guard let templateID = draft.templateID, let photo = draft.photo else { return nil }
        let bytes: Data
        let record: CampaignPhoto
        switch photo {
        case .stored(let stored):
            guard let data = try? await photoStore.photoData(for: stored) else { return nil }
            (bytes, record) = (data, stored)
        case .picked(let data, _):
            // NB: the poster writers read the picked bytes; the record is only a placeholder.
            (bytes, record) = (
                data,
                CampaignPhoto(
                    fileName: "preview", format: .png, pixelWidth: 1, pixelHeight: 1)
            )
        case .unreadable: return nil
        }
        let campaign = Campaign(
            id: UUID(), purpose: draft.purpose,
            target: try? HryvniaAmountParser.parse(draft.targetText).get(), jarLink: nil,
            photo: record, templateID: templateID, placement: draft.placement,
            format: draft.format, language: draft.language,
            createdAt: Date(timeIntervalSince1970: 0),
            updatedAt: Date(timeIntervalSince1970: 0))
        return try? PosterPreview.text(of: campaign, photo: bytes, using: renderer)
    }
}
