import Testing

@testable import TextCommands

/// The parser reads a command line only as its description declares it.
@Suite struct CommandArgumentsTests {
    private static let platform = Option("platform", .text("NAME"), "A platform.")
    private static let count = Option("count", .text("N"), "How many.") { text in
        guard let number = Int(text) else {
            throw CommandArguments.UsageError(message: "--count is a number")
        }
        return number
    }
    private static let id = Argument(CommandPositional(name: "ID", help: "An id."))
    private static let words = Argument(
        CommandPositional(name: "WORDS", help: "Words.", arity: .many))
    private static let command = CommandDescription(
        name: "show", summary: "Shows.", positionals: [id.described],
        options: [platform.described, count.described, Flag.json.described], example: "x show 1")

    @Test func parse_optionsFlagsAndArgument_giveTypedValues() throws {
        let arguments = try CommandArguments.parse(
            ["--json", "--platform", "pc", "--count=3", "7"], as: Self.command)

        #expect(try arguments.value(Self.id) == "7")
        #expect(try arguments.value(Self.platform) == "pc")
        #expect(try arguments.value(Self.count) == 3)
        #expect(arguments.has(.json))
        #expect(!arguments.asksForHelp)
    }

    @Test func parse_optionLeftOut_isNil() throws {
        let arguments = try CommandArguments.parse(["7"], as: Self.command)

        #expect(try arguments.value(Self.platform) == nil)
        #expect(!arguments.has(.json))
    }

    @Test func parse_doubleDash_endsOptions() throws {
        let command = CommandDescription(
            name: "say", summary: "Says.", positionals: [Self.words.described],
            options: [Flag.json.described], example: "x say a")

        let arguments = try CommandArguments.parse(["--", "--json", "-1"], as: command)

        #expect(try Self.words.values(in: arguments) == ["--json", "-1"])
        #expect(!arguments.has(.json))
    }

    @Test(arguments: [
        (["7", "--bogus"], "unknown option '--bogus'"),
        (["7", "--platfrom", "pc"], "unknown option '--platfrom'; did you mean '--platform'?"),
        (["7", "--platform"], "--platform needs a value"),
        (["7", "--platform", "a", "--platform=b"], "--platform is given twice"),
        (["7", "--json=yes"], "--json takes no value"),
        ([], "missing ID"),
        (["7", "8"], "unexpected '8'"),
    ])
    func parse_badInput_isOneUsageError(arguments: [String], message: String) {
        #expect(throws: CommandArguments.UsageError(message: message)) {
            try CommandArguments.parse(arguments, as: Self.command)
        }
    }

    @Test func parse_requiredOptionLeftOut_namesIt() {
        let command = CommandDescription(
            name: "go", summary: "Goes.", options: [Self.platform.required().described],
            example: "x go --platform pc")

        #expect(throws: CommandArguments.UsageError(message: "missing --platform NAME")) {
            try CommandArguments.parse([], as: command)
        }
    }

    @Test func value_badValue_throwsTheOptionsError() throws {
        let arguments = try CommandArguments.parse(["7", "--count", "many"], as: Self.command)

        #expect(throws: CommandArguments.UsageError(message: "--count is a number")) {
            try arguments.value(Self.count)
        }
    }

    @Test func parse_help_isSeenWhateverElseIsMissing() throws {
        #expect(try CommandArguments.parse(["--help"], as: Self.command).asksForHelp)
        #expect(try CommandArguments.parse(["7", "8", "-h"], as: Self.command).asksForHelp)
    }

    @Test func parse_helpAsAnOptionsValueOrAfterDoubleDash_isNotHelp() throws {
        let asValue = try CommandArguments.parse(["7", "--platform", "-h"], as: Self.command)
        let afterDashes = try CommandArguments.parse(["--", "-h"], as: Self.command)

        #expect(!asValue.asksForHelp)
        #expect(try asValue.value(Self.platform) == "-h")
        #expect(!afterDashes.asksForHelp)
        #expect(try afterDashes.value(Self.id) == "-h")
    }

    @Test func choice_unknownWord_namesTheClosest() throws {
        let sort = Option.choice(
            "sort", .oneOf(["date", "value"]), "The order.", else: { "unknown order '\($0)'" },
            { ["date", "value"].contains($0) ? $0 : nil })
        let command = CommandDescription(
            name: "list", summary: "Lists.", options: [sort.described], example: "x list")
        let arguments = try CommandArguments.parse(["--sort", "vlaue"], as: command)

        #expect(
            throws: CommandArguments.UsageError(
                message: "unknown order 'vlaue'; did you mean 'value'?")
        ) { try arguments.value(sort) }
    }
}
