import Testing

@testable import TerminalKit

@Suite struct LineAssemblerTests {
    private func lines(from assembler: inout LineAssembler) -> [InputLine] {
        var lines: [InputLine] = []
        while let line = assembler.nextLine() { lines.append(line) }
        return lines
    }

    @Test func append_chunksAcrossLines_yieldsWholeLines() {
        var assembler = LineAssembler()

        assembler.append(Array("one\ntw".utf8))
        let first = lines(from: &assembler)
        assembler.append(Array("o\r\n\nthree".utf8))
        let second = lines(from: &assembler)
        assembler.finish()
        let last = lines(from: &assembler)

        #expect(first.map(\.text) == ["one"])
        #expect(second.map(\.text) == ["two", ""])
        #expect(last.map(\.text) == ["three"])
    }

    @Test func finish_afterNewline_addsNoEmptyLine() {
        var assembler = LineAssembler()

        assembler.append(Array("q\n".utf8))
        assembler.finish()

        #expect(lines(from: &assembler).map(\.text) == ["q"])
    }

    @Test func append_oneMegabyteLine_keepsFirst64KiB() {
        var assembler = LineAssembler()
        let chunk = [UInt8](repeating: UInt8(ascii: "x"), count: 65_536)

        for _ in 0..<16 { assembler.append(chunk) }
        assembler.append(Array("\nq\n".utf8))
        let result = lines(from: &assembler)

        #expect(result.count == 2)
        #expect(result.first?.text.utf8.count == 65_536)
        #expect(result.first?.droppedBytes == 1_048_576 - 65_536)
        #expect(result.last == InputLine(text: "q"))
    }

    @Test func append_cutInsideCharacter_dropsThePartialCharacter() {
        var assembler = LineAssembler(maximumLineBytes: 5)

        assembler.append(Array("가나다\n".utf8))

        #expect(lines(from: &assembler) == [InputLine(text: "가", droppedBytes: 4)])
    }

    @Test func append_invalidUTF8_isReplaced() {
        var assembler = LineAssembler()

        assembler.append([0x61, 0xFF, 0xC3, 0x62, 0x0A])

        #expect(lines(from: &assembler).map(\.text) == ["a\u{FFFD}\u{FFFD}b"])
    }
}
