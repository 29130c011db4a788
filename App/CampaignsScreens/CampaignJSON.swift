import CampaignsDomain
import CleanAppsCore
import Foundation

/// A campaign as the scriptable commands print it with `--json` (snake_case keys; money in
/// integer kopecks; absent values left out).
struct CampaignJSON: Encodable {
    /// The poster template.
    struct Template: Encodable {
        let number: Int?
        let id: String
        let name: String?
    }

    /// The kept photo copy.
    struct Photo: Encodable {
        let fileName: String
        let format: String
        let width: Int
        let height: Int
    }

    /// The jar link and what monobank last said about it.
    struct Jar: Encodable {
        let link: String
        let monobankJarId: String?
        let collectedKopecks: Int64?
        let status: String?
        let goalKopecks: Int64?
        let fetchedAt: Date?
    }

    let number: Int
    let id: String
    let purpose: String
    let targetKopecks: Int64?
    let jar: Jar?
    let progressPercent: Int?
    let targetReached: Bool
    let jarClosed: Bool
    let finished: Bool
    let template: Template
    let photo: Photo
    let photoScale: Double
    let photoOffsetX: Double
    let photoOffsetY: Double
    let format: String
    let language: String
    let languageIsAutomatic: Bool
    let createdAt: Date
    let updatedAt: Date

    /// The JSON of `campaign`, row `number` of the list.
    init(_ campaign: Campaign, number: Int, catalogue: TemplateCatalogue) {
        let template = catalogue.template(id: campaign.templateID)
        self.number = number
        id = campaign.id.uuidString.lowercased()
        purpose = campaign.purpose
        targetKopecks = campaign.target?.kopecks
        jar = campaign.jarLink.map { link in
            Jar(
                link: link.url.absoluteString, monobankJarId: link.monobankJarID,
                collectedKopecks: campaign.jarDetails?.collected.kopecks,
                status: campaign.jarDetails?.status,
                goalKopecks: campaign.jarDetails?.goal?.kopecks,
                fetchedAt: campaign.jarDetails?.fetchedAt)
        }
        progressPercent = campaign.progressPercent
        targetReached = campaign.hasReachedTarget
        jarClosed = campaign.isJarClosed
        finished = campaign.isFinished
        self.template = Template(
            number: template?.number, id: campaign.templateID.rawValue, name: template?.name)
        photo = Photo(
            fileName: campaign.photo.fileName, format: campaign.photo.format.rawValue,
            width: campaign.photo.pixelWidth, height: campaign.photo.pixelHeight)
        photoScale = campaign.placement.scale
        photoOffsetX = campaign.placement.offsetX
        photoOffsetY = campaign.placement.offsetY
        format = campaign.format.rawValue
        language = campaign.posterLanguage.rawValue
        languageIsAutomatic = campaign.language == nil
        createdAt = campaign.createdAt
        updatedAt = campaign.updatedAt
    }
}

/// One template as `cleanapps campaigns templates --json` prints it.
struct TemplateJSON: Encodable {
    let number: Int
    let id: String
    let name: String
    let colours: String

    init(_ template: PosterTemplate) {
        number = template.number
        id = template.id.rawValue
        name = template.name
        colours = template.colourDescription
    }
}

/// One campaign's refresh result as `cleanapps campaigns refresh --json` prints it.
struct JarRefreshJSON: Encodable {
    let number: Int
    let id: String
    let purpose: String
    /// `fresh`, `stale`, `no_jar` or `not_monobank`.
    let result: String
    let message: String?
    let collectedKopecks: Int64?
    let progressPercent: Int?

    init(_ campaign: Campaign, number: Int, status: JarRefreshStatus?) {
        self.number = number
        id = campaign.id.uuidString.lowercased()
        purpose = campaign.purpose
        collectedKopecks = campaign.collected?.kopecks
        progressPercent = campaign.progressPercent
        switch status {
        case .fresh?: (result, message) = ("fresh", nil)
        case .stale(let reason)?: (result, message) = ("stale", reason)
        case .notMonobank?: (result, message) = ("not_monobank", JarLink.notMonobankNote)
        case .noJar?, nil: (result, message) = ("no_jar", nil)
        }
    }
}

extension Campaign {
    /// The progress as a whole percentage, rounded down like the list's bar.
    var progressPercent: Int? { progress.map { Int(($0 * 100).rounded(.down)) } }
}
