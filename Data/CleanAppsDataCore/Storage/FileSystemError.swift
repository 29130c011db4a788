import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A failed system call on a path: what was attempted and the operating system's reason.
package struct FileSystemError: Error, Equatable, Sendable {
    /// The C `errno` the call failed with (0 when the failure was not a system call).
    package let code: Int32
    /// The path the call was about.
    package let path: String
    /// Replaces the operating system's text when the failure was not a system call.
    package let detail: String?

    /// Captures the current `errno` for `path`.
    package static func current(path: String) -> FileSystemError {
        FileSystemError(code: errno, path: path, detail: nil)
    }

    /// A failure explained by `detail` rather than by an `errno`.
    package static func other(_ detail: String, path: String) -> FileSystemError {
        FileSystemError(code: 0, path: path, detail: detail)
    }

    /// The reason in lower case, e.g. "permission denied" or "no space left on device".
    package var reason: String {
        if let detail { return detail }
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text).lowercased()
    }
}
