import CleanAppsCore
import Foundation
import MarketingDomain
import Synchronization
import Testing

/// A `MarketingRepository` whose answers the test sets; an unset one records an issue and
/// throws.
public final class MarketingRepositorySpy: MarketingRepository, Sendable {
    private struct State {
        var targeting: (@Sendable () async throws -> Sourced<[TargetingSpecific]>)?
        var packages: (@Sendable (Channel) async throws -> Sourced<[MarketingPackage]>)?
        var targetingCalls = 0
        var packagesCalls: [ChannelID] = []
    }

    private let state = Mutex(State())

    /// Creates a spy with nothing set.
    public init() {}

    /// Sets the answer of ``targetingSpecifics()``.
    public func onTargeting(
        _ handler: @escaping @Sendable () async throws -> Sourced<[TargetingSpecific]>
    ) {
        state.withLock { $0.targeting = handler }
    }

    /// Sets the answer of `packages(of:)` (also used for each channel of a list).
    public func onPackages(
        _ handler: @escaping @Sendable (Channel) async throws -> Sourced<[MarketingPackage]>
    ) {
        state.withLock { $0.packages = handler }
    }

    /// How often the targeting was asked for.
    public var targetingCalls: Int { state.withLock { $0.targetingCalls } }

    /// The channels whose packages were asked for, in order.
    public var packagesCalls: [ChannelID] { state.withLock { $0.packagesCalls } }

    /// The targeting options; see `MarketingRepository`.
    public func targetingSpecifics() async throws -> Sourced<[TargetingSpecific]> {
        let handler = state.withLock { state in
            state.targetingCalls += 1
            return state.targeting
        }
        guard let handler else {
            Issue.record("MarketingRepositorySpy.targetingSpecifics() is not set")
            throw MarketingError.targetingUnavailable
        }
        return try await handler()
    }

    /// The packages of one channel; see `MarketingRepository`.
    public func packages(of channel: Channel) async throws -> Sourced<[MarketingPackage]> {
        let handler = state.withLock { state in
            state.packagesCalls.append(channel.id)
            return state.packages
        }
        guard let handler else {
            Issue.record("MarketingRepositorySpy.packages(of:) is not set")
            throw MarketingError.targetingUnavailable
        }
        return try await handler(channel)
    }

    /// The packages of several channels; see `MarketingRepository`.
    public func packages(of channels: [Channel]) async throws -> [Sourced<[MarketingPackage]>] {
        var result: [Sourced<[MarketingPackage]>] = []
        for channel in channels { result.append(try await packages(of: channel)) }
        return result
    }
}
