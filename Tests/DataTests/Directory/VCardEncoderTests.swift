import CleanAppsTestSupport
import DirectoryDomain
import DirectoryTestSupport
import Foundation
import Testing

@testable import DirectoryData

@Suite struct VCardEncoderTests {
    @Test func sampleCard_readsBackWithEveryField() throws {
        let directory = DirectorySamples.directory()
        let hong = try #require(directory.person(PersonID(rawValue: "홍길동")))

        let cards = try VCardReader.read(
            Data(VCardEncoder.encode([ContactCard(hong, in: directory)]).utf8))

        let card = try #require(cards.first)
        #expect(cards.count == 1)
        #expect(Self.values("FN", card) == ["홍길동"])
        #expect(card.first { $0.name == "N" }?.components == ["홍", "길동", "", "", ""])
        #expect(Self.values("ORG", card) == ["가나당"])
        #expect(Self.values("TITLE", card) == ["국회의원"])
        #expect(Self.values("NOTE", card) == ["선거구 서울 종로구"])
        #expect(Self.values("TEL", card) == ["010-1234-5678", "02-784-2747", "02-784-2748"])
        #expect(
            card.filter { $0.name == "TEL" }.map { $0.parameters["TYPE"] }
                == ["cell,voice,text", "work,voice", "work,voice"])
        #expect(Self.values("EMAIL", card) == ["hong@example.org"])
        #expect(
            Self.values("URL", card) == ["https://hong.example.org", "https://twitter.com/hong"])
    }

    @Test func specialCharacters_areEscaped() {
        let card = ContactCard(name: "a,b;c\\d\ne", familyName: "a", givenName: "b")

        let lines = VCardEncoder.lines(of: card)

        #expect(lines.contains("FN:a\\,b\\;c\\\\d\\ne"))
    }

    @Test func longKoreanLine_foldsAt75OctetsOnCharacterBoundaries() throws {
        let card = ContactCard(
            name: String(repeating: "가", count: 60), familyName: "가", givenName: "나")

        let text = VCardEncoder.encode([card])

        let lines = text.components(separatedBy: "\r\n").dropLast()
        #expect(lines.allSatisfy { $0.utf8.count <= 75 })
        #expect(lines.filter { $0.hasPrefix(" 가") }.count >= 2)
        let cards = try VCardReader.read(Data(text.utf8))
        #expect(cards.first?.first { $0.name == "FN" }?.text == card.name)
    }

    /// Cards of hostile text (controls, separators, long lines, any scalar) read back as
    /// written, line breaks as "\n" and other control characters gone, and no outside text
    /// starts a property of its own.
    @Test(arguments: 0..<60)
    func generatedCards_readBackByAnIndependentParser(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed) &* 7_919)
        let cards = (0..<Int.random(in: 1...4, using: &generator)).map { _ in
            Self.card(using: &generator)
        }

        let read = try VCardReader.read(Data(VCardEncoder.encode(cards).utf8))

        #expect(read.count == cards.count)
        for (card, properties) in zip(cards, read) {
            #expect(Self.values("FN", properties) == [Self.expected(card.name)])
            #expect(
                properties.first { $0.name == "N" }?.components
                    == [card.familyName, card.givenName, "", "", ""].map(Self.expected))
            #expect(
                Self.values("ORG", properties)
                    == [card.organisation].compactMap { $0 }.map(Self.expected))
            #expect(Self.values("TEL", properties) == card.phones.map { Self.expected($0.number) })
            #expect(Self.values("EMAIL", properties) == card.emails.map(Self.expected))
            #expect(
                Set(properties.map(\.name)).isSubset(of: [
                    "FN", "N", "ORG", "TITLE", "NOTE", "TEL", "EMAIL", "URL",
                ]))
        }
    }

    static func card(using generator: inout SeededGenerator) -> ContactCard {
        let text = { (generator: inout SeededGenerator) in
            HostileText.random(using: &generator, maximumPieces: 3)
        }
        return ContactCard(
            name: text(&generator), familyName: text(&generator), givenName: text(&generator),
            organisation: Bool.random(using: &generator) ? text(&generator) : nil,
            title: text(&generator), district: text(&generator),
            phones: (0..<Int.random(in: 0...3, using: &generator)).map { _ in
                Phone(
                    kind: Phone.Kind.allCases.randomElement(using: &generator) ?? .mobile,
                    label: "x", number: text(&generator))
            },
            emails: [text(&generator)], urls: [])
    }

    /// What a text value reads back as: CR LF, CR, LF, NEL, LS and PS become "\n", other
    /// control characters are dropped.
    static func expected(_ text: String) -> String {
        var result = String.UnicodeScalarView()
        var previous: Unicode.Scalar?
        for scalar in text.unicodeScalars {
            defer { previous = scalar }
            switch scalar {
            case "\r", "\u{85}", "\u{2028}", "\u{2029}": result.append("\n")
            case "\n": if previous != "\r" { result.append("\n") }
            default:
                if scalar.properties.generalCategory != .control { result.append(scalar) }
            }
        }
        return String(result)
    }

    static func values(_ name: String, _ properties: [VCardReader.Property]) -> [String] {
        properties.filter { $0.name == name }.map(\.text)
    }
}
