import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryPresentation
import Foundation
import TerminalKit
import TextScreens

/// The `o N` key of the person and party screens: prints link N's full web address (and a
/// social account's app link) and, on an
/// interactive terminal and only after the user says yes, opens it with the URL opener.
@MainActor
struct DirectoryLinkOpener {
    let frame: ScreenFrame
    let urlOpener: any URLOpener

    /// Handles `o` followed by `argument` among `links`; returns the message to show.
    func open(_ argument: String, in links: [DirectoryLinkRow]) async -> String? {
        let numbers = links.compactMap(\.number)
        guard let number = Int(argument.trimmingSpaces()),
            let link = links.first(where: { $0.number == number }), let address = link.webURL
        else {
            return numbers.isEmpty
                ? "There are no web links here."
                : "Type o and a link number from 1 to \(numbers.max() ?? 1), e.g. o 1."
        }
        let text = TerminalText.sanitize(address)
        frame.terminal.writeLine("\(TerminalText.sanitize(link.label)): \(text)")
        if let app = link.appURL { frame.terminal.writeLine("app: \(TerminalText.sanitize(app))") }
        guard frame.terminal.capabilities.isInteractive else { return nil }
        guard await frame.terminal.confirm("Open it in your browser?") else { return nil }
        do {
            try urlOpener.open(address)
            return "Opening \(text) …"
        } catch {
            return (error as? URLOpenError)?.message ?? "The browser could not be started."
        }
    }
}
