import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation

/// The large directory workbook, written by the harness at run time from a fixed seed (never
/// committed, no external tool).
///
/// Laid out like the app's `direct_democracy.xlsx`: sheets `info`, `congressman`, `groups`,
/// `events`, `normalgroups` and an unused one; header on row 2, data from row 3, column A
/// empty; shared and inline strings; formula cells with cached values; a blank row ending
/// `congressman` followed by styled empty cells the reader must ignore. Parts are deflated (see
/// ``FixedHuffmanDeflate``), so the import measures inflate, XML parsing and the merge, as
/// for a real workbook.
enum WorkbookFixture {
    static let version = "1.9.0"

    /// Writes a workbook with `persons` members into `folder` and returns its URL.
    static func make(persons: Int, seed: UInt64 = 7, in folder: URL) throws -> URL {
        let file = folder.appendingPathComponent("directory-v\(version).xlsx")
        try write(persons: persons, seed: seed, to: file)
        return file
    }

    /// Writes a workbook with `persons` members to `file`.
    static func write(persons: Int, seed: UInt64 = 7, to file: URL) throws {
        try Data(workbook(persons: persons, seed: seed).archive()).write(to: file)
    }

    /// The workbook's sheets, not yet zipped.
    private static func workbook(persons count: Int, seed: UInt64) -> WorkbookWriter {
        var random = SeededGenerator(seed: seed)
        let members = WorkbookMember.make(count: count, using: &random)
        var workbook = WorkbookWriter()
        workbook.addSheet("info", rows: infoRows())
        workbook.addSheet("congressman", rows: congressmanRows(members, using: &random))
        workbook.addSheet("groups", rows: groupRows(using: &random))
        workbook.addSheet(
            "events", rows: headerRows("no", "name", "sheet", "detail") + [eventRow])
        workbook.addSheet("normalgroups", rows: committeeRows(members, using: &random))
        let unusedRow: [WorkbookCell?] = [nil, .number(1), .text("사용하지 않는 시트")]
        workbook.addSheet("20", rows: headerRows("no", "name") + [unusedRow])
        return workbook
    }

    private static let eventRow: [WorkbookCell?] = [
        nil, .number(1), .text("상임위원회"), .text("normalgroups"),
    ]

    /// A row of text cells from column B on (column A stays empty, as in the original).
    private static func textRow(_ values: [String]) -> [WorkbookCell?] {
        [nil] + values.map { .text($0) }
    }

    /// An empty row 1 and the header row 2 naming the columns from B on.
    private static func headerRows(_ names: String...) -> [[WorkbookCell?]] {
        [[], textRow(names)]
    }

    private static func optionalText(_ value: String?) -> WorkbookCell? {
        value.map { .text($0) }
    }

    private static func infoRows() -> [[WorkbookCell?]] {
        [
            [],
            textRow(["version", version]),
            textRow(["notice", "샘플 데이터입니다 & 실제 인물이 아닙니다.\n이름과 연락처는 모두 가상입니다."]),
            textRow(["notice_date", "11/21/26"]),
            textRow(["patch", "\n1. 샘플 데이터 갱신"]),
        ]
    }

    /// One row per member: `no` counts up by formula after the first row, some `group`
    /// cells look the party up in `groups` by formula, some phones are inline strings.
    private static func congressmanRows(
        _ members: [WorkbookMember], using random: inout SeededGenerator
    ) -> [[WorkbookCell?]] {
        var rows = headerRows(
            "no", "name", "title", "group", "field", "mobile", "office_asm",
            "office_area", "email", "twitter", "facebook", "kakao", "instagram",
            "youtube", "web", "blog", "cafe", "cyworld")
        rows.reserveCapacity(members.count + 4)
        for (index, member) in members.enumerated() {
            let rowNumber = index + 3
            let no: WorkbookCell =
                index == 0 ? .number(1) : .formula("B\(rowNumber - 1)+1", cached: index + 1)
            let group: WorkbookCell =
                random.chance(percent: 70)
                ? .number(member.party)
                : .formula("groups!$B$\(member.party + 2)", cached: member.party)
            let mobile: WorkbookCell =
                random.chance(percent: 80)
                ? .text(member.assemblyPhone) : .inlineText(member.assemblyPhone)
            let row: [WorkbookCell?] = [
                nil, no, .text(member.name), .text("국회의원"), group, .text(member.district), mobile,
                nil, optionalText(member.districtPhone), optionalText(member.email),
                optionalText(member.twitter), optionalText(member.facebook), nil,
                optionalText(member.instagram), optionalText(member.youtube),
                optionalText(member.homepage), optionalText(member.blog),
            ]
            rows.append(row)
        }
        rows.append([])  // the blank row that ends the table
        // Styled empty cells after the end, as real workbooks carry down to row 999.
        rows.append([nil, .styledEmpty, .styledEmpty, .styledEmpty])
        return rows
    }

    private static func groupRows(using random: inout SeededGenerator) -> [[WorkbookCell?]] {
        var rows = headerRows(
            "no", "title", "detail", "office", "email", "twitter", "facebook", "kakao",
            "instagram", "youtube", "web", "blog", "café", "cyworld")
        for (index, party) in WorkbookMember.parties.enumerated() {
            let office =
                "02-\(Int.random(in: 200...999, using: &random))-"
                + "\(Int.random(in: 1000...9999, using: &random))"
            rows.append([
                nil, .number(index + 1), .text(party), nil, .text(office), nil,
                .text("party\(index + 1)"), nil, nil, nil, nil,
                .text("https://party\(index + 1).example.kr"),
            ])
        }
        return rows
    }

    /// Each committee's first row carries its title and web page, every row one member
    /// (10 to 24 distinct members a committee, by `congressman` no).
    private static func committeeRows(
        _ members: [WorkbookMember], using random: inout SeededGenerator
    ) -> [[WorkbookCell?]] {
        var rows = headerRows(
            "no", "title", "memberid", "member_sheet", "opinion", "detail", "web",
            "name")
        for (index, title) in WorkbookMember.committees.enumerated() {
            let size = min(members.count, Int.random(in: 10...24, using: &random))
            var chosen: Set<Int> = []
            while chosen.count < size {
                chosen.insert(Int.random(in: 0..<members.count, using: &random))
            }
            let web = "https://committee.example.kr/\(index + 1)"
            for (position, member) in chosen.sorted().enumerated() {
                // Only a committee's first row names it, its member sheet and its web page.
                let first = position == 0
                let row: [WorkbookCell?] = [
                    nil, .number(index + 1), first ? .text(title) : nil, .number(member + 1),
                    first ? .text("congressman") : nil, nil, nil, first ? .text(web) : nil,
                    .text(members[member].name),
                ]
                rows.append(row)
            }
        }
        return rows
    }
}
