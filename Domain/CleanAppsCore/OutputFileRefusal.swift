/// Why a file the user named for output is not written.
///
/// ``reason`` says it in the library's words; an app adds its own way out (a flag that
/// allows replacing, another place to write) from the case.
public enum OutputFileRefusal: Error, Equatable, Sendable {
    /// A file or link is there and replacing was not allowed.
    case exists(name: String)
    /// The path's folder does not exist.
    case missingFolder(name: String)
    /// A folder, block device or socket is there.
    case notAFile(name: String, kind: String)
    /// The path lies in the app's own data folders, which are never written by name.
    case ownData(name: String)
    /// The system refused the write.
    case failed(name: String, reason: String)

    /// The reason as a lower-case phrase naming the file, e.g. "out.eml already exists".
    public var reason: String {
        switch self {
        case .exists(let name): "\(name) already exists"
        case .missingFolder(let name): "the folder of \(name) does not exist"
        case .notAFile(let name, let kind): "\(name) is \(kind), not a file"
        case .ownData(let name):
            "\(name) is inside the app's own data folder; choose a file elsewhere"
        case .failed(let name, let reason): "\(name): \(reason)"
        }
    }
}
