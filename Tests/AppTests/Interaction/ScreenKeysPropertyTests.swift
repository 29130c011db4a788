import Foundation
import Testing

@testable import Terminal
@testable import TextScreens

/// Over every list screen of the five apps and the main menu (``ScreenInvariantSubject/all``)
/// on generated data, at seeded terminal sizes from 30×10 to 200×60: the hint is in every
/// frame, a page shows the same rows with a message as without one (in as many lines when it
/// opened without a status; a terminal too short to keep the line shows a message alone), and
/// (on a terminal where nothing is cut) `?` names every key the hint shows and the shared
/// ones, and every key the hint shows is named by the "accepted" sentence and taken by the
/// screen rather than answered with that sentence. A failure names the subject and the seed.
@MainActor
@Suite struct ScreenKeysPropertyTests {
    private static let counts = [0, 1, 9, 11, 500]

    @Test(arguments: 0..<ScreenInvariantSubject.count, 0..<6)
    func everyListScreen_atASeededSize_keepsItsHintAndRowsWhenAMessageComes(
        subject index: Int, seed: Int
    ) async {
        let subject = ScreenInvariantSubject.all[index]
        let (width, height) = ScreenInvariantTests.size(seed: seed)
        let count = Self.counts[(seed + index) % Self.counts.count]
        let place = "\(subject.name), seed \(seed): \(width)×\(height), \(count) rows"
        let terminal = Self.terminal(["p", "zzz", "?", "b"], width: width, height: height)

        _ = await subject.run(ScreenInvariantData(count: count, seed: UInt64(seed)), terminal)

        let frames = terminal.prompts.map { Self.lines($0.screen) }
        #expect(frames.count == 4, "\(place): \(frames.count) frames")
        for (number, frame) in frames.enumerated() {
            let hint = frame.suffix(4).joined(separator: " ")
            #expect(hint.contains("? help"), "\(place): frame \(number) ends \(hint)")
            #expect(frame.count <= height - 1, "\(place): frame \(number) has \(frame.count) lines")
        }
        guard frames.count == 4 else { return }
        let said = "Already on the first page."
        #expect(frames[1].contains(said), "\(place): \(frames[1])")
        // NB: a terminal too short to keep a line for a message shows it alone (Enter shows
        // the page again); a screen may open with a status of its own, which the message
        // replaces.
        guard !frames[1].contains("(Enter shows the list again.)") else { return }
        let rows = frames.map { ListPagesPropertyTests.numberedRows($0).map(\.block) }
        #expect(rows[0] == rows[1], "\(place): the page changed with the message")
        #expect(frames[0].last == frames[1].last, "\(place): the hint changed with the message")
        // NB: a terminal of 10 rows leaves a page too few lines to keep one for a message.
        guard height >= 20 else { return }
        if frames[0].count == frames[1].count {
            let changed = zip(frames[0], frames[1]).filter { $0 != $1 }
            #expect(changed.count == 1 && changed.first?.1 == said, "\(place): \(changed)")
        } else {
            #expect(frames[0].count > frames[1].count, "\(place): \(frames[0]) \(frames[1])")
        }
    }

    @Test(arguments: 0..<ScreenInvariantSubject.count)
    func everyListScreen_everyKeyHelpLists_isTakenAndNamed(subject index: Int) async {
        let subject = ScreenInvariantSubject.all[index]
        let data = ScreenInvariantData(count: 3, seed: 5)
        let asking = Self.terminal(["zzz", "?"], width: 200, height: 60)

        _ = await subject.run(data, asking)

        let frames = asking.prompts.map { Self.lines($0.screen) }
        guard frames.count == 3 else {
            Issue.record("\(subject.name): \(frames.count) frames")
            return
        }
        let accepted = frames[1].first { $0.hasPrefix("Type ") } ?? ""
        let hint = frames[0].last ?? ""
        // NB: the help is what the frame after ? shows that the first did not.
        let help = frames[2].filter { !frames[0].contains($0) }.joined(separator: " ")
        let keys = hint.replacingOccurrences(of: " | ", with: " · ").components(separatedBy: " · ")
            .map { entry in
                let words = entry.split(separator: " ").map(String.init)
                return words.count > 1 && words[1] == "N" ? words[0] + " N" : words[0]
            }
        #expect(keys.count >= 3, "\(subject.name): \(hint)")
        for typed in keys {
            let named = typed.first?.isASCIIDigit == true ? "a number " : typed + " "
            #expect(help.contains(named), "\(subject.name): ? does not name \(typed): \(help)")
        }
        for shared in ["b ", "q ", "? ", "Enter "] {
            #expect(help.contains(shared), "\(subject.name): ? does not name \(shared): \(help)")
        }
        // NB: a screen with a key for any text (a selection) never answers with the sentence.
        guard !accepted.isEmpty else { return }
        for typed in keys {
            let spoken = typed.first?.isASCIIDigit == true ? "a row number" : typed
            let named = typed == "n/p" ? "n, p" : spoken
            #expect(accepted.contains(named), "\(subject.name): \(named) not in \(accepted)")
            guard let line = Self.example(typing: typed) else { continue }
            let typing = Self.terminal([line], width: 200, height: 60)
            _ = await subject.run(data, typing)
            let after = typing.prompts.dropFirst().first.map { Self.lines($0.screen) } ?? []
            #expect(
                !after.contains(accepted), "\(subject.name): \(line.debugDescription) is not taken")
        }
    }

    /// A terminal of that size that types `lines`.
    private static func terminal(_ lines: [String], width: Int, height: Int) -> ScriptedTerminal {
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = height
        return ScriptedTerminal(lines: lines, capabilities: capabilities)
    }

    /// A screen's lines, without the one the prompt starts.
    private static func lines(_ screen: String) -> [String] {
        Array(
            screen.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
                .dropLast())
    }

    /// A line that types `key` as the hint shows it: 1 for a range, the first of "n/p",
    /// text after a slash, 1 for N.
    private static func example(typing key: String) -> String? {
        switch key {
        case "Enter": return ""
        case "/text": return "/a"
        default:
            if key.count == 3, key.dropFirst().first == "/" { return String(key.prefix(1)) }
            if key.first?.isASCIIDigit == true { return String(key.prefix(1)) }
            return key.replacingOccurrences(of: "N", with: "1")
                .replacingOccurrences(of: "1-8", with: "1")
        }
    }
}
