import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Foundation
import Synchronization
import Testing

/// `m` on a committee, a party or the favourites: who gets the draft, the file's rule, and
/// that the draft is the one `directory email` writes.
@MainActor
@Suite struct GroupEmailViewModelTests {
    /// Draft files in memory: `existing` paths are there already, `refused` may not be written.
    final class DraftFiles: MailDraftFiles {
        let existing: Set<String>
        let refused: Set<String>
        let written = Mutex<[String: MailMessage]>([:])

        init(existing: Set<String> = [], refused: Set<String> = []) {
            self.existing = existing
            self.refused = refused
        }

        func check(_ path: String, replacing: Bool) throws -> String {
            if refused.contains(path) {
                throw DirectoryError.outputRefused(.ownData(name: path))
            }
            if existing.contains(path), !replacing {
                throw DirectoryError.outputRefused(.exists(name: path))
            }
            return "/drafts/" + path
        }

        func writer(_ path: String, replacing: Bool) -> any MailDraftWriter {
            Writer(files: self, path: path, replacing: replacing)
        }

        struct Writer: MailDraftWriter {
            let files: DraftFiles
            let path: String
            let replacing: Bool

            func write(_ message: MailMessage) async throws -> String {
                let full = try files.check(path, replacing: replacing)
                files.written.withLock { $0[path] = message }
                return full
            }
        }
    }

    private nonisolated static let now = Date(timeIntervalSince1970: 1_764_547_200)

    private func viewModel(favorites: [String] = [], files: DraftFiles) -> GroupEmailViewModel {
        GroupEmailViewModel(
            loadDirectory: LoadDirectoryUseCase(
                repository: InMemoryDirectoryRepository(
                    directory: DirectorySamples.directory(favorites: favorites))),
            files: files, now: { Self.now })
    }

    @Test func committee_planCountsAddressesAndNamesWhoIsLeftOut() async {
        let viewModel = viewModel(files: DraftFiles())

        await viewModel.didStart(.committee("1-1"), name: "교육위원회")

        #expect(
            viewModel.state.value
                == .ready(
                    GroupEmailPlan(
                        group: .committee("1-1"), recipientCount: 1, withoutAddress: ["이순신"],
                        suggestedFileName: "committee-1-1.eml")))
    }

    @Test func confirm_writesTheDraftOfTheSharedComposer_BccTheGroupsAddresses() async throws {
        let files = DraftFiles()
        let viewModel = viewModel(files: files)
        await viewModel.didStart(.party("1"), name: "가나당")

        await viewModel.didConfirm(
            subject: "의견", body: "안녕하세요", path: "party.eml", replacing: false)

        let message = try #require(files.written.withLock { $0["party.eml"] })
        #expect(message.bcc.map(\.rawValue) == ["hong@example.org"])
        #expect(message.subject == "의견")
        #expect(message.plainText == "안녕하세요")
        guard case .written(let text) = viewModel.state.value else {
            Issue.record("not written: \(viewModel.state.value)")
            return
        }
        #expect(text.contains("A draft to 1 address (Bcc) written to /drafts/party.eml."))
        #expect(text.contains("left out (1): 이순신."))
    }

    @Test(arguments: [
        (ContactGroup.favourites, [String](), "has no members"),
        (.favourites, ["강감찬", "김철수"], "No member of"),
        (.party("2"), [], "No member of"),
    ])
    func noAddress_saysOneSentenceAndCannotWrite(
        group: ContactGroup, favorites: [String], expected: String
    ) async {
        let files = DraftFiles()
        let viewModel = viewModel(favorites: favorites, files: files)

        await viewModel.didStart(group, name: "그룹")
        await viewModel.didConfirm(subject: "s", body: "b", path: "x.eml", replacing: false)

        guard case .nothingWritten(let sentence) = viewModel.state.value else {
            Issue.record("\(viewModel.state.value)")
            return
        }
        #expect(sentence.contains(expected))
        #expect(sentence.hasSuffix("nothing was written."))
        #expect(files.written.withLock { $0.isEmpty })
    }

    @Test func check_anExistingFileIsAskedAbout_aRefusedOneSaysWhy() {
        let viewModel = viewModel(files: DraftFiles(existing: ["old.eml"], refused: ["own.eml"]))

        #expect(viewModel.check(path: "new.eml") == .free("/drafts/new.eml"))
        #expect(viewModel.check(path: "old.eml") == .exists("/drafts/old.eml"))
        guard case .refused(let sentence) = viewModel.check(path: "own.eml") else {
            Issue.record("own data was not refused")
            return
        }
        #expect(sentence.contains("own data folder"))
    }

    @Test func cancel_writesNothing() async {
        let files = DraftFiles()
        let viewModel = viewModel(favorites: ["홍길동"], files: files)
        await viewModel.didStart(.favourites, name: "즐겨찾기")

        viewModel.didCancel("No draft was written.")
        await viewModel.didConfirm(subject: "s", body: "b", path: "x.eml", replacing: false)

        #expect(viewModel.state.value == .nothingWritten("No draft was written."))
        #expect(files.written.withLock { $0.isEmpty })
    }

    /// Up to five members without an address are named; beyond that, the rest are counted.
    @Test(arguments: 1...12)
    func leftOut_namesTheFirstFive_thenCountsTheRest(count: Int) {
        let names = (1...count).map { "이름\($0)" }

        let text = GroupEmailPlan.leftOut(names)

        #expect(text.hasPrefix("Without an e-mail address, left out (\(count)): "))
        let shown = names.filter {
            text.contains($0 + ",") || text.contains($0 + ".") || text.contains($0 + " and")
        }
        #expect(shown == Array(names.prefix(5)))
        #expect(text.hasSuffix(count > 5 ? " and \(count - 5) more." : "\(names.last!)."))
    }

    /// Whatever the group's text, the offered file name is a plain `.eml` name in the folder.
    @Test func fileName_isAlwaysAPlainNameInTheCurrentFolder() {
        var generator = SeededGenerator(seed: 39)
        let pieces = ["위원회", "1-5", "../", "/", " ", "\u{1B}[2J", "a", ".", "\\", ":", "~"]
        for _ in 0..<500 {
            let text = (0..<Int.random(in: 1...6, using: &generator)).map { _ in
                pieces.randomElement(using: &generator)!
            }.joined()
            for group in [ContactGroup.committee(text), .party(text), .search(text)] {
                let name = GroupEmailViewModel.fileName(for: group)

                #expect(name.hasSuffix(".eml"))
                #expect(!name.contains("/") && !name.hasPrefix(".") && !name.contains(".."))
                #expect(name.unicodeScalars.allSatisfy { $0.isASCII && $0.value >= 0x20 })
            }
        }
    }
}
