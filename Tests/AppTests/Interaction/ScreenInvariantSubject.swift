import CleanAppsCore
import CleanAppsPresentationCore
import CleanAppsTestSupport
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysPresentation
import Testing

@testable import DirectoryScreens
@testable import GiveawaysScreens
@testable import Terminal
@testable import TextScreens

/// One list screen over ``ScreenInvariantData``: runs it with lines typed, and tells which
/// item it opened.
@MainActor
struct ScreenInvariantSubject {
    let name: String
    /// What the hint says typing a row's number does ("open", "select"); nil when a number
    /// alone does nothing and the row is taken by typing ``takesRow`` before its number.
    var numberAction: String? = "open"
    /// What is typed before a row's number to take it when ``numberAction`` is nil ("x ").
    var takesRow = ""
    /// The item keys a row's text shows: `[i]` unless the rows carry no text of their own.
    var keys: (String) -> [Int] = ScreenInvariantTests.keys(in:)
    /// The item keys the figures of a row's text encode (amounts made from the item's
    /// index); nil when the rows show no such figures.
    var figureKeys: ((String) -> [Int])?
    /// The header of the section item `key` is in; nil when the list has no sections.
    var section: ((Int) -> String)?
    /// Runs the screen on a terminal that types its lines; returns the index of the item it
    /// opened (nil when it opened none).
    let run: @MainActor (ScreenInvariantData, ScriptedTerminal) async -> Int?

    /// How many there are in ``all``.
    nonisolated static let count = 16

    /// Every list screen of the five apps and the main menu.
    static var all: [ScreenInvariantSubject] {
        let all =
            loadedLists + [
                giveawaysHome, moreGiveaways, campaigns, directoryHome, waterSources, mainMenu,
                targeting, channels, packages, review,
            ]
        precondition(all.count == count)
        return all
    }

    /// The lists the kit's view models drive without a feature's use cases.
    private static var loadedLists: [ScreenInvariantSubject] {
        [
            loaded("parties", design: DirectoryListDesigns.parties) { data in
                (0..<data.count).map {
                    DirectoryPartyRow(
                        id: PartyID(rawValue: $0), name: data.name($0), memberCount: $0)
                }
            } index: {
                $0.rawValue
            },
            loaded("committees", design: DirectoryListDesigns.committees) { data in
                (0..<data.count).map { index in
                    DirectoryCommitteeRow(
                        Committee(
                            id: CommitteeID(group: 1, number: index), title: data.name(index),
                            groupName: data.other(index)))
                }
            } index: {
                $0.number
            },
            loaded("directory favourites", design: DirectoryListDesigns.favorites) { data in
                let directory = data.directory
                return directory.persons.map { DirectoryPersonRow($0, in: directory) }
            } index: {
                Int($0.rawValue.dropFirst()) ?? -1
            },
            loaded("giveaway favourites", design: .favoriteGiveaways) { data in
                (0..<data.count).map { index in
                    GiveawayRow(
                        Giveaway(
                            id: index, title: data.name(index), worthInCents: index * 101,
                            platforms: [data.other(index)], endDate: Date(timeIntervalSince1970: 0),
                            status: "Active"),
                        isFavorite: true, now: Date(timeIntervalSince1970: 1_000))
                }
            } index: {
                $0
            },
            members("party", design: MembersScreenDesigns.party) { directory in
                PartyDetails(directory.parties[0], in: directory)
            },
            members("committee", design: MembersScreenDesigns.committee) { directory in
                CommitteeDetails(directory.committees[0], in: directory)
            },
        ]
    }

    /// A frame on `terminal` without notices.
    static func frame(_ terminal: ScriptedTerminal) -> ScreenFrame {
        ScreenFrame(terminal: terminal, drainNotices: { [] })
    }

    private static func loaded<Row: Identifiable & Equatable & Sendable>(
        _ name: String, design: LoadedListScreen<Row>.Design,
        rows: @escaping @MainActor (ScreenInvariantData) -> [Row],
        index: @escaping (Row.ID) -> Int
    ) -> ScreenInvariantSubject where Row.ID: Sendable & Equatable {
        ScreenInvariantSubject(name: name) { data, terminal in
            let content = rows(data)
            let screen = LoadedListScreen(
                viewModel: LoadingViewModel(load: { content }, failureMessage: { "\($0)" }),
                design: design, frame: frame(terminal))
            guard case .open(let id) = await screen.run() else { return nil }
            return index(id)
        }
    }

    private static func members<Details: Equatable & Sendable>(
        _ name: String, design: MembersScreen<Details>.Design,
        details: @escaping @MainActor (Directory) -> Details
    ) -> ScreenInvariantSubject {
        ScreenInvariantSubject(name: name) { data, terminal in
            let content = details(data.directory)
            let screen = MembersScreen(
                viewModel: LoadingViewModel(load: { content }, failureMessage: { "\($0)" }),
                design: design, frame: frame(terminal),
                urlOpener: RecordingURLOpener(), email: UnusedGroupEmail())
            guard case .open(let id) = await screen.run() else { return nil }
            return Int(id.rawValue.dropFirst())
        }
    }
}

/// A group e-mail whose every use says nothing was written (the invariants never press `m`).
@MainActor
final class UnusedGroupEmail: GroupEmailViewModelProtocol {
    let state = ObservableValue(GroupEmailState.idle)

    func didStart(_ group: ContactGroup, name: String) async {
        state.value = .nothingWritten("No draft was written.")
    }
    func check(path: String) -> GroupEmailFileCheck { .refused("No draft was written.") }
    func didConfirm(subject: String, body: String, path: String, replacing: Bool) async {}
    func didCancel(_ reason: String) { state.value = .nothingWritten(reason) }
}
