import Terminal

/// One key a screen takes, declared once: what the user types, what the hint and `?` say
/// about it, and what it does. ``ScreenKeys`` derives the hint line, the `?` help, the
/// "accepted" sentence and the dispatch of a ``ScreenCommand`` from a screen's list of them.
///
/// ```swift
/// ScreenKey.word("f", "favourites", help: "lists your favourites", isEssential: true) {
///     .leave(.openFavorites)
/// }
/// ```
@MainActor
public struct ScreenKey<Outcome> {
    /// Which typed lines a key answers.
    public enum Trigger: Equatable, Sendable {
        /// A row number (``ScreenCommand/open(_:)``).
        case number
        /// `/text` (``ScreenCommand/search(_:)``).
        case search
        /// One of `words` (the first is the one shown), alone (`argument` `.none`), followed by
        /// text (`.required`, e.g. "f 3", or "f3" when the text starts with a digit), or either.
        case words([String], argument: Argument)
        /// n and p.
        case paging
        /// Any other line (raw input such as "1-3 5"); tried after every other key.
        case text
        /// `b`.
        case back
        /// `q`.
        case quit
        /// `?`.
        case help
        /// An empty line.
        case redraw
    }

    /// Whether a word key takes text after it.
    public enum Argument: Equatable, Sendable {
        case none
        case required
        case optional
    }

    /// What the user types, as the hint, `?` and the "accepted" sentence show it: "f",
    /// "f N", "/text", "n/p", or for a number "N" (a list shows the page's range instead).
    public var typed: String
    /// The short label of the hint line, e.g. "favourite".
    public var label: String
    /// What `?` says the key does, e.g. "marks row N as a favourite (again to unmark)".
    public var help: String
    /// Whether the hint keeps it on a terminal too narrow or short for every key.
    public var isEssential: Bool
    /// Whether the hint line shows it (Enter and aliases are said by `?` only).
    public var isInHint: Bool
    /// Which typed lines it answers.
    public var trigger: Trigger
    /// What it does with the typed text: a number's digits, a search's text, the text after
    /// a word (empty when none), or the whole line.
    let action: @MainActor (String) async -> ScreenStep<Outcome>
    /// Whether it is one of the keys every screen shares (b, q, ?, n/p scroll, Enter).
    let isShared: Bool

    /// A key of any `trigger`.
    public init(
        _ typed: String, _ label: String, help: String, trigger: Trigger,
        isEssential: Bool = false, isInHint: Bool = true,
        action: @escaping @MainActor (String) async -> ScreenStep<Outcome>
    ) {
        self.init(
            typed, label, help: help, trigger: trigger, isEssential: isEssential,
            isInHint: isInHint, isShared: false, action: action)
    }

    init(
        _ typed: String, _ label: String, help: String, trigger: Trigger, isEssential: Bool,
        isInHint: Bool, isShared: Bool,
        action: @escaping @MainActor (String) async -> ScreenStep<Outcome>
    ) {
        self.typed = typed
        self.label = label
        self.help = help
        self.trigger = trigger
        self.isEssential = isEssential
        self.isInHint = isInHint
        self.isShared = isShared
        self.action = action
    }

    /// A row number, shown as `typed` ("N" for a list, whose hint shows the page's range).
    public static func number(
        _ typed: String = "N", _ label: String = "open", help: String, isEssential: Bool = true,
        action: @escaping @MainActor (Int) async -> ScreenStep<Outcome>
    ) -> ScreenKey {
        ScreenKey(typed, label, help: help, trigger: .number, isEssential: isEssential) {
            await action(Int($0) ?? 0)
        }
    }

    /// `/text`, with the text typed after the slash (trimmed; empty clears).
    public static func search(
        help: String, action: @escaping @MainActor (String) async -> ScreenStep<Outcome>
    ) -> ScreenKey {
        ScreenKey("/text", "search", help: help, trigger: .search, action: action)
    }

    /// A word alone, e.g. "f"; `aliases` do the same.
    public static func word(
        _ word: String, _ label: String, aliases: [String] = [], help: String,
        isEssential: Bool = false, action: @escaping @MainActor () async -> ScreenStep<Outcome>
    ) -> ScreenKey {
        ScreenKey(
            word, label, help: help, trigger: .words([word] + aliases, argument: .none),
            isEssential: isEssential
        ) { _ in await action() }
    }

    /// A word followed by text, shown as "`word` `argument`" (e.g. "f N"); `action` gets the
    /// text (trimmed; empty only when `isOptional`).
    public static func word(
        _ word: String, argument: String, _ label: String, isOptional: Bool = false,
        help: String, isEssential: Bool = false,
        action: @escaping @MainActor (String) async -> ScreenStep<Outcome>
    ) -> ScreenKey {
        ScreenKey(
            "\(word) \(argument)", label, help: help,
            trigger: .words([word], argument: isOptional ? .optional : .required),
            isEssential: isEssential, action: action)
    }

    /// n and p, e.g. to turn a list's pages; `action` gets whether it goes forward.
    public static func paging(
        _ label: String = "page", help: String,
        action: @escaping @MainActor (_ forward: Bool) async -> ScreenStep<Outcome>
    ) -> ScreenKey {
        ScreenKey("n/p", label, help: help, trigger: .paging, isEssential: true) {
            await action($0 == "n")
        }
    }

    /// Any line no other key takes, e.g. a selection typed as "1-3 5".
    public static func text(
        _ typed: String, _ label: String, help: String, isEssential: Bool = true,
        action: @escaping @MainActor (String) async -> ScreenStep<Outcome>
    ) -> ScreenKey {
        ScreenKey(
            typed, label, help: help, trigger: .text, isEssential: isEssential, action: action)
    }

    /// An empty line, e.g. to reload or to continue; the hint shows it as "Enter" only when
    /// `isInHint`.
    public static func enter(
        _ label: String, help: String, isInHint: Bool = false,
        action: @escaping @MainActor () async -> ScreenStep<Outcome>
    ) -> ScreenKey {
        ScreenKey(
            "Enter", label, help: help, trigger: .redraw, isEssential: isInHint,
            isInHint: isInHint
        ) { _ in await action() }
    }

    /// The text this key takes from `command`, or nil when it does not answer it.
    func argument(of command: ScreenCommand) -> String? {
        switch (trigger, command) {
        case (.number, .open(let number)): return "\(number)"
        case (.search, .search(let text)): return text
        case (.paging, .nextPage): return "n"
        case (.paging, .previousPage): return "p"
        case (.back, .back), (.quit, .quit), (.help, .help), (.redraw, .redraw): return ""
        case (.words(let words, let rule), .other(let text)):
            return Self.argument(of: text, words: words, rule: rule)
        case (.text, .other(let text)): return text
        default: return nil
        }
    }

    private static func argument(of text: String, words: [String], rule: Argument) -> String? {
        let lowered = text.lowercased()
        for word in words where lowered.hasPrefix(word.lowercased()) {
            let rest = text.dropFirst(word.count)
            let argument = rest.trimmingSpaces()
            // NB: "f3" is "f 3"; "fa" is not "f" followed by "a".
            let separated = rest.isEmpty || rest.first == " " || rest.first?.isASCIIDigit == true
            guard separated else { continue }
            switch rule {
            case .none where argument.isEmpty: return ""
            case .required where !argument.isEmpty: return argument
            case .optional: return argument
            default: continue
            }
        }
        return nil
    }

    /// The keys of a list whose rows can be favourites: "f N" hands `toggle` the text after
    /// it (its answer is the message) and "f" leaves with `open`.
    public static func favourites(
        toggle: @escaping @MainActor (String) async -> String?, open: Outcome
    ) -> [ScreenKey] {
        [
            .word(
                "f", argument: "N", "favourite",
                help: "marks row N as a favourite (again to unmark)", isEssential: true
            ) { .stay(await toggle($0)) },
            .word("f", "favourites", help: "lists the favourites", isEssential: true) {
                .leave(open)
            },
        ]
    }
}
