import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryPresentation
import Terminal

/// How lawmaker rows look in every directory list: a favourite mark, the name, the party
/// and the district.
@MainActor
enum DirectoryRowLayout {
    /// The cells of `row` for the terminal's width: the name (with a star for a favourite),
    /// the party (unless `showsParty` is false) and, from 60 columns on, without the party or
    /// when `searchesDistricts` (a search that may have matched the district), the district.
    ///
    /// NB: below 60 columns one cell follows the name; in a search of districts it is the
    /// district, so a row matched on its district shows what matched.
    static func columns(
        _ row: DirectoryPersonRow, capabilities: TerminalCapabilities, showsParty: Bool = true,
        searchesDistricts: Bool = false
    ) -> [String] {
        let name = row.isFavorite ? row.name + (capabilities.usesUnicode ? " ★" : " *") : row.name
        let party = showsParty ? [row.party] : []
        if capabilities.width < 60 {
            return [name] + (showsParty && !searchesDistricts ? party : [row.district])
        }
        return [name] + party + [row.district]
    }
}
