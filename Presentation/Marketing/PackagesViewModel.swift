import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain

/// What the Packages screen of one channel shows.
public struct PackagesState: Equatable, Sendable {
    /// The channel name (the screen title).
    public var title: String
    /// "Loading <channel> packages... This may take a moment..."
    public var loadingText: String
    /// "Select one package for <channel>".
    public var hint: String
    /// The packages (loading text, error with retry, or the numbered rows; empty rows mean
    /// the channel offers none, see ``emptyText``).
    public var list: ViewModelState<[PackageRow]> = .idle
    /// "Selected for <channel>: <package> (<price>)"; nil when nothing is chosen here.
    public var selectedPanel: String?
    /// Says the packages came from the bundled copy; nil for live data.
    public var sourceNote: String?
    /// Feedback on the last input; nil when none.
    public var message: String?

    /// "No packages available. This channel doesn't have any packages configured yet."
    public static let emptyText =
        "No packages available. This channel doesn't have any packages configured yet."

    /// Creates the initial state for `channelName`.
    public init(channelName: String) {
        title = channelName
        loadingText = "Loading \(channelName) packages... This may take a moment..."
        hint = "Select one package for \(channelName)"
    }
}

/// One numbered package.
public struct PackageRow: Equatable, Identifiable, Sendable {
    /// The 1-based number to type.
    public let number: Int
    /// "Facebook Package 2".
    public let name: String
    /// "Monthly package for Facebook".
    public let summary: String
    /// "200.00 EUR/month".
    public let price: String
    /// The feature lines.
    public let details: [String]
    /// Whether it is selected.
    public let isSelected: Bool

    /// Creates a row from display-ready values.
    public init(
        number: Int, name: String, summary: String, price: String, details: [String],
        isSelected: Bool
    ) {
        self.number = number
        self.name = name
        self.summary = summary
        self.price = price
        self.details = details
        self.isSelected = isSelected
    }

    /// The row number.
    public var id: Int { number }
}

/// The Packages screen's logic: one package per channel, choose, choose again to clear, reset.
@MainActor
public protocol PackagesViewModelProtocol: AnyObject {
    /// The display state.
    var state: ObservableValue<PackagesState> { get }
    /// Loads the channel's packages and shows the current choice.
    func didAppear() async
    /// Loads again after a failure.
    func didRetry() async
    /// The user typed the number of a package: chooses it, or clears it when it is chosen.
    func didChoosePackage(number: Int) async
    /// The user asked to reset this channel's choice.
    func didReset() async
}

/// The Packages ViewModel over the load-packages use case and the shared session.
@MainActor
public final class PackagesViewModel: PackagesViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state: ObservableValue<PackagesState>
    private let channel: Channel
    private let loadPackages: LoadPackagesUseCase
    private let session: SelectionSession
    private var packages: [MarketingPackage] = []

    /// Creates the ViewModel for `channel`; `session` is shared with the other screens.
    public init(channel: Channel, loadPackages: LoadPackagesUseCase, session: SelectionSession) {
        self.channel = channel
        self.loadPackages = loadPackages
        self.session = session
        state = ObservableValue(PackagesState(channelName: channel.name))
    }

    /// See the protocol.
    public func didAppear() async {
        var next = state.value
        next.list = .loading
        next.message = nil
        state.value = next
        do {
            let loaded = try await loadPackages.execute(channel: channel)
            packages = loaded.value
            next.sourceNote = MarketingSourceNote.text(for: loaded)
            await publish(next)
        } catch {
            next.list = .failure(
                "Failed to Load Channel Details. \(MarketingSourceNote.message(for: error))")
            state.value = next
        }
    }

    /// See the protocol.
    public func didRetry() async {
        await didAppear()
    }

    /// See the protocol.
    public func didChoosePackage(number: Int) async {
        guard case .success = state.value.list else { return }
        var next = state.value
        guard packages.indices.contains(number - 1) else {
            next.message =
                packages.isEmpty
                ? PackagesState.emptyText
                : "There is no package \(number); choose a number from 1 to \(packages.count)."
            state.value = next
            return
        }
        let change = await session.choose(packages[number - 1])
        switch change {
        case .chosen(let package): next.message = "Chose \(package.name)."
        case .replaced(let old, let new): next.message = "Chose \(new.name) instead of \(old.name)."
        case .cleared(let package): next.message = "Cleared \(package.name)."
        }
        await publish(next)
    }

    /// See the protocol.
    public func didReset() async {
        guard case .success = state.value.list else { return }
        var next = state.value
        let removed = await session.reset(channel: channel.id)
        next.message =
            removed.map { "Cleared \($0.name)." } ?? "Nothing was chosen for \(channel.name)."
        await publish(next)
    }

    private func publish(_ base: PackagesState) async {
        let chosen = await session.selection.package(for: channel.id)
        var next = base
        next.list = .success(
            packages.map { package in
                PackageRow(
                    number: package.number, name: package.name, summary: package.summary,
                    price: "\(package.cost.formatted)/month", details: package.details,
                    isSelected: package.id == chosen?.id)
            })
        next.selectedPanel = chosen.map {
            "Selected for \(channel.name): \($0.name) (\($0.cost.formatted))"
        }
        state.value = next
    }
}
