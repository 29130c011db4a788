import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import DirectoryPresentation
import Foundation
import Terminal
import TextScreens

/// `m` on a committee, a party or the favourites: asks for the subject, the message and the
/// file, then writes the e-mail draft as `directory email` does (Bcc every member with an
/// address) and says what was written.
///
/// Every question cancels with an empty answer (the file's question takes its default
/// then) or `b`, and with the end of input; nothing is written then.
@MainActor
struct GroupEmailPrompt {
    let viewModel: any GroupEmailViewModelProtocol
    let frame: ScreenFrame

    /// What `?` says `m` does.
    static let help = """
        writes an e-mail draft (.eml) to every member with an address, as Bcc: it asks for \
        the subject, the message (lines ending with a lone ".", or @FILE) and the file; an \
        empty answer or b cancels
        """

    /// What the screen says when the user cancels.
    static let cancelled = "No draft was written."

    /// The first line of the message that ends it.
    static let endOfMessage = "."

    /// The `m` key of a screen whose group is `group()` (nil while it loads): its kind for
    /// `--group` and its name on the screen.
    func key<Outcome>(
        group: @escaping @MainActor () -> (group: ContactGroup, name: String)?
    ) -> ScreenKey<Outcome> {
        .word("m", "e-mail", help: Self.help) {
            guard let (group, name) = group() else {
                return .stay("The members are not loaded yet; type m again when they are.")
            }
            return .stay(await self.run(group, name: name))
        }
    }

    /// Asks the questions and writes the draft; returns what the screen says.
    func run(_ group: ContactGroup, name: String) async -> String {
        await viewModel.didStart(group, name: name)
        guard case .ready(let plan) = viewModel.state.value else { return said }
        let terminal = frame.terminal
        terminal.writeLine("")
        terminal.writeWrapped(TerminalText.sanitize("E-mail to \(name): \(plan.summary)"))
        guard let subject = await answer("Subject (Enter or b cancels): ") else {
            return cancel()
        }
        let body: String
        switch await message() {
        case .text(let text): body = text
        case .cancelled: return cancel()
        case .failed(let sentence): return cancel(sentence + " " + Self.cancelled)
        }
        let question = "Save the draft as [\(plan.suggestedFileName)] (b cancels): "
        guard let line = await terminal.readLine(wrapping: question) else { return cancel() }
        var path = line.trimmingSpaces()
        if path.isEmpty { path = plan.suggestedFileName }
        if path.lowercased() == "b" { return cancel() }
        if path == "-" {
            return cancel(
                "Here the draft needs a file name (- for standard output is only for "
                    + "directory email --out). "
                    + Self.cancelled)
        }
        var replacing = false
        switch viewModel.check(path: path) {
        case .free: break
        case .refused(let sentence): return cancel(sentence)
        case .exists(let full):
            terminal.writeWrapped("\(TerminalText.sanitize(full)) already exists.")
            guard await terminal.confirm("Replace it with this draft?") else {
                return cancel("The file was left as it is. " + Self.cancelled)
            }
            replacing = true
        }
        await viewModel.didConfirm(subject: subject, body: body, path: path, replacing: replacing)
        return said
    }

    /// What the view model's state says now.
    private var said: String {
        switch viewModel.state.value {
        case .idle, .ready: Self.cancelled
        case .written(let text), .nothingWritten(let text): text
        }
    }

    private func cancel(_ sentence: String = Self.cancelled) -> String {
        viewModel.didCancel(sentence)
        return said
    }

    /// One answer, trimmed; nil when it is empty, `b` or the end of input.
    private func answer(_ prompt: String) async -> String? {
        guard let line = await frame.terminal.readLine(wrapping: prompt) else { return nil }
        let answer = line.trimmingSpaces()
        return answer.isEmpty || answer.lowercased() == "b" ? nil : answer
    }

    /// The message typed or read.
    private enum Message {
        case text(String)
        case cancelled
        case failed(String)
    }

    /// Reads the message: lines until a lone ".", or `@FILE` as the first line for a file.
    private func message() async -> Message {
        let terminal = frame.terminal
        terminal.writeWrapped(
            """
            Type the message, then a line with only a dot (.) to end it; or type @ and a \
            file's path to send that UTF-8 text file. An empty first line or b cancels.
            """)
        let prompt = "Message line (. ends): "
        guard let first = await terminal.readLine(wrapping: prompt) else { return .cancelled }
        let trimmed = first.trimmingSpaces()
        if trimmed.isEmpty || trimmed.lowercased() == "b" { return .cancelled }
        if trimmed.hasPrefix("@") {
            let path = String(trimmed.dropFirst()).trimmingSpaces()
            do {
                return .text(try DirectoryCommands.readBody(path))
            } catch let error as DirectoryCommandError {
                return .failed(error.commandLineMessage)
            } catch {
                return .failed("The file could not be read.")
            }
        }
        if trimmed == Self.endOfMessage { return .cancelled }
        var lines = [first]
        var size = first.utf8.count
        while let line = await terminal.readLine(wrapping: prompt) {
            if line.trimmingSpaces() == Self.endOfMessage {
                return .text(lines.joined(separator: "\n"))
            }
            size += line.utf8.count + 1
            guard size <= DirectoryCommands.bodyFileLimit else {
                return .failed("The message is over 1 MB; shorten it or send a file with @FILE.")
            }
            lines.append(line)
        }
        return .cancelled
    }
}
