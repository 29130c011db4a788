import CleanAppsCore

/// Turns a `--select "Facebook:2,SEO:1"` list into a ``Selection`` over the offered channels.
public struct ResolveSelectionSpecUseCase: Sendable {
    private let repository: any MarketingRepository

    /// Creates the use case; packages are loaded from `repository`.
    public init(repository: any MarketingRepository) {
        self.repository = repository
    }

    /// Parses `spec`, matches each channel by name (case-insensitive) or id among `channels`,
    /// loads those channels' packages (together, within one deadline) and picks the numbered
    /// ones, in the order given.
    ///
    /// - Throws: the errors of ``SelectionSpec/init(parsing:)``, and
    ///   ``MarketingError/unknownChannel(_:)``, ``MarketingError/duplicateChannel(_:)`` or
    ///   ``MarketingError/packageNumberOutOfRange(channel:number:available:)``.
    public func execute(spec: String, channels: [Channel]) async throws -> Selection {
        let parsed = try SelectionSpec(parsing: spec)
        var chosen: [(channel: Channel, entry: SelectionSpec.Entry)] = []
        for entry in parsed.entries {
            let reference = entry.channel.lowercased()
            guard
                let channel = channels.first(where: {
                    $0.name.lowercased() == reference || $0.id.rawValue == reference
                })
            else { throw MarketingError.unknownChannel(MarketingError.printable(entry.channel)) }
            if chosen.contains(where: { $0.channel.id == channel.id }) {
                throw MarketingError.duplicateChannel(MarketingError.printable(channel.name))
            }
            chosen.append((channel, entry))
        }
        let loaded = try await repository.packages(of: chosen.map(\.channel))
        var packages: [MarketingPackage] = []
        for (pick, sourced) in zip(chosen, loaded) {
            let available = sourced.value
            guard let package = available.first(where: { $0.number == pick.entry.number }) else {
                throw MarketingError.packageNumberOutOfRange(
                    channel: MarketingError.printable(pick.channel.name),
                    number: MarketingError.printable(pick.entry.numberText),
                    available: available.count)
            }
            packages.append(package)
        }
        return try Selection(packages)
    }
}
