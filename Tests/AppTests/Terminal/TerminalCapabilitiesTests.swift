import Foundation
import Testing

@testable import TerminalKit

@Suite struct TerminalCapabilitiesTests {
    private static let colorCases:
        [(environment: [String: String], stdoutIsTTY: Bool, flag: Bool?, expected: Bool)] = [
            ([:], true, nil, true),
            ([:], false, nil, false),
            (["NO_COLOR": "1"], true, nil, false),
            (["NO_COLOR": ""], true, nil, true),
            (["TERM": "dumb"], true, nil, false),
            (["TERM": "xterm-256color"], true, nil, true),
            (["CLICOLOR_FORCE": "1"], false, nil, true),
            (["CLICOLOR_FORCE": "1", "TERM": "dumb"], true, nil, true),
            (["CLICOLOR_FORCE": "0"], false, nil, false),
            (["CLICOLOR_FORCE": "1", "NO_COLOR": "1"], false, nil, false),
            (["NO_COLOR": "1"], false, true, true),
            ([:], true, false, false),
            (["CLICOLOR_FORCE": "1"], true, false, false),
        ]

    @Test(arguments: colorCases)
    func detect_colorRules_decideColor(
        environment: [String: String], stdoutIsTTY: Bool, flag: Bool?, expected: Bool
    ) {
        let capabilities = TerminalCapabilities.detect(
            environment: environment, stdinIsTTY: true, stdoutIsTTY: stdoutIsTTY,
            colorFlag: flag, width: nil)

        #expect(capabilities.usesColor == expected)
    }

    private static let unicodeCases: [(environment: [String: String], expected: Bool)] = [
        ([:], true),
        (["LANG": "en_US.UTF-8"], true),
        (["LANG": "C.utf8"], true),
        (["LANG": "C"], false),
        (["LANG": "POSIX"], false),
        (["LANG": "ko_KR.EUC-KR"], false),
        (["LC_ALL": "C", "LANG": "en_US.UTF-8"], false),
        (["LC_ALL": "", "LC_CTYPE": "ko_KR.utf8", "LANG": "C"], true),
        (["LC_CTYPE": "C", "LANG": "en_US.UTF-8"], false),
    ]

    @Test(arguments: unicodeCases)
    func detect_locale_decidesUnicode(environment: [String: String], expected: Bool) {
        let capabilities = TerminalCapabilities.detect(
            environment: environment, stdinIsTTY: false, stdoutIsTTY: false, colorFlag: nil,
            width: nil)

        #expect(capabilities.usesUnicode == expected)
    }

    private static let widthCases: [(environment: [String: String], probed: Int?, expected: Int)] =
        [
            ([:], nil, 80),
            ([:], 120, 120),
            (["COLUMNS": "100"], nil, 100),
            (["COLUMNS": "100"], 132, 132),
            (["COLUMNS": "abc"], nil, 80),
            (["COLUMNS": "-3"], nil, 80),
            (["COLUMNS": "60"], 0, 60),
            ([:], 5, 20),
            ([:], 50_000, 1_000),
        ]

    @Test(arguments: widthCases)
    func detect_widthSources_pickWidth(environment: [String: String], probed: Int?, expected: Int) {
        let capabilities = TerminalCapabilities.detect(
            environment: environment, stdinIsTTY: false, stdoutIsTTY: false, colorFlag: nil,
            width: probed)

        #expect(capabilities.width == expected)
    }

    @Test(arguments: [(true, true, true), (true, false, false), (false, true, false)])
    func detect_ttys_decideInteractive(stdin: Bool, stdout: Bool, expected: Bool) {
        let capabilities = TerminalCapabilities.detect(
            environment: [:], stdinIsTTY: stdin, stdoutIsTTY: stdout, colorFlag: nil, width: nil)

        #expect(capabilities.isInteractive == expected)
    }

    private static let heightCases:
        [(environment: [String: String], stdoutIsTTY: Bool, probed: Int?, expected: Int?)] = [
            ([:], true, 24, 24),
            (["LINES": "50"], true, 20, 20),
            (["LINES": "50"], true, nil, 50),
            (["LINES": "junk"], true, nil, nil),
            (["LINES": "3"], true, nil, 10),
            ([:], true, 0, nil),
            (["LINES": "50"], false, 24, nil),
        ]

    @Test(arguments: heightCases)
    func detect_heightSources_pickHeightOnlyOnATerminal(
        environment: [String: String], stdoutIsTTY: Bool, probed: Int?, expected: Int?
    ) {
        let capabilities = TerminalCapabilities.detect(
            environment: environment, stdinIsTTY: true, stdoutIsTTY: stdoutIsTTY,
            colorFlag: nil, width: nil, height: probed)

        #expect(capabilities.height == expected)
    }

    @Test func windowSize_ofPipe_isNil() throws {
        var descriptors: [Int32] = [0, 0]
        try #require(pipe(&descriptors) == 0)
        defer {
            close(descriptors[0])
            close(descriptors[1])
        }

        let size = TerminalCapabilities.windowSize(of: descriptors[1])

        #expect(size == nil)
    }
}
