import CleanAppsDataCore
import Foundation
import WaterDomain

/// The data bundled with CleanApps for the Water app: the starting sources
/// (`Water/sources.json`) and the author (`Water/author.json`).
public enum BundledWaterData {
    /// The starting water sources, as a first run and a reset see them.
    ///
    /// Throws ``WaterDomain/WaterError/loadFailed(_:)`` when the file is missing or damaged.
    public static func sources() throws -> [WaterSource] {
        let data = try read("Water/sources.json", as: WaterError.loadFailed)
        do {
            return try decodeSources(from: data)
        } catch {
            throw WaterError.loadFailed("The bundled starting data is damaged: \(error.reason).")
        }
    }

    /// The author credited on the readme screen.
    ///
    /// Throws ``WaterDomain/WaterError/authorUnavailable(_:)`` when the file is missing or damaged.
    public static func author() throws -> Author {
        let data = try read("Water/author.json", as: WaterError.authorUnavailable)
        guard let dto = try? JSONDecoder().decode(AuthorDTO.self, from: data),
            !dto.name.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty
        else {
            throw WaterError.authorUnavailable("the bundled author file is damaged.")
        }
        return Author(name: dto.name, title: dto.title)
    }

    /// Decodes a sources file (`{"sources": [...]}`) and checks every source.
    static func decodeSources(from data: Data) throws(InvalidWaterData) -> [WaterSource] {
        let document: WaterSourcesDocument
        do {
            document = try JSONDecoder().decode(WaterSourcesDocument.self, from: data)
        } catch {
            throw InvalidWaterData(reason: "it is not a valid sources file")
        }
        guard let sources = document.sources else {
            throw InvalidWaterData(reason: "it has no sources")
        }
        return try sources.toDomain()
    }

    private static func read(_ path: String, as error: (String) -> WaterError) throws -> Data {
        guard let url = BundledResource.url(path), let data = try? Data(contentsOf: url) else {
            throw error("the bundled file \(path) is missing; reinstall the app.")
        }
        return data
    }
}

/// The author file's shape.
private struct AuthorDTO: Decodable {
    var name: String
    var title: String
}
