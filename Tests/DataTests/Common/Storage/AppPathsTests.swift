import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import Testing

@Suite struct AppPathsTests {
    struct Case: Sendable, CustomTestStringConvertible {
        var name: String
        var flag: String?
        var environment: [String: String]
        var data: String
        var cache: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "nothing set", flag: nil, environment: [:],
            data: "/home/ann/.local/share/cleanapps", cache: "/home/ann/.cache/cleanapps"),
        Case(
            name: "XDG set", flag: nil,
            environment: ["XDG_DATA_HOME": "/xdg/data", "XDG_CACHE_HOME": "/xdg/cache"],
            data: "/xdg/data/cleanapps", cache: "/xdg/cache/cleanapps"),
        Case(
            name: "XDG relative", flag: nil,
            environment: ["XDG_DATA_HOME": "rel/data", "XDG_CACHE_HOME": "./cache"],
            data: "/home/ann/.local/share/cleanapps", cache: "/home/ann/.cache/cleanapps"),
        Case(
            name: "XDG empty", flag: nil, environment: ["XDG_DATA_HOME": "", "XDG_CACHE_HOME": ""],
            data: "/home/ann/.local/share/cleanapps", cache: "/home/ann/.cache/cleanapps"),
        Case(
            name: "XDG with trailing slash and dots", flag: nil,
            environment: ["XDG_DATA_HOME": "/xdg/./data/", "XDG_CACHE_HOME": "/xdg/x/../cache"],
            data: "/xdg/data/cleanapps", cache: "/xdg/cache/cleanapps"),
        Case(
            name: "flag", flag: "/srv/ca", environment: ["XDG_DATA_HOME": "/xdg/data"],
            data: "/srv/ca", cache: "/srv/ca/cache"),
        Case(
            name: "environment override", flag: nil,
            environment: ["CLEANAPPS_DATA_DIR": "/env/ca", "XDG_DATA_HOME": "/xdg/data"],
            data: "/env/ca", cache: "/env/ca/cache"),
        Case(
            name: "flag wins over environment", flag: "/flag/ca",
            environment: ["CLEANAPPS_DATA_DIR": "/env/ca"],
            data: "/flag/ca", cache: "/flag/ca/cache"),
        Case(
            name: "relative flag", flag: "state/ca", environment: [:],
            data: "/work/here/state/ca", cache: "/work/here/state/ca/cache"),
        Case(
            name: "relative flag with dots and repeated slashes", flag: "..//ca/./x/..",
            environment: [:], data: "/work/ca", cache: "/work/ca/cache"),
        Case(
            name: "flag climbing above the root", flag: "/../../ca/", environment: [:],
            data: "/ca", cache: "/ca/cache"),
        Case(
            name: "empty environment override", flag: nil,
            environment: ["CLEANAPPS_DATA_DIR": ""],
            data: "/home/ann/.local/share/cleanapps", cache: "/home/ann/.cache/cleanapps"),
    ]

    @Test(arguments: cases)
    func resolve_case_givesExpectedDirectories(_ testCase: Case) {
        let paths = AppPaths.resolve(
            dataDirectoryOverride: testCase.flag, environment: testCase.environment,
            homeDirectory: "/home/ann", currentDirectory: "/work/here", appName: "cleanapps",
            overrideVariable: "CLEANAPPS_DATA_DIR")

        #expect(paths.dataDirectory.path == testCase.data)
        #expect(paths.cacheDirectory.path == testCase.cache)
    }

    @Test func resolve_anotherAppWithoutOverrideVariable_usesItsNameAndIgnoresCleanApps() {
        let paths = AppPaths.resolve(
            dataDirectoryOverride: nil,
            environment: ["CLEANAPPS_DATA_DIR": "/env/ca", "XDG_CACHE_HOME": "/xdg/cache"],
            homeDirectory: "/home/ann", appName: "otherapp")

        #expect(paths.dataDirectory.path == "/home/ann/.local/share/otherapp")
        #expect(paths.cacheDirectory.path == "/xdg/cache/otherapp")
    }

    @Test func resolve_anotherAppsOverrideVariable_putsDataThere() {
        let paths = AppPaths.resolve(
            dataDirectoryOverride: nil, environment: ["OTHERAPP_DATA_DIR": "/env/other"],
            homeDirectory: "/home/ann", appName: "otherapp", overrideVariable: "OTHERAPP_DATA_DIR")

        #expect(paths.dataDirectory.path == "/env/other")
        #expect(paths.cacheDirectory.path == "/env/other/cache")
    }

    @Test func createDirectories_missingFolders_createsThemPrivate() throws {
        let temporary = try TemporaryDirectory()
        let paths = AppPaths.resolve(
            dataDirectoryOverride: temporary.appending("a/b").path, environment: [:],
            homeDirectory: "/nonexistent", appName: "cleanapps")

        try paths.createDirectories()

        for directory in [temporary.appending("a"), paths.dataDirectory, paths.cacheDirectory] {
            let attributes = try FileManager.default.attributesOfItem(atPath: directory.path)
            #expect(attributes[.type] as? FileAttributeType == .typeDirectory)
            #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o700)
        }
    }

    @Test func createDirectories_existingFolder_keepsItAndItsContents() throws {
        let temporary = try TemporaryDirectory()
        try Data("x".utf8).write(to: temporary.appending("keep.txt"))
        let paths = AppPaths(
            dataDirectory: temporary.url, cacheDirectory: temporary.appending("cache"))

        try paths.createDirectories()

        #expect(temporary.names() == ["cache", "keep.txt"])
    }

    @Test func createDirectories_regularFileInTheWay_throwsNamingThePath() throws {
        let temporary = try TemporaryDirectory()
        try Data("x".utf8).write(to: temporary.appending("file"))
        let blocked = temporary.appending("file/data")
        let paths = AppPaths(
            dataDirectory: blocked, cacheDirectory: blocked.appendingPathComponent("cache"))

        let error = #expect(throws: StoreError.self) { try paths.createDirectories() }

        #expect(error == .directoryUnavailable(path: blocked.path, reason: "not a directory"))
        #expect(error?.message.contains(blocked.path) == true)
    }
}
