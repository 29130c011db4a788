import CleanAppsCore
import CleanAppsDataCore
import Foundation
import MarketingData
import MarketingDomain
import TextCommands

/// Where e-mails go, as given on the command line: `--to ADDR`, `--out FILE`, `--force`.
///
/// Checked before any work starts: the address must be valid and `--out` writable by
/// ``NamedOutputFile``'s rule (its folder exists, an existing file or link only with
/// `--force`, never CleanApps' own data; `-` is standard output).
struct MarketingEmailOptions: Equatable {
    /// The validated recipient, or nil to ask (screens) or leave it out (command).
    var recipient: String?
    /// The file to write, or nil for a new file in the data directory.
    var outFile: URL?
    /// Whether an existing ``outFile`` may be replaced (`--force`).
    var replacesOutFile = false

    /// No recipient, no file: ask, and write into the data directory.
    init() {}

    /// The options the screens take before any command: `--to`, `--out`, `--force`.
    @MainActor static let screensCommand = CommandDescription(
        name: "", summary: "Open the screens.",
        options: MarketingCommands.emailOptions.map(\.described), example: "marketing")

    /// Reads the app-level options of `cleanapps marketing --to ADDR --out FILE [--force]`;
    /// an `--out` file inside `ownFolders` (CleanApps' own data) is refused.
    @MainActor
    static func parse(_ arguments: [String], ownFolders: [URL]) throws -> MarketingEmailOptions {
        let parsed = try CommandArguments.parse(arguments, as: screensCommand)
        return try MarketingEmailOptions(
            recipient: parsed.value(MarketingCommands.recipient),
            outFile: parsed.value(MarketingCommands.outFile),
            replacing: parsed.has(MarketingCommands.force), ownFolders: ownFolders)
    }

    /// Checks `--to` and, by ``NamedOutputFile``'s rule, `--out` (replaced only when
    /// `replacing`, from `--force`).
    init(recipient address: String?, outFile path: String?, replacing: Bool, ownFolders: [URL])
        throws
    {
        if let address {
            recipient = try EmailAddress(validating: address).description
        }
        replacesOutFile = replacing
        guard let path else {
            if replacesOutFile {
                throw CommandArguments.UsageError(message: "--force only goes with --out FILE")
            }
            return
        }
        guard !path.isEmpty else {
            throw CommandArguments.UsageError(message: "--out needs a file name")
        }
        let file = NamedOutputFile.url(forArgument: path)
        do {
            _ = try NamedOutputFile.check(
                file, replacing: replacesOutFile, ownFolders: ownFolders,
                userFileExtension: EmlFileExporter.fileExtension)
        } catch {
            throw MarketingError.emailRefused(error)
        }
        outFile = file
    }
}
