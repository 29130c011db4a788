import CampaignsData
import CampaignsDomain
import CleanAppsCore
import Synchronization
import Testing

/// Records poster requests and answers with `publish` (a poster it reports as newly created);
/// unset, it records an issue and throws. Withdrawals and removals of old posters are
/// recorded and always succeed.
public final class PosterPublisherSpy: PosterPublisher, Sendable {
    /// One recorded call.
    public struct Call: Equatable, Sendable {
        /// The campaign passed.
        public var campaign: Campaign
        /// The destination passed.
        public var destination: PosterDestination
        /// Whether overwriting was allowed.
        public var overwrite: Bool
    }

    private let handler: (@Sendable (Campaign, PosterDestination, Bool) async throws -> String)?
    private let recorded = Mutex<[Call]>([])
    private let withdrawals = Mutex<[PublishedPoster]>([])
    private let removals = Mutex<[Campaign]>([])

    /// Creates a spy answering with `publish`.
    public init(
        publish: (@Sendable (Campaign, PosterDestination, Bool) async throws -> String)? = nil
    ) {
        self.handler = publish
    }

    /// Every call, oldest first.
    public var calls: [Call] { recorded.withLock { $0 } }
    /// Every poster withdrawn, oldest first.
    public var withdrawn: [PublishedPoster] { withdrawals.withLock { $0 } }
    /// Every campaign whose old posters were removed, oldest first.
    public var removedPostersOf: [Campaign] { removals.withLock { $0 } }

    /// Records the call and returns the answer the test set.
    public func publish(_ campaign: Campaign, to destination: PosterDestination, overwrite: Bool)
        async throws -> PublishedPoster
    {
        recorded.withLock {
            $0.append(Call(campaign: campaign, destination: destination, overwrite: overwrite))
        }
        guard let handler else {
            Issue.record("PosterPublisherSpy.publish was called unexpectedly")
            throw CampaignsError.posterNotWritten(path: "spy")
        }
        return PublishedPoster(
            path: try await handler(campaign, destination, overwrite), replacedFile: false)
    }

    /// Records the withdrawal.
    public func withdraw(_ poster: PublishedPoster) async throws {
        withdrawals.withLock { $0.append(poster) }
    }

    /// Records the removal.
    public func removePosters(of campaign: Campaign, keeping kept: PublishedPoster?) async throws {
        removals.withLock { $0.append(campaign) }
    }
}
