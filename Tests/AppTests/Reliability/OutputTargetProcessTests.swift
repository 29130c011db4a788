import App
import CampaignsTestSupport
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryDomain
import Foundation
import Glibc
import Testing

/// `--out` through the real binary: a FIFO, `/dev/null` and `-` are written
/// in place and stay what they were; a folder or socket is refused; CleanApps' own data is
/// refused even with `--force`, byte for byte untouched.
@Suite struct OutputTargetProcessTests {
    /// A home, a data directory and one campaign in it (row 1).
    struct Scene {
        let home: TemporaryDirectory
        let scratch: TemporaryDirectory
        let process: CleanAppsProcess

        var dataDirectory: URL { home.appending("data") }

        init() async throws {
            home = try TemporaryDirectory()
            scratch = try TemporaryDirectory()
            process = CleanAppsProcess(home: home.url, dataDirectory: home.appending("data"))
            let photo = scratch.appending("photo.png")
            try TestImages.png(width: 40, height: 40).write(to: photo)
            let added = try await process.run([
                "--offline", "campaigns", "add", "--purpose", "Дрон", "--image", photo.path,
                "--template", "1",
            ])
            #expect(added.status == 0, "\(added.errors)")
        }

    }

    @Test(arguments: [
        ["campaigns", "render", "1", "--svg"],
        ["marketing", "email", "--select", "SEO:1"],
    ])
    func out_fifo_writtenInPlace(command: [String]) async throws {
        let scene = try await Scene()
        let fifo = scene.scratch.appending("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        async let reading = SpecialFiles.readFIFO(fifo.path)

        let outcome = try await scene.process.run(
            ["--offline"] + command + ["--out", fifo.path, "--force"])
        SpecialFiles.releaseFIFO(fifo.path)

        #expect(outcome.status == 0, "\(outcome.errors)")
        let text = String(decoding: await reading, as: UTF8.self)
        #expect(text.contains("<svg") || text.hasPrefix("From: CleanApps"))
        #expect(SpecialFiles.type(fifo.path) == S_IFIFO)
    }

    @Test(arguments: [false, true])
    func out_devNull_writtenInPlace(force: Bool) async throws {
        let scene = try await Scene()
        var before = stat()
        stat("/dev/null", &before)

        let render = try await scene.process.run(
            ["--offline", "campaigns", "render", "1", "--svg", "--out", "/dev/null"]
                + (force ? ["--force"] : []))
        let email = try await scene.process.run(
            ["--offline", "marketing", "email", "--select", "SEO:1", "--out", "/dev/null"]
                + (force ? ["--force"] : []))

        #expect(render.status == 0, "\(render.errors)")
        #expect(email.status == 0, "\(email.errors)")
        var after = stat()
        stat("/dev/null", &after)
        #expect(after.st_mode & S_IFMT == S_IFCHR)
        #expect(after.st_rdev == before.st_rdev && after.st_ino == before.st_ino)
    }

    @Test func out_dash_writesTheFileToStdoutOnly() async throws {
        let scene = try await Scene()

        let render = try await scene.process.run(
            ["--offline", "campaigns", "render", "1", "--svg", "--out", "-"])
        let email = try await scene.process.run(
            ["--offline", "marketing", "email", "--select", "SEO:1", "--out", "-"])

        #expect(render.status == 0)
        #expect(render.output.hasPrefix("<?xml") || render.output.hasPrefix("<svg"))
        #expect(render.output.hasSuffix("</svg>") || render.output.hasSuffix("</svg>\n"))
        #expect(email.status == 0)
        #expect(email.output.hasPrefix("From: CleanApps"))
        #expect(!email.output.contains("/dev/stdout"))
    }

    @Test func out_folderOrSocket_refusedWith73() async throws {
        let scene = try await Scene()
        let socketPath = scene.scratch.appending("socket").path
        let socket = try #require(SpecialFiles.boundSocket(at: socketPath))
        defer { close(socket) }

        for target in [scene.scratch.url.path, socketPath] {
            let outcome = try await scene.process.run(
                ["--offline", "campaigns", "render", "1", "--svg", "--out", target, "--force"])

            #expect(outcome.status == 73, "\(outcome.errors)")
            #expect(outcome.errors.split(separator: "\n").count == 1, "\(outcome.errors)")
        }
        #expect(SpecialFiles.type(socketPath) == S_IFSOCK)
        #expect(SpecialFiles.type(scene.scratch.url.path) == S_IFDIR)
    }

    @Test func out_intoOwnData_refusedEvenWithForce() async throws {
        let scene = try await Scene()
        let store = scene.dataDirectory.appendingPathComponent("campaigns.json")
        let before = try Data(contentsOf: store)
        let link = scene.scratch.appending("innocent.svg")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: store)
        let photos = try FileManager.default.contentsOfDirectory(
            atPath: scene.dataDirectory.appendingPathComponent("photos").path)

        for target in [store.path, link.path] {
            let render = try await scene.process.run(
                ["--offline", "campaigns", "render", "1", "--svg", "--out", target, "--force"])
            let email = try await scene.process.run(
                [
                    "--offline", "marketing", "email", "--select", "SEO:1", "--out", target,
                    "--force",
                ])

            #expect(render.status == 73)
            #expect(email.status == 73)
            #expect(render.errors.contains("CleanApps' own data"), "\(render.errors)")
            #expect(email.errors.contains("CleanApps' own data"), "\(email.errors)")
        }
        #expect(try Data(contentsOf: store) == before)
        #expect(SpecialFiles.type(link.path) == S_IFLNK)
        let listed = try await scene.process.run(["--offline", "campaigns", "list"])
        #expect(listed.output.contains("Дрон"))
        #expect(
            try FileManager.default.contentsOfDirectory(
                atPath: scene.dataDirectory.appendingPathComponent("photos").path) == photos)
    }

    @Test func out_emlDirectlyInDataFolder_refusedForAPosterButTheUsersForAnEmail() async throws {
        let scene = try await Scene()
        let target = scene.dataDirectory.appendingPathComponent("x.eml")

        // NB: --png, since an .eml name alone is refused before the folder is looked at.
        let render = try await scene.process.run(
            ["--offline", "campaigns", "render", "1", "--png", "--out", target.path])
        let leftByRender = FileManager.default.fileExists(atPath: target.path)
        let email = try await scene.process.run(
            ["--offline", "marketing", "email", "--select", "SEO:1", "--out", target.path])

        #expect(render.status == 73, "\(render.errors)")
        #expect(render.errors.contains("CleanApps' own data"), "\(render.errors)")
        #expect(!leftByRender)
        #expect(email.status == 0, "\(email.errors)")
        #expect(try Data(contentsOf: target).prefix(4) != Data([0x89, 0x50, 0x4E, 0x47]))
    }

    @Test func inputs_fifo_refusedAtOnce() async throws {
        let scene = try await Scene()
        let fifo = scene.scratch.appending("pipe")
        #expect(mkfifo(fifo.path, 0o600) == 0)

        let imported = try await scene.process.run(["--offline", "directory", "import", fifo.path])
        let added = try await scene.process.run([
            "--offline", "campaigns", "add", "--purpose", "Ще", "--image", fifo.path,
            "--template", "1",
        ])

        #expect(!imported.hung && !added.hung)
        #expect(imported.status == 66)
        #expect(imported.errors.contains("named pipe (FIFO)"), "\(imported.errors)")
        #expect(added.status == 65)
        #expect(added.errors.contains("named pipe (FIFO)"), "\(added.errors)")
    }
}
