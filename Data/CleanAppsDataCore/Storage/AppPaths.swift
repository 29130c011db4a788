import Foundation

/// Where an app keeps its data (stores such as favourites) and its cache (responses).
///
/// Resolution, in order: an override directory (a flag such as cleanapps' `--data-dir DIR`,
/// else the app's override environment variable, e.g. `CLEANAPPS_DATA_DIR`) puts data in DIR
/// and the cache in DIR/cache; otherwise data goes to `$XDG_DATA_HOME/<appName>` (default
/// `~/.local/share/<appName>`) and the cache to `$XDG_CACHE_HOME/<appName>` (default
/// `~/.cache/<appName>`). Empty and relative XDG values are ignored, as the XDG Base Directory
/// specification requires.
public struct AppPaths: Equatable, Sendable {
    /// The folder for JSON stores.
    public var dataDirectory: URL
    /// The folder for cached responses; safe to delete at any time.
    public var cacheDirectory: URL

    /// Both folders: the app's own data, which no output the user names may replace.
    public var ownFolders: [URL] { [dataDirectory, cacheDirectory] }

    /// Uses these two folders as they are.
    public init(dataDirectory: URL, cacheDirectory: URL) {
        self.dataDirectory = dataDirectory
        self.cacheDirectory = cacheDirectory
    }

    /// Resolves the folders without touching the file system.
    ///
    /// - Parameters:
    ///   - dataDirectoryOverride: the override flag's value, or nil when it was not given.
    ///   - environment: the process environment (`overrideVariable`, `XDG_DATA_HOME`,
    ///     `XDG_CACHE_HOME` are read).
    ///   - homeDirectory: the user's home, for the XDG defaults.
    ///   - currentDirectory: what a relative override is resolved against.
    ///   - appName: the folder name under the XDG data and cache homes (`cleanapps` for
    ///     CleanApps; another app passes its own).
    ///   - overrideVariable: the environment variable that overrides the data directory (the
    ///     flag wins over it), or nil when the app has none.
    public static func resolve(
        dataDirectoryOverride: String?,
        environment: [String: String],
        homeDirectory: String,
        currentDirectory: String = FileManager.default.currentDirectoryPath,
        appName: String,
        overrideVariable: String? = nil
    ) -> AppPaths {
        let override = [dataDirectoryOverride, overrideVariable.flatMap { environment[$0] }]
            .compactMap { $0 }
            .first { !$0.isEmpty }
        if let override {
            let data = standardized(override, relativeTo: currentDirectory)
            return AppPaths(dataDirectory: folder(data), cacheDirectory: folder(data + "/cache"))
        }
        let home = standardized(homeDirectory, relativeTo: "/")
        let dataBase = absolute(environment["XDG_DATA_HOME"]) ?? home + "/.local/share"
        let cacheBase = absolute(environment["XDG_CACHE_HOME"]) ?? home + "/.cache"
        return AppPaths(
            dataDirectory: folder(standardized(appName, relativeTo: dataBase)),
            cacheDirectory: folder(standardized(appName, relativeTo: cacheBase)))
    }

    /// Creates both folders (and missing parents) with mode 0700; existing ones are kept.
    ///
    /// Throws ``StoreError/directoryUnavailable(path:reason:)`` naming the folder that could
    /// not be created, e.g. when a regular file is in the way. A read-only existing folder
    /// is not an error here: saving into it fails later with its own message.
    public func createDirectories() throws {
        for directory in [dataDirectory, cacheDirectory] {
            do {
                try DurableFile.makeDirectory(directory)
            } catch {
                throw StoreError.directoryUnavailable(path: error.path, reason: error.reason)
            }
        }
    }

    private static func absolute(_ value: String?) -> String? {
        guard let value, value.hasPrefix("/") else { return nil }
        return standardized(value, relativeTo: "/")
    }

    /// `path` made absolute against `base` (itself absolute), without `.`, `..`, repeated or
    /// trailing slashes; `..` never climbs above `/`. The file system is not asked.
    // NB: string work, not `URL.standardizedFileURL`, whose first use set up a tenth of
    // what start-up spends in CleanApps' own code.
    static func standardized(_ path: String, relativeTo base: String) -> String {
        var parts: [Substring] = []
        let whole = path.hasPrefix("/") ? path : base + "/" + path
        for part in whole.split(separator: "/") {
            switch part {
            case ".": continue
            case "..": _ = parts.popLast()
            default: parts.append(part)
            }
        }
        return "/" + parts.joined(separator: "/")
    }

    private static func folder(_ path: String) -> URL {
        URL(fileURLWithPath: path, isDirectory: true)
    }
}
