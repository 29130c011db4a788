import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import CleanAppsPresentationCore
import Terminal
import TextScreens

extension CampaignFormScreen {
    /// Width of the number and label column: ` 1  Purpose     `.
    private static let labelWidth = 16

    /// Draws the form: each field with its value, and its message or note under it.
    func draw(message: String?) {
        let state = viewModel.state.value
        let style = frame.terminal.style
        let selected = state.templates.first(where: \.isSelected)
        var body: [String] = []
        body += field(.purpose, "Purpose", state.purpose, empty: "(required)")
        body += field(
            .target, "Target",
            FormField(
                text: state.target.text.isEmpty ? "" : state.target.text + " грн.",
                error: state.target.error, note: state.target.note),
            empty: "(optional)")
        body += field(.jarLink, "Jar link", state.jarLink, empty: "(optional)")
        body += field(.photo, "Photo", state.photo, empty: "(required: a PNG or JPEG file)")
        var template = state.template
        if let selected { template.text += " (\(selected.colours))" }
        body += field(.template, "Template", template, empty: "(required: one of 15)")
        let placement = state.placement
        body += field(
            .placement, "Photo fit",
            FormField(
                text: "scale \(Self.text(placement.scale)), offset "
                    + "\(Self.text(placement.offsetX)), \(Self.text(placement.offsetY))"),
            empty: "")
        body += field(.format, "Format", FormField(text: state.format.label), empty: "")
        body += field(.language, "Language", FormField(text: Self.languageText(state)), empty: "")
        // NB: nothing is said of saving until a save is tried: its outcome is the message.
        if state.hasUnsavedChanges {
            body += ["", style.yellow("Unsaved changes: s saves them.")]
        }
        frame.draw(
            title: state.title, body: body, message: message ?? state.message,
            hint: keys.hint())
    }

    /// The lines of one field: number, label and value (wrapped under the value column),
    /// then its error or note.
    private func field(_ field: Field, _ label: String, _ value: FormField, empty: String)
        -> [String]
    {
        let style = frame.terminal.style
        let width = max(frame.terminal.capabilities.width - Self.labelWidth, 10)
        let pad = String(repeating: " ", count: Self.labelWidth)
        let head = TerminalText.pad(
            TerminalText.pad(String(field.rawValue), toWidth: 2, alignment: .right) + "  "
                + label, toWidth: Self.labelWidth)
        let text = TerminalText.sanitize(value.text)
        var lines = text.isEmpty ? [style.dim(empty)] : TerminalText.wrap(text, width: width)
        if lines.isEmpty { lines = [""] }
        var result = [head + lines[0]] + lines.dropFirst().map { pad + $0 }
        if let error = value.error {
            result += TerminalText.wrap("! " + TerminalText.sanitize(error), width: width)
                .map { pad + style.red($0) }
        }
        if let note = value.note {
            result += TerminalText.wrap("note: " + TerminalText.sanitize(note), width: width)
                .map { pad + style.yellow($0) }
        }
        return result.map { line in
            var line = line
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
