import CleanAppsTestSupport
import Foundation
import Testing

@testable import CleanAppsDataCore

/// The reader against `JSONDecoder` on seeded random documents and their mutations: what the
/// reader accepts, `JSONDecoder` accepts with the same value (never the other way round).
@Suite struct JSONByteReaderStrictnessTests {
    private static let stringPieces = [
        "a", "Z", " ", "홍", "😀", "é", #"\n"#, #"\u00e9"#, #"\uD83D\uDE00"#, #"\""#, #"\/"#,
        #"\\"#, #"\u0000"#, #"\t"#, "\u{7F}", "\u{202E}",
    ]
    private static let numbers = [
        "0", "-0", "12", "-7", "3.25", "1e3", "-2.5E-3", "9223372036854775807", "0.1",
        "123456789012345678901234567890", "1E+2",
    ]
    private static let keys = ["a", "b", "id", #"\u0061"#, "홍"]
    /// Bytes that make or break JSON when they land in the wrong place.
    private static let sharpBytes: [UInt8] =
        Array(#"[]{},:"\-.e0 tn"#.utf8) + [0xFF, 0xC3, 0x01, 0x09]

    static func string(_ generator: inout SeededGenerator) -> String {
        let count = Int.random(in: 0...4, using: &generator)
        return "\""
            + (0..<count).map { _ in stringPieces.randomElement(using: &generator)! }
            .joined() + "\""
    }

    static func document(_ generator: inout SeededGenerator, depth: Int = 0) -> String {
        let roll = Int.random(in: 0..<(depth > 3 ? 5 : 8), using: &generator)
        switch roll {
        case 0: return "null"
        case 1: return Bool.random(using: &generator) ? "true" : "false"
        case 2, 3: return numbers.randomElement(using: &generator)!
        case 4: return string(&generator)
        case 5:
            let count = Int.random(in: 0...3, using: &generator)
            return "["
                + (0..<count).map { _ in document(&generator, depth: depth + 1) }
                .joined(separator: ", ") + "]"
        default:
            let count = Int.random(in: 0...4, using: &generator)
            return "{"
                + (0..<count).map { _ in
                    "\"\(keys.randomElement(using: &generator)!)\" : "
                        + document(&generator, depth: depth + 1)
                }.joined(separator: ",") + "}"
        }
    }

    /// Truncations, byte flips, deletions and insertions of `bytes`.
    static func mutations(of bytes: [UInt8], _ generator: inout SeededGenerator) -> [[UInt8]] {
        guard !bytes.isEmpty else { return [] }
        var result: [[UInt8]] = []
        for _ in 0..<6 {
            var mutated = bytes
            let position = Int.random(in: 0..<mutated.count, using: &generator)
            switch Int.random(in: 0..<4, using: &generator) {
            case 0: mutated.removeSubrange(position...)
            case 1: mutated[position] = sharpBytes.randomElement(using: &generator)!
            case 2: mutated.remove(at: position)
            default: mutated.insert(sharpBytes.randomElement(using: &generator)!, at: position)
            }
            result.append(mutated)
        }
        return result
    }

    static func readByReader(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONByteReader.read(Data(bytes)) { reader throws(JSONReadError) in
            try JSONValue(reading: &reader)
        }
    }

    static func readByDecoder(_ bytes: [UInt8]) -> JSONValue? {
        try? JSONDecoder().decode(JSONValue.self, from: Data(bytes))
    }

    @Test func read_generatedDocuments_givesWhatJSONDecoderGives() {
        var generator = SeededGenerator(seed: 0x4A53_4F4E)

        for _ in 0..<400 {
            let text = Self.document(&generator)
            let bytes = Array(text.utf8)

            let direct = Self.readByReader(bytes)

            #expect(direct != nil, "refused: \(text)")
            #expect(
                direct?.firstMembersOnly == Self.readByDecoder(bytes)?.firstMembersOnly, "\(text)")
        }
    }

    @Test func read_mutatedDocuments_acceptsOnlyWhatJSONDecoderAccepts() {
        var generator = SeededGenerator(seed: 0xBAD_5EED)
        var accepted = 0
        var refused = 0

        for _ in 0..<600 {
            let bytes = Array(Self.document(&generator).utf8)
            for mutated in Self.mutations(of: bytes, &generator) {
                guard let direct = Self.readByReader(mutated) else {
                    refused += 1
                    continue
                }
                accepted += 1
                #expect(
                    Self.readByDecoder(mutated)?.firstMembersOnly == direct.firstMembersOnly,
                    "\(mutated)")
            }
        }

        #expect(accepted > 200)
        #expect(refused > 1_000)
    }

    @Test(arguments: [
        #"{"a":1,"x":[1,]}"#, #"{"a":1,"x":"\x"}"#, #"{"a":1,"x":01}"#, #"{"a":1,"x":-}"#,
        #"{"a":1,"x":"\ud800"}"#,
    ])
    func read_whatJSONDecoderOnlySkips_isRefusedHere(text: String) throws {
        struct OnlyA: Decodable { var a: Int }

        let decoded = try JSONDecoder().decode(OnlyA.self, from: Data(text.utf8))

        #expect(decoded.a == 1)
        #expect(Self.readByReader(Array(text.utf8)) == nil)
    }
}
