import Domain
import Foundation

/// Where e-mails go, as given on the command line: `--to ADDR`, `--out FILE`, `--force`.
///
/// Checked before any work starts: the address must be valid, the folder of `--out` must
/// exist, and an existing `--out` file (or link) is refused unless `--force` is given.
struct MarketingEmailOptions: Equatable {
    /// The validated recipient, or nil to ask (screens) or leave it out (command).
    var recipient: String?
    /// The file to write, or nil for a new file in the data directory.
    var outFile: URL?
    /// Whether an existing ``outFile`` may be replaced (`--force`).
    var replacesOutFile = false

    /// No recipient, no file: ask, and write into the data directory.
    init() {}

    /// Reads the app-level options of `cleanapps marketing --to ADDR --out FILE [--force]`.
    static func parse(_ arguments: [String]) throws -> MarketingEmailOptions {
        let parsed = try CommandArguments.parse(
            arguments, options: ["to", "out"], flags: ["force"])
        try parsed.expectNoPositionals()
        return try MarketingEmailOptions(parsed)
    }

    /// Reads `--to`, `--out` and `--force` from already parsed arguments.
    init(_ parsed: CommandArguments) throws {
        if let address = parsed.value("to") {
            recipient = try EmailAddress(validating: address).description
        }
        replacesOutFile = parsed.has("force")
        guard let path = parsed.value("out") else {
            if replacesOutFile {
                throw CommandArguments.UsageError(message: "--force only goes with --out FILE")
            }
            return
        }
        guard !path.isEmpty else {
            throw CommandArguments.UsageError(message: "--out needs a file name")
        }
        let file = URL(fileURLWithPath: path).standardizedFileURL
        try Self.check(file, replacing: replacesOutFile)
        outFile = file
    }

    /// Refuses a file whose folder is missing, or that exists while it may not be replaced.
    private static func check(_ file: URL, replacing: Bool) throws(MarketingError) {
        let name = MarketingError.printable(file.lastPathComponent)
        var isFolder: ObjCBool = false
        let folder = file.deletingLastPathComponent().path
        guard FileManager.default.fileExists(atPath: folder, isDirectory: &isFolder),
            isFolder.boolValue
        else { throw .emailNotWritten("the folder of \(name) does not exist") }
        // NB: attributesOfItem does not follow links, so a dangling link counts as existing.
        if !replacing, (try? FileManager.default.attributesOfItem(atPath: file.path)) != nil {
            throw .emailNotWritten("\(name) already exists; add --force to replace it")
        }
    }
}
