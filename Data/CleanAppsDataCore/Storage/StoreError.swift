import Foundation

/// Why a file in the data or cache directory could not be read or saved.
///
/// Every case names the file or folder by its full path, so the user can act on it.
public enum StoreError: Error, Equatable, Sendable {
    /// The file was written by a newer CleanApps (schema `found`, this build reads up to
    /// `supported`); it is left untouched and every change to it is refused.
    case newerSchema(file: String, found: Int, supported: Int)
    /// Saving failed for `reason` (e.g. "permission denied"); the previous file is unchanged.
    case writeFailed(file: String, reason: String)
    /// The file exists but could neither be read nor moved out of the way.
    case unreadable(file: String, reason: String)
    /// The folder could not be created or is not a folder; the app says how to choose
    /// another.
    case directoryUnavailable(path: String, reason: String)

    /// One sentence for the user: what happened and what to do.
    public var message: String {
        switch self {
        case .newerSchema(let file, let found, let supported):
            "\(file) was written by a newer CleanApps (schema version \(found), this version "
                + "reads up to \(supported)), so it is left untouched and changes to it are "
                + "not saved; update CleanApps to change it."
        case .writeFailed(let file, let reason):
            "Could not save \(file) (\(reason)); the previous version of the file is unchanged."
        case .unreadable(let file, let reason):
            "Could not read \(file) (\(reason)); check the file and its folder's permissions."
        case .directoryUnavailable(let path, let reason):
            "The folder \(path) cannot be used (\(reason)); choose another folder for the data."
        }
    }
}
