/// One targeting option (Location, Age, …) and the channels that support it.
public struct TargetingSpecific: Equatable, Identifiable, Sendable {
    /// The target name, unique within the targeting document.
    public var id: String { name }
    /// The display name, e.g. "Spoken languages".
    public let name: String
    /// The channels offering this target, in document order, without duplicates.
    public let channels: [Channel]

    /// Creates a targeting specific; repeated channel ids keep their first appearance.
    public init(name: String, channels: [Channel]) {
        self.name = name
        var seen = Set<ChannelID>()
        self.channels = channels.filter { seen.insert($0.id).inserted }
    }

    /// "Target based on <name lowercased>", as the original shows under the name.
    public var subtitle: String { "Target based on \(name.lowercased())" }
}
