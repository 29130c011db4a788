import GiveawaysDomain

extension GiveawaysCommands {
    /// The Giveaways commands as help, completions and the manual show them.
    static let description = AppDescription(
        name: "giveaways", summary: "Free game giveaways from GamerPower.",
        commands: [
            CommandDescription(
                name: "list", summary: "List the giveaways, filtered, sorted and searched.",
                options: [
                    .option(
                        "platform",
                        .oneOf(Platform.all.map(\.slug), placeholder: "PLATFORM"),
                        "Only giveaways on this platform."),
                    .option(
                        "type", .oneOf(GiveawayKind.filterable.compactMap(\.apiValue)),
                        "Only games, loot or betas."),
                    .option(
                        "sort", .oneOf(GiveawaySort.allCases.map(\.rawValue)),
                        "The order (newest first by default)."),
                    .option("search", .text("TEXT"), "Only titles matching TEXT."),
                    .json,
                ],
                example: "giveaways list --platform steam --sort value --json"),
            CommandDescription(
                name: "show", summary: "Show one giveaway in full.",
                positionals: [idPositional], options: [.json],
                example: "giveaways show 525"),
            CommandDescription(
                name: "favorite", summary: "Add a giveaway to the favourites.",
                positionals: [idPositional], example: "giveaways favorite 525"),
            CommandDescription(
                name: "unfavorite", summary: "Remove a giveaway from the favourites.",
                positionals: [idPositional], example: "giveaways unfavorite 525"),
            CommandDescription(
                name: "favorites", summary: "List the favourite giveaways.",
                options: [.json], example: "giveaways favorites --json"),
        ],
        notes: ["platforms: " + Platform.all.map(\.slug).joined(separator: ", ")])

    private static let idPositional = CommandPositional(
        name: "ID", help: "A giveaway's id (a number), as list prints it first.",
        completion: .ids)
}
