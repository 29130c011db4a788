import CampaignsDomain
import CleanAppsCore
import Foundation

/// Keeps photo copies in memory, naming them `photo-<n>.<ext>`.
public actor InMemoryPhotoStore: CampaignPhotoStore {
    /// The kept copies by file name.
    public private(set) var files: [String: Data]
    /// Photos removed, oldest first.
    public private(set) var removed: [CampaignPhoto] = []
    private var counter = 0

    /// Creates a store holding `files`.
    public init(files: [String: Data] = [:]) {
        self.files = files
    }

    /// Keeps a copy of `bytes` and returns its reference.
    public func storePhoto(_ bytes: Data, header: ImageHeader) async throws -> CampaignPhoto {
        counter += 1
        let name = "photo-\(counter + files.count).\(header.format.fileExtension)"
        files[name] = bytes
        return CampaignPhoto(
            fileName: name, format: header.format, pixelWidth: header.width,
            pixelHeight: header.height)
    }

    /// The bytes of a kept copy; throws `CampaignsError/photoMissing` when it is gone.
    public func photoData(for photo: CampaignPhoto) async throws -> Data {
        guard let bytes = files[photo.fileName] else { throw CampaignsError.photoMissing }
        return bytes
    }

    /// Removes a kept copy; removing a missing copy is not an error.
    public func removePhoto(_ photo: CampaignPhoto) async throws {
        removed.append(photo)
        files[photo.fileName] = nil
    }
}
