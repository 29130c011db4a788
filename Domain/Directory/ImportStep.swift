/// A step an import has finished, reported through ``ImportWorkbookOptions/progress`` so a
/// terminal can show how far it is.
public enum ImportStep: Equatable, Sendable {
    /// The workbook's version was checked against the stored data.
    case checked
    /// The workbook was read: `persons` rows of lawmakers.
    case read(persons: Int)
    /// The merge with the stored data was computed.
    case merged
    /// The merged directory was written.
    case written

    /// How far the import is after this step (0…1): reading is most of the work.
    public var fraction: Double {
        switch self {
        case .checked: 0.05
        case .read: 0.6
        case .merged: 0.8
        case .written: 1
        }
    }
}
