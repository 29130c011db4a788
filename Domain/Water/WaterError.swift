/// What can go wrong in the Water app, in terms the user can act on.
public enum WaterError: Error, Equatable, Sendable {
    /// No water source has this id.
    case notFound(id: WaterSource.ID)
    /// The sources could not be read; the reason says which file and why.
    case loadFailed(String)
    /// A change could not be saved; the stored sources are unchanged.
    case saveFailed(String)
    /// The author for the readme could not be found.
    case authorUnavailable(String)
    /// No reset is kept to undo.
    case nothingToUndo
    /// The sources file at `path` holds sources that cannot be used (`reason` says which);
    /// `whileSaving` when a change was refused because of it.
    case damagedFile(path: String, reason: String, whileSaving: Bool)

    /// One sentence for the user: what happened and what to do.
    public var message: String {
        switch self {
        case .notFound(let id):
            "No water source has the id '\(id)'."
        case .loadFailed(let reason): "The water sources could not be loaded: \(reason)"
        case .saveFailed(let reason): "The change was not saved: \(reason)"
        case .authorUnavailable(let reason): "The author could not be loaded: \(reason)"
        case .nothingToUndo:
            "There is no reset to undo; the progress before each of the last three resets is kept."
        case .damagedFile(let path, let reason, let whileSaving):
            (whileSaving ? "The change was not saved: " : "The water sources could not be loaded: ")
                + "\(path) is damaged (\(reason))."
        }
    }
}

extension WaterError {
    /// The sentence for any error a Water dependency threw: ``message`` for a
    /// ``WaterError``, else a general one naming the error.
    public static func message(for error: any Error) -> String {
        (error as? WaterError)?.message ?? "Something unexpected went wrong (\(error)); try again."
    }
}
