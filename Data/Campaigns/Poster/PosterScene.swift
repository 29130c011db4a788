import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore

/// A campaign's poster laid out once, in canvas pixels, for every writer: the template, the
/// canvas, the purpose and goal blocks with their line breaks, and the jar's QR code.
struct PosterScene {
    /// Purposes longer than this are cut before layout (validation allows 200).
    static let maximumPurposeCharacters = 400

    let template: PosterTemplate
    let canvas: PosterCanvas
    let purpose: PosterTextBlock?
    let goal: PosterTextBlock?
    /// The jar link's QR code; nil without a link.
    let qr: PosterQRBlock?

    /// Lays `campaign` out in its template's layout for its format; an unknown template id
    /// falls back to the catalogue's first one.
    init?(_ campaign: Campaign, catalogue: TemplateCatalogue) {
        guard
            var template = catalogue.template(id: campaign.templateID) ?? catalogue.templates.first
        else { return nil }
        let canvas = PosterCanvas(format: campaign.format)
        // NB: the scene's template carries the layout composed for the format, its photo
        // yielding to a long purpose, so every writer draws the same one.
        let arranged = PurposeFit.arrange(
            purpose: Self.purposeText(campaign), in: template.layout(for: campaign.format),
            format: campaign.format)
        template.layout = arranged.layout
        self.template = template
        self.canvas = canvas
        let layout = template.layout
        purpose = PosterTextBlock(
            arranged.fit.lines.map { .line($0, fontSize: arranged.fit.fontSize) },
            in: layout.purpose, canvas: canvas)
        goal = PosterTextBlock(
            Self.goalItems(campaign, goal: layout.goal, canvas: canvas), in: layout.goal.box,
            canvas: canvas)
        qr = PosterQRBlock(
            campaign, canvas: canvas,
            photo: PosterPhotoGeometry(
                frame: layout.photo, placement: campaign.placement, canvas: canvas, photoWidth: 1,
                photoHeight: 1),
            text: [purpose, goal].compactMap { $0?.bounds })
    }

    /// The purpose as drawn: cut, made displayable, or the fallback when empty.
    static func purposeText(_ campaign: Campaign) -> String {
        purposeText(campaign.purpose)
    }

    /// `purpose` as drawn: cut, made displayable, or the fallback when empty.
    static func purposeText(_ purpose: String) -> String {
        let text = XMLText.displayText(String(purpose.prefix(maximumPurposeCharacters)))
        return text.isEmpty ? PosterRenderer.purposeFallback : text
    }

    private static func goalItems(_ campaign: Campaign, goal: GoalBox, canvas: PosterCanvas)
        -> [PosterTextBlock.Item]
    {
        let inner = PosterTextBlock.innerWidth(of: goal.box, canvas: canvas)
        let valueSize = goal.box.fontSize * canvas.unit
        func line(_ text: String, _ size: Double) -> PosterTextBlock.Item {
            let width = PosterTextMetrics.width(of: text, fontSize: size)
            return .line(text, fontSize: width > inner ? size * inner / width : size)
        }
        var items: [PosterTextBlock.Item] = []
        if let target = campaign.target {
            switch goal.style {
            case .labelAbove(let label):
                items.append(line(label, goal.labelFontSize * canvas.unit))
                items.append(line(target.formattedWithCurrency, valueSize))
            case .inline(let prefix):
                items.append(line(prefix + target.formattedWithCurrency, valueSize))
            }
        }
        if let collected = campaign.collected {
            items.append(
                line(
                    PosterRenderer.collectedPrefix + collected.formattedWithCurrency,
                    valueSize * 0.65))
            if campaign.isFinished {
                items.append(line(PosterRenderer.finishedLabel, valueSize))
            } else if let progress = campaign.progress {
                items.append(.bar(fraction: progress))
            }
        }
        return items
    }
}
