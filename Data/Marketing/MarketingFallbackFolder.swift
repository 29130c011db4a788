import Foundation
import MarketingDomain

/// The folder of bundled npoint documents (`<id>.json`) used when the service fails.
///
/// File names are built only from a validated ``ChannelID`` or the fixed targeting id, so a
/// lookup can never leave the folder.
struct MarketingFallbackFolder: Sendable {
    /// The bundled documents' id of the targeting document.
    static let targetingDocumentID = "b22fd39c053b256222b1"
    /// Larger files are refused (the real ones are under 3 KB).
    static let maximumBytes = 1_000_000

    /// The folder, or nil when nothing is bundled.
    let folder: URL?

    /// The bundled targeting document, or nil when missing or unreadable.
    func targetingDocument() -> Foundation.Data? {
        read(Self.targetingDocumentID)
    }

    /// The bundled document of `channel`, or nil when missing or unreadable.
    func channelDocument(_ channel: ChannelID) -> Foundation.Data? {
        read(channel.rawValue)
    }

    private func read(_ id: String) -> Foundation.Data? {
        guard let folder, ChannelID.isValid(id) else { return nil }
        let file = folder.appendingPathComponent("\(id).json", isDirectory: false)
        // NB: the id is 20 hex characters, so this check is defence in depth only.
        guard
            file.deletingLastPathComponent().standardizedFileURL.path
                == folder.standardizedFileURL.path
        else { return nil }
        guard let attributes = try? FileManager.default.attributesOfItem(atPath: file.path),
            let size = attributes[.size] as? Int, size <= Self.maximumBytes
        else { return nil }
        return try? Foundation.Data(contentsOf: file)
    }
}
