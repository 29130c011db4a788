import DirectoryDomain
import Foundation

/// Writes contact cards as CSV for spreadsheets: RFC 4180 with a header row.
///
/// - Columns: ``header``. Several numbers of one kind, several addresses or links share a
///   cell, separated by "; ".
/// - Fields holding `,`, `"`, CR or LF are quoted, with `"` doubled; records end in CRLF.
///   Control characters other than tab, CR and LF are dropped (the file may be printed).
/// - Formula injection: a cell starting with `=`, `+`, `-`, `@`, a tab or CR gets a leading
///   apostrophe (`'=1+2`), which spreadsheets show as text instead of running it (the OWASP
///   advice). The apostrophe stays visible in the cell; it is only added where a cell would
///   otherwise be read as a formula (a phone number written "+82…" among them).
/// - The file starts with a UTF-8 byte order mark, without which Excel reads UTF-8 as the
///   local code page and garbles Korean names.
public enum ContactsCSVEncoder {
    /// The header row.
    public static let header = [
        "name", "party", "title", "district", "mobile", "assembly_office", "district_office",
        "main_number", "email", "links",
    ]

    /// The CSV text of `cards`, header first.
    public static func encode(_ cards: [ContactCard]) -> String {
        var text = "\u{FEFF}" + record(header)
        for card in cards {
            let numbers = { (kind: Phone.Kind) in
                card.phones.filter { $0.kind == kind }.map(\.number).joined(separator: "; ")
            }
            text += record([
                card.name, card.organisation ?? "", card.title ?? "", card.district ?? "",
                numbers(.mobile), numbers(.assemblyOffice), numbers(.districtOffice),
                numbers(.mainNumber), card.emails.joined(separator: "; "),
                card.urls.joined(separator: "; "),
            ])
        }
        return text
    }

    /// One record: each field made safe and quoted when needed, CRLF at the end.
    static func record(_ fields: [String]) -> String {
        fields.map { quote(defuse(withoutControls($0))) }.joined(separator: ",") + "\r\n"
    }

    /// `field` without control characters other than tab, CR and LF, so the file is safe to
    /// print on a terminal (`--out -`).
    static func withoutControls(_ field: String) -> String {
        String(
            String.UnicodeScalarView(
                field.unicodeScalars.filter {
                    $0.properties.generalCategory != .control
                        || "\t\r\n".unicodeScalars.contains($0)
                }))
    }

    /// `field` with a leading apostrophe when a spreadsheet would read it as a formula.
    static func defuse(_ field: String) -> String {
        guard let first = field.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first)
        else { return field }
        return "'" + field
    }

    /// `field` quoted (with `"` doubled) when it holds `,`, `"`, CR or LF.
    static func quote(_ field: String) -> String {
        guard field.unicodeScalars.contains(where: { ",\"\r\n".unicodeScalars.contains($0) })
        else { return field }
        return "\"" + field.replacingOccurrences(of: "\"", with: "\"\"") + "\""
    }
}
