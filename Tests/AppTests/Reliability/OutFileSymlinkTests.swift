import CleanAppsTestSupport
import Foundation
import Testing

@testable import TextCommands

/// `--out FILE` of `marketing email` and `campaigns render` never writes through a symbolic
/// link: an existing file, a link (to a file, dangling, or to a folder) or an existing file
/// inside a linked folder is refused with one message and exit 73, leaving everything as it
/// was; `--force` replaces the named entry itself (a link is replaced by the new file, what it
/// pointed to stays untouched).
@MainActor
@Suite struct OutFileSymlinkTests {
    /// What stands at the `--out` path before the command runs.
    enum Arrangement: String, CaseIterable {
        case existingFile, linkToFile, danglingLink, linkToFolder, fileInLinkedFolder
    }

    /// A scratch folder with a precious file, a folder and one arrangement at `out`.
    struct Scene {
        static let precious = Data("precious\u{0}\u{FF}bytes\n".utf8)

        let root: TemporaryDirectory
        let out: URL
        let arrangement: Arrangement

        var victim: URL { root.appending("victim.txt") }
        var ghost: URL { root.appending("ghost.txt") }
        var folder: URL { root.appending("folder") }
        /// The file `out` names once links in its folder are followed.
        var realOut: URL {
            arrangement == .fileInLinkedFolder ? root.appending("real/out.file") : out
        }

        init(_ arrangement: Arrangement) throws {
            let manager = FileManager.default
            root = try TemporaryDirectory()
            self.arrangement = arrangement
            try Self.precious.write(to: root.appending("victim.txt"))
            try manager.createDirectory(
                at: root.appending("folder"), withIntermediateDirectories: true)
            try Self.precious.write(to: root.appending("folder/inside.txt"))
            out = root.appending(
                arrangement == .fileInLinkedFolder ? "linked/out.file" : "out.file")
            switch arrangement {
            case .existingFile:
                try Self.precious.write(to: out)
            case .linkToFile:
                try manager.createSymbolicLink(
                    at: out, withDestinationURL: root.appending("victim.txt"))
            case .danglingLink:
                try manager.createSymbolicLink(
                    at: out, withDestinationURL: root.appending("ghost.txt"))
            case .linkToFolder:
                try manager.createSymbolicLink(
                    at: out, withDestinationURL: root.appending("folder"))
            case .fileInLinkedFolder:
                try manager.createDirectory(
                    at: root.appending("real"), withIntermediateDirectories: true)
                try Self.precious.write(to: root.appending("real/out.file"))
                try manager.createSymbolicLink(
                    at: root.appending("linked"), withDestinationURL: root.appending("real"))
            }
        }

        /// The type of the entry at `url`, links not followed.
        func type(_ url: URL) -> FileAttributeType? {
            (try? FileManager.default.attributesOfItem(atPath: url.path))?[.type]
                as? FileAttributeType
        }

        /// Everything outside the named file is as it was.
        func expectUntouched(sourceLocation: SourceLocation = #_sourceLocation) {
            #expect(
                (try? Data(contentsOf: victim)) == Self.precious, sourceLocation: sourceLocation)
            #expect(type(ghost) == nil, sourceLocation: sourceLocation)
            #expect(
                (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) == [
                    "inside.txt"
                ],
                sourceLocation: sourceLocation)
            #expect(
                (try? Data(contentsOf: folder.appendingPathComponent("inside.txt")))
                    == Self.precious,
                sourceLocation: sourceLocation)
        }

        /// The named entry is still what was arranged.
        func expectArrangementKept(sourceLocation: SourceLocation = #_sourceLocation) {
            expectUntouched(sourceLocation: sourceLocation)
            switch arrangement {
            case .existingFile, .fileInLinkedFolder:
                #expect(
                    (try? Data(contentsOf: realOut)) == Self.precious,
                    sourceLocation: sourceLocation)
            case .linkToFile, .danglingLink, .linkToFolder:
                #expect(type(out) == .typeSymbolicLink, sourceLocation: sourceLocation)
            }
        }

        /// The named entry is now a regular file starting with `prefix`.
        func expectReplaced(
            startingWith prefix: String, sourceLocation: SourceLocation = #_sourceLocation
        ) {
            expectUntouched(sourceLocation: sourceLocation)
            #expect(type(out) == .typeRegular, sourceLocation: sourceLocation)
            let text = (try? String(contentsOf: realOut, encoding: .utf8)) ?? ""
            #expect(text.hasPrefix(prefix), sourceLocation: sourceLocation)
            if arrangement == .fileInLinkedFolder {
                #expect(type(root.appending("linked")) == .typeSymbolicLink)
            }
        }
    }

    /// Exactly one non-empty line mentioning `--force`.
    private func expectOneClearMessage(
        _ errors: String, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let lines = errors.split(separator: "\n")
        #expect(lines.count == 1, "\(errors)", sourceLocation: sourceLocation)
        #expect(errors.contains("add --force to replace it"), sourceLocation: sourceLocation)
    }

    @Test(arguments: Arrangement.allCases)
    func marketingEmail_outOntoExistingEntry_refusedUnlessForced(arrangement: Arrangement)
        async throws
    {
        let scene = try Scene(arrangement)
        let harness = try MarketingHarness()
        let arguments = ["marketing", "email", "--select", "SEO:1", "--out", scene.out.path]

        let (refused, refusedCode) = await harness.run(arguments)

        #expect(refusedCode == .cannotCreate)
        expectOneClearMessage(refused.errorOutput)
        scene.expectArrangementKept()

        let (forced, forcedCode) = await harness.run(arguments + ["--force"])

        #expect(forcedCode == .ok, "\(forced.errorOutput)")
        scene.expectReplaced(startingWith: "From: CleanApps")
    }

    @Test(arguments: Arrangement.allCases)
    func campaignsRender_outOntoExistingEntry_refusedUnlessForced(arrangement: Arrangement)
        async throws
    {
        let scene = try Scene(arrangement)
        let harness = try CampaignsAppHarness()
        let id = try await harness.add(purpose: "Дрон")
        let arguments = ["campaigns", "render", id, "--svg", "--out", scene.out.path]

        let refused = await harness.run(arguments)

        #expect(refused.code == .cannotCreate)
        expectOneClearMessage(refused.errors)
        scene.expectArrangementKept()

        let forced = await harness.run(arguments + ["--force"])

        #expect(forced.code == .ok, "\(forced.errors)")
        scene.expectReplaced(startingWith: "<?xml")
    }
}
