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

    /// The non-empty link cells of `row`, in ``links`` order, each as written.
    static func linkCells(in table: DirectorySheetTable, row: XLSXRow) -> [ContactLink] {
        links.compactMap { column, kind in
            table.text(column, in: row).map { ContactLink(kind: kind, value: $0) }
        }
    }

    /// The links of `cells`: an e-mail cell gives one link per address (a part that is no
    /// address is skipped with a warning); another cell is kept as written, with a warning
    /// when it makes no address to open.
    static func links(
        _ cells: [ContactLink], place: DirectoryRowPlace, warnings: inout [String]
    ) -> [ContactLink] {
        var result: [ContactLink] = []
        for cell in cells {
            let column = links.first { $0.kind == cell.kind }?.column ?? cell.kind.rawValue
            guard cell.kind == .email else {
                result.append(cell)
                if !cell.opensAddress {
                    warnings.append(
                        place.warning(
                            column: column, value: cell.value,
                            "is not a usable link (a web address or an account name), so it "
                                + "is shown as written with nothing to open"))
                }
                continue
            }
            let parsed = EmailAddressList.parse(cell.value)
            result += parsed.addresses.map { ContactLink(kind: .email, value: $0) }
            for part in parsed.rejected {
                warnings.append(
                    place.warning(
                        column: column, value: part,
                        "is not an e-mail address, so it was skipped"))
            }
        }
        return result
    }

    /// Parses a phone cell, adding a warning for each rejected part.
    static func phones(
        _ text: String?, kind: Phone.Kind, column: String, place: DirectoryRowPlace,
        warnings: inout [String]
    ) -> [Phone] {
        let result = PhoneListParser.parse(text, kind: kind)
        for part in result.rejected {
            warnings.append(
                place.warning(
                    column: column, value: part,
                    "is not a phone number or a range like 02-784-2747~9, so it was skipped"))
        }
        return result.phones
    }
}
