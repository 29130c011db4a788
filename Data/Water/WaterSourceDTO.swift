import Foundation

/// The water sources file: the bundled `Water/sources.json` and the stored `water.json`.
///
/// In the store, `sources` is absent until the first change: the bundled starting sources
/// stand in for it, so a first run needs no write.
struct WaterSourcesDocument: Codable, Equatable, Sendable {
    var sources: [WaterSourceDTO]?
}

/// One water source as written in JSON; latitude and longitude keep their signs.
struct WaterSourceDTO: Codable, Equatable, Sendable {
    var id: String
    var title: String
    var latitude: Double
    var longitude: Double
    var percentBoiled: Int
    var percentDisinfected: Int
    var percentFiltered: Int
}
