/// Applies the chosen targeting specifics: offers the union of their channels and drops the
/// packages of channels that are no longer offered.
public struct ApplyTargetingUseCase: Sendable {
    private let session: SelectionSession

    /// Creates the use case over the shared `session`.
    public init(session: SelectionSession) {
        self.session = session
    }

    /// Sets `selected` (in this order) as the session's targets; the offered channels are
    /// their union in order of first appearance in `document`.
    ///
    /// - Returns: the packages dropped because their channel is no longer offered.
    /// - Throws: ``MarketingError/noTargetSelected`` when `selected` is empty.
    public func execute(selected: [TargetingSpecific], document: [TargetingSpecific])
        async throws -> [MarketingPackage]
    {
        guard !selected.isEmpty else { throw MarketingError.noTargetSelected }
        let channels = OfferedChannels.union(of: selected, in: document)
        return await session.retarget(selected, offering: channels)
    }
}
