import CampaignsDomain

extension CampaignsCommands {
    /// The Campaigns commands as help, completions and the manual show them.
    static let description = AppDescription(
        name: "campaigns", summary: "Fundraising campaigns with posters and monobank jars.",
        commands: [
            CommandDescription(
                name: "list", summary: "List the campaigns with their jar progress.",
                options: [.json, .flag("header", "Print a header row even when piped.")],
                example: "campaigns list --json"),
            CommandDescription(
                name: "show", summary: "Show one campaign in full.",
                positionals: [idPositional], options: [.json], example: "campaigns show 1"),
            CommandDescription(
                name: "add", summary: "Add a campaign; every invalid field is reported (exit 65).",
                options: fieldOptions(required: true) + [noQROption, forceOption],
                example:
                    "campaigns add --purpose \"Night vision\" --image photo.jpg --template 3"),
            CommandDescription(
                name: "edit",
                summary: "Change a campaign's fields; an empty --target or --jar clears it.",
                positionals: [idPositional],
                options: fieldOptions(required: false) + [noQROption, forceOption],
                example: "campaigns edit 1 --target 50000"),
            CommandDescription(
                name: "render", summary: "Write the campaign's 2160 px PNG poster (or SVG).",
                positionals: [idPositional],
                options: [
                    .option(
                        "format", .oneOf(PosterFormat.allCases.map(\.rawValue) + ["all"]),
                        "The poster's shape, or all three."),
                    .flag("png", "Write a PNG file (the default, or as --out names it)."),
                    .flag("svg", "Write an SVG file (or name --out .svg)."),
                    noQROption,
                    .option("out", .file(), "Write here instead of posters/ (- for stdout)."),
                    forceOption,
                ],
                example: "campaigns render 1 --format story --out poster.png"),
            CommandDescription(
                name: "preview",
                summary: "Draw the poster in the terminal (24-bit colour, about 40 columns).",
                positionals: [idPositional], example: "campaigns preview 1"),
            CommandDescription(
                name: "delete", summary: "Delete a campaign (asks unless --yes).",
                positionals: [idPositional],
                options: [.flag("yes", "Do not ask.")], example: "campaigns delete 1 --yes"),
            CommandDescription(
                name: "undo",
                summary: "Put back the campaign the last delete removed (asks unless --yes).",
                options: [.flag("yes", "Do not ask.")], example: "campaigns undo --yes"),
            CommandDescription(
                name: "templates", summary: "List the poster templates and their numbers.",
                options: [.json], example: "campaigns templates"),
            CommandDescription(
                name: "refresh", summary: "Fetch every jar's progress from monobank.",
                options: [.json, .flag("header", "Print a header row even when piped.")],
                example: "campaigns refresh --json"),
        ],
        notes: [
            "ID: the full id, its first 4 or more characters, or the row number (1-999) of 'list'.",
            "Posters are 2160 px PNG (SVG with --svg) in <data dir>/posters/<slug>-<id4>-<format>.png,",
            "re-rendered there on every add, edit and render; an existing --out FILE is replaced",
            "only with --force or after a yes in a terminal.",
            "Exit codes: 64 usage, 65 invalid fields (every message on stderr), 66 unknown id or",
            "nothing to undo, 69 monobank unreachable (refresh), 73 poster not written,",
            "74 storage failed.",
        ])

    private static let idPositional = CommandPositional(
        name: "ID", help: "The id, its first 4 or more characters, or the row number of list.",
        completion: .ids)

    private static let noQROption = CommandOption.flag(
        "no-qr", "Leave the jar link's QR code off the poster.")
    private static let forceOption = CommandOption.flag(
        "force", "Replace an existing file without asking.")

    private static let formatOption = CommandOption.option(
        "format", .oneOf(PosterFormat.allCases.map(\.rawValue)), "The poster's shape.")

    /// The fields `add` and `edit` share; `add` cannot do without the first three.
    private static func fieldOptions(required: Bool) -> [CommandOption] {
        let mandatory: [CommandOption] = [
            .option("purpose", .text("TEXT"), "What the money is for."),
            .option("image", .file(), "The photo (copied into photos/)."),
            .option(
                "template",
                .oneOf(
                    TemplateCatalogue.standard.templates.indices.map { String($0 + 1) },
                    placeholder: "N"),
                "The poster template's number, as templates prints it."),
        ]
        return mandatory.map { required ? $0.required() : $0 } + [
            .option("target", .text("AMOUNT"), "The goal in hryvnias."),
            .option("jar", .text("URL"), "The monobank jar link."),
            formatOption,
            .option(
                "photo-scale", .text("S"),
                "The photo's zoom, 0.1 to 10; 1 fills the frame (a new template resets it)."),
            .option(
                "photo-offset", .text("X,Y"),
                "The photo's move right and down in points of the 300×300 preview, e.g. 20,-15."),
        ]
    }
}
