import CampaignsDomain
import CampaignsPresentation
import CleanAppsCore
import CleanAppsPresentationCore
import Foundation
import Terminal
import TextScreens

extension CampaignFormScreen {
    /// The form's fields, by the number the user types.
    enum Field: Int, CaseIterable {
        case purpose = 1
        case target
        case jarLink
        case photo
        case template
        case placement
        case format
        case language
    }

    /// Asks for a new value of field `number`; returns a message for the screen, if any.
    func edit(field number: Int) async -> String? {
        guard let field = Field(rawValue: number) else {
            return "The fields are numbered 1 to \(Field.allCases.count)."
        }
        switch field {
        case .purpose:
            guard let text = await answer("Purpose (up to 200 characters)") else { return nil }
            viewModel.didEditPurpose(text)
        case .target:
            guard let text = await answer("Target in грн., e.g. 100 000 or 2500,50 (- for none)")
            else { return nil }
            viewModel.didEditTarget(text)
        case .jarLink:
            guard
                let text = await answer(
                    "Jar link, e.g. https://send.monobank.ua/jar/… (- for none)")
            else { return nil }
            viewModel.didEditJarLink(text)
        case .photo:
            guard let path = await answer("Path of a PNG or JPEG file") else { return nil }
            await viewModel.didChoosePhoto(atPath: path)
            await showPreview()
        case .template:
            await chooseTemplate()
            await showPreview()
        case .placement:
            if let problem = await adjustPlacement() { return problem }
            await showPreview()
        case .format: await chooseFormat()
        case .language: await chooseLanguage()
        }
        return nil
    }

    /// What the form asks after drawing the poster preview.
    static let previewPrompt = "The poster so far; Enter goes back to the form: "

    /// The poster as it stands, in half blocks, until Enter: only in a colour terminal and
    /// once the form has a template and a readable photo (as `campaigns preview`). A command
    /// typed instead of Enter (a field number, s, b, q, ?) is the form's next command.
    private func showPreview() async {
        let capabilities = frame.terminal.capabilities
        guard capabilities.usesColor, capabilities.usesUnicode, let previewer,
            let text = await previewer.text(of: viewModel.posterDraft)
        else { return }
        frame.terminal.write(text)
        guard let line = await frame.terminal.readLine(wrapping: Self.previewPrompt),
            !line.trimmingSpaces().isEmpty
        else { return }
        pendingCommand = ScreenCommand(line: line)
    }

    /// Reads one answer: nil when the user kept the value (empty line) or input ended; "-"
    /// means empty. A screen key (s, b, q, ?) is the form's next command, not the value.
    private func answer(_ question: String) async -> String? {
        guard
            let line = await frame.terminal.readLine(wrapping: "\(question), Enter keeps it: ")
        else { return nil }
        let trimmed = line.trimmingSpaces()
        if trimmed.isEmpty { return nil }
        // NB: `s` typed here once became the target (`s грн.`).
        if ["s", "b", "q", "?"].contains(trimmed.lowercased()) {
            pendingCommand = ScreenCommand(line: trimmed.lowercased())
            return nil
        }
        return trimmed == "-" ? "" : line
    }

    private func chooseTemplate() async {
        let templates = viewModel.state.value.templates
        let options = templates.map { "\($0.name): \($0.colours)" }
        let chosen = await frame.terminal.choose(
            "Templates (choosing one resets the photo's scale and offset):", options: options,
            default: templates.firstIndex(where: \.isSelected))
        guard let chosen else { return }
        viewModel.didChooseTemplate(number: templates[chosen].number)
    }

    private func chooseFormat() async {
        let formats = PosterFormat.allCases
        let chosen = await frame.terminal.choose(
            "Poster format:", options: formats.map(\.label),
            default: formats.firstIndex(of: viewModel.state.value.format))
        guard let chosen else { return }
        viewModel.didChooseFormat(formats[chosen])
    }

    /// The language field's text: `English`, or `Ukrainian (automatic)` when it follows the
    /// purpose's letters.
    static func languageText(_ state: CampaignFormState) -> String {
        state.posterLanguage.name + (state.language == nil ? " (automatic)" : "")
    }

    private func chooseLanguage() async {
        let choices: [PosterLanguage?] = [nil] + PosterLanguage.allCases
        let state = viewModel.state.value
        let chosen = await frame.terminal.choose(
            "The poster's words (goal, QR caption) in:",
            options: choices.map { $0?.name ?? "Automatic, by the purpose's letters" },
            default: choices.firstIndex(of: state.language))
        guard let chosen else { return }
        viewModel.didChooseLanguage(choices[chosen])
    }

    private func adjustPlacement() async -> String? {
        let current = viewModel.state.value.placement
        guard
            let scale = await number(
                "Scale, 1 fills the frame", current: current.scale, in: PhotoPlacement.scaleRange),
            let offsetX = await number(
                "Move right, in points of the 300×300 preview", current: current.offsetX,
                in: PhotoPlacement.offsetRange),
            let offsetY = await number(
                "Move down, in points of the 300×300 preview", current: current.offsetY,
                in: PhotoPlacement.offsetRange)
        else {
            return "Scale is a number from 0.1 to 10 and offsets from -300 to 300, e.g. 1.5 or -20."
        }
        viewModel.didAdjustPhoto(scale: scale, offsetX: offsetX, offsetY: offsetY)
        return nil
    }

    /// Reads a number in `range`; Enter keeps `current`; nil for anything else.
    private func number(_ question: String, current: Double, in range: ClosedRange<Double>)
        async -> Double?
    {
        let prompt =
            "\(question) (\(Self.text(range.lowerBound)) to "
            + "\(Self.text(range.upperBound))) [\(Self.text(current))]: "
        guard let line = await frame.terminal.readLine(wrapping: prompt) else { return nil }
        let trimmed = line.trimmingSpaces()
        if trimmed.isEmpty { return current }
        guard trimmed.count <= 20,
            let value = Double(trimmed.replacingOccurrences(of: ",", with: ".")),
            value.isFinite, range.contains(value)
        else { return nil }
        return value
    }

    /// A number with at most two decimals and no trailing zeros: `1`, `0.25`, `-0.1`.
    static func text(_ value: Double) -> String {
        guard value.isFinite, abs(value) < 1e12 else { return "0" }
        let hundredths = (value * 100).rounded()
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = Int(abs(hundredths))
        let fraction = magnitude % 100
        guard fraction != 0 else { return sign + String(magnitude / 100) }
        let digits = fraction < 10 ? "0\(fraction)" : String(fraction)
        var trimmed = Substring(digits)
        while trimmed.last == "0" { trimmed = trimmed.dropLast() }
        return "\(sign)\(magnitude / 100).\(trimmed)"
    }
}
