import CleanAppsDataCore
import Foundation
import Testing

@testable import App
@testable import Terminal

@MainActor
@Suite struct StandardTerminalTests {
    @Test func readLine_linesThenEnd_endIsSticky() async throws {
        let input = try TemporaryFile(contents: Array("one\ntwo\r\nlast".utf8))
        let output = try TemporaryFile()
        let terminal = StandardTerminal(
            capabilities: .plain, inputDescriptor: input.descriptor,
            outputDescriptor: output.descriptor)

        var lines: [String?] = []
        for _ in 0..<5 { lines.append(await terminal.readLine(prompt: "> ")) }

        #expect(lines == ["one", "two", "last", nil, nil])
        #expect(output.text == "> > > > ")
    }

    @Test func readLine_oneMegabyteLine_keepsFirst64KiBAndNotesIt() async throws {
        let long = [UInt8](repeating: UInt8(ascii: "a"), count: 1_048_576)
        let input = try TemporaryFile(contents: long + Array("\nq\n".utf8))
        let output = try TemporaryFile()
        let terminal = StandardTerminal(
            capabilities: .plain, inputDescriptor: input.descriptor,
            outputDescriptor: output.descriptor)

        let first = await terminal.readLine(prompt: "> ")
        let second = await terminal.readLine(prompt: "> ")

        #expect(first?.utf8.count == 65_536)
        #expect(second == "q")
        #expect(
            output.text == """
                > ! The last line was longer than 64 KiB: only its first 64 KiB were read \
                (983040 more bytes were dropped).
                > 
                """)
    }

    @Test func write_andWriteError_goToTheirDescriptors() throws {
        let output = try TemporaryFile()
        let errors = try TemporaryFile()
        let terminal = StandardTerminal(
            capabilities: .plain, outputDescriptor: output.descriptor,
            errorDescriptor: errors.descriptor)

        terminal.writeLine("홍길동")
        terminal.writeError("oops\n")

        #expect(output.text == "홍길동\n")
        #expect(errors.text == "oops\n")
    }

    @Test(.timeLimit(.minutes(10)))
    func readLine_waitingForInput_leavesMainActorFree() async throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer { close(descriptors[0]) }
        let output = try TemporaryFile()
        let terminal = StandardTerminal(
            capabilities: .plain, inputDescriptor: descriptors[0],
            outputDescriptor: output.descriptor)

        let reading = Task { await terminal.readLine(prompt: "") }
        await Task.yield()
        // NB: this runs on the main actor while the read waits; if reading blocked the main
        // actor, the line below could never run and the time limit would fail the test.
        let bytes = Array("typed\n".utf8)
        _ = bytes.withUnsafeBytes { write(descriptors[1], $0.baseAddress, $0.count) }
        close(descriptors[1])
        let line = await reading.value

        #expect(line == "typed")
    }

    @Test func interruptHandler_onSIGINT_exitsWith130() async {
        await #expect(processExitsWith: .exitCode(130)) {
            _ = signal(SIGINT, SIG_DFL)
            InterruptHandler.install()
            raise(SIGINT)
        }
    }

    @Test func interruptHandler_onSIGTERM_exitsWith143() async {
        await #expect(processExitsWith: .exitCode(143)) {
            _ = signal(SIGTERM, SIG_DFL)
            InterruptHandler.install()
            raise(SIGTERM)
        }
    }

    @Test func interruptHandler_onSIGHUP_exitsWith129() async {
        await #expect(processExitsWith: .exitCode(129)) {
            _ = signal(SIGHUP, SIG_DFL)
            InterruptHandler.install()
            raise(SIGHUP)
        }
    }

    @Test func interruptHandler_whenSIGINTIgnored_leavesItIgnored() async {
        await #expect(processExitsWith: .success) {
            _ = signal(SIGINT, SIG_IGN)
            let installed = InterruptHandler.install()
            raise(SIGINT)
            exit(installed ? 70 : 0)
        }
    }
}
