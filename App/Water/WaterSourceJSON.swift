import Domain
import Foundation

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

    /// `value` as pretty JSON with sorted snake_case keys and a trailing newline.
    static func text(_ value: some Encodable) -> String {
        // NB: the same settings as the Giveaways commands' CommandJSON, which lives in that
        // feature's folder; when it moves to App/Common this can use it.
        let encoder = JSONEncoder()
        encoder.keyEncodingStrategy = .convertToSnakeCase
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return "null\n" }
        return String(decoding: data, as: UTF8.self) + "\n"
    }
}
