/// The one-line hint of a screen's keys, e.g.
/// "1-20 open · /text search · n/p page · b back · q quit · ? help".
///
/// A small builder: start from ``init()`` or ``standard(open:search:paging:extra:)``, chain
/// the keys in the order they should appear, then ``render(capabilities:)``.
public struct KeyHint: Equatable, Sendable {
    /// One key and what it does, e.g. key "f", action "favourite".
    public struct Entry: Equatable, Sendable {
        /// The key as typed, e.g. "f".
        public var key: String
        /// What the key does, e.g. "favourite".
        public var action: String
        /// Whether ``KeyHint/essential`` keeps it.
        public var isEssential: Bool

        /// An entry that shows `key` for `action`; `isEssential` keeps it in a short hint.
        public init(key: String, action: String, isEssential: Bool = false) {
            self.key = key
            self.action = action
            self.isEssential = isEssential
        }
    }

    /// The keys in display order.
    private(set) var entries: [Entry] = []

    /// An empty hint.
    public init() {}

    /// The keys every list screen shares: open (when there are rows), search (when
    /// `search`), pages (when `paging`), then `extra`, then back, quit and help.
    public static func standard(
        open numbers: ClosedRange<Int>?,
        search: Bool = false,
        paging: Bool = false,
        extra: [Entry] = []
    ) -> KeyHint {
        var hint = KeyHint().open(numbers)
        if search { hint = hint.search() }
        if paging { hint = hint.paging() }
        for entry in extra { hint = hint.key(entry.key, entry.action) }
        return hint.back().quit().help()
    }

    /// Adds "1-20 open" ("7 open" for one row), or another `action` typing a number does
    /// ("1-20 select"); nothing when `numbers` is nil.
    public func open(_ numbers: ClosedRange<Int>?, action: String = "open") -> KeyHint {
        guard let numbers else { return self }
        let keys =
            numbers.count == 1
            ? "\(numbers.lowerBound)" : "\(numbers.lowerBound)-\(numbers.upperBound)"
        return key(keys, action)
    }

    /// Adds "/text search".
    public func search() -> KeyHint { key("/text", "search") }
    /// Adds "n/p page".
    public func paging() -> KeyHint { key("n/p", "page") }
    /// Adds "b back".
    public func back() -> KeyHint { key("b", "back") }
    /// Adds "q quit".
    public func quit() -> KeyHint { key("q", "quit") }
    /// Adds "? help".
    public func help() -> KeyHint { key("?", "help") }

    /// Adds any key, e.g. `key("f", "favourite")`; `isEssential` keeps it in ``essential``.
    public func key(_ key: String, _ action: String, isEssential: Bool = false) -> KeyHint {
        var copy = self
        copy.entries.append(Entry(key: key, action: action, isEssential: isEssential))
        return copy
    }

    /// The first key (usually what opens or selects rows), the keys added as essential and
    /// the keys every screen shares (n/p, b, q, ?): for a terminal too short for the whole
    /// hint; `?` tells the rest.
    public var essential: KeyHint {
        var copy = KeyHint()
        copy.entries = entries.enumerated().filter { index, entry in
            index == 0 || entry.isEssential || ["n/p", "b", "q", "?"].contains(entry.key)
        }.map { $0.element }
        return copy
    }

    /// The hint as text, entries joined by " · " (" | " without unicode).
    ///
    /// When it is wider than `capabilities.width`, it breaks between entries onto more
    /// lines (joined by "\n"), so no key is ever cut off.
    public func render(capabilities: TerminalCapabilities) -> String {
        let separator = capabilities.usesUnicode ? " · " : " | "
        var lines: [String] = []
        var line = ""
        for entry in entries {
            // NB: an entry wider than the terminal is itself wrapped at its spaces.
            var parts = TerminalText.wrap(
                "\(entry.key) \(entry.action)", width: capabilities.width)
            let part = parts.removeFirst()
            let joined = line.isEmpty ? part : line + separator + part
            if !line.isEmpty && TerminalText.displayWidth(joined) > capabilities.width {
                lines.append(line)
                line = part
            } else {
                line = joined
            }
            if let last = parts.popLast() {
                lines.append(line)
                lines += parts
                line = last
            }
        }
        lines.append(line)
        return lines.joined(separator: "\n")
    }
}
