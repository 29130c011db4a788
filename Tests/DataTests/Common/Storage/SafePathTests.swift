import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct SafePathTests {
    @Test func isInside_fileInFolder_isTrue() throws {
        let temporary = try TemporaryDirectory()

        #expect(SafePath.isInside(temporary.appending("poster.svg"), folder: temporary.url))
        #expect(SafePath.isInside(temporary.appending("new/deeper/x"), folder: temporary.url))
    }

    @Test func isInside_escapes_areFalse() throws {
        let temporary = try TemporaryDirectory()
        let folder = temporary.appending("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let escapes = [
            folder.appendingPathComponent("../x"),
            folder.appendingPathComponent("a/../../x"),
            folder.appendingPathComponent("missing/../../x"),
            URL(fileURLWithPath: "/etc/passwd"),
            temporary.appending("out-evil/x"),
            folder,
            folder.appendingPathComponent("."),
        ]

        for escape in escapes {
            #expect(!SafePath.isInside(escape, folder: folder), "\(escape.path)")
        }
    }

    @Test func isInside_symbolicLinkLeadingOutside_isFalse() throws {
        let temporary = try TemporaryDirectory()
        let folder = temporary.appending("out")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(
            atPath: folder.appendingPathComponent("link").path, withDestinationPath: "/etc")

        let inside = SafePath.isInside(folder.appendingPathComponent("link/x"), folder: folder)

        #expect(!inside)
    }

    @Test func isInside_folderReachedThroughLink_comparesRealPaths() throws {
        let temporary = try TemporaryDirectory()
        let real = temporary.appending("real")
        try FileManager.default.createDirectory(at: real, withIntermediateDirectories: true)
        let alias = temporary.appending("alias")
        try FileManager.default.createSymbolicLink(at: alias, withDestinationURL: real)

        #expect(SafePath.isInside(real.appendingPathComponent("x"), folder: alias))
        #expect(SafePath.isInside(alias.appendingPathComponent("x"), folder: real))
    }

    @Test func isInside_nulOrNonFileURL_isFalse() throws {
        let temporary = try TemporaryDirectory()
        let web = try #require(URL(string: "https://example.com/x"))

        #expect(!SafePath.isInside(temporary.appending("a\0/../../x"), folder: temporary.url))
        #expect(!SafePath.isInside(web, folder: temporary.url))
    }
}
