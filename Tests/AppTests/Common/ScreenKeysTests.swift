import CleanAppsTestSupport
import Foundation
import Testing

@testable import Terminal
@testable import TextScreens

/// ``ScreenKeys`` over generated declarations (a number, a search, words alone and with
/// text, pages, raw text, in random order and number) at generated terminal sizes: every
/// declared key dispatches (never to the "accepted" sentence), the hint names every key it
/// shows, `?` lists exactly the declared keys, and the accepted sentence names them. A
/// failure names the seed.
@MainActor
@Suite struct ScreenKeysTests {
    /// What a generated key leaves with: the index of the key that took the line.
    enum Picked: ScreenOutcome, Equatable {
        case key(Int)
        case back
        case quit
    }

    private static let words = ["a", "f", "g", "s", "l", "m", "r", "x", "o", "e", "c", "i"]

    /// Random own keys: each leaves with its index, so dispatch can be checked.
    static func generatedKeys(seed: Int) -> ScreenKeys<Picked> {
        var generator = SeededGenerator(seed: UInt64(seed) &* 6271)
        var keys: [ScreenKey<Picked>] = []
        var words = Self.words.shuffled(using: &generator)
        let count = Int.random(in: 0...8, using: &generator)
        func add(_ make: (Int) -> ScreenKey<Picked>) { keys.append(make(keys.count)) }
        if Bool.random(using: &generator) {
            add { index in .number(help: "opens that row") { _ in .leave(.key(index)) } }
        }
        if Bool.random(using: &generator) {
            add { index in .search(help: "searches") { _ in .leave(.key(index)) } }
        }
        for _ in 0..<count {
            let word = words.removeFirst()
            let essential = Bool.random(using: &generator)
            switch Int.random(in: 0...2, using: &generator) {
            case 0:
                add { index in
                    .word(word, "act \(word)", help: "does \(word)", isEssential: essential) {
                        .leave(.key(index))
                    }
                }
            case 1:
                add { index in
                    .word(word, argument: "N", "act \(word) N", help: "does \(word) to row N") {
                        _ in .leave(.key(index))
                    }
                }
            default:
                add { index in
                    .word(word, argument: "[x]", "act \(word)?", isOptional: true, help: "may") {
                        _ in .leave(.key(index))
                    }
                }
            }
        }
        if Bool.random(using: &generator) {
            add { index in .paging(help: "turn the pages") { _ in .leave(.key(index)) } }
        }
        if Bool.random(using: &generator) {
            add { index in .text("1-3 5", "select", help: "selects") { _ in .leave(.key(index)) } }
        }
        keys.shuffle(using: &generator)
        // NB: after the shuffle, each key leaves with its place in the list again.
        let placed = keys.enumerated().map { index, key in
            ScreenKey<Picked>(
                key.typed, key.label, help: key.help, trigger: key.trigger,
                isEssential: key.isEssential, isInHint: key.isInHint
            ) { _ in .leave(.key(index)) }
        }
        return ScreenKeys(placed, about: Bool.random(using: &generator) ? "What it shows." : nil)
    }

    /// A line that `key` should take.
    static func example(of key: ScreenKey<Picked>) -> String {
        switch key.trigger {
        case .number: "3"
        case .search: "/홍길동"
        case .words(let words, let argument): words[0] + (argument == .required ? " 2" : "")
        case .paging: "n"
        case .text: "1-3 5"
        case .back: "b"
        case .quit: "q"
        case .help: "?"
        case .redraw: ""
        }
    }

    @Test(arguments: 0..<40)
    func everyDeclaredKey_generatedScreens_dispatchesToItself(seed: Int) async {
        let keys = Self.generatedKeys(seed: seed)
        let frame = ScreenFrame(terminal: ScriptedTerminal(lines: []), drainNotices: { [] })

        for (index, key) in keys.own.enumerated() {
            let line = Self.example(of: key)
            let step = await frame.step(for: ScreenCommand(line: line), keys: keys)

            guard case .leave(let picked) = step else {
                Issue.record("seed \(seed): \(line.debugDescription) stays: \(step)")
                continue
            }
            #expect(picked == .key(index), "seed \(seed): \(line.debugDescription)")
        }
        for (line, outcome) in [("b", Picked.back), ("q", .quit)] {
            guard case .leave(let picked) = await frame.step(for: .init(line: line), keys: keys)
            else {
                Issue.record("seed \(seed): \(line) stays")
                continue
            }
            #expect(picked == outcome)
        }
    }

    @Test(arguments: 0..<40)
    func hintHelpAndAccepted_generatedScreensAndWidths_nameEveryDeclaredKey(seed: Int) {
        let keys = Self.generatedKeys(seed: seed)
        var generator = SeededGenerator(seed: UInt64(seed) &* 31)
        var capabilities = TerminalCapabilities.plain
        capabilities.width = Int.random(in: 20...200, using: &generator)

        let hint = keys.hint(numbers: 1...9, paging: true)
        let rendered = hint.render(capabilities: capabilities)
            .replacingOccurrences(of: "\n", with: " · ")

        for key in keys.all where key.isInHint {
            let shown = key.trigger == .number ? "1-9 \(key.label)" : "\(key.typed) \(key.label)"
            #expect(rendered.contains(shown), "seed \(seed): \(shown) not in \(rendered)")
            let phrase = key.trigger == .number ? "a row number" : key.typed
            let spoken = key.trigger == .paging ? "n, p" : phrase
            #expect(keys.accepted.contains(spoken), "seed \(seed): \(keys.accepted)")
        }
        let sentences = keys.all.map(ScreenKeys<Picked>.sentence)
        #expect(
            keys.help == ([keys.about].compactMap { $0 } + sentences).joined(separator: " "),
            "seed \(seed): \(keys.help)")
        for key in keys.all {
            #expect(
                keys.help.contains("\(ScreenKeys<Picked>.name(of: key)) \(key.help)."),
                "seed \(seed): \(key.typed)")
        }
        for key in keys.all where key.isInHint && key.isEssential && key.trigger != .number {
            #expect(
                hint.essential.render(capabilities: capabilities).contains(key.typed),
                "seed \(seed): essential \(key.typed)")
        }
    }

    @Test func accepted_threeKeys_isOneSentence() {
        let keys = ScreenKeys<Picked>([
            .number(help: "opens") { _ in .stay(nil) },
            .word("f", "favourites", help: "lists favourites") { .stay(nil) },
        ])

        #expect(keys.accepted == "Type a row number, f, b, q or ? for help.")
        #expect(
            keys.hint(numbers: 1...5).render(capabilities: .plain)
                == "1-5 open · f favourites · b back · q quit · ? help")
    }

    @Test func loop_unknownLineHelpAndBack_sayAcceptedThenHelpThenLeave() async {
        let terminal = ScriptedTerminal(lines: ["zzz", "?", "b"])
        let frame = ScreenFrame(terminal: terminal, drainNotices: { [] })
        let keys = ScreenKeys<Picked>(
            [.word("f", "favourites", help: "lists favourites") { .stay(nil) }])

        let outcome = await frame.loop(keys: keys) { message in
            frame.draw(title: "T", body: ["row"], message: message, hint: keys.hint())
        }

        let screens = terminal.prompts.map(\.screen)
        #expect(outcome == .back)
        #expect(screens[1].contains("Type f, b, q or ? for help."))
        #expect(screens[2].contains("f lists favourites. n/p scroll a screen taller than the"))
        #expect(screens[2].contains("terminal. b goes back. q"))
    }

    @Test func word_attachedDigitOrSpace_takesTheArgument() {
        let key = ScreenKey<Picked>.word("f", argument: "N", "favourite", help: "") { _ in
            .stay(nil)
        }

        #expect(key.argument(of: .other("f 3")) == "3")
        #expect(key.argument(of: .other("F3")) == "3")
        #expect(key.argument(of: .other("f")) == nil)
        #expect(key.argument(of: .other("fa")) == nil)
    }
}
