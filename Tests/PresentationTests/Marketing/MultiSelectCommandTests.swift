import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import MarketingPresentation
import Testing

@Suite struct MultiSelectCommandTests {
    static let goodLines: [(String, Set<Int>, Set<Int>)] = [
        ("", [2], [2]),
        ("   \t ", [2], [2]),
        ("1-3 5", [], [1, 2, 3, 5]),
        ("1,4 ,  7", [], [1, 4, 7]),
        ("*", [], Set(1...15)),
        ("* -2", [], Set(1...15).subtracting([2])),
        ("-2", [1, 2, 3], [1, 3]),
        ("-2-4", [1, 2, 3, 4, 5], [1, 5]),
        ("-*", [1, 2, 3], []),
        ("13-", [], [13, 14, 15]),
        ("-14-", [1, 14, 15], [1]),
        ("15", [], [15]),
        ("3-3", [], [3]),
        ("2 -2 2", [], [2]),
        ("007", [], [7]),
    ]

    @Test(arguments: goodLines)
    func parse_goodLine_appliesInOrder(line: String, before: Set<Int>, after: Set<Int>) throws {
        let command = try MultiSelectCommand(parsing: line, itemCount: 15)

        #expect(command.applied(to: before) == after)
    }

    @Test func parse_emptyLine_isFinish_rangesAreKept() throws {
        #expect(try MultiSelectCommand(parsing: "", itemCount: 15) == .finish)
        #expect(
            try MultiSelectCommand(parsing: "1-3 -2", itemCount: 15)
                == .change([.select(1...3), .unselect(2...2)]))
    }

    @Test(arguments: [
        ("0", MultiSelectError.outOfRange("0", count: 15)),
        ("99", .outOfRange("99", count: 15)),
        ("16", .outOfRange("16", count: 15)),
        ("1-16", .outOfRange("1-16", count: 15)),
        ("-0", .outOfRange("-0", count: 15)),
        ("3-1", .reversedRange("3-1")),
        ("-5-2", .reversedRange("-5-2")),
        ("a", .notANumber("a")),
        ("1 a", .notANumber("a")),
        ("1.5", .notANumber("1.5")),
        ("½", .notANumber("½")),
        ("٣", .notANumber("٣")),
        ("*-3", .notANumber("*-3")),
        ("+1", .notANumber("+1")),
        ("\u{FFFD}", .notANumber("\u{FFFD}")),
        ("--", .malformed("--")),
        ("-", .malformed("-")),
        ("--3", .malformed("--3")),
        ("1-2-3", .malformed("1-2-3")),
        ("99999999999999999999999", .outOfRange("99999999999999999999999", count: 15)),
        ("1-99999999999999999999", .outOfRange("1-99999999999999999999", count: 15)),
        ("1\u{1B}[2J", .notANumber("1?[2J")),
    ])
    func parse_badLine_throwsTypedError(line: String, expected: MultiSelectError) {
        #expect(throws: expected) { try MultiSelectCommand(parsing: line, itemCount: 15) }
    }

    @Test func parse_noItems_refusesEverythingButFinish() throws {
        #expect(try MultiSelectCommand(parsing: "", itemCount: 0) == .finish)
        #expect(throws: MultiSelectError.noItems) {
            try MultiSelectCommand(parsing: "*", itemCount: 0)
        }
        #expect(throws: MultiSelectError.noItems) {
            try MultiSelectCommand(parsing: "1", itemCount: -3)
        }
    }

    @Test func messages_sayWhatToTypeInstead() {
        #expect(
            MultiSelectError.outOfRange("99", count: 15).message
                == "“99” is not in the list; choose numbers from 1 to 15.")
        #expect(
            MultiSelectError.reversedRange("3-1").message
                == "“3-1” runs backwards; write the smaller number first, e.g. 1-3.")
        #expect(
            MultiSelectError.notANumber("a").message
                == "“a” is not an item number; type e.g. 1-3 5, * for all, -2 to unselect, or an empty line to continue."
        )
        #expect(
            MultiSelectError.outOfRange("2", count: 1).message
                == "“2” is not in the list; the only item is 1.")
    }

    @Test func parse_50000RandomLines_neverCrashAndStayInRange() {
        var generator = SeededGenerator(seed: 0xC1EA_4A995)
        let pieces = [
            "1", "2", "15", "0", "99", "-", "*", " ", ",", "a", "9999999999", "\t", "é", "\u{0}",
            "\u{FFFD}", "3-", "-7",
        ]
        var accepted = 0
        for _ in 0..<50_000 {
            let line: String
            if generator.next() % 2 == 0 {
                let count = Int(generator.next() % 8)
                line = (0..<count).map { _ in pieces[Int(generator.next() % UInt64(pieces.count))] }
                    .joined()
            } else {
                let bytes = (0..<Int(generator.next() % 24)).map { _ in
                    UInt8(truncatingIfNeeded: generator.next())
                }
                line = String(decoding: bytes, as: UTF8.self)
            }
            let count = Int(generator.next() % 20)

            if let command = try? MultiSelectCommand(parsing: line, itemCount: count) {
                accepted += 1
                #expect(command.applied(to: []).allSatisfy { (1...max(1, count)).contains($0) })
            }
        }
        #expect(accepted > 1_000)
    }
}
