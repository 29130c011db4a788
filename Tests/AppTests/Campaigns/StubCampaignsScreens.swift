import CampaignsDomain
import Testing

@testable import CampaignsScreens
@testable import TextScreens

/// Campaigns screens that answer with scripted outcomes and record which screens were
/// shown, so coordinator tests check navigation alone.
@MainActor
final class StubCampaignsScreens: CampaignsScreenFactory {
    /// A screen that was made and run.
    enum Shown: Equatable {
        case list(message: String?)
        case form(Campaign?)
    }

    var listOutcomes: [CampaignsListScreen.Outcome] = []
    var formOutcomes: [CampaignFormScreen.Outcome] = []
    private(set) var shown: [Shown] = []

    func makeListScreen(message: String?) -> any Screen<CampaignsListScreen.Outcome> {
        shown.append(.list(message: message))
        return StubScreen.next(&listOutcomes, or: .quit, screen: "list")
    }

    func makeFormScreen(campaign: Campaign?) -> any Screen<CampaignFormScreen.Outcome> {
        shown.append(.form(campaign))
        return StubScreen.next(&formOutcomes, or: .quit, screen: "form")
    }
}
