import CleanAppsCore
import GiveawaysDomain
import Terminal
import TextCommands

extension GiveawaysCommands {
    /// The giveaway a command names: its id, or `--row N`, the giveaway on row N of `list`
    /// given the same filters.
    ///
    /// NB: GamerPower's ids are numbers, so a bare number is always an id; a row is asked for
    /// by name, where the other apps tell the two apart by their shape.
    enum Pick {
        /// A giveaway id.
        case id(Int)
        /// Row `row` of `list` with `query` and `search`; `listCommand` is that list as typed.
        case row(ListRowNumber, query: GiveawayQuery, search: String, listCommand: String)

        /// The ID or `--row` (with its filters) in `arguments`: exactly one of the two, and
        /// filters only beside `--row`.
        @MainActor init(_ arguments: CommandArguments) throws {
            let id = try GiveawaysCommands.idArgument.values(in: arguments).first
            let row = try arguments.value(GiveawaysCommands.row)
            let filters = GiveawaysCommands.filterOptions.filter { arguments.options[$0] != nil }
            switch (id, row) {
            case (let id?, nil) where filters.isEmpty:
                self = .id(id)
            case (_?, nil):
                throw CommandArguments.UsageError(
                    message: "--\(filters[0]) picks a row: give it with --row N, not an ID")
            case (nil, let row?):
                var query = GiveawayQuery()
                query.platform = try arguments.value(List.platform)
                query.kind = try arguments.value(List.type)
                if let sort = try arguments.value(List.sort) { query.sort = sort }
                let listed = filters.map { name in
                    let value = arguments.options[name] ?? ""
                    return "--\(name) " + (value.contains(" ") ? "\"\(value)\"" : value)
                }
                self = .row(
                    row, query: query, search: try arguments.value(List.search) ?? "",
                    listCommand: (["cleanapps giveaways list"] + listed).joined(separator: " "))
            case (_?, _?):
                throw CommandArguments.UsageError(message: "give an ID or --row N, not both")
            case (nil, nil) where !filters.isEmpty:
                throw CommandArguments.UsageError(
                    message: "--\(filters[0]) picks a row: add --row N (or give an ID alone)")
            case (nil, nil):
                throw CommandArguments.UsageError(message: "missing ID (or --row N)")
            }
        }
    }

    /// `--row N`: a giveaway by its row in `list` (1 for the first).
    static let row = Option(
        "row", .text("N"),
        "Instead of an ID: the giveaway on row N of 'giveaways list' with the same filters."
    ) { text in
        guard (1...9).contains(text.count), text.allSatisfy(\.isASCIIDigit), let row = Int(text)
        else {
            throw CommandArguments.UsageError(message: "--row takes a row number, not '\(text)'")
        }
        return ListRowNumber(row)
    }

    /// The names of `list`'s filters, which `--row` takes too.
    static let filterOptions = ["platform", "type", "sort", "search"]

    /// `--row` and the filters of `list` it goes with.
    static let rowOptions = [
        row.described, List.platform.described, List.type.described, List.sort.described,
        List.search.described,
    ]

    /// The id `pick` names: for a row, the giveaway on that row of the filtered list.
    func giveawayID(_ pick: Pick) async throws -> Int {
        switch pick {
        case .id(let id):
            return id
        case .row(let row, let query, let search, let listCommand):
            let loaded = try await LoadGiveawaysUseCase(repository: repository).execute(query)
            let found = GiveawaySearchIndex(loaded.value).search(search)
            return try row.item(in: found, listCommand: listCommand).id
        }
    }
}
