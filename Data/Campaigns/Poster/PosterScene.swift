import CampaignsDomain
import CleanAppsCore
import CleanAppsDataCore

/// A campaign's poster laid out once, in poster pixels, for every writer: the template, the
/// canvas, the purpose and goal blocks with their line breaks, and the jar's QR code, with
/// the fixed words in the campaign's language.
struct PosterScene {
    /// Purposes longer than this are cut before layout (validation allows 200).
    static let maximumPurposeCharacters = 400
    /// The least room a settled photo keeps to the poster's bottom edge, in widths `s`: the
    /// templates' own margin.
    static let bottomMargin = 0.05

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
        let labels = campaign.posterLanguage.labels
        // NB: the scene's template carries the layout composed for the format, its photo
        // yielding to a long purpose, so every writer draws the same one.
        let arranged = PurposeFit.arrange(
            purpose: Self.purposeText(campaign), in: template, format: campaign.format)
        let purpose = PosterTextBlock(
            arranged.fit.lines.map { .line($0, fontSize: arranged.fit.fontSize) },
            in: arranged.layout.purpose, canvas: canvas)
        let goal = PosterTextBlock(
            Self.goalItems(campaign, goal: arranged.layout.goal, labels: labels, canvas: canvas),
            in: arranged.layout.goal.box, canvas: canvas)
        template.layout = Self.settled(
            arranged.layout, purpose: purpose, goal: goal, campaign: campaign, canvas: canvas)
        self.template = template
        self.canvas = canvas
        self.purpose = purpose
        self.goal = goal
        let layout = template.layout
        qr = PosterQRBlock(
            campaign, caption: labels.qrCaption, canvas: canvas,
            photo: PosterPhotoGeometry(
                frame: layout.photo, placement: campaign.placement, canvas: canvas, photoWidth: 1,
                photoHeight: 1),
            text: [purpose, goal].compactMap { $0?.bounds })
    }

    /// `layout` with its photo in the middle of the room between the purpose and the goal
    /// block below it (or the poster's bottom margin, ``bottomMargin``), as
    /// ``PosterLayout/settlingPhoto(under:above:gap:on:)``.
    private static func settled(
        _ layout: PosterLayout, purpose: PosterTextBlock?, goal: PosterTextBlock?,
        campaign: Campaign, canvas: PosterCanvas
    ) -> PosterLayout {
        guard let text = purpose?.bounds else { return layout }
        let photo = PosterQRBlock.bounds(
            of: PosterPhotoGeometry(
                frame: layout.photo, placement: .identity, canvas: canvas, photoWidth: 1,
                photoHeight: 1))
        var floor = canvas.height - bottomMargin * canvas.unit
        if let goal = goal?.bounds, goal.x < photo.x + photo.width, goal.x + goal.width > photo.x,
            goal.y > photo.y
        {
            floor = goal.y
        }
        return layout.settlingPhoto(
            under: (text.y + text.height) / canvas.height, above: floor / canvas.height,
            gap: PurposeRoom.gap / canvas.unit, on: campaign.format)
    }

    /// The purpose as drawn: cut, made displayable, or the fallback when empty.
    static func purposeText(_ campaign: Campaign) -> String {
        purposeText(campaign.purpose, fallback: campaign.posterLanguage.labels.purposeFallback)
    }

    /// `purpose` as drawn: cut, made displayable, or `fallback` when empty.
    static func purposeText(_ purpose: String, fallback: String) -> String {
        let text = XMLText.displayText(String(purpose.prefix(maximumPurposeCharacters)))
        return text.isEmpty ? fallback : text
    }

    private static func goalItems(
        _ campaign: Campaign, goal: GoalBox, labels: PosterLabels, canvas: PosterCanvas
    ) -> [PosterTextBlock.Item] {
        let inner = PosterTextBlock.innerWidth(of: goal.box, canvas: canvas)
        let valueSize = goal.box.fontSize * canvas.unit
        func line(_ text: String, _ size: Double) -> PosterTextBlock.Item {
            let width = PosterTextMetrics.width(of: text, fontSize: size)
            return .line(text, fontSize: width > inner ? size * inner / width : size)
        }
        var items: [PosterTextBlock.Item] = []
        if let target = campaign.goal {
            let wording = labels.wording(of: goal.style)
            switch goal.style {
            case .labelAbove:
                items.append(line(wording, goal.labelFontSize * canvas.unit))
                items.append(line(labels.amount(target), valueSize))
            case .inlineGoal, .inlineRaising:
                items.append(line(wording + labels.amount(target), valueSize))
            }
        }
        if let collected = campaign.collected {
            items.append(line(labels.collectedPrefix + labels.amount(collected), valueSize * 0.65))
            if campaign.isFinished {
                items.append(line(labels.finished, valueSize))
            } else if let progress = campaign.progress {
                items.append(.bar(fraction: progress))
            }
        }
        return items
    }
}
