import CleanAppsCore
import CleanAppsDataCore
import DirectoryData
import DirectoryDomain
import Foundation
import Terminal
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

    /// The options `export` and `email` share: `--group G --out FILE [--force]`.
    @MainActor
    struct GroupOutput {
        let group: ContactGroup
        let file: URL
        let replacing: Bool

        init(_ arguments: CommandArguments) throws {
            group = try arguments.required(DirectoryCommands.group)
            let path = try arguments.required(DirectoryCommands.outFile)
            guard !path.isEmpty else {
                throw CommandArguments.UsageError(message: "--out needs a file name")
            }
            file = NamedOutputFile.url(forArgument: path)
            replacing = arguments.has(DirectoryCommands.force)
        }
    }

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
        let target: GroupOutput
        let format: ContactFormat

        init(_ arguments: CommandArguments) throws {
            target = try GroupOutput(arguments)
            format = try arguments.required(Self.format)
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.export(self)
        }
    }

    /// `export`: checks `--out` first, then writes the group's contacts and says how many.
    func export(_ command: Export) async throws -> ExitCode {
        let target = command.target
        let exporter = ContactFileExporter(
            file: target.file, replacing: target.replacing, ownFolders: ownFolders)
        try exporter.check()
        let directory = try await loadedDirectory()
        let result = try await withGroupHints(in: directory) {
            try await ExportContactGroupUseCase(exporter: exporter).execute(
                target.group, in: directory, as: command.format)
        }
        let count = "\(result.written) \(result.written == 1 ? "lawmaker" : "lawmakers")"
        reportWritten(count, to: result.path, leftOut: result.leftOut, lacking: "a mobile number")
        return .ok
    }

    /// Says on stderr what was written where, and who was left out for `lacking` something.
    func reportWritten(_ what: String, to path: String, leftOut: [Person], lacking: String) {
        let place = NamedOutputFile.isStandardOutput(path) ? "" : " to \(path)"
        writeNote("\(what) written\(place).")
        if !leftOut.isEmpty {
            writeNote(
                "Without \(lacking), left out: " + leftOut.map(\.name).joined(separator: ", ")
                    + ".")
        }
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

extension DirectoryCommands {
    /// The largest `--body-file` read (a message, not a mailbox).
    static let bodyFileLimit = 1 << 20

    /// `directory email --group G --subject S (--body TEXT | --body-file F) --out FILE.eml
    /// [--force]`.
    struct Email: ScriptedCommand {
        static let subject = Option("subject", .text("TEXT"), "The subject.")
        static let body = Option("body", .text("TEXT"), "The message (or --body-file).")
        static let bodyFile = Option(
            "body-file", .file(), "Read the message from FILE (UTF-8 text).")
        static let description = CommandDescription(
            name: "email",
            summary: "Write an e-mail draft (.eml) to a group, Bcc every member with an address.",
            options: [
                DirectoryCommands.group.required().described, subject.required().described,
                body.described, bodyFile.described,
                DirectoryCommands.outFile.required().described, DirectoryCommands.force.described,
            ],
            example:
                "directory email --group committee:1-5 --subject 의견 --body 안녕하세요 --out committee.eml"
        )
        let target: GroupOutput
        let subject: String
        let body: String?
        let bodyFile: String?

        init(_ arguments: CommandArguments) throws {
            target = try GroupOutput(arguments)
            subject = try arguments.required(Self.subject)
            body = try arguments.value(Self.body)
            bodyFile = try arguments.value(Self.bodyFile)
            guard (body == nil) != (bodyFile == nil) else {
                throw CommandArguments.UsageError(message: "give --body TEXT or --body-file FILE")
            }
        }
        func run(on runner: DirectoryCommands) async throws -> ExitCode {
            try await runner.email(self)
        }
    }

    /// `email`: checks `--out` and the body first, then writes the draft and says to how many.
    func email(_ command: Email) async throws -> ExitCode {
        let target = command.target
        let writer = EmlDraftFile(
            file: target.file, replacing: target.replacing, ownFolders: ownFolders)
        try writer.check()
        let body = try command.body ?? Self.readBody(command.bodyFile ?? "")
        let directory = try await loadedDirectory()
        let result = try await withGroupHints(in: directory) {
            try await ComposeGroupEmailUseCase(writer: writer, now: now).execute(
                target.group, in: directory, subject: command.subject, body: body)
        }
        let count = result.recipients.count
        reportWritten(
            "A draft to \(count) \(count == 1 ? "address" : "addresses") (Bcc)", to: result.path,
            leftOut: result.withoutAddress, lacking: "an e-mail address")
        return .ok
    }

    /// The text of `--body-file` (and of `@FILE` at the screens' `m`): a regular file of UTF-8
    /// text up to `bodyFileLimit` bytes.
    static func readBody(_ path: String) throws -> String {
        let shown = TerminalText.sanitize(path)
        let handle: FileHandle
        do {
            handle = try NamedInputFile.open(path)
        } catch .notAFile(let kind) {
            throw DirectoryCommandError.missingInput(
                "The body file \(shown) is \(kind), not a text file; name a text file.")
        } catch .folder {
            throw DirectoryCommandError.missingInput(
                "The body file \(shown) is a folder; name a text file.")
        } catch .unreadable(let reason) {
            throw DirectoryCommandError.missingInput(
                "The body file \(shown) could not be opened (\(reason)); check that you may read it."
            )
        } catch {
            throw DirectoryCommandError.missingInput(
                "There is no body file at \(shown); check the path.")
        }
        let data: Data
        do {
            data = try handle.read(upToCount: Self.bodyFileLimit + 1) ?? Data()
        } catch {
            throw DirectoryCommandError.missingInput(
                "The body file \(shown) could not be read; check the file.")
        }
        guard data.count <= Self.bodyFileLimit else {
            throw DirectoryCommandError.badBody("The body file \(shown) is over 1 MB; shorten it.")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw DirectoryCommandError.badBody(
                "The body file \(shown) is not UTF-8 text; save it as UTF-8.")
        }
        return text
    }
}
