/// The chosen packages: at most one per channel, keyed by channel id, in the order chosen.
///
/// Choosing a package appends it (replacing its channel's previous choice, which leaves its
/// place); choosing the chosen package again clears its channel.
public struct Selection: Equatable, Sendable {
    /// The chosen packages, oldest choice first.
    public private(set) var items: [MarketingPackage]

    /// An empty selection.
    public init() {
        items = []
    }

    /// A selection of `items` in this order.
    ///
    /// - Throws: ``MarketingError/duplicateChannel(_:)`` when two items share a channel.
    public init(_ items: [MarketingPackage]) throws(MarketingError) {
        var seen = Set<ChannelID>()
        for item in items where !seen.insert(item.channelID).inserted {
            throw .duplicateChannel(MarketingError.printable(item.channel.name))
        }
        self.items = items
    }

    /// Whether nothing is chosen.
    public var isEmpty: Bool { items.isEmpty }

    /// The number of chosen packages (equal to the number of channels with a choice).
    public var count: Int { items.count }

    /// The package chosen for `channelID`, if any.
    public func package(for channelID: ChannelID) -> MarketingPackage? {
        items.first { $0.channelID == channelID }
    }

    /// Whether the package with `id` is chosen.
    public func contains(_ id: MarketingPackage.ID) -> Bool {
        items.contains { $0.id == id }
    }

    /// Chooses `package`: replaces its channel's choice, or clears it when it is the choice.
    @discardableResult
    public mutating func choose(_ package: MarketingPackage) -> SelectionChange {
        guard let position = items.firstIndex(where: { $0.channelID == package.channelID }) else {
            items.append(package)
            return .chosen(package)
        }
        let old = items.remove(at: position)
        if old.id == package.id { return .cleared(old) }
        items.append(package)
        return .replaced(old: old, new: package)
    }

    /// Clears the choice of `channelID`, returning the package that was chosen.
    @discardableResult
    public mutating func reset(channel channelID: ChannelID) -> MarketingPackage? {
        guard let position = items.firstIndex(where: { $0.channelID == channelID }) else {
            return nil
        }
        return items.remove(at: position)
    }

    /// Removes the package with `id`, returning it when it was chosen.
    @discardableResult
    public mutating func remove(_ id: MarketingPackage.ID) -> MarketingPackage? {
        guard let position = items.firstIndex(where: { $0.id == id }) else { return nil }
        return items.remove(at: position)
    }

    /// Puts `package` in the place of the item at `position` (same channel expected).
    mutating func replace(at position: Int, with package: MarketingPackage) {
        items[position] = package
    }

    /// Drops every package whose channel is not in `offered`; returns the dropped ones in
    /// selection order.
    public mutating func prune(keeping offered: [Channel]) -> [MarketingPackage] {
        let kept = Set(offered.map(\.id))
        let dropped = items.filter { !kept.contains($0.channelID) }
        items.removeAll { !kept.contains($0.channelID) }
        return dropped
    }
}
