import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryPresentation
import TerminalKit

/// How lawmaker rows look in every directory list: a favourite mark, the name, the party
/// and the district.
@MainActor
enum DirectoryRowLayout {
    /// The cells of `row` for the terminal's width: the name (with a star for a favourite),
    /// the party (unless `showsParty` is false) and, from 60 columns on or without the
    /// party, the district.
    static func columns(
        _ row: DirectoryPersonRow, capabilities: TerminalCapabilities, showsParty: Bool = true
    ) -> [String] {
        let name = row.isFavorite ? row.name + (capabilities.usesUnicode ? " ★" : " *") : row.name
        let party = showsParty ? [row.party] : []
        if capabilities.width < 60 { return [name] + (showsParty ? party : [row.district]) }
        return [name] + party + [row.district]
    }
}
