import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Keeps the folders the platform's `URLSession` makes inside CleanApps' cache folder.
///
/// NB: PLATFORM-NOTES: the first `URLSession` of a process creates
/// `$XDG_CACHE_HOME/org.swift.foundation.URLCache/<executable>` and
/// `$XDG_DATA_HOME/<executable's folder>` whatever its configuration says, so a run with
/// `--data-dir D` would still write into the user's home. Only where those variables point
/// decides where they land: they point into `folder` while the first session is made and are
/// put back afterwards, so child processes (the URL opener) see the user's own values.
///
/// NB: `setenv` while another thread reads the environment can crash that reader (glibc
/// moves `environ`), so the variables are changed only around the process's first session,
/// the only one that makes the folders; later sessions are made without touching them.
enum PlatformSessionFolders {
    /// Whether the process's first session has been made.
    private static let firstSessionMade = Mutex(false)

    /// Runs `makeSession` with `XDG_CACHE_HOME` and `XDG_DATA_HOME` pointing into `folder`
    /// (created with mode 0700) when it makes the process's first `URLSession`; a later call
    /// just runs `makeSession`.
    static func redirected<T>(into folder: URL, _ makeSession: () -> T) -> T {
        let isFirst = firstSessionMade.withLock { made in
            defer { made = true }
            return !made
        }
        guard isFirst else { return makeSession() }
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
