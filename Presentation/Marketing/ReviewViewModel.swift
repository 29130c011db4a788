import CleanAppsCore
import CleanAppsPresentationCore
import MarketingDomain

/// What the Review screen shows.
public struct ReviewState: Equatable, Sendable {
    /// "No packages selected. Go back and select some packages."
    public static let emptyMessage = "No packages selected. Go back and select some packages."

    /// The chosen packages in the order chosen, numbered.
    public var rows: [ReviewRow] = []
    /// "Total monthly cost: 590.00 EUR" (or several currencies joined with " + ").
    public var total = "Total monthly cost: 0.00"
    /// "4 packages from 4 channels".
    public var summary = "0 packages from 0 channels"
    /// ``emptyMessage`` when nothing is selected, else nil.
    public var emptyText: String?
    /// Whether there is anything to e-mail.
    public var canSendEmail = false
    /// The e-mail's plain text, once asked for.
    public var emailText: String?
    /// Feedback on the last input (removed item, where the e-mail went, errors).
    public var message: String?

    /// Creates the initial state.
    public init() {}
}

/// One numbered chosen package.
public struct ReviewRow: Equatable, Identifiable, Sendable {
    /// The 1-based number to type.
    public let number: Int
    /// "Facebook Package 2".
    public let name: String
    /// "Channel: Facebook".
    public let channel: String
    /// "Monthly package for Facebook".
    public let summary: String
    /// "200.00 EUR/month".
    public let price: String
    /// The feature lines.
    public let details: [String]

    /// Creates a row from display-ready values.
    public init(
        number: Int, name: String, channel: String, summary: String, price: String,
        details: [String]
    ) {
        self.number = number
        self.name = name
        self.channel = channel
        self.summary = summary
        self.price = price
        self.details = details
    }

    /// The row number.
    public var id: Int { number }
}

/// The Review screen's logic: the selection, removal, totals and the e-mail.
@MainActor
public protocol ReviewViewModelProtocol: AnyObject {
    /// The display state.
    var state: ObservableValue<ReviewState> { get }
    /// Reads the selection.
    func didAppear() async
    /// The user removed the item numbered `number`.
    func didRemoveItem(number: Int) async
    /// The user asked to see the e-mail text.
    func didAskForEmailText() async
    /// The user asked to save the e-mail for `recipient` (nil or blank: no recipient).
    func didAskToSaveEmail(recipient: String?) async
}

/// The Review ViewModel over the shared session and the e-mail use cases.
@MainActor
public final class ReviewViewModel: ReviewViewModelProtocol {
    /// The display state, replayed to new observers.
    public let state = ObservableValue(ReviewState())
    private let session: SelectionSession
    private let composeEmail: ComposeEmailUseCase
    private let exportEmail: ExportSelectionEmailUseCase
    private let loadPackages: LoadPackagesUseCase?
    private var items: [MarketingPackage] = []

    /// Creates the ViewModel; `session` is shared with the other Marketing screens. With
    /// `loadPackages`, the chosen packages are re-priced from the catalogue on appearing.
    public init(
        session: SelectionSession, composeEmail: ComposeEmailUseCase,
        exportEmail: ExportSelectionEmailUseCase, loadPackages: LoadPackagesUseCase? = nil
    ) {
        self.session = session
        self.composeEmail = composeEmail
        self.exportEmail = exportEmail
        self.loadPackages = loadPackages
    }

    /// See the protocol. Re-prices the selection first; a changed price is said in the message
    /// before any e-mail is written.
    public func didAppear() async {
        var next = state.value
        next.message = nil
        let changes = await repriceFromCatalogue()
        if !changes.isEmpty {
            next.message =
                "Prices changed since the selection was saved: "
                + changes.map(\.sentence).joined(separator: " ")
        }
        await publish(next)
    }

    /// Loads the catalogue of every chosen channel and re-prices the selection from it.
    private func repriceFromCatalogue() async -> [PriceChange] {
        guard let loadPackages else { return [] }
        var changes: [PriceChange] = []
        for package in await session.selection.items {
            guard let catalogue = try? await loadPackages.execute(channel: package.channel).value
            else { continue }
            changes += await session.reprice(from: catalogue)
        }
        return changes
    }

    /// See the protocol.
    public func didRemoveItem(number: Int) async {
        var next = state.value
        guard items.indices.contains(number - 1) else {
            next.message =
                items.isEmpty
                ? ReviewState.emptyMessage
                : "There is no item \(number); choose a number from 1 to \(items.count)."
            state.value = next
            return
        }
        let removed = await session.remove(items[number - 1].id)
        next.message = removed.map { "Removed \($0.name)." }
        next.emailText = nil
        await publish(next)
    }

    /// See the protocol.
    public func didAskForEmailText() async {
        var next = state.value
        do {
            next.emailText =
                try composeEmail.execute(
                    selection: await session.selection,
                    targeting: await session.targets.map(\.name)
                ).plainText
            next.message = nil
        } catch {
            next.message = MarketingSourceNote.message(for: error)
        }
        state.value = next
    }

    /// See the protocol.
    public func didAskToSaveEmail(recipient: String?) async {
        var next = state.value
        do {
            let place = try await exportEmail.execute(
                selection: await session.selection, recipient: recipient,
                targeting: await session.targets.map(\.name))
            next.message = "Saved the e-mail to \(place)."
        } catch {
            next.message = MarketingSourceNote.message(for: error)
        }
        state.value = next
    }

    private func publish(_ base: ReviewState) async {
        let selection = await session.selection
        items = selection.items
        var next = base
        next.rows = items.enumerated().map { offset, package in
            ReviewRow(
                number: offset + 1, name: package.name, channel: "Channel: \(package.channel.name)",
                summary: package.summary, price: "\(package.cost.formatted)/month",
                details: package.details)
        }
        next.total = "Total monthly cost: \(selection.formattedTotal)"
        next.summary = selection.summary
        next.canSendEmail = !selection.isEmpty
        next.emptyText = selection.isEmpty ? ReviewState.emptyMessage : nil
        state.value = next
    }
}
