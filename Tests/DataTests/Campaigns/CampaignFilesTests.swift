import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import Foundation
import Testing

@Suite struct CampaignFilesTests {
    private func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("campaigns-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    @Test func photoStore_storeReadRemove_roundTrips() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = DirectoryPhotoStore(directory: directory.appendingPathComponent("photos"))
        let bytes = TestImages.png(width: 4, height: 3)

        let photo = try await store.storePhoto(
            bytes, header: ImageHeader(format: .png, width: 4, height: 3))
        let read = try await store.photoData(for: photo)
        try await store.removePhoto(photo)

        #expect(read == bytes)
        #expect(photo.fileName.hasSuffix(".png"))
        await #expect(throws: CampaignsError.photoMissing) { try await store.photoData(for: photo) }
    }

    @Test(arguments: ["../secret.png", "/etc/passwd", "a/b.png", ".hidden", "x.png.png", ""])
    func photoStore_unsafeStoredName_isNeverRead(name: String) async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let store = DirectoryPhotoStore(directory: directory)
        let photo = CampaignPhoto(fileName: name, format: .png, pixelWidth: 1, pixelHeight: 1)

        await #expect(throws: CampaignsError.photoMissing) { try await store.photoData(for: photo) }
    }

    @Test func photoReader_readsAtMostLimitPlusOne() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("big.bin")
        try Foundation.Data(count: 100).write(to: file)

        let bytes = try await LocalPhotoFileReader().readPhoto(atPath: file.path, limit: 10)

        #expect(bytes.count == 11)
    }

    @Test func photoReader_photoThatDoesNotDecode_namesTheFileAndWhy() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try ImagingFixtures.bytes("jpeg-baseline-444.jpg")
        let file = directory.appendingPathComponent("cut.jpg")
        try Foundation.Data(whole.prefix(whole.count * 2 / 3)).write(to: file)

        let error = await #expect(throws: PhotoFileError.self) {
            try await LocalPhotoFileReader().readPhoto(atPath: file.path, limit: 1_000_000)
        }

        #expect(error?.message.hasPrefix("cut.jpg: The photo file is cut short") == true)
    }

    @Test func photoReader_leavingTheDecodeToThePoster_returnsAPhotoThatDoesNotDecode()
        async throws
    {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let whole = try ImagingFixtures.bytes("jpeg-baseline-444.jpg")
        let file = directory.appendingPathComponent("cut.jpg")
        try Foundation.Data(whole.prefix(whole.count * 2 / 3)).write(to: file)

        let bytes = try await LocalPhotoFileReader(checksDecoding: false)
            .readPhoto(atPath: file.path, limit: 1_000_000)

        #expect(bytes.count == whole.count * 2 / 3)
    }

    @Test func photoReader_leavingTheDecodeToThePoster_stillNamesAHEICPhoto() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("IMG_0002.heic")
        try Foundation.Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0])
            .write(to: file)

        let error = await #expect(throws: PhotoFileError.self) {
            try await LocalPhotoFileReader(checksDecoding: false)
                .readPhoto(atPath: file.path, limit: 1_000_000)
        }

        #expect(error?.message.hasPrefix("IMG_0002.heic: The photo is a HEIC image") == true)
    }

    @Test func photoReader_heicPhoto_namesTheFileTheFormatAndWhatToDo() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("IMG_0001.heic")
        try Foundation.Data([0, 0, 0, 0x18] + Array("ftypheic".utf8) + [0, 0, 0, 0])
            .write(to: file)

        let error = await #expect(throws: PhotoFileError.self) {
            try await LocalPhotoFileReader().readPhoto(atPath: file.path, limit: 1_000_000)
        }

        #expect(
            error?.message
                == "IMG_0001.heic: The photo is a HEIC image, which cannot be used; save it as a "
                + "JPEG or PNG.")
    }

    @Test func photoReader_missingFileOrFolder_explains() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let reader = LocalPhotoFileReader()

        await #expect(throws: PhotoFileError.self) {
            try await reader.readPhoto(atPath: "/no/such.png", limit: 10)
        }
        await #expect(
            throws: PhotoFileError(
                message: "\(directory.path) is a folder; name a PNG or JPEG file.")
        ) {
            try await reader.readPhoto(atPath: directory.path, limit: 10)
        }
    }

    @Test func posterPublisher_writesSlugNameAndRefusesOverwrite() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let campaign = CampaignFixtures.campaign(purpose: "Дрон", format: .portrait)
        let photos = InMemoryPhotoStore(files: [
            campaign.photo.fileName: TestImages.png(width: 4, height: 3)
        ])
        let publisher = FilePosterPublisher(
            photoStore: photos, postersDirectory: directory.appendingPathComponent("posters"),
            encoding: .smallPNG)

        let path = try await publisher.publish(campaign, to: .posterFolder, overwrite: false).path

        #expect(path.hasSuffix("/posters/dron-0000-portrait.png"))
        let written = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
        #expect(Array(written.prefix(4)) == [0x89, 0x50, 0x4E, 0x47])
        await #expect(throws: CampaignsError.posterExists(path: path)) {
            try await publisher.publish(campaign, to: .posterFolder, overwrite: false)
        }
        #expect(
            try await publisher.publish(campaign, to: .file(path: path), overwrite: true)
                == PublishedPoster(path: path, replacedFile: true))
    }

    @Test func posterPublisher_missingPhoto_throwsPhotoMissing() async throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let publisher = FilePosterPublisher(
            photoStore: InMemoryPhotoStore(), postersDirectory: directory, encoding: .smallPNG)

        await #expect(throws: CampaignsError.photoMissing) {
            try await publisher.publish(
                CampaignFixtures.campaign(), to: .posterFolder, overwrite: true)
        }
    }
}
