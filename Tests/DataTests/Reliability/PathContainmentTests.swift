import CampaignsData
import CampaignsDomain
import CampaignsTestSupport
import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import MarketingDomain
import Testing

/// Names that come from data (cache keys, poster slugs, photo file names, channel ids) never
/// lead outside their folder: checked on the helpers and through the stores that use them.
@Suite struct PathContainmentTests {
    /// Names that try to leave a folder or confuse a file system.
    static let hostileNames: [String] = [
        "../", "..", ".", "../../../../etc/passwd", "/etc/passwd", "a\u{0}b", "\u{0}", "a/b",
        "a\\b", "..\\..\\windows", String(repeating: "n", count: 300),
        String(repeating: "../", count: 100), "．．／．．／etc", "\u{2215}etc\u{2215}passwd",
        "\u{2024}\u{2024}/x", "%2e%2e%2fetc", "~root/.ssh", "\u{202E}gpj.exe", ".hidden",
        " ", "", "a/../../b", "./././", "x/.", "\u{FF0E}\u{FF0E}", "\n../\r", "💣/../💥",
        "\u{301}\u{308}x", "/\u{301}../x", "-\u{903}.a",
    ]

    /// Whether `url` lies directly or deeper inside `folder`, by standardized paths compared
    /// byte for byte (as characters, "/" and a combining mark after it are one).
    static func isInside(_ url: URL, _ folder: URL) -> Bool {
        let path = url.standardizedFileURL.path
        let base = folder.standardizedFileURL.path
        return path.utf8.starts(with: (base + "/").utf8) && !path.utf8.contains(0)
    }

    /// Every path under `root`, relative to it, sorted (links are listed, not followed).
    static func tree(_ root: URL) -> [String] {
        let manager = FileManager.default
        return (manager.subpaths(atPath: root.path) ?? []).sorted()
    }

    @Test(arguments: hostileNames)
    func safeFileName_hostileName_staysAPlainNameInsideTheFolder(name: String) throws {
        let folder = try TemporaryDirectory()

        let safe = SafeFileName.make(from: name, maxBytes: 80)
        let url = folder.url.appendingPathComponent(safe)

        #expect(!safe.isEmpty && safe.utf8.count <= 80)
        #expect(!safe.contains("/") && !safe.contains("\\") && !safe.contains("\u{0}"))
        #expect(!safe.hasPrefix(".") && safe != "..")
        let first = safe.unicodeScalars.first?.properties.generalCategory
        #expect(![.nonspacingMark, .spacingMark, .enclosingMark].contains(first))
        #expect(
            url.deletingLastPathComponent().standardizedFileURL == folder.url.standardizedFileURL)
        #expect(Self.isInside(url, folder.url))
        #expect(SafePath.isInside(url, folder: folder.url))
    }

    /// The components of the absolute `path`, split on "/" bytes, with `.` and `..` applied.
    static func resolvedByNames(_ path: String) -> [String] {
        var parts: [String] = []
        for part in path.utf8.split(separator: UInt8(ascii: "/")) {
            switch String(decoding: part, as: UTF8.self) {
            case ".": continue
            case "..": _ = parts.popLast()
            case let name: parts.append(name)
            }
        }
        return parts
    }

    @Test(arguments: hostileNames.filter { !$0.isEmpty } + ["../\u{301}", "x/../../\u{301}y"])
    func safePath_hostileRelativePath_isInsideOnlyWhenItResolvesInside(name: String) throws {
        let root = try TemporaryDirectory()
        let folder = root.appending("box")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // NB: the URL is what callers hold; Foundation may keep NUL percent-encoded in it.
        let url = URL(fileURLWithPath: name.hasPrefix("/") ? name : folder.path + "/" + name)
        let candidate = Self.resolvedByNames(url.path)
        let container = Self.resolvedByNames(folder.path)

        let inside = SafePath.isInside(url, folder: folder)

        let expected =
            !url.path.utf8.contains(0) && candidate.count > container.count
            && Array(candidate.prefix(container.count)) == container
        #expect(inside == expected, "\(candidate)")
    }

    @Test func safePath_linkInsideFolderPointingOutside_isNotInside() throws {
        let root = try TemporaryDirectory()
        let folder = root.appending("box")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            at: folder.appendingPathComponent("out"), withDestinationURL: root.url)

        #expect(!SafePath.isInside(folder.appendingPathComponent("out/secret"), folder: folder))
        #expect(SafePath.isInside(folder.appendingPathComponent("in/secret"), folder: folder))
    }

    @Test func safePath_folderNameSpelledInAnotherNormalForm_isNotInside() throws {
        let root = try TemporaryDirectory()
        let folder = root.appending("caf\u{E9}")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)

        let other = root.appending("cafe\u{301}/secret")

        #expect(!SafePath.isInside(other, folder: folder))
        #expect(SafePath.isInside(folder.appendingPathComponent("secret"), folder: folder))
    }

    @Test func responseCache_hostileKeys_saveAndLoadOnlyInsideItsFolder() throws {
        let root = try TemporaryDirectory()
        let cache = ResponseCache(directory: root.appending("cache"))
        var generator = SeededGenerator(seed: 0xCAC4E)
        let keys =
            Self.hostileNames + HostileText.samples
            + (0..<300).map { _ in HostileText.random(using: &generator) }

        for (number, key) in keys.enumerated() {
            try cache.save(Data("response \(number)".utf8), for: key, at: Date())
        }

        #expect(
            Self.tree(root.url).allSatisfy { $0 == "cache" || $0.utf8.starts(with: "cache/".utf8) })
        #expect(
            root.names(in: "cache").allSatisfy { !$0.contains("/") && $0.hasSuffix(".response") })
        #expect(root.names(in: "cache").count == Set(keys.map { Array($0.utf8) }).count)
        for (number, key) in keys.enumerated() {
            #expect(Self.isInside(cache.fileURL(for: key), cache.directory))
            let last = keys.lastIndex { $0.utf8.elementsEqual(key.utf8) } ?? number
            let loaded = cache.load(for: key).map { String(decoding: $0.data, as: UTF8.self) }
            #expect(loaded == "response \(last)")
        }
    }

    @Test(arguments: hostileNames + HostileText.samples)
    func posterPublisher_hostilePurpose_writesOnlyIntoThePosterFolder(purpose: String) async throws
    {
        let root = try TemporaryDirectory()
        let posters = root.appending("posters")
        let publisher = FilePosterPublisher(
            photoStore: InMemoryPhotoStore(
                files: [CampaignFixtures.photo.fileName: TestImages.png(width: 2, height: 2)]),
            postersDirectory: posters, encoding: .smallPNG)
        let campaign = CampaignFixtures.campaign(purpose: purpose)

        let path = try await publisher.publish(campaign, to: .posterFolder, overwrite: false).path

        let name = PosterFileName.name(
            for: campaign, format: campaign.format, fileExtension: "png")
        #expect(
            name.unicodeScalars.allSatisfy {
                ("a"..."z").contains($0) || ("0"..."9").contains($0) || $0 == "-" || $0 == "."
            })
        #expect(Self.isInside(URL(fileURLWithPath: path), posters))
        #expect(Self.tree(root.url) == ["posters", "posters/\(name)"])
    }

    @Test(arguments: hostileNames.map { $0 + ".png" } + ["../victim.png", "/tmp/victim.png"])
    func photoStore_hostileStoredFileName_neverReadsOrRemovesOutside(fileName: String) async throws
    {
        let root = try TemporaryDirectory()
        let victim = root.appending("victim.png")
        try TestImages.png(width: 2, height: 2).write(to: victim)
        // NB: the folder exists, so a "../" in a name would really lead out of it.
        try FileManager.default.createDirectory(
            at: root.appending("photos"), withIntermediateDirectories: true)
        let store = DirectoryPhotoStore(directory: root.appending("photos"))
        let photo = CampaignPhoto(fileName: fileName, format: .png, pixelWidth: 2, pixelHeight: 2)

        await #expect(throws: CampaignsError.photoMissing) { try await store.photoData(for: photo) }
        try? await store.removePhoto(photo)

        #expect(FileManager.default.fileExists(atPath: victim.path))
    }

    @Test(arguments: hostileNames + HostileText.samples)
    func channelID_hostileText_isRefused(text: String) {
        #expect(throws: MarketingError.self) { try ChannelID(validating: text) }
    }
}
