import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore
@testable import GiveawaysData

/// The direct list reader against `JSONDecoder` on real answers, generated hostile answers
/// and their mutations: the same items and total, or a refusal where `JSONDecoder` refuses.
@Suite struct GiveawaysDirectDecodingTests {
    private func fixture(_ name: String) throws -> Foundation.Data {
        let root = try #require(Bundle.module.url(forResource: "Fixtures", withExtension: nil))
        return try Foundation.Data(contentsOf: root.appendingPathComponent("Giveaways/\(name)"))
    }

    private static func direct(_ body: Foundation.Data) -> LossyList<GiveawayDTO>? {
        try? JSONByteReader.read(body) { reader throws(JSONReadError) in
            try LossyList(reading: &reader)
        }
    }

    private static func reference(_ body: Foundation.Data) -> LossyList<GiveawayDTO>? {
        try? GiveawaysDecoding.listDTOThroughJSONDecoder(from: body)
    }

    private static let values = [
        "null", "true", "7", "-3", "\"12\"", "\" 12\"", "\"x\"", "\"\"", "[1,{\"a\":[]}]",
        "{\"id\":1}", #""https:\/\/www.gamerpower.com\/open\/x""#, #""\u00e9\uD83D\uDE00 \"q\"""#,
        "\"홍길동\"", "2147483648", "1.5", "9223372036854775808", "0",
    ]
    private static let names = GiveawayDTO.CodingKeys.allNames + ["extra", "ID", "Title"]

    /// A list answer of random items: any key with any kind of value, repeats, unknown keys,
    /// and elements that are not objects.
    private static func answer(_ generator: inout SeededGenerator) -> String {
        let items = (0..<Int.random(in: 0...6, using: &generator)).map { _ -> String in
            if Int.random(in: 0..<6, using: &generator) == 0 {
                return values.randomElement(using: &generator)!
            }
            let members = (0..<Int.random(in: 0...8, using: &generator)).map { _ in
                "\"\(names.randomElement(using: &generator)!)\": "
                    + values.randomElement(using: &generator)!
            }
            return "{" + members.joined(separator: ", ") + "}"
        }
        return "[" + items.joined(separator: ",\n") + "]"
    }

    // NB: giveaways-2022-09-14.json is byte for byte the bundled snapshot.
    @Test(arguments: ["giveaways-2022-09-14.json", "giveaways-2026-09-sample.json"])
    func read_realAnswer_givesWhatJSONDecoderGives(name: String) throws {
        let body = try fixture(name)

        let direct = try #require(Self.direct(body))

        #expect(direct == Self.reference(body))
        #expect(direct.total > 0)
    }

    @Test func read_generatedAnswers_givesWhatJSONDecoderGives() {
        var generator = SeededGenerator(seed: 0x6A3E_5011)
        var accepted = 0

        for _ in 0..<400 {
            let body = Foundation.Data(Self.answer(&generator).utf8)

            let reference = Self.reference(body)
            if let direct = Self.direct(body) {
                accepted += 1
                #expect(direct == reference, "\(String(decoding: body, as: UTF8.self))")
            }
            #expect((try? GiveawaysDecoding.listDTO(from: body)) == reference)
        }

        #expect(accepted > 100)
    }

    @Test func read_mutatedRealAnswer_refusesWhereJSONDecoderRefuses() throws {
        let original = Array(try fixture("giveaways-2026-09-sample.json"))
        var generator = SeededGenerator(seed: 0xF11B)
        var refusedByBoth = 0

        for _ in 0..<150 {
            for mutated in JSONByteReaderStrictnessTests.mutations(of: original, &generator) {
                let body = Foundation.Data(mutated)

                let reference = Self.reference(body)
                if let direct = Self.direct(body) { #expect(direct == reference) }
                let final = try? GiveawaysDecoding.listDTO(from: body)

                #expect(final == reference)
                if reference == nil { refusedByBoth += final == nil ? 1 : 0 }
            }
        }

        #expect(refusedByBoth > 100)
    }

    @Test func listDTO_damagedAnswer_throwsJSONDecodersError() {
        let body = Foundation.Data(#"[{"id": 1, "title": "x"}"#.utf8)

        #expect(throws: DecodingError.self) { try GiveawaysDecoding.listDTO(from: body) }
    }

    @Test(
        arguments: [
            (#"[{"id":1.0,"title":"x"}]"#, 1), (#"[{"id":1.5,"title":"x"}]"#, nil),
            (#"[{"users":1e2,"title":"x"}]"#, nil),
        ] as [(String, Int?)])
    func listDTO_numberWithFraction_isDecidedByJSONDecoder(text: String, id: Int?) throws {
        let body = Foundation.Data(text.utf8)

        let list = try GiveawaysDecoding.listDTO(from: body)

        #expect(Self.direct(body) == nil)
        #expect(list.elements.first?.id == id)
        #expect(list == Self.reference(body))
    }
}
