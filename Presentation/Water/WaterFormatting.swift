import Foundation
import WaterDomain

/// Texts the Water screens share.
enum WaterFormatting {
    /// "34.2257, -77.9447": latitude and longitude with four decimals and their signs.
    static func coordinates(_ location: GeoCoordinate) -> String {
        String(format: "%.4f, %.4f", location.latitude, location.longitude)
    }

    /// "2 of 10 safe".
    static func safeCount(_ sources: [WaterSource]) -> String {
        "\(sources.filter(\.isSafe).count) of \(sources.count) safe"
    }
}

extension SanitizationStep {
    /// The step as a noun of doing: "Boiling", "Disinfecting", "Filtering".
    var activity: String {
        switch self {
        case .boil: "Boiling"
        case .disinfect: "Disinfecting"
        case .filter: "Filtering"
        case .all: "Sanitizing"
        }
    }

    /// The step's name as a title: "Boil", "Disinfect", "Filter".
    var title: String { rawValue.prefix(1).uppercased() + rawValue.dropFirst() }
}
