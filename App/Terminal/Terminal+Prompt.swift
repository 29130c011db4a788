import Foundation

extension Terminal {
    /// How many times ``confirm(_:defaultYes:)`` and ``choose(_:options:default:)`` ask
    /// before giving up on answers they cannot read.
    static var promptAttempts: Int { 3 }

    /// Writes `prompt` wrapped to the terminal width (every line but the last on its own, the
    /// last as the prompt, trailing spaces kept), then reads a line as
    /// ``readLine(prompt:)`` does. Words wider than a line stay whole; the trailing spaces
    /// count, so the cursor stays on the prompt's line.
    public func readLine(wrapping prompt: String) async -> String? {
        let width = capabilities.width
        var lines = Self.wrappedLines(prompt, width: width)
        let trailing = String(prompt.reversed().prefix { $0 == " " })
        if let last = lines.last, width > trailing.count,
            TerminalText.displayWidth(last + trailing) > width
        {
            lines.removeLast()
            lines += Self.wrappedLines(last, width: width - trailing.count)
        }
        for line in lines.dropLast() { writeLine(line) }
        return await readLine(prompt: (lines.last ?? "") + trailing)
    }

    /// Writes `text` wrapped to the terminal width, one line each; web addresses and paths
    /// stay whole.
    public func writeWrapped(_ text: String) {
        for line in Self.wrappedLines(text, width: capabilities.width) { writeLine(line) }
    }

    /// `text` wrapped to `width`, web addresses and paths kept whole.
    static func wrappedLines(_ text: String, width: Int) -> [String] {
        TerminalText.wrap(text, width: width, keepsAddressesWhole: true)
    }

    /// Asks a question and returns the answer, trimmed of surrounding spaces.
    ///
    /// Shows `question [default]: ` (the default sanitized, as it may come from data). An
    /// empty answer gives `defaultValue`, or "" when there is none. End of input gives nil.
    public func ask(_ question: String, default defaultValue: String? = nil) async -> String? {
        var prompt = question
        if let defaultValue, !defaultValue.isEmpty {
            prompt += " [\(TerminalText.sanitize(defaultValue))]"
        }
        guard let line = await readLine(wrapping: prompt + ": ") else { return nil }
        let answer = line.trimmingSpaces()
        return answer.isEmpty ? (defaultValue ?? "") : answer
    }

    /// Asks a yes/no question: `question [y/N] ` (or `[Y/n]` when `defaultYes`).
    ///
    /// Accepts y, yes, n, no in any case; an empty answer takes the default. Other answers
    /// are asked again, at most `promptAttempts` times in all, then count as no. End of
    /// input is never consent: it returns false whatever the default.
    public func confirm(_ question: String, defaultYes: Bool = false) async -> Bool {
        let prompt = "\(question) \(defaultYes ? "[Y/n]" : "[y/N]") "
        for _ in 0..<Self.promptAttempts {
            guard let line = await readLine(wrapping: prompt) else { return false }
            switch line.trimmingSpaces().lowercased() {
            case "": return defaultYes
            case "y", "yes": return true
            case "n", "no": return false
            default: writeWrapped("Please answer y or n.")
            }
        }
        writeWrapped("No clear answer, so taking that as no.")
        return false
    }

    /// Lists `options` numbered from 1 and asks for one; returns its index, or nil when the
    /// user typed b or q, gave no clear answer or input ended (see ``pick(_:options:default:)``).
    public func choose(_ question: String, options: [String], default defaultIndex: Int? = nil)
        async
        -> Int?
    {
        guard
            case .chosen(let index) = await pick(question, options: options, default: defaultIndex)
        else { return nil }
        return index
    }

    /// Lists `options` numbered from 1 and asks for one.
    ///
    /// An empty answer picks `defaultIndex` when given; `b` answers ``ChooserAnswer/back``
    /// and `q` ``ChooserAnswer/quit``, as on every screen. Other answers that are not a listed
    /// number are asked again, at most `promptAttempts` times in all, then give `back`. End
    /// of input gives `quit`. Options are written as given: sanitize outside text first. Long
    /// options wrap; on a terminal too short for them all, each is cut to one line, and when
    /// even those do not fit they are shown a page at a time (`n`/`p`), numbered throughout.
    public func pick(_ question: String, options: [String], default defaultIndex: Int? = nil) async
        -> ChooserAnswer
    {
        guard !options.isEmpty else { return .back }
        let width = capabilities.width
        writeWrapped(question)
        let numberWidth = String(options.count).count
        let indent = String(repeating: " ", count: numberWidth + 4)
        let optionWidth = max(width - indent.count, 8)
        var wrapped = options.map { Self.wrappedLines($0, width: optionWidth) }
        // NB: on a terminal too short for the wrapped options, each keeps its first line,
        // where what tells them apart comes first; the rest of a description is cut.
        let questionLines = TerminalText.wrap(question, width: width).count
        if let height = capabilities.height,
            questionLines + wrapped.map(\.count).reduce(0, +) + 1 > height
        {
            wrapped = options.map {
                [
                    TerminalText.truncate(
                        TerminalText.sanitize($0), toWidth: optionWidth,
                        usesUnicode: capabilities.usesUnicode)
                ]
            }
        }
        // NB: when even one line each does not fit, the options come a page at a time; the
        // question, a page line and the prompt share the height with them.
        let height = capabilities.height ?? .max
        let fitsOnePage = questionLines + wrapped.count + 1 <= height
        let pages = ChooserPages(
            optionCount: options.count,
            pageSize: fitsOnePage ? options.count : max(1, height - questionLines - 2))
        func show(_ page: Int) {
            for index in pages.range(of: page) {
                let number = TerminalText.pad(
                    String(index + 1), toWidth: numberWidth + 2, alignment: .right)
                for (row, line) in wrapped[index].enumerated() {
                    writeLine((row == 0 ? "\(number)  " : indent) + line)
                }
            }
            if pages.count > 1 { writeWrapped("page \(page + 1) of \(pages.count) · n/p page") }
        }
        var page = 0
        show(page)
        let defaultIndex = defaultIndex.flatMap { options.indices.contains($0) ? $0 : nil }
        let prompt = defaultIndex.map { "Number [\($0 + 1)]: " } ?? "Number: "
        var attempts = 0
        while attempts < Self.promptAttempts {
            guard let line = await readLine(prompt: prompt) else { return .quit }
            let answer = line.trimmingSpaces()
            if answer.isEmpty, let defaultIndex { return .chosen(defaultIndex) }
            switch answer.lowercased() {
            case "b": return .back
            case "q": return .quit
            case "n" where pages.count > 1, "p" where pages.count > 1:
                let next = page + (answer.lowercased() == "n" ? 1 : -1)
                guard (0..<pages.count).contains(next) else {
                    writeWrapped(
                        next < 0 ? "Already on the first page." : "Already on the last page.")
                    continue
                }
                page = next
                writeWrapped(question)
                show(page)
                continue
            default: attempts += 1
            }
            if answer.count <= 9, answer.allSatisfy(\.isASCIIDigit), let number = Int(answer),
                options.indices.contains(number - 1)
            {
                return .chosen(number - 1)
            }
            // NB: a screen's command typed here (`s value`) is not taken for an answer; the
            // sentence says so, so the user types it again at the screen.
            let command = TerminalText.sanitize(answer)
            writeWrapped(
                answer.first?.isLetter == true || answer.hasPrefix("/")
                    ? "\"\(command)\" is not one of the choices: type a number from 1 to "
                        + "\(options.count), or b to go back and type it there."
                    : "Please type a number from 1 to \(options.count), b to go back or q to quit.")
        }
        writeWrapped("Nothing was chosen.")
        return .back
    }
}

/// The answer to a numbered chooser.
public enum ChooserAnswer: Equatable, Sendable {
    /// The index of the chosen option.
    case chosen(Int)
    /// `b`, or no clear answer: leave the chooser, nothing changes.
    case back
    /// `q` or the end of input: quit.
    case quit
}

/// How a chooser's options are cut into pages of `pageSize` (the last may be shorter).
struct ChooserPages {
    let optionCount: Int
    let pageSize: Int

    /// How many pages there are (at least one).
    var count: Int { max(1, (optionCount + pageSize - 1) / max(pageSize, 1)) }

    /// The indices of the options on `page` (from 0).
    func range(of page: Int) -> Range<Int> {
        let start = page * pageSize
        return start..<min(start + pageSize, optionCount)
    }
}
