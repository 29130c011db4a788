import Foundation

extension TerminalCapabilities {
    /// The narrowest and widest line widths screens are laid out for.
    static let widthRange = 20...1_000
    /// The lowest and highest row counts screens are laid out for.
    static let heightRange = 10...1_000

    /// Decides what the terminal can do from the environment and the facts a live probe
    /// found; pure, so every rule is testable.
    ///
    /// - Interactive: stdin and stdout are both TTYs.
    /// - Colour: a `--color`/`--no-color` flag (`colorFlag`) wins over all. Otherwise
    ///   `NO_COLOR` set and non-empty turns it off; then `CLICOLOR_FORCE` set to anything but
    ///   "" or "0" turns it on; otherwise it is on only when stdout is a TTY and `TERM` is not
    ///   `dumb`. NB: NO_COLOR beats CLICOLOR_FORCE: an explicit "no" is the safer reading.
    /// - Unicode: decided by the first non-empty of `LC_ALL`, `LC_CTYPE`, `LANG` (the POSIX
    ///   order): on when it names UTF-8 (`en_US.UTF-8`, `C.utf8`), off for any other
    ///   locale (`C`, `POSIX`, `ko_KR.EUC-KR`). With none of them set it is on: Swift
    ///   writes UTF-8, and an unset locale (containers, CI) nearly always means a UTF-8
    ///   terminal.
    /// - Width: `width` (the probed window size) when positive, else a positive `COLUMNS`,
    ///   else 80; clamped to `widthRange`.
    /// - Height: only when stdout is a TTY (piped output keeps fixed page sizes): `height`
    ///   (the probed window size) when positive, else a positive `LINES`, else nil; clamped
    ///   to `heightRange`.
    public static func detect(
        environment: [String: String],
        stdinIsTTY: Bool,
        stdoutIsTTY: Bool,
        colorFlag: Bool?,
        width: Int?,
        height: Int? = nil
    ) -> TerminalCapabilities {
        TerminalCapabilities(
            isInteractive: stdinIsTTY && stdoutIsTTY,
            usesColor: usesColor(
                environment: environment, stdoutIsTTY: stdoutIsTTY, colorFlag: colorFlag),
            usesUnicode: usesUnicode(environment: environment),
            width: lineWidth(environment: environment, probedWidth: width),
            height: stdoutIsTTY
                ? rowCount(environment: environment, probedHeight: height) : nil)
    }

    /// Probes the real process: `isatty` on fd 0 and 1, the window size of stdout, and the
    /// process environment; see
    /// ``detect(environment:stdinIsTTY:stdoutIsTTY:colorFlag:width:height:)``.
    public static func live(
        colorFlag: Bool?,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> TerminalCapabilities {
        let size = windowSize(of: STDOUT_FILENO)
        return detect(
            environment: environment,
            stdinIsTTY: isatty(STDIN_FILENO) == 1,
            stdoutIsTTY: isatty(STDOUT_FILENO) == 1,
            colorFlag: colorFlag,
            width: size?.width,
            height: size?.height)
    }

    /// The columns and rows of the terminal on `descriptor` (a count of 0 is nil), or nil
    /// when it is not a terminal (a pipe or file: `ioctl` fails with ENOTTY).
    public static func windowSize(of descriptor: Int32) -> (width: Int?, height: Int?)? {
        var size = winsize()
        guard ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0 else { return nil }
        return (
            size.ws_col > 0 ? Int(size.ws_col) : nil, size.ws_row > 0 ? Int(size.ws_row) : nil
        )
    }

    private static func usesColor(
        environment: [String: String], stdoutIsTTY: Bool, colorFlag: Bool?
    ) -> Bool {
        if let colorFlag { return colorFlag }
        if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
        if let force = environment["CLICOLOR_FORCE"], !force.isEmpty, force != "0" {
            return true
        }
        return stdoutIsTTY && environment["TERM"] != "dumb"
    }

    private static func usesUnicode(environment: [String: String]) -> Bool {
        let locale = ["LC_ALL", "LC_CTYPE", "LANG"].lazy
            .compactMap { environment[$0] }
            .first { !$0.isEmpty }
        guard let locale else { return true }
        // NB: matched on the bytes: Foundation's `replacingOccurrences` here was the
        // program's first NSString bridge, 3 % of a start → menu → quit.
        let folded = locale.utf8.filter { $0 != UInt8(ascii: "-") }.map { byte in
            (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte | 0x20 : byte
        }
        let utf8 = Array("utf8".utf8)
        return folded.indices.contains { folded[$0...].starts(with: utf8) }
    }

    private static func lineWidth(environment: [String: String], probedWidth: Int?) -> Int {
        let width =
            probedWidth.flatMap { $0 > 0 ? $0 : nil }
            ?? environment["COLUMNS"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
            ?? 80
        return min(max(width, widthRange.lowerBound), widthRange.upperBound)
    }

    private static func rowCount(environment: [String: String], probedHeight: Int?) -> Int? {
        let height =
            probedHeight.flatMap { $0 > 0 ? $0 : nil }
            ?? environment["LINES"].flatMap { Int($0) }.flatMap { $0 > 0 ? $0 : nil }
        return height.map { min(max($0, heightRange.lowerBound), heightRange.upperBound) }
    }
}
