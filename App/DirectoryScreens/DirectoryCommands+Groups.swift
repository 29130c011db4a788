import CleanAppsCore
import CleanAppsDataCore
import DirectoryData
import DirectoryDomain
import Foundation
import TextCommands

extension DirectoryCommands {
    /// `--group GROUP`: favourites, committee:NAME, party:NAME or search:TEXT.
    static let group = Option.choice(
        "group", .text("GROUP"),
        "favourites, committee:NAME, party:NAME or search:TEXT.",
        else: { text in
            CommandSuggestion.message(
                "'\(text)' is not a group; give one of "
                    + ContactGroup.forms.joined(separator: ", "),
                for: String(text.prefix { $0 != ":" }), among: ContactGroup.kinds)
        }, ContactGroup.init(text:))
    /// `--out FILE` (`-` for standard output).
    static let outFile = Option("out", .file(), "Write to FILE (- for standard output).")
    /// `--force`: replace an existing `--out` file.
    static let force = Flag("force", "Replace an existing --out FILE.")

    /// `directory export --group G --format vcard|csv|sms --out FILE [--force]`.
    struct Export: ScriptedCommand {
        static let format = Option.choice(
            "format", .oneOf(ContactFormat.allCases.map(\.rawValue)),
            "vcard (contact apps), csv (spreadsheets) or sms (sms: links).",
            else: { _ in "--format is vcard, csv or sms" }, ContactFormat.init(rawValue:))
        static let description = CommandDescription(
            name: "export",
            summary: "Write a group's contacts as vCard 4.0, CSV or sms: links.",
            options: [
                DirectoryCommands.group.required().described, format.required().described,
                DirectoryCommands.outFile.required().described, DirectoryCommands.force.described,
            ],
            example: "directory export --group party:1 --format vcard --out party.vcf")
        let group: ContactGroup
        let format: ContactFormat
        let outFile: String
        let replacesOutFile: Bool

        init(_ arguments: CommandArguments) throws {
            group = try arguments.required(DirectoryCommands.group)
            format = try arguments.required(Self.format)
            outFile = try arguments.required(DirectoryCommands.outFile)
            replacesOutFile = arguments.has(DirectoryCommands.force)
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.export(self)
        }
    }

    /// `export`: checks `--out` first, then writes the group's contacts and says how many.
    func export(_ command: Export) async throws -> ExitCode {
        guard !command.outFile.isEmpty else {
            throw CommandArguments.UsageError(message: "--out needs a file name")
        }
        let file = NamedOutputFile.url(forArgument: command.outFile)
        let exporter = ContactFileExporter(
            file: file, replacing: command.replacesOutFile, ownFolders: ownFolders)
        try exporter.check()
        let directory = try await loadedDirectory()
        let result = try await withGroupHints(in: directory) {
            try await ExportContactGroupUseCase(exporter: exporter).execute(
                command.group, in: directory, as: command.format)
        }
        let place = NamedOutputFile.isStandardOutput(result.path) ? "" : " to \(result.path)"
        let count = "\(result.written) \(result.written == 1 ? "lawmaker" : "lawmakers")"
        writeNote("\(count) written\(place).")
        if !result.leftOut.isEmpty {
            writeNote(
                "Without a mobile number, left out: "
                    + result.leftOut.map(\.name).joined(separator: ", ") + ".")
        }
        return .ok
    }

    /// Runs `work`, adding "did you mean" to an unknown party or committee of a group.
    func withGroupHints<Result>(
        in directory: Directory, _ work: () async throws -> Result
    ) async throws -> Result {
        do {
            return try await work()
        } catch DirectoryError.partyNotFound(let name) {
            throw DirectoryCommandError.unknownGroupName(
                CommandSuggestion.message(
                    DirectoryError.partyNotFound(name).message.dropLastPeriod, for: name,
                    among: directory.parties.map(\.name)))
        } catch DirectoryError.committeeNotFound(let name) {
            throw DirectoryCommandError.unknownGroupName(
                CommandSuggestion.message(
                    DirectoryError.committeeNotFound(name).message.dropLastPeriod, for: name,
                    among: directory.committees.map(\.title)))
        }
    }
}

extension String {
    /// The text without its final full stop, to append a hint to a sentence.
    fileprivate var dropLastPeriod: String { hasSuffix(".") ? String(dropLast()) : self }
}
