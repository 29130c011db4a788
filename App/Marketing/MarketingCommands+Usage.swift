import Domain

/// The usage text and how command errors are reported.
extension MarketingCommands {
    static let usage = """
        usage: cleanapps marketing [--to ADDR] [--out FILE [--force]]
               cleanapps marketing targets [--json]
               cleanapps marketing channels --targets "Location,Age" [--json]
               cleanapps marketing packages CHANNEL [--json]
               cleanapps marketing review --select "Facebook:2,SEO:1" [--targets LIST] [--json]
               cleanapps marketing email --select "Facebook:2,SEO:1" [--targets LIST]
                                         [--to ADDR] [--out FILE [--force]]
        Without a command the screens open; --to and --out then apply to the e-mail saved
        on the review screen (without --to it asks for a recipient).
        CHANNEL is a channel name or its 20-character id; --select takes CHANNEL:NUMBER
        pairs, one package per channel. The e-mail is written to --out FILE, or to a new
        file in the data directory; an existing FILE is replaced only with --force.
        CLEANAPPS_NPOINT_URL names an npoint-compatible server; if it fails or is slow, and
        under --offline, the bundled copy of the data is used.
        """

    /// Writes `error` to stderr and returns its exit code: 64 for usage, 65 for bad names,
    /// numbers and addresses, 69 without targeting data, 73 when the e-mail is not written.
    func report(_ error: any Error) -> ExitCode {
        switch error {
        case let error as CommandArguments.UsageError:
            let hint = error.message.contains("\nsee '") ? "" : "\nsee 'cleanapps marketing --help'"
            terminal.writeError(
                "cleanapps marketing: \(TerminalText.sanitize(error.message + hint, keepsNewlines: true))\n"
            )
            return .usage
        case let error as MarketingError:
            writeError(error.message)
            switch error {
            case .targetingUnavailable: return .unavailable
            case .emailNotWritten: return .cannotCreate
            default: return .dataError
            }
        default:
            writeError("\(error)")
            return .software
        }
    }
}
