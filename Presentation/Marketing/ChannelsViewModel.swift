import CleanAppsPresentationCore
import MarketingDomain

/// What the Channels screen shows.
public struct ChannelsState: Equatable, Sendable {
    /// "Select channels to explore their packages. You can choose one package per channel."
    public static let info =
        "Select channels to explore their packages. You can choose one package per channel."

    /// The offered channels, numbered, with their chosen package.
    public var rows: [ChannelRow] = []
    /// Whether review is offered (something is selected).
    public var canReview = false
    /// "2 packages from 2 channels, 340.00 EUR"; nil when nothing is selected.
    public var summary: String?
    /// Says which packages were dropped because their channel is no longer offered.
    public var notice: String?
    /// Feedback on the last input; nil when none.
    public var message: String?

    /// Creates the initial state.
    public init() {}
}

/// One numbered channel.
public struct ChannelRow: Equatable, Identifiable, Sendable {
    /// The 1-based number to type.
    public let number: Int
    /// The display name.
    public let name: String
    /// "Selected: Facebook Package 2 (200.00 EUR)" or "—".
    public let selection: String

    /// Creates a row from display-ready values.
    public init(number: Int, name: String, selection: String) {
        self.number = number
        self.name = name
        self.selection = selection
    }

    /// The row number.
    public var id: Int { number }
}

/// What the Channels screen asks of its parent.
public enum ChannelsOutcome: Equatable, Sendable {
    /// Show this channel's packages.
    case openPackages(Channel)
    /// Show the review.
    case review
}

/// The Channels screen's logic: the offered channels and what is chosen on each.
@MainActor
public protocol ChannelsViewModelProtocol: AnyObject {
    /// The display state.
    var state: ObservableValue<ChannelsState> { get }
    /// Reads the offered channels and the selection (call again when coming back).
    func didAppear() async
    /// The user picked the channel numbered `number`.
    func didChooseChannel(number: Int) async -> ChannelsOutcome?
    /// The user asked for the review; refused while nothing is selected.
    func didAskForReview() async -> ChannelsOutcome?
}

/// The Channels ViewModel over the shared selection session.
@MainActor
public final class ChannelsViewModel: ChannelsViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ChannelsState())
    private let session: SelectionSession
    private var channels: [Channel] = []

    /// Creates the ViewModel; `session` is shared with the other Marketing screens.
    public init(session: SelectionSession) {
        self.session = session
    }

    /// See the protocol.
    public func didAppear() async {
        channels = await session.offeredChannels
        let selection = await session.selection
        let dropped = await session.takeDroppedPackages()
        var next = ChannelsState()
        next.rows = channels.enumerated().map { offset, channel in
            let text = selection.package(for: channel.id).map {
                "Selected: \($0.name) (\($0.cost.formatted))"
            }
            return ChannelRow(number: offset + 1, name: channel.name, selection: text ?? "—")
        }
        next.canReview = !selection.isEmpty
        next.summary = selection.isEmpty ? nil : "\(selection.summary), \(selection.formattedTotal)"
        if !dropped.isEmpty {
            let names = dropped.map(\.name).joined(separator: ", ")
            next.notice = "Removed \(names): the channel is no longer offered for these targets."
        }
        if channels.isEmpty {
            next.message = "No channels are offered yet; go back and choose targeting options."
        }
        state.value = next
    }

    /// See the protocol.
    public func didChooseChannel(number: Int) async -> ChannelsOutcome? {
        guard channels.indices.contains(number - 1) else {
            var next = state.value
            next.message =
                channels.isEmpty
                ? "No channels are offered yet; go back and choose targeting options."
                : "There is no channel \(number); choose a number from 1 to \(channels.count)."
            state.value = next
            return nil
        }
        var next = state.value
        next.message = nil
        state.value = next
        return .openPackages(channels[number - 1])
    }

    /// See the protocol.
    public func didAskForReview() async -> ChannelsOutcome? {
        let selection = await session.selection
        var next = state.value
        guard !selection.isEmpty else {
            next.message = MarketingError.nothingSelected.message
            state.value = next
            return nil
        }
        next.message = nil
        state.value = next
        return .review
    }
}
