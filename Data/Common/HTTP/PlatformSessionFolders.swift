import Foundation
import Glibc

/// Keeps the folders the platform's `URLSession` makes inside CleanApps' cache folder.
///
/// NB: PLATFORM-NOTES: the first `URLSession` of a process creates
/// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<executable>` and
/// `$XDG_DATA_HOME/<executable's folder>` whatever its configuration says, so a run with
/// `--data-dir D` would still write into the user's home. Only where those variables point
/// decides where they land: they point into `folder` while the first session is made and are
/// put back afterwards, so child processes (the URL opener) see the user's own values.
enum PlatformSessionFolders {
    /// Runs `makeSession` (which makes the process's first `URLSession`) with
    /// `XDG_CACHE_HOME` and `XDG_DATA_HOME` pointing into `folder` (created with mode 0700).
    static func redirected<T>(into folder: URL, _ makeSession: () -> T) -> T {
        try? DurableFile.makeDirectory(folder)
        let names = ["XDG_CACHE_HOME", "XDG_DATA_HOME"]
        let saved = names.map { name in getenv(name).map { String(cString: $0) } }
        for name in names { setenv(name, folder.path, 1) }
        defer {
            for (name, value) in zip(names, saved) {
                if let value { setenv(name, value, 1) } else { unsetenv(name) }
            }
        }
        return makeSession()
    }
}
