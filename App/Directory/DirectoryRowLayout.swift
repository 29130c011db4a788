import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryPresentation
import TerminalKit

/// How lawmaker rows look in every directory list: a favourite mark, the name, the party
/// and the district, aligned by display width; section titles between the rows.
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

    /// The current page of `rows` (numbered globally), each section's title written before
    /// its first row on the page ("ㄱ", or "ㄱ (계속)" when it began on an earlier page).
    /// Sections by party leave the party column out (`showsParty` false).
    static func lines(
        sections: [DirectoryRowSection], page: PagedList, terminal: any Terminal,
        showsParty: Bool = true
    ) -> [String] {
        let capabilities = terminal.capabilities
        let rows = sections.flatMap(\.rows)
        var titles: [Int: (title: String, isStart: Bool)] = [:]
        var start = 0
        for section in sections {
            for offset in section.rows.indices {
                titles[start + offset] = (section.title, offset == 0)
            }
            start += section.rows.count
        }
        let cells = rows.map { columns($0, capabilities: capabilities, showsParty: showsParty) }
        let rendered = page.render(
            cells, alignments: [], flexibleColumn: cells.first.map { $0.count - 1 } ?? 0,
            capabilities: capabilities)
        var lines: [String] = []
        for (index, line) in zip(page.visibleRange, rendered) {
            if let title = titles[index], title.isStart || index == page.visibleRange.lowerBound {
                let text = TerminalText.sanitize(title.title) + (title.isStart ? "" : " (계속)")
                lines.append(terminal.style.bold(text))
            }
            lines.append(line)
        }
        return lines
    }
}
