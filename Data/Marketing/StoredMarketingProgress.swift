import CleanAppsCore
import CleanAppsDataCore
import Foundation
import MarketingDomain

/// The Marketing selection in progress, kept in `marketing-selection.json` in the data
/// directory so quitting and coming back resumes it.
///
/// Built on `JSONDocumentStore` (atomic, locked writes): a damaged file, or one whose
/// content does not pass ``SelectionDTO/toDomain()`` (a bad channel id, price, …), is moved
/// aside as `marketing-selection.json.corrupt-<time>` with a notice, and an empty selection
/// starts. A failed save is reported once on the notice board and never stops the flow.
public struct StoredMarketingProgress: Sendable {
    /// The file name inside the data directory.
    public static let fileName = "marketing-selection.json"
    private let store: JSONDocumentStore<SavedSelectionDocument>
    private let notices: NoticeBoard

    /// The progress file in `directory`; problems with it are reported on `notices`.
    public init(directory: URL, notices: NoticeBoard, now: @escaping Now = { Date() }) {
        store = JSONDocumentStore(
            directory: directory, fileName: Self.fileName, schemaVersion: 1, notices: notices,
            now: now, makeDefault: { SavedSelectionDocument(progress: MarketingProgress()) })
        self.notices = notices
    }

    /// The saved progress; empty when there is none or it could not be used.
    public func load() -> MarketingProgress {
        do {
            return try store.load().progress
        } catch {
            notices.post(
                Self.message(for: error, fallback: MarketingError.unreadableSavedSelection.message))
            return MarketingProgress()
        }
    }

    /// Saves `progress` in place of the stored one; a failure is posted as a notice.
    public func save(_ progress: MarketingProgress) {
        do {
            try store.replace(with: SavedSelectionDocument(progress: progress))
        } catch {
            notices.post(
                Self.message(
                    for: error, fallback: "The Marketing selection could not be saved."))
        }
    }

    private static func message(for error: any Error, fallback: String) -> String {
        guard let error = error as? StoreError else { return fallback }
        return "The Marketing selection is not kept between runs: \(error.message)"
    }
}

/// The stored document: a ``SelectionDTO`` that is checked while it is decoded, so a file
/// with unusable content counts as damaged and is moved aside by the store.
struct SavedSelectionDocument: Codable, Sendable {
    let progress: MarketingProgress

    init(progress: MarketingProgress) {
        self.progress = progress
    }

    init(from decoder: any Decoder) throws {
        let dto = try decoder.singleValueContainer().decode(SelectionDTO.self)
        do {
            progress = try dto.toDomain()
        } catch {
            throw DecodingError.dataCorrupted(
                .init(codingPath: [], debugDescription: "the saved selection is not valid"))
        }
    }

    func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(SelectionDTO(progress))
    }
}
