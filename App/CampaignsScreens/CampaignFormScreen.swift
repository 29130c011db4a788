import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import Terminal
import TextScreens

/// The new-campaign / edit-campaign form: fields edited one at a time by number, each with its
/// validation message or note right under it; s saves (validate, render, write the poster,
/// store), d deletes, and leaving with unsaved changes asks save / discard / cancel.
@MainActor
final class CampaignFormScreen: Screen {
    /// Where the user wants to go next.
    enum Outcome: Equatable, ScreenOutcome {
        /// Back to the list, with a message for it.
        case back(message: String?)
        case quit

        /// Back to the list with no message.
        static var back: Self { .back(message: nil) }
    }

    let viewModel: any CampaignFormViewModelProtocol
    let frame: ScreenFrame

    /// Draws the poster after a template, photo or placement change; nil shows none.
    let previewer: CampaignPosterPreviewer?
    /// A command typed at a prompt (the poster preview's Enter, a screen key at a field's
    /// prompt): the form takes it next instead of reading another line, so no input is dropped.
    var pendingCommand: ScreenCommand?

    init(
        viewModel: any CampaignFormViewModelProtocol, frame: ScreenFrame,
        previewer: CampaignPosterPreviewer? = nil
    ) {
        self.viewModel = viewModel
        self.frame = frame
        self.previewer = previewer
    }

    /// Shows the form until the user leaves it.
    func run() async -> Outcome {
        var message: String?
        while true {
            draw(message: message)
            message = nil
            let typed: ScreenCommand?
            if let pendingCommand {
                typed = pendingCommand
                self.pendingCommand = nil
            } else {
                typed = await frame.readCommand()
            }
            guard let command = typed else { return endOfInput() }
            switch await frame.step(for: command, keys: keys) {
            case .stay(let reply): message = reply
            case .leave(let outcome): return outcome
            }
        }
    }

    /// A field's number changes it, s saves, d deletes (shown once saved); b and q ask
    /// about unsaved changes first.
    var keys: ScreenKeys<Outcome> {
        var delete = ScreenKey<Outcome>.word("d", "delete", help: "deletes it (asks first)") {
            await self.delete()
        }
        delete.isInHint = viewModel.state.value.canDelete
        return ScreenKeys(
            [
                .number(
                    "1-8", "change",
                    help: """
                        changes that field; Enter at a prompt keeps the current value and - \
                        clears an optional one
                        """
                ) { .stay(await self.edit(field: $0)) },
                .word(
                    "s", "save",
                    help: """
                        checks every field, writes the poster as a PNG file and stores the \
                        fundraiser
                        """, isEssential: true
                ) { await self.save() },
                delete,
                ScreenKey(
                    "b", "back", help: "goes back; with unsaved changes it asks first",
                    trigger: .back, isEssential: true
                ) { _ in await self.leave(.back(message: nil)) },
                ScreenKey(
                    "q", "quit", help: "quits; with unsaved changes it asks first",
                    trigger: .quit, isEssential: true
                ) { _ in await self.leave(.quit) },
            ],
            about: """
                4 takes the path of a PNG or JPEG file (a copy is kept). 5 lists the 15 \
                templates (choosing one resets the scale and offset). 6 sets the photo's scale \
                (0.1 to 10) and offset (-300 to 300 points of the 300×300 preview). 7 picks \
                square, portrait or story. 8 picks the language of the poster's words (by the \
                purpose's letters, Ukrainian or English).
                """)
    }

    /// Saves; when a poster file is in the way, asks before replacing it.
    func save() async -> ScreenStep<Outcome> {
        guard await viewModel.didTapSave() == nil,
            let path = viewModel.state.value.posterToReplace
        else { return .stay(nil) }
        frame.terminal.writeWrapped("A poster already exists at \(TerminalText.sanitize(path)).")
        guard await frame.terminal.confirm("Replace it?") else {
            return .stay(
                "Nothing was saved. Change the purpose or the format to write the poster "
                    + "under another name, or save again and allow replacing it.")
        }
        _ = await viewModel.didConfirmPosterReplacement()
        return .stay(nil)
    }

    private func delete() async -> ScreenStep<Outcome> {
        guard viewModel.state.value.canDelete else {
            return .stay("This fundraiser was never saved, so there is nothing to delete.")
        }
        viewModel.didTapDelete()
        let purpose = TerminalText.sanitize(viewModel.state.value.purpose.text)
        let confirmed = await frame.terminal.confirm(
            "Delete the fundraiser \"\(purpose)\"? Posters already written stay.")
        guard case .deleted? = await viewModel.didAnswerDeleteConfirmation(confirmed) else {
            return .stay(confirmed ? nil : "Not deleted.")
        }
        return .leave(.back(message: "Deleted the fundraiser \"\(purpose)\"."))
    }

    /// Leaves for `outcome`, first asking save / discard / cancel when changes are unsaved.
    private func leave(_ outcome: Outcome) async -> ScreenStep<Outcome> {
        guard viewModel.didRequestLeave() == .askAboutUnsavedChanges else {
            return .leave(outcome)
        }
        frame.terminal.writeWrapped("This fundraiser has unsaved changes.")
        for _ in 0..<3 {
            guard
                let line = await frame.terminal.readLine(
                    wrapping: "Save, discard them, or cancel? [s/d/C] ")
            else { return .leave(endOfInput()) }
            switch line.trimmingSpaces().lowercased() {
            case "s", "save":
                _ = await save()
                return viewModel.didRequestLeave() == .leave ? .leave(outcome) : .stay(nil)
            case "d", "discard": return .leave(outcome)
            // NB: b and q cancel too: at this question leaving must never lose the changes.
            case "", "c", "cancel", "b", "q": return .stay(nil)
            default:
                frame.terminal.writeWrapped(
                    "Please answer s (save), d (discard) or c (cancel; b and q cancel too).")
            }
        }
        return .stay(nil)
    }

    /// Input ended: nothing can be confirmed, so unsaved changes are dropped (saved data is
    /// untouched) and the app ends.
    private func endOfInput() -> Outcome {
        if viewModel.didRequestLeave() == .askAboutUnsavedChanges {
            frame.terminal.writeWrapped("End of input: the unsaved changes were not saved.")
        }
        return .quit
    }
}
