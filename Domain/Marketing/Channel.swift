/// A marketing channel (Facebook, SEO, …) offered for one or more targeting specifics.
public struct Channel: Equatable, Identifiable, Sendable {
    /// The validated npoint id of the channel's package document.
    public let id: ChannelID
    /// The display name, e.g. "Google AdWords".
    public let name: String

    /// Creates a channel from an already validated id.
    public init(id: ChannelID, name: String) {
        self.id = id
        self.name = name
    }
}
