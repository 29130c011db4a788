import Foundation

/// Where the stored directory came from; decides what the launch sync may replace.
///
/// The bundled workbook and a user's workbooks are two series of versions: a version of one
/// is never compared with a version of the other.
public enum DirectorySource: Equatable, Sendable {
    /// The workbook shipped with CleanApps.
    case bundled
    /// A workbook the user imported: its file name and modification date, when known.
    case userFile(name: String?, modified: Date?)
    /// Stored before sources were recorded; see ``resolved(storedVersion:)``.
    case unknown

    /// True for data from the bundled series.
    public var isBundled: Bool { self == .bundled }

    /// The source to act on. Data stored without a source was written by builds whose
    /// bundled sample was ``BundledSample/legacyVersion`` (1.9.0), numbered above every real
    /// workbook: at that version or above it is that sample, below it a user's import.
    public func resolved(storedVersion: SemanticVersion) -> DirectorySource {
        guard self == .unknown else { return self }
        return storedVersion < BundledSample.legacyVersion
            ? .userFile(name: nil, modified: nil) : .bundled
    }

    /// In words: "the bundled data" or "your import of NAME".
    public var description: String {
        switch self {
        case .bundled: "the bundled data"
        case .userFile(let name?, _): "your import of \(name)"
        case .userFile(nil, _): "an earlier import of yours"
        case .unknown: "data of unknown origin"
        }
    }
}

/// The stored directory's version and source, cheap to read at every launch.
public struct DirectoryOrigin: Equatable, Sendable {
    /// The stored data version.
    public var version: SemanticVersion
    /// Where the stored data came from.
    public var source: DirectorySource

    /// Creates an origin.
    public init(version: SemanticVersion, source: DirectorySource) {
        self.version = version
        self.source = source
    }
}

extension DirectoryOrigin {
    /// The source to act on: an unknown one resolved by the version
    /// (``DirectorySource/resolved(storedVersion:)``).
    public var resolvedSource: DirectorySource { source.resolved(storedVersion: version) }
}

extension Directory {
    /// The directory's version and source, as the store reports them.
    public var origin: DirectoryOrigin { DirectoryOrigin(version: info.version, source: source) }
}
