/// The version rules of the bundled sample workbook (fictitious lawmakers).
///
/// The sample is numbered below 1.0.0, so it sorts before every real workbook (the newest
/// known is 1.4.0) and never looks newer than real data. Builds before that numbering
/// bundled it as ``legacyVersion``; sample data they stored is older than any renumbered
/// sample, so the launch sync replaces it once.
public enum BundledSample {
    /// The version the sample had before it was numbered below 1.0.0 (a literal that parses).
    public static let legacyVersion = SemanticVersion("1.9.0")!

    /// True when the bundled workbook at `bundled` replaces bundled data stored at `stored`:
    /// it is newer, or `stored` is a sample numbered before the renumbering (1.0.0 or above)
    /// while `bundled` is numbered below 1.0.0.
    public static func replaces(_ stored: SemanticVersion, with bundled: SemanticVersion) -> Bool {
        isRenumbering(from: stored, to: bundled) || bundled > stored
    }

    /// True when bundled data at `stored` (1.0.0 or above) meets a sample numbered below
    /// 1.0.0: the sample of an earlier build, renumbered.
    public static func isRenumbering(from stored: SemanticVersion, to bundled: SemanticVersion)
        -> Bool
    {
        bundled.major == 0 && stored.major >= 1
    }
}
