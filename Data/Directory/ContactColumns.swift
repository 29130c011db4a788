import DirectoryDomain
import Spreadsheet

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
        linkCells(at: linkColumns(in: table), in: row)
    }

    /// A link column of a sheet: its number and the kind of link it holds.
    struct LinkColumn {
        let column: Int
        let kind: ContactLink.Kind
    }

    /// The link columns `table` has, in ``links`` order.
    static func linkColumns(in table: DirectorySheetTable) -> [LinkColumn] {
        links.compactMap { name, kind in
            table.columns[name].map { LinkColumn(column: $0, kind: kind) }
        }
    }

    /// The non-empty cells of `row` in `columns` (from ``linkColumns(in:)``), each as written.
    static func linkCells(at columns: [LinkColumn], in row: XLSXRow) -> [ContactLink] {
        columns.compactMap { link in
            DirectorySheetTable.text(at: link.column, in: row).map {
                ContactLink(kind: link.kind, value: $0)
            }
        }
    }

    /// The links of `cells`: an e-mail cell gives one link per address (a part that is no
    /// address is skipped with a warning); another cell is kept as written, with a warning
    /// when it makes no address to open.
    static func links(
        _ cells: [ContactLink], place: DirectoryRowPlace, warnings: inout [String]
    ) -> [ContactLink] {
        // NB: most rows keep their cells as they are, and share their storage.
        var result = cells
        var shift = 0
        for (index, cell) in cells.enumerated() {
            guard cell.kind == .email else {
                if !cell.opensAddress {
                    warnings.append(
                        place.warning(
                            column: column(of: cell.kind), value: cell.value,
                            "is not a usable link (a web address or an account name), so it "
                                + "is shown as written with nothing to open"))
                }
                continue
            }
            let parsed = EmailAddressList.parse(cell.value)
            if parsed.addresses.count != 1 || parsed.addresses[0] != cell.value {
                result.replaceSubrange(
                    (index + shift)...(index + shift),
                    with: parsed.addresses.map { ContactLink(kind: .email, value: $0) })
                shift += parsed.addresses.count - 1
            }
            for part in parsed.rejected {
                warnings.append(
                    place.warning(
                        column: column(of: .email), value: part,
                        "is not an e-mail address, so it was skipped"))
            }
        }
        return result
    }

    /// The header name of the link column of `kind`.
    private static func column(of kind: ContactLink.Kind) -> String {
        links.first { $0.kind == kind }?.column ?? kind.rawValue
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
