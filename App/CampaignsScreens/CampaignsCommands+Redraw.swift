import CampaignsDomain
import CampaignsKit
import Terminal

extension CampaignsCommands {
    /// Redraws, in the posters folder, the poster of each campaign of `after` whose amount
    /// collected or jar state differs from `before`, and names each file (on stderr beside
    /// `--json`, so the JSON stays whole); says so when none changed.
    func redrawPosters(changedFrom before: [Campaign], to after: [Campaign], asJSON: Bool)
        async throws
    {
        let earlier = Dictionary(
            before.map { ($0.id, $0) }, uniquingKeysWith: { first, _ in first })
        let changed = after.filter { campaign in
            let old = earlier[campaign.id]
            return old?.collected != campaign.collected || old?.goal != campaign.goal
                || old?.isJarClosed != campaign.isJarClosed
        }
        let say: (String) -> Void = { asJSON ? terminal.writeError($0) : terminal.write($0) }
        guard !changed.isEmpty else {
            say("No poster's progress changed.\n")
            return
        }
        for campaign in changed {
            let written = try await dependencies.components.publisher.publish(
                campaign, to: .posterFolder, overwrite: true)
            say("Redrew: \(TerminalText.sanitize(written.path))\n")
        }
    }
}
