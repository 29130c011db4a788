import Foundation

/// Finds the data files bundled with the feature Data libraries (SwiftPM resources).
///
/// A path's first component names the feature whose Data target bundles the file:
/// `Giveaways/giveaways-snapshot.json` is `Data/Giveaways/Resources/giveaways-snapshot.json`,
/// shipped in the `CleanApps_GiveawaysData` resource bundle.
///
/// NB: SwiftPM's generated `Bundle.module` stops the program (SIGILL) when the bundle is not
/// beside the executable; this looks the bundle up itself and answers nil (or throws
/// ``BundledResourceError``) instead, so a client shipped without it keeps running.
public enum BundledResource {
    /// The URL of `path` (e.g. `Giveaways/giveaways-snapshot.json`) inside the bundled
    /// resources, or nil when no such file (or no such bundle) was shipped.
    public static func url(_ path: String) -> URL? {
        try? require(path)
    }

    /// The URL of `path` inside the bundled resources.
    /// - Throws: ``BundledResourceError`` naming the missing bundle or file.
    public static func require(_ path: String) throws(BundledResourceError) -> URL {
        var components = path.split(separator: "/", omittingEmptySubsequences: true)
        guard !components.isEmpty, !components.contains("..") else {
            throw .missingFile(path)
        }
        let bundleName = "CleanApps_\(components.removeFirst())Data"
        guard let root = resourcesFolder(ofBundle: bundleName) else {
            throw .missingBundle(bundleName)
        }
        let url = components.reduce(root) { $0.appendingPathComponent(String($1)) }
        guard FileManager.default.fileExists(atPath: url.path) else { throw .missingFile(path) }
        return url
    }

    private static func resourcesFolder(ofBundle name: String) -> URL? {
        let executableFolder = URL(fileURLWithPath: CommandLine.arguments.first ?? "")
            .resolvingSymlinksInPath().deletingLastPathComponent()
        let folders =
            [Bundle.main.bundleURL, Bundle.main.resourceURL, executableFolder]
            + Bundle.allBundles.map { $0.bundleURL.deletingLastPathComponent() }
        for folder in folders.compactMap({ $0 }) {
            for suffix in ["resources", "bundle"] {
                let candidate = folder.appendingPathComponent("\(name).\(suffix)")
                if let root = Bundle(url: candidate)?.url(
                    forResource: "Resources", withExtension: nil)
                {
                    return root
                }
            }
        }
        return nil
    }
}

/// Why a bundled data file could not be found.
public enum BundledResourceError: Error, Equatable, Sendable {
    /// The resource bundle (e.g. `CleanApps_GiveawaysData.resources`) is not beside the program.
    case missingBundle(String)
    /// The bundle is there but holds no such file.
    case missingFile(String)
}
