import Foundation

/// Reads the photo file the user named into the form, never failing: an unreadable file
/// becomes a photo the validator explains.
public struct LoadPhotoUseCase: Sendable {
    private let reader: any PhotoFileReader

    /// Creates the use case.
    public init(reader: any PhotoFileReader) {
        self.reader = reader
    }

    /// The picked photo, or ``DraftPhoto/unreadable(sourcePath:message:)`` with the reason.
    public func execute(path: String) async -> DraftPhoto {
        let trimmed = path.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else {
            return .unreadable(sourcePath: path, message: "Enter the path of a PNG or JPEG file.")
        }
        do {
            let bytes = try await reader.readPhoto(
                atPath: trimmed, limit: CampaignValidator.maximumPhotoBytes)
            return .picked(bytes: bytes, sourcePath: trimmed)
        } catch let error as PhotoFileError {
            return .unreadable(sourcePath: trimmed, message: error.message)
        } catch {
            return .unreadable(
                sourcePath: trimmed,
                message: "The file at \(trimmed) could not be read; check the path and try again.")
        }
    }
}
