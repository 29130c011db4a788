import CleanAppsCore
import WaterDomain

extension WaterSource {
    /// A source for tests; only what a test names differs from the defaults (a contaminated
    /// well in Wilmington, North Carolina, at 0/0/0).
    public static func sample(
        id: WaterSource.ID = "well-a", title: String = "Well A",
        latitude: Double = 34.2257, longitude: Double = -77.9447, boiled: Int = 0,
        disinfected: Int = 0, filtered: Int = 0
    ) -> WaterSource {
        WaterSource(
            id: id, title: title, location: GeoCoordinate(latitude: latitude, longitude: longitude),
            percentBoiled: boiled, percentDisinfected: disinfected, percentFiltered: filtered)
    }
}
