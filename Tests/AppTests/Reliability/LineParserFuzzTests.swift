import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import Foundation
import MarketingPresentation
import Testing

@testable import TextCommands
@testable import TextScreens

/// Seeded fuzzing of the line grammars: the shared screen keys, command-line options and the
/// Marketing multi-selection, fed random lines that include invalid UTF-8 decoded lossily.
@Suite struct LineParserFuzzTests {
    static let lineCount = 50_000
    /// A command taking a few words, two options and two flags.
    static let command = CommandDescription(
        name: "fuzz", summary: "Reads anything.",
        positionals: [CommandPositional(name: "WORDS", help: "Words.", arity: .many)],
        options: [
            .option("platform", .text("NAME"), "A platform."), .option("out", .file(), "A file."),
            .flag("json", "JSON."), .flag("force", "Force."),
        ],
        example: "fuzz a")

    @Test func randomLines_everyParser_givesACommandOrATypedError() async {
        await onDedicatedThread {
            var lines = RandomLines(seed: 77)
            var counts = (open: 0, other: 0, usageErrors: 0, selections: 0, selectErrors: 0)

            for _ in 0..<Self.lineCount {
                let line = lines.next()
                switch ScreenCommand(line: line) {
                case .open(let number):
                    #expect(Int(line.trimmingCharacters(in: .whitespaces)) == number)
                    counts.open += 1
                case .other(let text):
                    #expect(text == line.trimmingCharacters(in: .whitespaces))
                    counts.other += 1
                default: break
                }
                do throws(CommandArguments.UsageError) {
                    _ = try CommandArguments.parse(
                        line.split(separator: " ").map(String.init), as: Self.command)
                } catch {
                    #expect(!error.message.isEmpty)
                    counts.usageErrors += 1
                }
                let itemCount = line.utf8.count % 12
                do throws(MultiSelectError) {
                    let command = try MultiSelectCommand(parsing: line, itemCount: itemCount)
                    let selected = command.applied(to: [])
                    #expect(selected.allSatisfy { (1...max(1, itemCount)).contains($0) })
                    counts.selections += 1
                } catch {
                    #expect(!error.message.isEmpty)
                    counts.selectErrors += 1
                }
            }

            #expect(counts.open > 0 && counts.other > 0)
            #expect(counts.usageErrors > 0)
            #expect(counts.selections > 0 && counts.selectErrors > 0)
        }
    }

    @Test func megabyteLine_everyParser_answersWithoutCrashing() throws {
        let digits = String(repeating: "1-2 ", count: 262_144)
        let garbage = String(decoding: [UInt8](repeating: 0xFF, count: 1 << 20), as: UTF8.self)

        let screen = ScreenCommand(line: digits)
        let selection = try MultiSelectCommand(parsing: digits, itemCount: 3)

        #expect(screen == .other(digits.trimmingCharacters(in: .whitespaces)))
        #expect(selection.applied(to: []) == [1, 2])
        #expect(throws: MultiSelectError.self) {
            try MultiSelectCommand(parsing: garbage, itemCount: 3)
        }
        #expect(throws: CommandArguments.UsageError.self) {
            try CommandArguments.parse(["--" + garbage], as: Self.command)
        }
    }
}

/// Random short lines biased towards the characters the grammars care about.
private struct RandomLines {
    static let alphabet: [[UInt8]] = [
        Array("0123456789".utf8), Array("-*, /=nbpq?".utf8), Array("--json --out= --platform".utf8),
        [0x1B, 0x07, 0x08, 0x0D, 0x09, 0x00], [0x80, 0xC0, 0xC3, 0xE2, 0xED, 0xF0, 0xF4, 0xFF],
        Array("٣٤५一éä".utf8), Array("99999999999999999999".utf8),
    ]
    var generator: SeededGenerator

    init(seed: UInt64) {
        generator = SeededGenerator(seed: seed)
    }

    mutating func next() -> String {
        let length = Int.random(in: 0..<24, using: &generator)
        var bytes: [UInt8] = []
        for _ in 0..<length {
            let group = Self.alphabet[Int.random(in: 0..<Self.alphabet.count, using: &generator)]
            if Int.random(in: 0..<4, using: &generator) == 0 {
                let start = Int.random(in: 0..<group.count, using: &generator)
                bytes += group[start..<min(group.count, start + 6)]
            } else {
                bytes.append(group[Int.random(in: 0..<group.count, using: &generator)])
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
