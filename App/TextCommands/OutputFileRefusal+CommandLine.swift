import CleanAppsCore

extension OutputFileRefusal {
    /// The reason as the command line says it, with the flag that helps: "out.eml already
    /// exists; add --force to replace it".
    public var commandLineReason: String {
        switch self {
        case .exists(let name): "\(name) already exists; add --force to replace it"
        case .ownData(let name):
            "\(name) is in CleanApps' own data, which --out never writes; choose a file elsewhere"
        default: reason
        }
    }
}
