#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// The process environment as `cleanapps` reads it once at start.
enum ProcessEnvironment {
    /// Every `NAME=value` of the environment; of a name given twice, the first (as `getenv`).
    ///
    /// NB: read straight from `environ`: `ProcessInfo.processInfo.environment` was the first
    /// use of `ProcessInfo`, 4 % of a start → menu → quit.
    static func variables() -> [String: String] {
        var variables = [String: String](minimumCapacity: 64)
        var entry = environ
        while let pointer = entry.pointee {
            let text = String(cString: pointer)
            if let equals = text.utf8.firstIndex(of: UInt8(ascii: "=")) {
                let name = String(text[..<equals])
                if variables[name] == nil {
                    variables[name] = String(text[text.utf8.index(after: equals)...])
                }
            }
            entry += 1
        }
        return variables
    }
}
