import Testing

@testable import App

@Suite struct CommandLineOptionsTests {
    @Test func parse_noArguments_opensMainMenu() throws {
        let options = try CommandLineOptions.parse([])

        #expect(options == CommandLineOptions())
    }

    @Test func parse_globalFlagsAndApp_splitsAppArguments() throws {
        let options = try CommandLineOptions.parse([
            "--offline", "--data-dir", "/tmp/x", "giveaways", "list", "--json", "--no-color",
        ])

        #expect(options.isOffline)
        #expect(options.dataDirectory == "/tmp/x")
        #expect(options.color == false)
        #expect(options.app == "giveaways")
        #expect(options.appArguments == ["list", "--json"])
    }

    @Test func parse_dataDirWithEquals_isAccepted() throws {
        let options = try CommandLineOptions.parse(["--data-dir=/d"])

        #expect(options.dataDirectory == "/d")
    }

    @Test func parse_helpAfterApp_belongsToApp() throws {
        let options = try CommandLineOptions.parse(["water", "--help"])

        #expect(!options.showsHelp)
        #expect(options.appArguments == ["--help"])
    }

    @Test(arguments: [["--bogus"], ["--data-dir"], ["--data-dir", ""], ["--data-dir="]])
    func parse_badFlags_throwUsageError(arguments: [String]) {
        #expect(throws: CommandLineOptions.UsageError.self) {
            try CommandLineOptions.parse(arguments)
        }
    }
}
