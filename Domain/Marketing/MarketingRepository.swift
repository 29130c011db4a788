import CleanAppsCore

/// Loads the targeting options and the packages of channels.
///
/// Implementations fall back to a bundled copy when the service fails, and say so through
/// the `DataOrigin` of the result.
public protocol MarketingRepository: Sendable {
    /// The targeting options in document order.
    ///
    /// - Throws: ``MarketingError/targetingUnavailable`` when no usable copy exists.
    func targetingSpecifics() async throws -> Sourced<[TargetingSpecific]>

    /// The packages of `channel` in document order; empty when none are known.
    func packages(of channel: Channel) async throws -> Sourced<[MarketingPackage]>

    /// The packages of each channel in `channels`, in the same order, loaded concurrently
    /// within one overall deadline.
    func packages(of channels: [Channel]) async throws -> [Sourced<[MarketingPackage]>]
}
