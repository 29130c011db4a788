import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain

/// What the Targeting screen shows.
public struct TargetingState: Equatable, Sendable {
    /// The targets (loading text, error with retry, or the numbered rows).
    public var list: ViewModelState<[TargetingRow]> = .idle
    /// "Selected: 2 options (Location, Age)", "Selected: 3 options (Location, Age +1 more)"
    /// or "Selected: 0 options".
    public var footer = "Selected: 0 options"
    /// Whether an empty line would continue.
    public var canContinue = false
    /// Says the list came from the bundled copy; nil for live data.
    public var sourceNote: String?
    /// Feedback on the last input (bad selection, continue refused); nil when none.
    public var message: String?

    /// "Loading targeting options..." (shown while ``list`` is idle or loading).
    public static let loadingText = "Loading targeting options... Fetching data from server..."

    /// Creates the initial state.
    public init() {}
}

/// One numbered targeting option.
public struct TargetingRow: Equatable, Identifiable, Sendable {
    /// The 1-based number to type.
    public let number: Int
    /// The display name.
    public let name: String
    /// "Target based on <name lowercased>".
    public let subtitle: String
    /// "5 available channels" / "1 available channel".
    public let channelCount: String
    /// The first three channel names, then "+K more".
    public let channels: String
    /// Whether it is selected.
    public let isSelected: Bool

    /// Creates a row from display-ready values.
    public init(
        number: Int, name: String, subtitle: String, channelCount: String, channels: String,
        isSelected: Bool
    ) {
        self.number = number
        self.name = name
        self.subtitle = subtitle
        self.channelCount = channelCount
        self.channels = channels
        self.isSelected = isSelected
    }

    /// The row number.
    public var id: Int { number }
}

/// What the Targeting screen asks of its parent.
public enum TargetingOutcome: Equatable, Sendable {
    /// The targets are applied; show the channels.
    case proceed
}

/// The Targeting screen's logic: multi-select targets, continue when something is selected.
@MainActor
public protocol TargetingViewModelProtocol: AnyObject {
    /// The display state.
    var state: ObservableValue<TargetingState> { get }
    /// Loads the targets and restores the session's (or a resumed) selection.
    func didAppear() async
    /// Loads again after a failure.
    func didRetry() async
    /// Handles one typed line (``MultiSelectCommand`` grammar); an empty line continues and
    /// returns ``TargetingOutcome/proceed`` when something is selected.
    func didEnterLine(_ line: String) async -> TargetingOutcome?
    /// The user left with b or q: a changed, non-empty choice is applied and so kept.
    func didLeave() async
}

/// The Targeting ViewModel over the load and apply-targeting use cases.
@MainActor
public final class TargetingViewModel: TargetingViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(TargetingState())
    private let loadTargeting: LoadTargetingUseCase
    private let applyTargeting: ApplyTargetingUseCase
    private let session: SelectionSession
    private var targets: [TargetingSpecific] = []
    private var selected = Set<Int>()

    /// Creates the ViewModel; `session` is shared with the other Marketing screens.
    public init(
        loadTargeting: LoadTargetingUseCase, applyTargeting: ApplyTargetingUseCase,
        session: SelectionSession
    ) {
        self.loadTargeting = loadTargeting
        self.applyTargeting = applyTargeting
        self.session = session
    }

    /// See the protocol.
    public func didAppear() async {
        var next = state.value
        next.list = .loading
        next.message = nil
        state.value = next
        do {
            let loaded = try await loadTargeting.execute()
            targets = loaded.value
            let chosen = await session.targets
            let restored =
                chosen.isEmpty ? await session.restoreTargets(from: targets) ?? [] : chosen
            let names = Set(restored.map(\.name))
            selected = Set(
                targets.indices.filter { names.contains(targets[$0].name) }.map { $0 + 1 })
            next.sourceNote = MarketingSourceNote.text(for: loaded)
            publish(next)
        } catch {
            next.list = .failure(
                "Failed to Load Data. \(MarketingSourceNote.message(for: error)) "
                    + "Please check your internet connection and try again.")
            next.sourceNote = nil
            state.value = next
        }
    }

    /// See the protocol.
    public func didRetry() async {
        await didAppear()
    }

    /// See the protocol.
    public func didEnterLine(_ line: String) async -> TargetingOutcome? {
        guard case .success = state.value.list else { return nil }
        var next = state.value
        next.message = nil
        do {
            let command = try MultiSelectCommand(parsing: line, itemCount: targets.count)
            guard command == .finish else {
                selected = command.applied(to: selected)
                publish(next)
                return nil
            }
            let chosen = selected.sorted().map { targets[$0 - 1] }
            _ = try await applyTargeting.execute(selected: chosen, document: targets)
            state.value = next
            return .proceed
        } catch let error as MultiSelectError {
            next.message = error.message
        } catch {
            next.message = MarketingSourceNote.message(for: error)
        }
        state.value = next
        return nil
    }

    /// See the protocol.
    public func didLeave() async {
        guard case .success = state.value.list, !selected.isEmpty else { return }
        let chosen = selected.sorted().map { targets[$0 - 1] }
        guard await session.targets.map(\.name) != chosen.map(\.name) else { return }
        _ = try? await applyTargeting.execute(selected: chosen, document: targets)
    }

    private func publish(_ base: TargetingState) {
        var next = base
        next.list = .success(
            targets.enumerated().map { offset, target in
                let names = target.channels.map(\.name)
                let more = names.count > 3 ? " +\(names.count - 3) more" : ""
                return TargetingRow(
                    number: offset + 1, name: target.name, subtitle: target.subtitle,
                    channelCount: names.count == 1
                        ? "1 available channel" : "\(names.count) available channels",
                    channels: names.prefix(3).joined(separator: ", ") + more,
                    isSelected: selected.contains(offset + 1))
            })
        let chosen = selected.sorted().map { targets[$0 - 1].name }
        let count = chosen.count == 1 ? "1 option" : "\(chosen.count) options"
        let more = chosen.count > 2 ? " +\(chosen.count - 2) more" : ""
        next.footer =
            chosen.isEmpty
            ? "Selected: 0 options"
            : "Selected: \(count) (\(chosen.prefix(2).joined(separator: ", "))\(more))"
        next.canContinue = !chosen.isEmpty
        state.value = next
    }
}
