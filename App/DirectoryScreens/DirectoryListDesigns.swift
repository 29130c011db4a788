import CleanAppsCore
import DirectoryDomain
import DirectoryPresentation
import Terminal
import TextScreens

/// How the Directory's plain lists look: the parties, the committees and the favourites are
/// one ``LoadedListScreen`` each, told apart only here.
@MainActor
enum DirectoryListDesigns {
    /// The parties (정당) with their member counts.
    static let parties = LoadedListScreen<DirectoryPartyRow>.Design(
        title: "정당 · Parties", columns: [.text, .amount],
        cells: { row, _ in [row.name, "\(row.memberCount)명"] },
        emptyText: ["  데이터 없음"],
        opens: "opens that party: its phones, links and members")

    /// The committees (위원회) and bills (법안) with their member counts.
    static let committees = LoadedListScreen<DirectoryCommitteeRow>.Design(
        title: "위원회 · Committees", columns: [.text, .figure, .amount],
        cells: { row, _ in [row.title, row.groupName, "\(row.memberCount)명"] },
        emptyText: ["  This workbook lists no committees."],
        opens: "opens that committee or bill: its members with their parties and phones",
        about: """
            Committees (상임위원회, 특별위원회) come first, then bills (특별법안, 개정법률안).
            """)

    /// The favourite lawmakers, oldest first.
    static let favorites = LoadedListScreen<DirectoryPersonRow>.Design(
        title: "즐겨찾기 · Favourites", columns: [.text, .text, .text],
        cells: { row, capabilities in DirectoryRowLayout.columns(row, capabilities: capabilities) },
        emptyText: ["  즐겨찾기 없음", "  국회의원을 즐겨찾기에 추가하면 여기에 표시됩니다"],
        opens: "opens that lawmaker",
        about: """
            Your favourite lawmakers, oldest first; they are kept between runs and stay with \
            the same person when a newer workbook renumbers the rows.
            """)
}
