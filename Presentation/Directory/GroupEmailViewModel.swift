import CleanAppsCore
import CleanAppsPresentationCore
import DirectoryDomain
import Foundation

/// Where a draft the user names goes: the `.eml` files of `directory email`'s `--out` rule.
public protocol MailDraftFiles: Sendable {
    /// Checks, before anything is asked or written, that `path` may be written (an existing
    /// file only when `replacing`); returns the full path to show.
    ///
    /// Throws ``DirectoryDomain/DirectoryError/outputRefused(_:)`` when it may not.
    func check(_ path: String, replacing: Bool) throws -> String
    /// The writer of the draft at `path`.
    func writer(_ path: String, replacing: Bool) -> any MailDraftWriter
}

/// What the group e-mail knows before it asks: who gets the draft and who is left out.
public struct GroupEmailPlan: Equatable, Sendable {
    /// The group, as `directory email --group` takes it.
    public let group: ContactGroup
    /// How many Bcc addresses the draft has.
    public let recipientCount: Int
    /// The names of the members without a usable address, in the group's order (untrusted
    /// text: strip terminal controls before printing).
    public let withoutAddress: [String]
    /// The file name offered, `<group>.eml` in the current folder.
    public let suggestedFileName: String

    /// Creates the plan.
    public init(
        group: ContactGroup, recipientCount: Int, withoutAddress: [String],
        suggestedFileName: String
    ) {
        self.group = group
        self.recipientCount = recipientCount
        self.withoutAddress = withoutAddress
        self.suggestedFileName = suggestedFileName
    }

    /// The sentence said before the questions: how many addresses, and who is left out.
    public var summary: String {
        let addresses = "\(recipientCount) \(recipientCount == 1 ? "address" : "addresses")"
        var text = "A draft to \(addresses) (Bcc, so members do not see each other)."
        if !withoutAddress.isEmpty {
            text += " " + GroupEmailPlan.leftOut(withoutAddress)
        }
        return text
    }

    /// How many names ``leftOut(_:)`` lists before it counts the rest.
    public static let namesShown = 5

    /// "Without an e-mail address, left out: A, B." — the first ``namesShown`` names, then
    /// how many more.
    public static func leftOut(_ names: [String]) -> String {
        var shown = names.prefix(namesShown).joined(separator: ", ")
        if names.count > namesShown { shown += " and \(names.count - namesShown) more" }
        return "Without an e-mail address, left out (\(names.count)): \(shown)."
    }
}

/// Where the group e-mail stands.
public enum GroupEmailState: Equatable, Sendable {
    /// Nothing asked yet.
    case idle
    /// The group has addresses: the questions may be asked.
    case ready(GroupEmailPlan)
    /// The draft was written: what to say (count, who is left out, the file).
    case written(String)
    /// Nothing was written, and why, in one sentence.
    case nothingWritten(String)
}

/// What a file the user named would do.
public enum GroupEmailFileCheck: Equatable, Sendable {
    /// The file may be written; its full path.
    case free(String)
    /// A file is there: ask before replacing it; its full path.
    case exists(String)
    /// It may not be written at all; the sentence saying why.
    case refused(String)
}

/// The inputs and output of `m` on a committee, a party or the favourites: an e-mail draft
/// to the group, through ``DirectoryDomain/ComposeGroupEmailUseCase`` as `directory email`.
@MainActor
public protocol GroupEmailViewModelProtocol: AnyObject {
    /// Where the e-mail stands.
    var state: ObservableValue<GroupEmailState> { get }
    /// The user pressed `m` on `group`, named `name` on the screen: finds the recipients.
    func didStart(_ group: ContactGroup, name: String) async
    /// What writing to `path` would do.
    func check(path: String) -> GroupEmailFileCheck
    /// The user answered every question: writes the draft (replacing an existing file only
    /// when `replacing`, after the user said yes).
    func didConfirm(subject: String, body: String, path: String, replacing: Bool) async
    /// The user cancelled at a question (`reason` says where): nothing is written.
    func didCancel(_ reason: String)
}

/// The group e-mail of the Directory screens.
@MainActor
public final class GroupEmailViewModel: GroupEmailViewModelProtocol {
    /// Where the e-mail stands, replayed to new observers.
    public let state = ObservableValue(GroupEmailState.idle)
    private let loadDirectory: LoadDirectoryUseCase
    private let files: any MailDraftFiles
    private let now: Now
    private var directory: Directory?

    /// Creates the view model over the directory, the draft files and the clock (the date).
    public init(loadDirectory: LoadDirectoryUseCase, files: any MailDraftFiles, now: @escaping Now)
    {
        self.loadDirectory = loadDirectory
        self.files = files
        self.now = now
    }

    /// The file name offered for `group`: its kind and name with anything but letters,
    /// digits, `-` and `_` as `-` ("committee-1-5.eml", "favourites.eml").
    public static func fileName(for group: ContactGroup) -> String {
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "-_"))
        let scalars = group.text.unicodeScalars.map {
            allowed.contains($0) && $0.isASCII ? Character($0) : "-"
        }
        let name = String(scalars).split(separator: "-").joined(separator: "-")
        return (name.isEmpty ? "group" : name) + ".eml"
    }

    /// See the protocol.
    public func didStart(_ group: ContactGroup, name: String) async {
        do {
            guard let directory = try await loadDirectory.execute() else {
                state.value = .nothingWritten(
                    "There is no directory yet; nothing was written.")
                return
            }
            let members = try directory.members(of: group)
            let (addresses, without) = ComposeGroupEmailUseCase.recipients(of: members)
            guard !addresses.isEmpty else {
                state.value = .nothingWritten(
                    members.isEmpty
                        ? "\(name) has no members, so there is nobody to write to; nothing was written."
                        : "No member of \(name) has an e-mail address; nothing was written.")
                return
            }
            self.directory = directory
            state.value = .ready(
                GroupEmailPlan(
                    group: group, recipientCount: addresses.count,
                    withoutAddress: without.map(\.name),
                    suggestedFileName: Self.fileName(for: group)))
        } catch {
            state.value = .nothingWritten(DirectoryChangeText.message(for: error))
        }
    }

    /// See the protocol.
    public func check(path: String) -> GroupEmailFileCheck {
        do {
            return .free(try files.check(path, replacing: false))
        } catch DirectoryError.outputRefused(.exists) {
            do {
                return .exists(try files.check(path, replacing: true))
            } catch {
                return .refused(DirectoryChangeText.message(for: error))
            }
        } catch {
            return .refused(DirectoryChangeText.message(for: error))
        }
    }

    /// See the protocol.
    public func didConfirm(subject: String, body: String, path: String, replacing: Bool) async {
        guard case .ready(let plan) = state.value, let directory else { return }
        do {
            let result = try await ComposeGroupEmailUseCase(
                writer: files.writer(path, replacing: replacing), now: now
            ).execute(plan.group, in: directory, subject: subject, body: body)
            let count = result.recipients.count
            var text =
                "A draft to \(count) \(count == 1 ? "address" : "addresses") (Bcc) written to "
                + "\(result.path)."
            if !result.withoutAddress.isEmpty {
                text += "\n" + GroupEmailPlan.leftOut(result.withoutAddress.map(\.name))
            }
            state.value = .written(text)
        } catch {
            state.value = .nothingWritten(DirectoryChangeText.message(for: error))
        }
    }

    /// See the protocol.
    public func didCancel(_ reason: String) {
        state.value = .nothingWritten(reason)
    }
}
