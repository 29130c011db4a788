import CleanAppsDataCore
import Foundation

extension AppPaths {
    /// CleanApps' folder name under the XDG data and cache homes.
    static let cleanAppsName = "cleanapps"
    /// The environment variable that overrides CleanApps' data directory (`--data-dir` wins).
    static let cleanAppsOverrideVariable = "CLEANAPPS_DATA_DIR"

    /// CleanApps' folders: `--data-dir`, else `CLEANAPPS_DATA_DIR`, else the XDG homes'
    /// `cleanapps` folders.
    static func cleanApps(
        dataDirectoryOverride: String?, environment: [String: String], homeDirectory: String
    ) -> AppPaths {
        resolve(
            dataDirectoryOverride: dataDirectoryOverride, environment: environment,
            homeDirectory: homeDirectory, appName: cleanAppsName,
            overrideVariable: cleanAppsOverrideVariable)
    }
}
