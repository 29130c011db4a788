import Foundation

/// Finds the data files bundled with the `Data` library (SwiftPM resources).
public enum BundledResource {
    /// The URL of `path` (e.g. `Giveaways/giveaways-snapshot.json`) inside the bundled
    /// resources, or nil when no such file was bundled.
    public static func url(_ path: String) -> URL? {
        guard let root = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            return nil
        }
        let url = root.appendingPathComponent(path)
        guard FileManager.default.fileExists(atPath: url.path) else { return nil }
        return url
    }
}
