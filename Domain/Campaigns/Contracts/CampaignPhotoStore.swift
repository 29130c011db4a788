import Foundation

/// Keeps copies of campaign photos in the data directory, so the original file may go away.
public protocol CampaignPhotoStore: Sendable {
    /// Keeps a copy of `bytes` and returns its reference.
    func storePhoto(_ bytes: Data, header: ImageHeader) async throws -> CampaignPhoto
    /// The bytes of a kept copy; throws ``CampaignsError/photoMissing`` when it is gone.
    func photoData(for photo: CampaignPhoto) async throws -> Data
    /// Removes a kept copy; removing a missing copy is not an error.
    func removePhoto(_ photo: CampaignPhoto) async throws
}
