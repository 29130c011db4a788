import CampaignsDomain
import CleanAppsCore
import Foundation

extension CampaignDTO {
    /// "2026-11-21T15:01:43.123Z", as Foundation's ISO 8601 style with fractional seconds
    /// writes it (and older files hold), without loading ICU.
    private static func text(_ date: Date) -> String {
        UTCDateTime(date).iso8601(fractionDigits: 3)
    }

    /// The stored form of `campaign`.
    public init(_ campaign: Campaign) {
        self.init(
            id: campaign.id.uuidString, purpose: campaign.purpose,
            targetKopecks: campaign.target?.kopecks, jarLink: campaign.jarLink?.url.absoluteString,
            photo: PhotoDTO(
                fileName: campaign.photo.fileName, format: campaign.photo.format.rawValue,
                width: campaign.photo.pixelWidth, height: campaign.photo.pixelHeight),
            templateID: campaign.templateID.rawValue, photoScale: campaign.placement.scale,
            photoOffsetX: campaign.placement.offsetX, photoOffsetY: campaign.placement.offsetY,
            photoReferenceSide: PhotoPlacement.referenceSide,
            posterFormat: campaign.format.rawValue, posterLanguage: campaign.language?.rawValue,
            jarDetails: campaign.jarDetails.map {
                JarDetailsDTO(
                    collectedKopecks: $0.collected.kopecks, status: $0.status,
                    goalKopecks: $0.goal?.kopecks, fetchedAt: Self.text($0.fetchedAt)
                )
            },
            createdAt: Self.text(campaign.createdAt),
            updatedAt: Self.text(campaign.updatedAt))
    }

    /// The campaign this record describes, or nil when its id, photo, format or dates cannot
    /// be read. An unreadable jar link or jar details are dropped rather than losing the
    /// campaign; scale and offsets are clamped; an unknown language reads as automatic.
    public func campaign() -> Campaign? {
        guard let id = UUID(uuidString: id), let format = PosterFormat(rawValue: posterFormat),
            let photoFormat = ImageFormat(rawValue: photo.format),
            let createdAt = UTCDateTime.date(iso8601: createdAt),
            let updatedAt = UTCDateTime.date(iso8601: updatedAt)
        else { return nil }
        let details = jarDetails.flatMap { dto -> JarDetails? in
            guard let fetchedAt = UTCDateTime.date(iso8601: dto.fetchedAt) else { return nil }
            return JarDetails(
                collected: Hryvnias(kopecks: dto.collectedKopecks), status: dto.status,
                goal: dto.goalKopecks.map(Hryvnias.init(kopecks:)), fetchedAt: fetchedAt)
        }
        return Campaign(
            id: id, purpose: purpose, target: targetKopecks.map(Hryvnias.init(kopecks:)),
            jarLink: jarLink.flatMap { try? JarLink.parse($0).get() },
            photo: CampaignPhoto(
                fileName: photo.fileName, format: photoFormat, pixelWidth: photo.width,
                pixelHeight: photo.height),
            templateID: TemplateID(templateID),
            placement: placement(format: format),
            format: format, language: posterLanguage.flatMap(PosterLanguage.init(rawValue:)),
            jarDetails: details, createdAt: createdAt, updatedAt: updatedAt)
    }

    /// The stored placement: offsets in reference points (scaled from another reference
    /// side), or, in files without `photoReferenceSide`, converted from frame sizes through
    /// the template's photo frame; missing values are 1 and 0.
    private func placement(format: PosterFormat) -> PhotoPlacement {
        var x = photoOffsetX ?? 0
        var y = photoOffsetY ?? 0
        if let side = photoReferenceSide, side.isFinite, side > 0 {
            x *= PhotoPlacement.referenceSide / side
            y *= PhotoPlacement.referenceSide / side
        } else if let frame = TemplateCatalogue.standard.template(id: TemplateID(templateID))?
            .layout.photo
        {
            let aspect = Double(format.height) / Double(format.width)
            x *= frame.width * PhotoPlacement.referenceSide
            y *= (frame.fillsHeight ? aspect : frame.height) * PhotoPlacement.referenceSide
        }
        return PhotoPlacement(scale: photoScale ?? 1, offsetX: x, offsetY: y)
    }
}
