import DirectoryDomain

extension DirectoryCommands {
    /// The Directory commands as help, completions and the manual show them.
    static let description = AppDescription(
        name: "directory", summary: "The National Assembly lawmakers' directory.",
        commands: [
            CommandDescription(
                name: "info", summary: "Show the data's version, notice, dates and counts.",
                options: [.json], example: "directory info --json"),
            CommandDescription(
                name: "search", summary: "Find lawmakers by name or district, sorted by name.",
                positionals: [
                    CommandPositional(
                        name: "QUERY",
                        help: "A name or district; initial consonants and partial names work.")
                ],
                options: [
                    .option(
                        "scope", .oneOf(SearchScope.allCases.map(\.rawValue)),
                        "Where to look (all by default)."),
                    .json,
                ],
                example: "directory search 홍길 --scope name"),
            CommandDescription(
                name: "show", summary: "Show one lawmaker's details.",
                positionals: [personPositional], options: [.json],
                example: "directory show 12 --json"),
            CommandDescription(
                name: "parties", summary: "List the parties with their member counts.",
                options: [.json], example: "directory parties"),
            CommandDescription(
                name: "party", summary: "Show a party's contacts, links and members.",
                positionals: [
                    CommandPositional(
                        name: "PARTY", help: "A party's number or name, as parties prints them.")
                ],
                options: [.json], example: "directory party 1 --json"),
            CommandDescription(
                name: "favorites", aliases: ["favourites"],
                summary: "List the favourite lawmakers, oldest first.", options: [.json],
                example: "directory favorites"),
            CommandDescription(
                name: "favorite", aliases: ["favourite"],
                summary: "Add a lawmaker to the favourites.", positionals: [personPositional],
                example: "directory favorite 12"),
            CommandDescription(
                name: "unfavorite", aliases: ["unfavourite"],
                summary: "Remove a lawmaker from the favourites.",
                positionals: [personPositional], example: "directory unfavorite 12"),
            CommandDescription(
                name: "import", summary: "Apply a newer workbook and print what changed.",
                positionals: [
                    CommandPositional(
                        name: "FILE.xlsx", help: "The workbook to import.", completion: .files)
                ],
                options: [
                    .flag(
                        "force",
                        "Import even when it is not newer than your last import, or when it "
                            + "removes favourites or more than a fifth of the lawmakers."),
                    .flag("dry-run", "Print what would change and write nothing."),
                ],
                example: "directory import assembly.xlsx --dry-run"),
            CommandDescription(
                name: "reset",
                summary: "Go back to the bundled data, keeping favourites still listed.",
                options: [
                    .flag("yes", "Do not ask (needed when not run in a terminal)."),
                    .flag("dry-run", "Print what would change and write nothing."),
                ],
                example: "directory reset --dry-run"),
            CommandDescription(
                name: "undo",
                summary: "Put back the directory as it was before the last import, reset or sync.",
                options: [.flag("yes", "Do not ask (needed when not run in a terminal).")],
                example: "directory undo --yes"),
        ],
        notes: [
            "QUERY: a name or district; initial consonants (ㅎㄱㄷ) and partly typed names work.",
            "ID: a lawmaker's ID as search prints it in its first column (the name, with -2, -3",
            "    for namesakes; quote it when it has spaces), the row number `no` search prints in",
            "    its second column, or a name only one lawmaker has. Put -- before an ID that",
            "    starts with \"-\". PARTY: a party's number or name, as parties prints them.",
            "import refuses a workbook that is not newer than your last import unless --force;",
            "    one that removes favourites or more than a fifth of the lawmakers asks first",
            "    (or needs --force); --dry-run prints what would change and writes nothing.",
            "reset goes back to the bundled data, keeping favourites of lawmakers still listed.",
            "undo puts back the directory as it was before the last import, reset or sync.",
        ])

    private static let personPositional = CommandPositional(
        name: "ID", help: "A lawmaker's ID or row number, as search prints them.")
}
