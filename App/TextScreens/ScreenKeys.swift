import Terminal

/// A screen's keys, each declared once as a ``ScreenKey``, with the keys every screen shares
/// (n/p scroll, b back, q quit, ? help, Enter redraws) declared here once and appended.
///
/// From this one list come the hint line (``hint(numbers:paging:)``, or a list's keys with
/// ``apply(to:)``), the `?` help (``help``), the sentence for a line no key takes
/// (``accepted``) and the dispatch (``key(for:)``, used by
/// ``ScreenFrame/loop(keys:draw:)``). A screen's own key with the trigger of a shared one
/// (its own n/p turning pages, Enter reloading, b under another name) replaces it.
@MainActor
public struct ScreenKeys<Outcome: ScreenOutcome> {
    /// The screen's own keys, in hint order.
    public var own: [ScreenKey<Outcome>]
    /// What `?` says before the keys (what the screen shows), if anything.
    public var about: String?

    /// `own` keys (in hint order) and the shared ones; `about` opens the `?` help.
    public init(_ own: [ScreenKey<Outcome>], about: String? = nil) {
        self.own = own
        self.about = about
    }

    /// The keys every screen shares, in hint order; n/p scrolls a body too tall for the
    /// terminal (``BodyScroll``), which the drawing says on its own line, so the hint does not.
    public static var shared: [ScreenKey<Outcome>] {
        [
            ScreenKey(
                "n/p", "scroll", help: "scroll a screen taller than the terminal",
                trigger: .paging, isEssential: true, isInHint: false, isShared: true
            ) { _ in .stay(nil) },
            ScreenKey(
                "b", "back", help: "goes back", trigger: .back, isEssential: true,
                isInHint: true, isShared: true
            ) { _ in .leave(.back) },
            ScreenKey(
                "q", "quit", help: "quits", trigger: .quit, isEssential: true, isInHint: true,
                isShared: true
            ) { _ in .leave(.quit) },
            ScreenKey(
                "?", "help", help: "shows this help", trigger: .help, isEssential: true,
                isInHint: true, isShared: true
            ) { _ in .stay(nil) },
            ScreenKey(
                "Enter", "redraw", help: "draws the screen again",
                trigger: .redraw, isEssential: false, isInHint: false, isShared: true
            ) { _ in .stay(nil) },
        ]
    }

    /// Every key: the screen's own, then the shared ones it does not replace.
    public var all: [ScreenKey<Outcome>] {
        own + Self.shared.filter { shared in !own.contains { $0.trigger == shared.trigger } }
    }

    /// The key that takes `command`: the first of ``all`` that answers it, a ``ScreenKey/Trigger/text``
    /// key only when no other does; nil when none does (the screen then says ``accepted``).
    public func key(for command: ScreenCommand) -> ScreenKey<Outcome>? {
        let keys = all
        return keys.first { $0.trigger != .text && $0.argument(of: command) != nil }
            ?? keys.first { $0.trigger == .text && $0.argument(of: command) != nil }
    }

    /// The hint line: the keys the hint shows, in order, a number key as the range `numbers`
    /// (left out when nil) unless it was declared with its own text, n/p only when `paging`.
    public func hint(numbers: ClosedRange<Int>? = nil, paging: Bool = false) -> KeyHint {
        var hint = KeyHint()
        for key in all where key.isInHint {
            switch key.trigger {
            case .number where key.typed == "N":
                guard let numbers else { continue }
                let range =
                    numbers.count == 1
                    ? "\(numbers.lowerBound)" : "\(numbers.lowerBound)-\(numbers.upperBound)"
                hint = hint.key(range, key.label, isEssential: key.isEssential)
            case .paging where !paging: continue
            default: hint = hint.key(key.typed, key.label, isEssential: key.isEssential)
            }
        }
        return hint
    }

    /// Sets the keys of `list` from these: what a number does, whether `/text` searches, and
    /// its own keys for the hint (`ListPages` adds the page's range, n/p, b, q and ?).
    public func apply(to list: inout ListScreen) {
        list.numberAction = own.first { $0.trigger == .number && $0.isInHint }?.label
        list.searches = own.contains { $0.trigger == .search }
        list.keys = own.filter { key in
            key.isInHint && ![.number, .search, .paging, .back, .quit, .help].contains(key.trigger)
        }.map { ListKey($0.typed, $0.label, isMain: $0.isEssential) }
    }

    /// How `?` names `key`: as typed, a number key declared as "N" as "a number".
    public static func name(of key: ScreenKey<Outcome>) -> String {
        key.trigger == .number && key.typed == "N" ? "a number" : key.typed
    }

    /// What `?` says: ``about``, then one sentence per key of ``all``, in order, "key what
    /// it does." ("f N marks row N as a favourite.").
    public var help: String {
        ([about].compactMap { $0 } + all.map(Self.sentence)).joined(separator: " ")
    }

    /// What `?` says of `key`.
    public static func sentence(_ key: ScreenKey<Outcome>) -> String {
        "\(name(of: key)) \(key.help)."
    }

    /// The sentence a line no key takes is answered with, naming every key the hint can
    /// show, e.g. "Type a row number, f, b, q or ? for help."
    public var accepted: String {
        let phrases = all.filter(\.isInHint).map { key -> String in
            switch key.trigger {
            case .number where key.typed == "N": "a row number"
            case .search: "/text to search"
            case .paging: "n, p"
            case .help: "? for help"
            default: key.typed
            }
        }
        guard let last = phrases.last else { return "" }
        let rest = phrases.dropLast()
        return "Type " + (rest.isEmpty ? last : rest.joined(separator: ", ") + " or " + last) + "."
    }
}
