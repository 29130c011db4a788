import CampaignsDomain
import CleanAppsDataCore
import Foundation

/// Keeps campaign photo copies as files in one folder (`<data dir>/photos`).
///
/// Copies are named `<random id>.<png|jpg>`; names read back from stored campaigns are used
/// only when they are plain file names (letters, digits, `-`, `_`, one `.` extension), so a
/// tampered `campaigns.json` cannot reach outside the folder.
public struct DirectoryPhotoStore: CampaignPhotoStore {
    private let directory: URL
    private let makeName: @Sendable () -> String

    /// Creates a store in `directory` (made on first write).
    public init(
        directory: URL,
        makeName: @escaping @Sendable () -> String = { UUID().uuidString.lowercased() }
    ) {
        self.directory = directory
        self.makeName = makeName
    }

    /// Keeps a copy of `bytes` and returns its reference.
    public func storePhoto(_ bytes: Data, header: ImageHeader) async throws -> CampaignPhoto {
        let fileName = "\(makeName()).\(header.format.fileExtension)"
        guard Self.isSafe(fileName) else { throw CampaignsError.storageFailed() }
        do {
            try FileManager.default.createDirectory(
                at: directory, withIntermediateDirectories: true)
            try DurableFile.writeAtomically(bytes, to: directory.appendingPathComponent(fileName))
        } catch {
            throw CampaignsError.storageFailed(photoNotSaved(error))
        }
        return CampaignPhoto(
            fileName: fileName, format: header.format, pixelWidth: header.width,
            pixelHeight: header.height)
    }

    /// The bytes of a kept copy; throws ``CampaignsError/photoMissing`` when it is gone.
    public func photoData(for photo: CampaignPhoto) async throws -> Data {
        guard Self.isSafe(photo.fileName),
            let bytes = try? Data(contentsOf: directory.appendingPathComponent(photo.fileName))
        else { throw CampaignsError.photoMissing }
        return bytes
    }

    /// Removes a kept copy; removing a missing copy is not an error.
    public func removePhoto(_ photo: CampaignPhoto) async throws {
        guard Self.isSafe(photo.fileName) else { return }
        let url = directory.appendingPathComponent(photo.fileName)
        guard FileManager.default.fileExists(atPath: url.path) else { return }
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            throw CampaignsError.storageFailed()
        }
    }

    /// One sentence naming the photo folder and why the copy failed.
    private func photoNotSaved(_ error: any Error) -> String {
        // NB: only the folder's creation throws something other than a FileSystemError.
        let reason = (error as? FileSystemError)?.reason ?? "the folder could not be created"
        return "Could not save the photo copy in \(directory.path) (\(reason)); nothing was saved."
    }

    /// Whether `name` is a plain file name: `[A-Za-z0-9_-]{1,80}` then `.` and an extension.
    static func isSafe(_ name: String) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 2, (1...80).contains(parts[0].utf8.count),
            (1...5).contains(parts[1].utf8.count)
        else { return false }
        return parts.allSatisfy { part in
            part.utf8.allSatisfy { byte in
                switch byte {
                case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                    UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "_"):
                    true
                default: false
                }
            }
        }
    }
}
