import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        guard !candidatePath.utf8.contains(0), !folderPath.utf8.contains(0) else { return false }
        let candidate = resolvedComponents(candidatePath)
        let container = resolvedComponents(folderPath)
        return candidate.count > container.count
            && Array(candidate.prefix(container.count)) == container
    }

    /// The components of `path` as bytes, split on "/".
    ///
    /// NB: never split or compare paths as Swift text: "/" followed by a combining mark is one
    /// `Character` (so `..` would hide in a name), and text equality treats NFC and NFD
    /// spellings as equal while the file system does not.
    private static func components(_ path: String) -> [[UInt8]] {
        path.utf8.split(separator: UInt8(ascii: "/")).map(Array.init)
    }

    /// The components of `path` with its longest existing prefix resolved by `realpath`
    /// and the rest resolved by name.
    private static func resolvedComponents(_ path: String) -> [[UInt8]] {
        let parts = components(path)
        var existing = parts.count
        var base: [[UInt8]] = []
        while existing > 0 {
            let prefix = parts[0..<existing].reduce(into: "") { text, part in
                text += "/" + String(decoding: part, as: UTF8.self)
            }
            if let real = realPath(prefix) {
                base = components(real)
                break
            }
            existing -= 1
        }
        for part in parts[existing...] {
            switch part {
            case [UInt8(ascii: ".")]: continue
            case [UInt8(ascii: "."), UInt8(ascii: ".")]: _ = base.popLast()
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
