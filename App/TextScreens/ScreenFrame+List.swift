import Foundation
import Terminal

extension ScreenFrame {
    /// Draws `list` on `pages` (laid out again first when its rows or the terminal changed),
    /// with `message` and any pending notices on the line kept for them above the hint (see
    /// `ListPages.lines(message:style:)`).
    public func draw(_ list: ListScreen, on pages: inout ListPages, message: String?) {
        pages.update(list, capabilities: terminal.capabilities)
        let said = drainNotices().map { "! " + $0 } + [message].compactMap { $0 }
        write(
            pages.lines(
                message: said.isEmpty ? nil : said.joined(separator: "\n"), style: terminal.style))
    }
}

extension ListPages {
    /// What the keys every list shares do with `command`: a number leaves with `open(index)`
    /// for its item (index from 0), n/p turn pages; a number with no item (`open` returns
    /// nil) or no page to turn to stays with a message. Nil for every other command.
    public mutating func step<Outcome>(
        for command: ScreenCommand, open: (Int) -> Outcome?
    ) -> ScreenStep<Outcome>? {
        switch command {
        case .open(let number):
            guard let outcome = itemIndex(forNumber: number).flatMap(open) else {
                return .stay(numberMessage)
            }
            return .leave(outcome)
        case .nextPage: return .stay(next())
        case .previousPage: return .stay(previous())
        default: return nil
        }
    }

    /// `d N` on a list whose rows can be removed: calls `remove` with row N's item index and
    /// redraws, or says how to type it.
    @MainActor
    public func removing<Outcome>(
        typed text: String, remove: (Int) async -> Void
    ) async -> ScreenStep<Outcome> {
        let number = Int(text.dropFirst().trimmingSpaces())
        guard let index = number.flatMap(itemIndex(forNumber:)) else {
            return .stay("Type d and a row number, e.g. d 2. \(numberMessage)")
        }
        await remove(index)
        return .stay(nil)
    }
}
