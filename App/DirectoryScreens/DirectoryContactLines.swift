import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryPresentation
import TerminalKit

/// The contact blocks of the person and party screens: phones with their `tel:`/`sms:`
/// URIs, e-mail and SMS, and numbered links, each under its Korean heading.
@MainActor
enum DirectoryContactLines {
    /// "전화" and one aligned line per phone: label, number, `tel:` and `sms:` URIs.
    static func phones(_ phones: [DirectoryPhoneRow], terminal: any Terminal) -> [String] {
        guard !phones.isEmpty else { return [] }
        let table = phones.map { phone in
            [
                phone.label, phone.number,
                ([phone.telURI] + [phone.smsURI].compactMap { $0 })
                    .joined(separator: "  "),
            ]
        }
        return [terminal.style.bold("전화")] + aligned(table)
    }

    /// "메세지" and one line per way to write: e-mail (`mailto:`) and SMS (`sms:`).
    static func messages(_ messages: [DirectoryMessageRow], terminal: any Terminal) -> [String] {
        guard !messages.isEmpty else { return [] }
        let table = messages.map { [$0.label, $0.value, $0.uri ?? "(not an address)"] }
        return [terminal.style.bold("메세지")] + aligned(table)
    }

    /// The links grouped under 사이트, 소셜네트워크 and 검색: number, label and the short form of
    /// the address (Unicode host, no scheme), each line cut with "…" to the terminal's
    /// width, never wrapped inside an address. `o N` prints link N's full address (and a
    /// social account's app link).
    static func links(_ links: [DirectoryLinkRow], terminal: any Terminal) -> [String] {
        var lines: [String] = []
        let capabilities = terminal.capabilities
        for group in [DirectoryLinkRow.Group.sites, .social, .search] {
            let rows = links.filter { $0.group == group }
            guard !rows.isEmpty else { continue }
            lines.append(terminal.style.bold(group.rawValue))
            let table = rows.map { row in
                let number = row.number.map { "\($0)" } ?? "-"
                return [number, row.label, row.display]
            }
            lines += aligned(table, firstAlignment: .right).map {
                TerminalText.truncate(
                    $0, toWidth: capabilities.width, usesUnicode: capabilities.usesUnicode)
            }
        }
        return lines
    }

    /// Rows of cells, sanitized, padded by display width, two spaces apart, indented.
    static func aligned(
        _ table: [[String]], firstAlignment: TerminalText.Alignment = .left
    ) -> [String] {
        let cells = table.map { $0.map { TerminalText.sanitize($0) } }
        let count = cells.map(\.count).max() ?? 0
        let widths = (0..<count).map { column in
            cells.map { $0.indices.contains(column) ? TerminalText.displayWidth($0[column]) : 0 }
                .max() ?? 0
        }
        return cells.map { row in
            var line = "  "
            for (column, cell) in row.enumerated() {
                let isLast = column == row.count - 1
                let alignment = column == 0 ? firstAlignment : .left
                if widths[column] == 0 { continue }
                line +=
                    isLast
                    ? cell
                    : TerminalText.pad(cell, toWidth: widths[column], alignment: alignment) + "  "
            }
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
