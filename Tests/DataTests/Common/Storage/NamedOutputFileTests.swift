import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Glibc
import Testing

/// ``NamedOutputFile``: the one rule for files the user names for output.
@Suite struct NamedOutputFileTests {
    private static let message = Data("new message\n".utf8)
    private static let precious = Data("precious\u{0}bytes\n".utf8)

    @Test func write_newFile_createsIt() throws {
        let folder = try TemporaryDirectory()
        let out = folder.appending("out.eml")

        let action = try NamedOutputFile.write(
            Self.message, to: out, replacing: false, ownFolders: [])

        #expect(action == .create)
        #expect(try Data(contentsOf: out) == Self.message)
    }

    @Test func write_existingRegularFile_replacedOnlyWithForce() throws {
        let folder = try TemporaryDirectory()
        let out = folder.appending("out.eml")
        try Self.precious.write(to: out)

        #expect(throws: NamedOutputFile.Refusal.exists(name: "out.eml")) {
            try NamedOutputFile.write(Self.message, to: out, replacing: false, ownFolders: [])
        }
        #expect(try Data(contentsOf: out) == Self.precious)
        let action = try NamedOutputFile.write(
            Self.message, to: out, replacing: true, ownFolders: [])

        #expect(action == .replace)
        #expect(try Data(contentsOf: out) == Self.message)
    }

    @Test(arguments: [false, true])
    func write_nullDevice_writtenInPlace(replacing: Bool) throws {
        let action = try NamedOutputFile.write(
            Self.message, to: URL(fileURLWithPath: "/dev/null"), replacing: replacing,
            ownFolders: [])

        #expect(action == .writeInPlace)
        #expect(SpecialFiles.type("/dev/null") == S_IFCHR)
    }

    @Test func write_linkToNullDevice_writtenInPlaceLinkKept() throws {
        let folder = try TemporaryDirectory()
        let link = folder.appending("sink")
        try FileManager.default.createSymbolicLink(
            atPath: link.path, withDestinationPath: "/dev/null")

        let action = try NamedOutputFile.write(
            Self.message, to: link, replacing: true, ownFolders: [])

        #expect(action == .writeInPlace)
        #expect(SpecialFiles.type(link.path) == S_IFLNK)
        #expect(SpecialFiles.type("/dev/null") == S_IFCHR)
    }

    @Test func write_fifo_writtenInPlaceFifoKept() async throws {
        let folder = try TemporaryDirectory()
        let fifo = folder.appending("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        async let reading = SpecialFiles.readFIFO(fifo.path)

        let action = try NamedOutputFile.write(
            Self.message, to: fifo, replacing: true, ownFolders: [])

        #expect(action == .writeInPlace)
        #expect(await reading == Self.message)
        #expect(SpecialFiles.type(fifo.path) == S_IFIFO)
    }

    @Test func write_folder_refusedEvenWithForce() throws {
        let folder = try TemporaryDirectory()

        #expect(
            throws: NamedOutputFile.Refusal.notAFile(
                name: folder.url.lastPathComponent, kind: "a folder")
        ) {
            try NamedOutputFile.write(Self.message, to: folder.url, replacing: true, ownFolders: [])
        }
        #expect(SpecialFiles.type(folder.url.path) == S_IFDIR)
    }

    @Test func write_socket_refusedEvenWithForce() throws {
        let folder = try TemporaryDirectory()
        let path = folder.appending("socket").path
        let socket = try #require(SpecialFiles.boundSocket(at: path))
        defer { close(socket) }

        #expect(throws: NamedOutputFile.Refusal.notAFile(name: "socket", kind: "a socket")) {
            try NamedOutputFile.write(
                Self.message, to: URL(fileURLWithPath: path), replacing: true, ownFolders: [])
        }
        #expect(SpecialFiles.type(path) == S_IFSOCK)
    }

    @Test func check_blockDevice_refused() throws {
        // NB: check() never writes, so looking at a block device the test does not own is safe.
        let names = (try? FileManager.default.contentsOfDirectory(atPath: "/dev")) ?? []
        let device = names.map { "/dev/" + $0 }.first { SpecialFiles.type($0) == S_IFBLK }
        guard let device else { return }

        #expect(throws: NamedOutputFile.Refusal.self) {
            try NamedOutputFile.check(
                URL(fileURLWithPath: device), replacing: true, ownFolders: [])
        }
    }

    @Test(arguments: ["store.json", "store.json.lock", "photos/p.png", "posters/x.svg", "cache/a"])
    func write_intoOwnData_refusedEvenWithForce(relativePath: String) throws {
        let data = try TemporaryDirectory()
        let target = data.appending(relativePath)
        try FileManager.default.createDirectory(
            at: target.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Self.precious.write(to: target)

        #expect(throws: NamedOutputFile.Refusal.ownData(name: target.lastPathComponent)) {
            try NamedOutputFile.write(
                Self.message, to: target, replacing: true, ownFolders: [data.url])
        }
        #expect(try Data(contentsOf: target) == Self.precious)
    }

    @Test func write_emailDirectlyInDataFolder_whenTheCallerNamesEml_isTheUsers() throws {
        let data = try TemporaryDirectory()
        try FileManager.default.createDirectory(
            at: data.appending("posters"), withIntermediateDirectories: true)

        let action = try NamedOutputFile.write(
            Self.message, to: data.appending("mine.eml"), replacing: false,
            ownFolders: [data.url], userFileExtension: "eml")

        #expect(action == .create)
        #expect(throws: NamedOutputFile.Refusal.ownData(name: "x.eml")) {
            try NamedOutputFile.write(
                Self.message, to: data.appending("posters/x.eml"), replacing: true,
                ownFolders: [data.url], userFileExtension: "eml")
        }
    }

    @Test func write_emlDirectlyInDataFolder_withoutTheCallersException_isRefused() throws {
        let data = try TemporaryDirectory()

        #expect(throws: NamedOutputFile.Refusal.ownData(name: "x.eml")) {
            try NamedOutputFile.write(
                Self.message, to: data.appending("x.eml"), replacing: false,
                ownFolders: [data.url])
        }
        #expect(!FileManager.default.fileExists(atPath: data.appending("x.eml").path))
    }

    @Test func write_linkIntoOwnData_refusedEvenWithForce() throws {
        let data = try TemporaryDirectory()
        let outside = try TemporaryDirectory()
        let store = data.appending("campaigns.json")
        try Self.precious.write(to: store)
        let link = outside.appending("innocent.svg")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: store)
        let linkedFolder = outside.appending("folder")
        try FileManager.default.createSymbolicLink(at: linkedFolder, withDestinationURL: data.url)

        for url in [link, linkedFolder.appendingPathComponent("campaigns.json")] {
            #expect(throws: NamedOutputFile.Refusal.self) {
                try NamedOutputFile.write(
                    Self.message, to: url, replacing: true, ownFolders: [data.url])
            }
        }
        #expect(try Data(contentsOf: store) == Self.precious)
        #expect(SpecialFiles.type(link.path) == S_IFLNK)
    }

    @Test func url_dash_isStandardOutput() {
        let url = NamedOutputFile.url(forArgument: "-")

        #expect(url.path == "/dev/stdout")
        #expect(NamedOutputFile.isStandardOutput(url.path))
        #expect(!NamedOutputFile.isStandardOutput("/tmp/out"))
    }

    @Test func write_missingFolder_refused() throws {
        let folder = try TemporaryDirectory()

        #expect(throws: NamedOutputFile.Refusal.missingFolder(name: "out.eml")) {
            try NamedOutputFile.write(
                Self.message, to: folder.appending("nowhere/out.eml"), replacing: true,
                ownFolders: [])
        }
    }
}
