import CleanAppsCore
import Foundation
import WaterDomain

/// A water source as `cleanapps water list|show --json` prints it: snake_case keys,
/// latitude and longitude as signed numbers.
struct WaterSourceJSON: Encodable {
    let id: String
    let title: String
    let latitude: Double
    let longitude: Double
    let percentBoiled: Int
    let percentDisinfected: Int
    let percentFiltered: Int
    let isSafe: Bool

    init(_ source: WaterSource) {
        id = source.id.rawValue
        title = source.title
        latitude = source.location.latitude
        longitude = source.location.longitude
        percentBoiled = source.percentBoiled
        percentDisinfected = source.percentDisinfected
        percentFiltered = source.percentFiltered
        isSafe = source.isSafe
    }
}
