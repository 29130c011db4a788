import CleanAppsDataCore

/// The command line's sentence for a `StoreError`: the library's sentence, with the flag
/// that helps where there is one.
public enum StoreCommandMessage {
    /// `StoreError.message`, or for an unusable folder the flag that chooses another.
    public static func text(for error: StoreError) -> String {
        switch error {
        case .directoryUnavailable(let path, let reason):
            "Could not use the folder \(path) (\(reason)); choose another with --data-dir DIR."
        default: error.message
        }
    }
}
