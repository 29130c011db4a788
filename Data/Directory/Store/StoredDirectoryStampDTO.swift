import CleanAppsDataCore

/// The document of `directory-version.json`: the stored directory's version and the
/// fingerprint of the `directory.json` it belongs to.
///
/// NB: the launch check reads this small file instead of decoding the whole directory; a
/// fingerprint that no longer matches (the directory file was rewritten, migrated, moved
/// aside or edited) makes the repository read the directory itself and stamp it again.
struct StoredDirectoryStampDTO: Codable, Equatable, Sendable {
    var version: String?
    var fingerprint: FileFingerprint?
    /// The stored directory's source; nil when unknown.
    var source: StoredSourceDTO?
}
