import Testing

@testable import App

@Suite struct CommandArgumentsTests {
    @Test func parse_optionsFlagsAndPositionals() throws {
        let arguments = try CommandArguments.parse(
            ["show", "--json", "--platform", "pc", "--sort=value", "7"],
            options: ["platform", "sort"], flags: ["json"])

        #expect(arguments.positionals == ["show", "7"])
        #expect(arguments.value("platform") == "pc")
        #expect(arguments.value("sort") == "value")
        #expect(arguments.has("json"))
    }

    @Test func parse_doubleDash_endsOptions() throws {
        let arguments = try CommandArguments.parse(["--", "--json", "-1"], flags: ["json"])

        #expect(arguments.positionals == ["--json", "-1"])
        #expect(!arguments.has("json"))
    }

    @Test(arguments: [
        (["--bogus"], "unknown option '--bogus'"),
        (["--platform"], "--platform needs a value"),
        (["--platform", "a", "--platform=b"], "--platform is given twice"),
        (["--json=yes"], "unknown option '--json=yes'"),
    ])
    func parse_badArguments_throwUsageError(arguments: [String], message: String) {
        #expect(throws: CommandArguments.UsageError(message: message)) {
            try CommandArguments.parse(arguments, options: ["platform"], flags: ["json"])
        }
    }

    @Test func single_countsPositionals() throws {
        #expect(try CommandArguments(positionals: ["7"]).single("ID") == "7")
        #expect(throws: CommandArguments.UsageError(message: "missing ID")) {
            try CommandArguments().single("ID")
        }
        #expect(throws: CommandArguments.UsageError(message: "expected one ID, got 2")) {
            try CommandArguments(positionals: ["1", "2"]).single("ID")
        }
    }
}
