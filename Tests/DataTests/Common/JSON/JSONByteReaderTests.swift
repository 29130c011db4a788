import Foundation
import Testing

@testable import CleanAppsDataCore

@Suite struct JSONByteReaderTests {
    /// Reads `text` whole, as a value of any kind, returning its canonical form.
    private static func read(_ bytes: [UInt8]) throws(JSONReadError) -> JSONValue {
        try JSONByteReader.read(Data(bytes)) { reader throws(JSONReadError) in
            try JSONValue(reading: &reader)
        }
    }

    private static func read(_ text: String) throws(JSONReadError) -> JSONValue {
        try read(Array(text.utf8))
    }

    private static func refusal(_ bytes: [UInt8]) -> JSONReadError? {
        do {
            _ = try read(bytes)
            return nil
        } catch {
            return error
        }
    }

    @Test(arguments: [
        (
            #"{"a":[1,-2,3.5e1,true,false,null,"x"]}"#,
            JSONValue.object([
                (
                    "a",
                    .array([
                        .number(1), .number(-2), .number(35), .bool(true), .bool(false),
                        .null, .string("x"),
                    ])
                )
            ])
        ),
        (" \t\r\n[ ] ", .array([])),
        ("{ }", .object([])),
        (#""\"\\\/\b\f\n\r\t\u00e9\uD83D\uDE00\u0000""#, .string("\"\\/\u{8}\u{C}\n\r\té😀\u{0}")),
        ("\"홍길동 🇰🇷\"", .string("홍길동 🇰🇷")),
        ("-0", .number(0)),
        ("0.5e-2", .number(0.005)),
        ("1E+2", .number(100)),
    ])
    func read_validDocument_givesItsValue(text: String, expected: JSONValue) throws {
        let value = try Self.read(text)

        #expect(value == expected)
    }

    @Test(arguments: [
        ("", 0, JSONReadError.Problem.unexpectedEnd),
        ("   ", 3, .unexpectedEnd),
        ("[1,]", 3, .unexpectedByte(UInt8(ascii: "]"))),
        (#"{"a":1,}"#, 7, .unexpectedByte(UInt8(ascii: "}"))),
        ("01", 1, .trailingBytes),
        ("[01]", 2, .unexpectedByte(UInt8(ascii: "1"))),
        ("-", 0, .invalidNumber),
        ("1.", 0, .invalidNumber),
        ("1e+", 0, .invalidNumber),
        (".5", 0, .unexpectedByte(UInt8(ascii: "."))),
        ("+1", 0, .unexpectedByte(UInt8(ascii: "+"))),
        ("[1] x", 4, .trailingBytes),
        ("tru", 0, .unexpectedByte(UInt8(ascii: "t"))),
        ("nul", 0, .unexpectedByte(UInt8(ascii: "n"))),
        ("{'a':1}", 1, .unexpectedByte(UInt8(ascii: "'"))),
        ("[1 /* c */]", 3, .unexpectedByte(UInt8(ascii: "/"))),
        (#"{"a" 1}"#, 5, .unexpectedByte(UInt8(ascii: "1"))),
        (#""\x""#, 1, .invalidEscape),
        (#""\u12G4""#, 5, .invalidEscape),
        (#""\uD800""#, 1, .loneSurrogate),
        (#""\uDC00""#, 1, .loneSurrogate),
        (#""\uD800\u0041""#, 1, .loneSurrogate),
        (#""abc"#, 4, .unexpectedEnd),
        ("\u{C}1", 0, .unexpectedByte(0x0C)),
    ])
    func read_invalidText_refusesWithWhereAndWhat(
        text: String, offset: Int, problem: JSONReadError.Problem
    ) {
        let error = Self.refusal(Array(text.utf8))

        #expect(error == JSONReadError(offset: offset, problem: problem))
    }

    @Test(
        arguments: [
            ([0x22, 0x01, 0x22], 1, JSONReadError.Problem.controlCharacter),
            ([0x22, 0x09, 0x22], 1, .controlCharacter),
            ([0x22, 0xFF, 0x22], 1, .invalidUTF8),
            ([0x22, 0xC0, 0x80, 0x22], 1, .invalidUTF8),
            ([0x22, 0xED, 0xA0, 0x80, 0x22], 1, .invalidUTF8),
            ([0x22, 0xF4, 0x90, 0x80, 0x80, 0x22], 1, .invalidUTF8),
            ([0x22, 0xE2, 0x82, 0x22], 1, .invalidUTF8),
            ([0x22, 0x61, 0x5C, 0x6E, 0x80, 0x22], 4, .invalidUTF8),
            ([0xEF, 0xBB, 0xBF, 0x31], 0, .unexpectedByte(0xEF)),
            ([0x5B, 0x00, 0x5D], 1, .unexpectedByte(0x00)),
        ] as [([UInt8], Int, JSONReadError.Problem)])
    func read_invalidBytes_refusesWithWhereAndWhat(
        bytes: [UInt8], offset: Int, problem: JSONReadError.Problem
    ) {
        let error = Self.refusal(bytes)

        #expect(error == JSONReadError(offset: offset, problem: problem))
    }

    @Test func read_nestingAtTheLimit_isAccepted() throws {
        let depth = JSONByteReader.maximumDepth
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)

        let value = try Self.read(text)

        #expect(value != .null)
    }

    @Test func read_nestingPastTheLimit_isRefused() {
        let depth = JSONByteReader.maximumDepth + 1
        let text = String(repeating: "[", count: depth) + String(repeating: "]", count: depth)

        let error = Self.refusal(Array(text.utf8))

        #expect(error == JSONReadError(offset: depth - 1, problem: .tooDeep))
    }

    @Test(arguments: [
        ("9223372036854775807", Int.max), ("-9223372036854775808", Int.min), ("-0", 0),
        ("120", 120),
    ])
    func readInt_integerInRange_givesIt(text: String, expected: Int) throws {
        let value = try JSONByteReader.read(Data(text.utf8)) { reader throws(JSONReadError) in
            try reader.readInt()
        }

        #expect(value == expected)
    }

    @Test(arguments: ["9223372036854775808", "-9223372036854775809", "1.0", "1e2", "1.5"])
    func readInt_fractionExponentOrOverflow_isRefused(text: String) {
        #expect(throws: JSONReadError(offset: 0, problem: .notAnInteger)) {
            try JSONByteReader.read(Data(text.utf8)) { reader throws(JSONReadError) in
                try reader.readInt()
            }
        }
    }

    @Test(arguments: ["1e400", "-1e400", "1e-400"])
    func readDouble_outOfRange_isRefused(text: String) {
        #expect(throws: JSONReadError(offset: 0, problem: .numberOutOfRange)) {
            try JSONByteReader.read(Data(text.utf8)) { reader throws(JSONReadError) in
                try reader.readDouble()
            }
        }
    }

    @Test func readObject_repeatedKey_reportsTheFirstOnly() throws {
        let keys = JSONKeys(["a"])
        var seen: [Int] = []

        try JSONByteReader.read(Data(#"{"a":1,"b":[2],"\u0061":3,"a":4}"#.utf8)) {
            reader throws(JSONReadError) in
            try reader.readObject(keys: keys) { reader, _ throws(JSONReadError) in
                seen.append(try reader.readInt())
            }
        }

        #expect(seen == [1])
    }

    @Test func readString_wrongKind_saysWhatWasExpected() {
        #expect(throws: JSONReadError(offset: 1, problem: .typeMismatch(expected: "a string"))) {
            try JSONByteReader.read(Data(" 12".utf8)) { reader throws(JSONReadError) in
                try reader.readString()
            }
        }
    }

    @Test func description_saysWhereAndWhat() {
        let error = JSONReadError(offset: 42, problem: .missingKey("id"))

        #expect(error.description == #"at byte 42: the member "id" is missing"#)
    }
}
