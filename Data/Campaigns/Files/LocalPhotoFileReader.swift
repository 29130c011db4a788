import CampaignsDomain
import CleanAppsDataCore
import Foundation
import ImagingKit

/// Reads photo files from the local file system, never more than the limit plus one byte;
/// only regular files (`NamedInputFile`), so a FIFO is refused at once.
///
/// A non-empty file within the limit is also decoded whole (`PhotoDecodeCheck`), so a
/// cut-short, damaged or unsupported photo (CMYK, arithmetic coding, 12-bit, HEIC, WebP,
/// GIF) is refused here with one sentence naming the file and what to do; an empty or
/// oversized file is left to the validator's messages.
///
/// A command that draws the poster straight after reading the photo reads it with
/// `checksDecoding` off: the poster's decode reads and checks every byte the check would
/// (and its error names the photo field), so checking first would decode the photo twice.
/// Other formats are still named here, which costs nothing.
public struct LocalPhotoFileReader: PhotoFileReader {
    private let checksDecoding: Bool

    /// Creates a reader; with `checksDecoding` false, a PNG or JPEG is not decoded here.
    public init(checksDecoding: Bool = true) {
        self.checksDecoding = checksDecoding
    }

    /// The first `limit` bytes of the file at `path` (plus one more byte when the file is larger,
    /// so callers can tell it is too big); throws ``PhotoFileError`` when it cannot be read.
    public func readPhoto(atPath path: String, limit: Int) async throws -> Data {
        let handle: FileHandle
        do {
            handle = try NamedInputFile.open(path)
        } catch .missing {
            throw PhotoFileError(
                message: "There is no file at \(path); check the path and try again.")
        } catch .folder {
            throw PhotoFileError(message: "\(path) is a folder; name a PNG or JPEG file.")
        } catch .notAFile(let kind) {
            throw PhotoFileError(message: "\(path) is \(kind); name a PNG or JPEG file.")
        } catch {
            throw PhotoFileError(
                message: "The file at \(path) could not be read; check that you may open it.")
        }
        defer { try? handle.close() }
        let bytes: Data
        do {
            bytes = try handle.read(upToCount: max(limit, 0) + 1) ?? Data()
        } catch {
            throw PhotoFileError(
                message: "The file at \(path) could not be read; check that you may open it.")
        }
        // NB: any non-empty file within the limit is decoded, so a HEIC, WebP or GIF photo is
        // named with what to do, not only called "not a PNG or JPEG".
        if !bytes.isEmpty, bytes.count <= limit,
            let problem = checksDecoding
                ? PhotoDecodeCheck.problem(in: bytes) : PhotoDecodeCheck.formatProblem(in: bytes)
        {
            throw PhotoFileError(message: "\((path as NSString).lastPathComponent): \(problem)")
        }
        return bytes
    }
}
