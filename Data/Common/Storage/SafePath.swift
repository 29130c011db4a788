import Foundation
import Glibc

/// Checks that a path chosen from outside data stays inside the folder it is meant for.
public enum SafePath {
    /// True when `url` lies strictly inside `folder` once both are made absolute and every
    /// `.`, `..` and symbolic link in their existing parts is resolved.
    ///
    /// Parts that do not exist yet are resolved by their names alone. Non-file URLs and
    /// paths containing NUL are never inside. `folder` itself is not inside itself.
    /// NB: a check, not a guarantee against another process swapping in a link afterwards.
    public static func isInside(_ url: URL, folder: URL) -> Bool {
        guard url.isFileURL, folder.isFileURL else { return false }
        let candidatePath = url.absoluteURL.path
        let folderPath = folder.absoluteURL.path
        guard !candidatePath.contains("\0"), !folderPath.contains("\0") else { return false }
        let candidate = resolvedComponents(candidatePath)
        let container = resolvedComponents(folderPath)
        return candidate.count > container.count
            && Array(candidate.prefix(container.count)) == container
    }

    /// The components of `path` with its longest existing prefix resolved by `realpath`
    /// and the rest resolved by name.
    private static func resolvedComponents(_ path: String) -> [String] {
        let parts = path.split(separator: "/", omittingEmptySubsequences: true).map(String.init)
        var existing = parts.count
        var base: [String] = []
        while existing > 0 {
            let prefix = "/" + parts[0..<existing].joined(separator: "/")
            if let real = realPath(prefix) {
                base = real.split(separator: "/").map(String.init)
                break
            }
            existing -= 1
        }
        for part in parts[existing...] {
            switch part {
            case ".": continue
            case "..": _ = base.popLast()
            default: base.append(part)
            }
        }
        return base
    }

    private static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }
}
