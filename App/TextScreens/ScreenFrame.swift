import Terminal

/// Draws the parts every screen shares: pending notices, a title, the body, a message line,
/// and the one-line key hint.
///
/// The message line is kept from the first drawing (blank without a message), so a body cut
/// to the terminal's height keeps its window, and the hint stays, when a message comes or
/// goes; a message of more lines shows under a body that fits with it, else alone above the
/// hint (see ``messageAlone(_:)``).
@MainActor
public struct ScreenFrame {
    /// One screen's parts, as ``draw(title:body:message:hint:)`` takes them.
    public struct Content {
        /// The title, wrapped to at most three lines.
        public var title: String
        /// The body lines, written as given.
        public var body: [String]
        /// The answer to the last command, if any.
        public var message: String?
        /// The keys the screen takes.
        public var hint: KeyHint
    }

    /// Where the screen is drawn and its commands read.
    public let terminal: any Terminal
    /// Hands over the notices to show above the next screen (and forgets them).
    public let drainNotices: @MainActor () -> [String]
    /// The part of a too tall body that is shown.
    public let scroll = BodyScroll()

    /// A frame drawing on `terminal`, with the notices `drainNotices` hands over on top.
    public init(terminal: any Terminal, drainNotices: @escaping @MainActor () -> [String]) {
        self.terminal = terminal
        self.drainNotices = drainNotices
    }

    /// Writes one whole screen. `body` lines are written as given (sanitize outside text
    /// first), except that a plain line wider than the terminal is wrapped under its own
    /// indentation; the title (wrapped, at most 3 lines), notices and `message` are sanitized
    /// and wrapped here. Words wider than a line (web addresses, paths) are kept whole for
    /// copying.
    ///
    /// On a terminal of known height, a screen that would not fit (prompt line included)
    /// shows its essential keys only (`KeyHint.essential`), and then as much of its body as
    /// fits, with a line saying which lines are shown; n and p scroll it (see
    /// ``loop(keys:draw:)``).
    public func draw(title: String, body: [String], message: String? = nil, hint: KeyHint) {
        let content = Content(title: title, body: body, message: message, hint: hint)
        guard terminal.capabilities.height != nil else {
            scroll.reset()
            write(lines(of: content))
            return
        }
        let notices = drainNotices()
        write(scrolled(essential(content, notices: notices), notices: notices))
    }

    /// `content` with only its essential keys when the full hint takes more than two lines
    /// and the screen would not fit the terminal's height.
    public func essential(_ content: Content, notices: [String]) -> Content {
        var probe = content
        probe.message = nil
        guard let height = terminal.capabilities.height,
            rowCount(lines(of: probe, notices: notices)) >= height,
            content.hint.render(capabilities: terminal.capabilities).contains("\n")
        else { return content }
        var essential = content
        essential.hint = content.hint.essential
        return essential
    }

    /// The lines of `content`, its body cut to the window ``scroll`` shows when the screen
    /// would not fit the terminal's height, with a line saying which lines are shown; when
    /// not even one body line fits beside the rest, its message alone (see
    /// ``messageAlone(_:notices:height:)``).
    private func scrolled(_ content: Content, notices: [String]) -> [String] {
        let all = lines(of: content, notices: notices)
        guard let height = terminal.capabilities.height, rowCount(all) >= height else {
            let count = content.body.flatMap(fitted).count
            _ = scroll.place(title: content.title, total: count, window: count)
            return all
        }
        // NB: a message longer than its line would take the body's rows: it shows alone.
        if let message = content.message,
            rowCount(messageLines(message)) > Self.messageRows
        {
            return messageAlone(content, notices: notices, height: height)
        }
        // NB: a line kept whole (a web address) is split where the terminal would wrap it, so
        // that every window line takes one row.
        let body = content.body.flatMap(fitted).flatMap(rowsOf)
        var chrome = content
        chrome.body = []
        // NB: the prompt line and the line saying which lines are shown take two rows; the
        // blank line above the title gives way on a screen that does not fit (see below).
        var window = min(height - rowCount(lines(of: chrome, notices: notices)) - 1, body.count)
        while window > 0 {
            let first = scroll.place(title: content.title, total: body.count, window: window)
            var cut = content
            cut.body = Array(body[first..<min(first + window, body.count)])
            let separator = terminal.capabilities.usesUnicode ? "–" : "-"
            cut.body.append(
                terminal.style.dim(
                    "(lines \(first + 1)\(separator)\(first + cut.body.count) of \(body.count): n/p scroll)"
                ))
            let lines = lines(of: cut, notices: notices)
            if rowCount(lines) < height { return lines }
            window -= 1
        }
        return messageAlone(content, notices: notices, height: height)
    }

    /// `line` split where a terminal of this width wraps it (a styled line loses its styles).
    private func rowsOf(_ line: String) -> [String] {
        let width = max(terminal.capabilities.width, 1)
        let plain = TerminalText.sanitize(line)
        guard TerminalText.displayWidth(plain) > width else { return [line] }
        var rows = [""]
        for character in plain {
            if TerminalText.displayWidth(rows[rows.count - 1] + String(character)) > width {
                rows.append("")
            }
            rows[rows.count - 1].append(character)
        }
        return rows
    }

    /// The title, `content`'s message (cut with "…" to what the terminal's `height` leaves),
    /// a line saying that Enter shows the screen again, and the hint.
    private func messageAlone(_ content: Content, notices: [String], height: Int) -> [String] {
        var alone = messageAlone(content)
        let whole = alone.message.map(messageLines) ?? []
        alone.message = nil
        let hint = content.hint.render(capabilities: terminal.capabilities)
            .split(separator: "\n", omittingEmptySubsequences: false).count
        let rest = lines(of: alone, notices: notices, reservesMessage: false)
        let room = height - 1 - rowCount(rest) - 1
        guard room > 0 else { return Array(rest.suffix(height - 1)) }
        // NB: a message that fits keeps its web addresses and paths whole for copying.
        let said = rowCount(whole) <= room ? whole : whole.flatMap(rowsOf)
        var shown = Array(said.prefix(room))
        if said.count > room, let last = shown.indices.last {
            shown[last] = TerminalText.truncate(
                TerminalText.sanitize(shown[last]) + " …", toWidth: terminal.capabilities.width,
                usesUnicode: terminal.capabilities.usesUnicode)
        }
        let style = terminal.style
        let above = Array(rest.dropLast(hint))
        return above + [""] + shown.map(style.cyan) + Array(rest.suffix(hint))
    }

    /// How many terminal rows `lines` take: a line wider than the terminal (a web address
    /// kept whole) wraps onto more.
    public func rowCount(_ lines: [String]) -> Int {
        let width = max(terminal.capabilities.width, 1)
        return lines.reduce(0) { count, line in
            let cells = TerminalText.displayWidth(TerminalText.sanitize(line))
            return count + max(1, (cells + width - 1) / width)
        }
    }

    /// `content` with its body left out for its message (a long help on a short terminal);
    /// an empty line shows the body again.
    public func messageAlone(_ content: Content) -> Content {
        guard content.message != nil else { return content }
        var alone = content
        alone.body = ["(Press Enter to see the screen again.)"]
        return alone
    }

    /// `message` sanitized (its line breaks kept) and fitted to the terminal, without styles.
    func messageLines(_ message: String) -> [String] {
        TerminalText.sanitize(message, keepsNewlines: true)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { fitted(String($0)) }
    }

    /// Writes `lines`, each followed by a newline.
    public func write(_ lines: [String]) {
        for line in lines { terminal.writeLine(line) }
    }

    /// The lines kept above the hint for a message from the first drawing.
    public static let messageRows = ListPages.messageRows

    /// The lines ``draw(title:body:message:hint:)`` writes for `content`, after `notices`
    /// (drained by default), with their styles: the message, or a blank line kept for one
    /// unless `reservesMessage` is false, above the hint; without the blank line above the
    /// title when they would not fit the terminal's height.
    public func lines(
        of content: Content, notices: [String]? = nil, reservesMessage: Bool = true
    ) -> [String] {
        let style = terminal.style
        let capabilities = terminal.capabilities
        var lines: [String] = []
        for notice in notices ?? drainNotices() {
            lines += fitted("! " + TerminalText.sanitize(notice)).map(style.yellow)
        }
        let blankLine = lines.count
        lines.append("")
        lines += TerminalText.wrap(TerminalText.sanitize(content.title), width: capabilities.width)
            .prefix(3).map(style.bold)
        lines.append("")
        lines += content.body.flatMap(fitted)
        if let message = content.message {
            let said = messageLines(message)
            // NB: a message of more lines is set apart from the body (it then shows alone, or
            // the whole screen fits).
            if said.count > 1 { lines.append("") }
            lines += said.map(style.cyan)
        } else if reservesMessage {
            lines += Array(repeating: "", count: Self.messageRows)
        }
        lines += content.hint.render(capabilities: capabilities)
            .split(separator: "\n", omittingEmptySubsequences: false).map { style.dim(String($0)) }
        // NB: on a terminal too short for the screen, the line that sets it apart from the
        // one before goes first.
        if let height = capabilities.height, rowCount(lines) >= height {
            lines.remove(at: blankLine)
        }
        return lines
    }

    /// Runs `work`, with a spinner labelled `label` when it takes over 200 ms on a TTY.
    public func whileBusy(_ label: String, _ work: () async -> Void) async {
        await withSpinner(label, terminal: terminal) { await work() }
    }

    /// The prompt every screen reads its commands at.
    public static let prompt = "> "

    /// Reads the next command at the prompt; nil at end of input.
    public func readCommand() async -> ScreenCommand? {
        guard let line = await terminal.readLine(prompt: Self.prompt) else { return nil }
        return ScreenCommand(line: line)
    }

    /// `line` as it is when it fits the terminal; else wrapped, continuation lines indented
    /// as `line` is. Words wider than a line stay whole. Styles take no cells; a styled line
    /// that does not fit is wrapped without its styles (NB: wrapping would count and cut
    /// their escape sequences).
    public func fitted(_ line: String) -> [String] {
        let width = terminal.capabilities.width
        let plain = line.contains("\u{1B}") ? TerminalText.sanitize(line) : line
        guard TerminalText.displayWidth(plain) > width else { return [line] }
        let line = plain
        let indent = line.prefix { $0 == " " }.count
        let pad = String(repeating: " ", count: indent < width / 2 ? indent : 0)
        return TerminalText.wrap(
            String(line.dropFirst(pad.count)), width: width - pad.count,
            keepsAddressesWhole: true
        ).map { pad + $0 }
    }

    /// Wraps outside text to the terminal width, sanitized and indented by `indent` spaces.
    public func wrapped(_ text: String, indent: Int = 2) -> [String] {
        let width = max(terminal.capabilities.width - indent, 10)
        let pad = String(repeating: " ", count: indent)
        return TerminalText.sanitize(text, keepsNewlines: true)
            .split(separator: "\n", omittingEmptySubsequences: false)
            .flatMap { TerminalText.wrap(String($0), width: width) }
            .map { pad + $0 }
    }
}
