import Foundation
import Testing

@testable import CleanAppsDataCore

@Suite struct PrettyJSONWriterTests {
    /// Integers as `String(_:)` writes them: zero, both ends, every length, both signs.
    @Test func integer_generatedValues_isTheDecimalText() {
        var values = [0, 1, -1, 9, 10, -10, Int.max, Int.min, Int.max - 1, Int.min + 1]
        var power = 1
        while power <= Int.max / 10 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        var random = SystemRandomNumberGenerator()
        values += (0..<500).map { _ in Int.random(in: .min ... .max, using: &random) }
        for value in values {
            var writer = PrettyJSONWriter()

            writer.integer(value)

            #expect(String(decoding: writer.bytes, as: UTF8.self) == String(value))
        }
    }

    /// Writes an object holding `count` records, each an object with a string and a list.
    private static func writeRecords(_ count: Int, to writer: inout PrettyJSONWriter) {
        writer.object { object in
            object.member("records") {
                $0.array(0..<count) { record, index in
                    record.object { fields in
                        fields.member("name") { $0.string("홍길동 \"\(index)\"\n") }
                        fields.member("tags") { $0.array(["a", "b"]) { $0.string($1) } }
                    }
                }
            }
            object.member("total") { $0.integer(count) }
        }
        writer.endLine()
    }

    private static func wholeText(records: Int) -> [UInt8] {
        var writer = PrettyJSONWriter()
        writeRecords(records, to: &writer)
        return writer.bytes
    }

    /// The pieces a flushing writer hands over for `records` records.
    private static func pieces(records: Int, threshold: Int) -> [[UInt8]] {
        var pieces: [[UInt8]] = []
        var writer = PrettyJSONWriter(flushingEvery: threshold) { pieces.append(Array($0)) }
        writeRecords(records, to: &writer)
        writer.flush()
        return pieces
    }

    /// Nested lists `depth` deep, each holding an empty list, an empty object and a number.
    private indirect enum Nest: Encodable {
        case level(Nest?, Int)

        func encode(to encoder: any Encoder) throws {
            var list = encoder.unkeyedContainer()
            guard case .level(let inner, let number) = self else { return }
            try list.encode([Int]())
            try list.encode([String: Int]())
            try list.encode(number)
            if let inner { try list.encode(inner) }
        }

        static func of(depth: Int) -> Nest {
            (1..<depth).reduce(.level(nil, depth)) { inner, level in .level(inner, depth - level) }
        }
    }

    @Test(arguments: [1, 5, 40])
    func nestedContainers_anyDepth_matchTheEncoderByteForByte(depth: Int) throws {
        func write(_ nest: Nest, to writer: inout PrettyJSONWriter) {
            guard case .level(let inner, let number) = nest else { return }
            writer.array(0..<(inner == nil ? 3 : 4)) { writer, index in
                switch index {
                case 0: writer.array([Int]()) { $0.integer($1) }
                case 1: writer.object { _ in }
                case 2: writer.integer(number)
                default: if let inner { write(inner, to: &writer) }
                }
            }
        }
        var writer = PrettyJSONWriter()

        write(.of(depth: depth), to: &writer)

        #expect(
            writer.bytes == Array(try DocumentCoding.makeEncoder().encode(Nest.of(depth: depth))))
    }

    @Test(arguments: [0, 1, 500])
    func flushingWriter_anyDocument_handsOverTheSameBytesInOrder(records: Int) {
        let pieces = Self.pieces(records: records, threshold: 256)

        #expect(pieces.joined().elementsEqual(Self.wholeText(records: records)))
    }

    @Test func flushingWriter_longDocument_neverHoldsMuchMoreThanTheThreshold() {
        let threshold = 256

        let pieces = Self.pieces(records: 500, threshold: threshold)

        // NB: one record is about 90 bytes: a piece may pass the threshold by one element.
        #expect(pieces.count > 100)
        #expect(pieces.allSatisfy { $0.count < threshold + 128 })
    }

    @Test func flushingWriter_afterFlush_keepsNothingBuffered() {
        var writer = PrettyJSONWriter(flushingEvery: 1_000_000) { _ in }
        Self.writeRecords(3, to: &writer)

        writer.flush()

        #expect(writer.bytes.isEmpty)
    }
}
