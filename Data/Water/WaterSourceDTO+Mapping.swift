import Foundation
import WaterDomain

/// Why a water source in a file cannot be used, e.g. "source 'x' has latitude 200".
struct InvalidWaterData: Error, Equatable {
    let reason: String
}

extension WaterSourceDTO {
    /// The most characters an id may have.
    static let maximumIDLength = 64

    /// The DTO of `source`, for saving.
    init(_ source: WaterSource) {
        self.init(
            id: source.id.rawValue, title: source.title, latitude: source.location.latitude,
            longitude: source.location.longitude, percentBoiled: source.percentBoiled,
            percentDisinfected: source.percentDisinfected, percentFiltered: source.percentFiltered)
    }

    /// The entity, after checking every field: an id of letters, digits, `-` and `_`, a
    /// title, a coordinate inside its ranges and percentages from 0 to 100.
    func toDomain() throws(InvalidWaterData) -> WaterSource {
        let allowed = id.unicodeScalars.allSatisfy {
            $0.isASCII
                && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-"
                    || $0 == "_")
        }
        guard !id.isEmpty, id.count <= Self.maximumIDLength, allowed else {
            throw InvalidWaterData(
                reason: "a source has an id that is not 1 to \(Self.maximumIDLength) letters, "
                    + "digits, '-' or '_'")
        }
        guard !title.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty else {
            throw InvalidWaterData(reason: "source '\(id)' has no title")
        }
        let location = GeoCoordinate(latitude: latitude, longitude: longitude)
        guard location.isValid else {
            throw InvalidWaterData(
                reason: "source '\(id)' is at latitude \(latitude), longitude \(longitude), "
                    + "outside -90...90 and -180...180")
        }
        let percentages = [percentBoiled, percentDisinfected, percentFiltered]
        guard percentages.allSatisfy(WaterSource.percentRange.contains) else {
            throw InvalidWaterData(reason: "source '\(id)' has a percentage outside 0...100")
        }
        return WaterSource(
            id: WaterSource.ID(id), title: title, location: location,
            percentBoiled: percentBoiled, percentDisinfected: percentDisinfected,
            percentFiltered: percentFiltered)
    }
}

extension [WaterSourceDTO] {
    /// The entities, after checking each one and that no id is used twice.
    func toDomain() throws(InvalidWaterData) -> [WaterSource] {
        var seen = Set<String>()
        var sources: [WaterSource] = []
        for dto in self {
            guard seen.insert(dto.id).inserted else {
                throw InvalidWaterData(reason: "two sources have the id '\(dto.id)'")
            }
            sources.append(try dto.toDomain())
        }
        return sources
    }
}
