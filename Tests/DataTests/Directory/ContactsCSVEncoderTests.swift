import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

@Suite struct ContactsCSVEncoderTests {
    @Test func sampleDirectory_headerThenOneRecordPerCard() throws {
        let directory = DirectorySamples.directory()
        let cards = directory.persons.map { ContactCard($0, in: directory) }

        let records = try Self.parse(ContactsCSVEncoder.encode(cards))

        #expect(records.first == ContactsCSVEncoder.header)
        #expect(records.count == cards.count + 1)
        #expect(records[1][0] == "홍길동")
        #expect(records[1][1] == "가나당")
        #expect(records[1][5] == "02-784-2747; 02-784-2748")
    }

    @Test func formulaLookalikes_getALeadingApostrophe() throws {
        let card = ContactCard(
            name: "=HYPERLINK(\"http://evil\",\"x\")", familyName: "", givenName: "",
            organisation: "+1", title: "-2", district: "@SUM(A1)",
            phones: [Phone(kind: .mobile, label: "", number: "\t=1")])

        let records = try Self.parse(ContactsCSVEncoder.encode([card]))

        #expect(
            Array(records[1][0...4]) == [
                "'=HYPERLINK(\"http://evil\",\"x\")", "'+1", "'-2", "'@SUM(A1)", "'\t=1",
            ])
    }

    /// Generated hostile cells read back, by an RFC 4180 reader written here, as they were
    /// (with the apostrophe where a cell starts like a formula), one record per card.
    @Test(arguments: 0..<40)
    func generatedCards_readBackCellByCell(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &+ 77)
        let cards = (0..<Int.random(in: 1...5, using: &generator)).map { _ in
            ContactCard(
                name: HostileText.random(using: &generator), familyName: "", givenName: "",
                organisation: HostileText.random(using: &generator),
                district: HostileText.random(using: &generator))
        }

        let records = try Self.parse(ContactsCSVEncoder.encode(cards))

        #expect(records.count == cards.count + 1)
        for (card, record) in zip(cards, records.dropFirst()) {
            #expect(record.count == ContactsCSVEncoder.header.count)
            #expect(record[0] == Self.defused(card.name))
            #expect(record[1] == Self.defused(card.organisation ?? ""))
            #expect(record[3] == Self.defused(card.district ?? ""))
        }
    }

    /// `text` as a cell holds it: C0 and C1 controls but tab, CR and LF dropped, then an
    /// apostrophe before a formula-like start.
    static func defused(_ text: String) -> String {
        let kept = String(
            String.UnicodeScalarView(
                text.unicodeScalars.filter {
                    !((0...0x1F).contains($0.value) || (0x7F...0x9F).contains($0.value))
                        || $0 == "\t" || $0 == "\r" || $0 == "\n"
                }))
        guard let first = kept.unicodeScalars.first, "=+-@\t\r".unicodeScalars.contains(first)
        else { return kept }
        return "'" + kept
    }

    /// An RFC 4180 reader: a UTF-8 byte order mark first, CRLF between records, fields in
    /// quotes with doubled quotes inside.
    static func parse(_ text: String) throws -> [[String]] {
        struct Malformed: Error {}
        let scalars = Array(text.unicodeScalars)
        guard scalars.first == "\u{FEFF}" else { throw Malformed() }
        var records: [[String]] = []
        var record: [String] = []
        var field = String.UnicodeScalarView()
        var quoted = false
        var afterQuote = false
        var iterator = scalars.dropFirst().makeIterator()
        var pending: Unicode.Scalar? = iterator.next()
        while let scalar = pending {
            pending = iterator.next()
            if quoted {
                if scalar == "\"" {
                    if pending == "\"" {
                        field.append("\"")
                        pending = iterator.next()
                    } else {
                        quoted = false
                        afterQuote = true
                    }
                } else {
                    field.append(scalar)
                }
                continue
            }
            switch scalar {
            case "\"":
                guard field.isEmpty, !afterQuote else { throw Malformed() }
                quoted = true
            case ",":
                record.append(String(field))
                field = String.UnicodeScalarView()
                afterQuote = false
            case "\r":
                guard pending == "\n" else { throw Malformed() }
                pending = iterator.next()
                record.append(String(field))
                records.append(record)
                record = []
                field = String.UnicodeScalarView()
                afterQuote = false
            case "\n":
                throw Malformed()
            default:
                guard !afterQuote else { throw Malformed() }
                field.append(scalar)
            }
        }
        guard !quoted, field.isEmpty, record.isEmpty else { throw Malformed() }
        return records
    }
}
