import DirectoryDomain
import SpreadsheetKit

/// The link columns shared by the `congressman` and `groups` sheets.
enum ContactColumns {
    /// Header name → link kind, in the order links are listed.
    static let links: [(column: String, kind: ContactLink.Kind)] = [
        ("email", .email), ("web", .homepage), ("blog", .blog), ("cafe", .cafe),
        ("youtube", .youtube), ("twitter", .twitter), ("facebook", .facebook),
        ("instagram", .instagram), ("kakao", .kakao), ("cyworld", .cyworld),
    ]

    /// The links of the non-empty link cells of `row`, in ``links`` order.
    static func contactLinks(in table: DirectorySheetTable, row: XLSXRow) -> [ContactLink] {
        links.compactMap { column, kind in
            table.text(column, in: row).map { ContactLink(kind: kind, value: $0) }
        }
    }

    /// Parses a phone cell, adding a warning for each rejected part.
    static func phones(
        _ text: String?, kind: Phone.Kind, column: String, place: String,
        warnings: inout [String]
    ) -> [Phone] {
        let result = PhoneListParser.parse(text, kind: kind)
        for part in result.rejected {
            warnings.append(
                "\(place): \"\(part)\" in \(column) is not a phone number or a range like "
                    + "02-784-2747~9, so it was skipped.")
        }
        return result.phones
    }
}
