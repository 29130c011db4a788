import CampaignsDomain
import CleanAppsCore
import Foundation

/// Ready-made campaigns and drafts for tests.
public enum CampaignFixtures {
    /// 2025-01-01T00:00:00Z.
    public static let referenceDate = Date(timeIntervalSince1970: 1_735_689_600)

    /// A stable id: `00000000-0000-0000-0000-0000000000NN`.
    public static func id(_ number: Int) -> UUID {
        let suffix = String(number, radix: 16)
        let padded = String(repeating: "0", count: max(0, 12 - suffix.count)) + suffix
        return UUID(uuidString: "00000000-0000-0000-0000-\(padded)") ?? UUID()
    }

    /// A stored photo reference of 4×3 pixels.
    public static let photo = CampaignPhoto(
        fileName: "photo-1.png", format: .png, pixelWidth: 4, pixelHeight: 3)

    /// A monobank jar link with id `jar<number>`.
    public static func monobankLink(_ jarID: String) -> JarLink? {
        try? JarLink.parse("https://send.monobank.ua/jar/\(jarID)").get()
    }

    /// A campaign with sensible defaults.
    public static func campaign(
        id number: Int = 1, purpose: String = "Дрон для 47 бригади",
        target: Hryvnias? = Hryvnias(hryvnias: 100_000), jarLink: JarLink? = nil,
        templateID: TemplateID = TemplateID("blueLinear_center"),
        format: PosterFormat = .square, jarDetails: JarDetails? = nil,
        placement: PhotoPlacement = .identity, language: PosterLanguage? = nil
    ) -> Campaign {
        Campaign(
            id: id(number), purpose: purpose, target: target, jarLink: jarLink, photo: photo,
            templateID: templateID, placement: placement, format: format, language: language,
            jarDetails: jarDetails,
            createdAt: referenceDate.addingTimeInterval(Double(number)),
            updatedAt: referenceDate.addingTimeInterval(Double(number)))
    }

    /// Jar details fetched at the reference date.
    public static func jarDetails(
        collected: Int64, status: String = JarDetails.activeStatus, goal: Int64? = nil
    ) -> JarDetails {
        JarDetails(
            collected: Hryvnias(kopecks: collected), status: status,
            goal: goal.map(Hryvnias.init(kopecks:)), fetchedAt: referenceDate)
    }
}
