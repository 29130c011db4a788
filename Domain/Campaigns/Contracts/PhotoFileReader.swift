import Foundation

/// Reads a photo file the user named.
public protocol PhotoFileReader: Sendable {
    /// The first `limit` bytes of the file at `path` (plus one more byte when the file is
    /// larger, so callers can tell it is too big); throws ``PhotoFileError`` when it cannot be
    /// read.
    func readPhoto(atPath path: String, limit: Int) async throws -> Data
}

/// Why a photo file could not be read, as one sentence for the photo field.
public struct PhotoFileError: Error, Equatable, Sendable {
    /// The sentence shown next to the photo field.
    public var message: String

    /// Creates an error with its message.
    public init(message: String) {
        self.message = message
    }
}
