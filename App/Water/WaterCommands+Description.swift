extension WaterCommands {
    /// The Water commands as help, completions and the manual show them.
    static let description = AppDescription(
        name: "water", summary: "Clean contaminated water sources step by step.",
        options: [
            .flag("preview", "Use three sample sources in memory and write nothing.")
        ],
        commands: [
            CommandDescription(
                name: "list", summary: "List the water sources and how clean they are.",
                options: [.json], example: "water list --json"),
            CommandDescription(
                name: "show", summary: "Show one water source.",
                positionals: [idPositional], options: [.json], example: "water --preview show 1"),
            CommandDescription(
                name: "clean", summary: "Apply a sanitization step to a source.",
                positionals: [idPositional],
                options: [
                    CommandOption.option(
                        "step", .oneOf(["boil", "disinfect", "filter", "all"]),
                        "The step to apply."
                    ).required()
                ],
                example: "water clean 1 --step boil"),
            CommandDescription(
                name: "reset", summary: "Make every source dirty again (asks unless --yes).",
                options: [.flag("yes", "Do not ask.")], example: "water reset --yes"),
            CommandDescription(
                name: "undo",
                summary: "Put back the progress from before the last reset (asks unless --yes).",
                options: [.flag("yes", "Do not ask.")], example: "water undo --yes"),
        ],
        notes: [
            "--preview may stand anywhere after 'water'. Without a command the Water screens",
            "open; --preview uses three sample sources in memory and writes nothing.",
        ])

    private static let idPositional = CommandPositional(
        name: "ID", help: "A source's id, as list prints it first.", completion: .ids)
}
