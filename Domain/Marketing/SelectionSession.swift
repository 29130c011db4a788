/// The selection in progress, shared by the Marketing screens: chosen targets, the channels
/// they offer and the chosen packages.
///
/// An actor, so every change is atomic; ViewModels read it and change it only through its
/// methods. `didChange` (when given) is awaited after every change with the new progress, so
/// the composition root can save it; it must not call back into the session.
public actor SelectionSession {
    /// The chosen targeting specifics, in the order they were chosen.
    public private(set) var targets: [TargetingSpecific] = []
    /// The channels offered for ``targets``, in targeting-document order.
    public private(set) var offeredChannels: [Channel] = []
    /// The chosen packages.
    public private(set) var selection: Selection
    private var restoredTargetNames: [String]
    private var droppedPackages: [MarketingPackage] = []
    private let didChange: (@Sendable (MarketingProgress) async -> Void)?

    /// Creates a session, optionally resuming `progress` (targets are matched by name once the
    /// targeting document is known, see ``restoreTargets(from:)``).
    public init(
        progress: MarketingProgress = MarketingProgress(),
        didChange: (@Sendable (MarketingProgress) async -> Void)? = nil
    ) {
        selection = progress.selection
        restoredTargetNames = progress.targetNames
        self.didChange = didChange
    }

    /// What to save: the chosen target names and the selection.
    public var progress: MarketingProgress {
        let names = targets.isEmpty ? restoredTargetNames : targets.map(\.name)
        return MarketingProgress(targetNames: names, selection: selection)
    }

    /// Sets the chosen targets and their offered channels, and drops chosen packages whose
    /// channel is no longer offered; returns the dropped packages (also kept for
    /// ``takeDroppedPackages()``).
    @discardableResult
    public func retarget(_ targets: [TargetingSpecific], offering channels: [Channel]) async
        -> [MarketingPackage]
    {
        self.targets = targets
        restoredTargetNames = []
        offeredChannels = channels
        let dropped = selection.prune(keeping: channels)
        droppedPackages += dropped
        await notify()
        return dropped
    }

    /// The targets of a resumed progress that exist in `document`, in saved order (nil when
    /// nothing was resumed or targets are already chosen).
    public func restoreTargets(from document: [TargetingSpecific]) -> [TargetingSpecific]? {
        guard targets.isEmpty, !restoredTargetNames.isEmpty else { return nil }
        return restoredTargetNames.compactMap { name in document.first { $0.name == name } }
    }

    /// Returns the packages dropped by re-targeting since the last call, and forgets them.
    public func takeDroppedPackages() -> [MarketingPackage] {
        defer { droppedPackages = [] }
        return droppedPackages
    }

    /// Chooses `package` (see ``Selection/choose(_:)``).
    @discardableResult
    public func choose(_ package: MarketingPackage) async -> SelectionChange {
        let change = selection.choose(package)
        await notify()
        return change
    }

    /// Clears the choice of `channelID`.
    @discardableResult
    public func reset(channel channelID: ChannelID) async -> MarketingPackage? {
        let removed = selection.reset(channel: channelID)
        if removed != nil { await notify() }
        return removed
    }

    /// Removes the package with `id` from the selection.
    @discardableResult
    public func remove(_ id: MarketingPackage.ID) async -> MarketingPackage? {
        let removed = selection.remove(id)
        if removed != nil { await notify() }
        return removed
    }

    /// Re-prices the chosen packages from `catalogue` (see ``Selection/reprice(from:)``).
    @discardableResult
    public func reprice(from catalogue: [MarketingPackage]) async -> [PriceChange] {
        let before = selection
        let changes = selection.reprice(from: catalogue)
        if selection != before { await notify() }
        return changes
    }

    /// Replaces the whole selection (e.g. from a `--select` list).
    public func replaceSelection(_ newSelection: Selection) async {
        selection = newSelection
        await notify()
    }

    /// Forgets targets, channels and packages.
    public func clear() async {
        targets = []
        offeredChannels = []
        restoredTargetNames = []
        droppedPackages = []
        selection = Selection()
        await notify()
    }

    private func notify() async {
        await didChange?(progress)
    }
}
