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

@testable import App
@testable import TerminalKit

/// Issue #24 §3 over the app's list screens on generated data: long and short texts (Latin,
/// Cyrillic, Hangul, emoji, combining marks), 0, 1, 9, 10, 11 and 500 rows, at seeded random
/// terminal sizes from 30×10 to 200×60 and at the edges, driven through the scripted terminal.
/// For every frame: no line wider than the terminal, no screen taller than it, every numbered
/// row shows the item that typing its number opens, the hint names the numbers on the page
/// and the paging keys, and `n` from the first page visits every item exactly once. A
/// failure names the seed that reproduces it.
///
/// Every item carries its index as a key, `[i]`, at the start of its first text, which the
/// layout never cuts.
@MainActor
@Suite struct ScreenInvariantTests {
    private static let counts = [0, 1, 9, 10, 11, 500]
    private static let edges = [(30, 10), (200, 60), (30, 60), (200, 10), (40, 20), (80, 24)]

    /// The terminal size for `seed`: the edges first, then seeded random sizes.
    static func size(seed: Int) -> (width: Int, height: Int) {
        if seed < edges.count { return edges[seed] }
        var generator = SeededGenerator(seed: UInt64(seed) &* 104_729)
        return (
            Int.random(in: 30...200, using: &generator), Int.random(in: 10...60, using: &generator)
        )
    }

    @Test(arguments: 0..<ScreenInvariantSubject.count, 0..<12)
    func everyFrame_generatedRows_fitsNumbersTheOpenedItemAndPagesOnce(
        subject index: Int, seed: Int
    ) async {
        let subject = ScreenInvariantSubject.all[index]
        let (width, height) = Self.size(seed: seed)
        let count = Self.counts[(seed + index) % Self.counts.count]
        let place = "\(subject.name), seed \(seed): \(width)×\(height), \(count) rows"
        var capabilities = TerminalCapabilities.plain
        capabilities.width = width
        capabilities.height = height
        let data = ScreenInvariantData(count: count, seed: UInt64(seed))

        let paging = await subject.run(data, Array(repeating: "n", count: count + 1), capabilities)

        var transcript = ""
        var seen: [(number: Int, key: Int)] = []
        for read in paging.terminal.prompts {
            transcript += ScreenFitTests.visible(
                read.screen + read.prompt + "⟨\(read.answer ?? "end of input")⟩\n")
            let lines = read.screen.split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
            if read.screen.contains("Already on the last page.") { break }
            // NB: a group's numbered links come before its members' heading (or before the
            // line that says the header was cut).
            let heading = lines.lastIndex {
                $0.contains("(members)") || $0.contains("more lines on a taller terminal")
            }
            let rows = ListPagesPropertyTests.numberedRows(
                Array(lines[(heading.map { $0 + 1 } ?? 0)...]))
            let hint = lines.suffix(4).joined(separator: " ")
            #expect(hint.contains("? help"), "\(place): no help key in \(hint.debugDescription)")
            if let first = rows.first?.number, let last = rows.last?.number {
                let range = first == last ? "\(first) open" : "\(first)-\(last) open"
                #expect(hint.contains(range), "\(place): hint \(hint.debugDescription)")
            }
            if count > rows.count, !rows.isEmpty {
                #expect(hint.contains("n/p page"), "\(place): hint \(hint.debugDescription)")
            }
            for row in rows {
                let keys = row.block.matches(of: /\[(\d+)\]/).map { Int($0.1)! }
                #expect(keys.count == 1, "\(place): row \(row.number) shows keys \(keys)")
                if let key = keys.first { seen.append((row.number, key)) }
            }
        }
        _ = ScreenFitTests.checkFit(transcript, width: width, height: height, place: place)
        #expect(seen.map(\.number) == Array(0..<count).map { $0 + 1 }, "\(place): numbers")
        #expect(Set(seen.map(\.key)).count == count, "\(place): items seen")

        // NB: numbers are global, so typing one on the first page opens what any page shows.
        let step = max(seen.count / 8, 1)
        let sample = seen.enumerated().filter {
            $0.offset % step == 0 || $0.offset == seen.count - 1
        }
        for (number, key) in sample.map(\.element) {
            let opening = await subject.run(data, ["\(number)"], capabilities)
            #expect(opening.opened == key, "\(place): \(number) opens \(opening.opened ?? -1)")
        }
    }
}

/// Items whose texts come from a seed; item i's first text starts with `[i]`.
struct ScreenInvariantData {
    private static let words = [
        "giveaway", "Steam", "free", "Генератор", "для", "лікарні", "홍길동", "국회의원",
        "🎮", "👨‍👩‍👧", "e\u{301}te\u{301}", "Zalgo\u{336}\u{336}", "ＷＩＤＥ", "a",
        "supercalifragilisticexpialidocious-and-then-some",
    ]

    let count: Int
    /// One text of 0 to 12 words a row, then a title.
    private let texts: [String]

    init(count: Int, seed: UInt64) {
        self.count = count
        var generator = SeededGenerator(seed: seed &* 7_919 &+ UInt64(count))
        texts = (0...count * 2).map { _ in
            (0..<Int.random(in: 0...12, using: &generator)).map { _ in
                Self.words.randomElement(using: &generator)!
            }.joined(separator: " ")
        }
    }

    /// Item `index`'s key and first text.
    func name(_ index: Int) -> String { "[\(index)] " + texts[index] }
    /// Another text of item `index`, without a key.
    func other(_ index: Int) -> String { texts[count + index] }
    /// A title.
    var title: String { texts[count * 2] }

    /// A directory of `count` lawmakers, all in party 1 and on committee 1-1.
    var directory: Directory {
        let persons = (0..<count).map { index in
            Person(
                id: PersonID(rawValue: "p\(index)"), rowNumber: index + 1, name: name(index),
                partyID: PartyID(rawValue: 1), district: other(index),
                phones: [Phone(kind: .mobile, label: "휴대폰", number: "010-\(1000 + index)")])
        }
        return Directory(
            info: DirectorySamples.info,
            parties: [Party(id: PartyID(rawValue: 1), name: title, detail: other(0))],
            persons: persons,
            committees: [
                Committee(
                    id: CommitteeID(group: 1, number: 1), title: title, groupName: "상임위원회",
                    detail: count > 0 ? other(count - 1) : nil, memberIDs: persons.map(\.id))
            ])
    }
}

/// One list screen over ``ScreenInvariantData``: runs it with lines typed, and tells which
/// item it opened.
@MainActor
struct ScreenInvariantSubject {
    /// What a run showed and which item index it opened (nil when it opened none).
    typealias Run = (terminal: ScriptedTerminal, opened: Int?)

    let name: String
    let run: @MainActor (ScreenInvariantData, [String], TerminalCapabilities) async -> Run

    /// How many there are in ``all``.
    nonisolated static let count = 6

    /// Every list screen the kit's view models drive without a feature's use cases.
    static var all: [ScreenInvariantSubject] {
        let all = [
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
        precondition(all.count == count)
        return all
    }

    private static func loaded<Row: Identifiable & Equatable & Sendable>(
        _ name: String, design: LoadedListScreen<Row>.Design,
        rows: @escaping @MainActor (ScreenInvariantData) -> [Row],
        index: @escaping (Row.ID) -> Int
    ) -> ScreenInvariantSubject where Row.ID: Sendable & Equatable {
        ScreenInvariantSubject(name: name) { data, lines, capabilities in
            let terminal = ScriptedTerminal(lines: lines, capabilities: capabilities)
            let content = rows(data)
            let screen = LoadedListScreen(
                viewModel: LoadingViewModel(load: { content }, failureMessage: { "\($0)" }),
                design: design, frame: ScreenFrame(terminal: terminal, drainNotices: { [] }))
            guard case .open(let id) = await screen.run() else { return (terminal, nil) }
            return (terminal, index(id))
        }
    }

    private static func members<Details: Equatable & Sendable>(
        _ name: String, design: MembersScreen<Details>.Design,
        details: @escaping @MainActor (Directory) -> Details
    ) -> ScreenInvariantSubject {
        ScreenInvariantSubject(name: name) { data, lines, capabilities in
            let terminal = ScriptedTerminal(lines: lines, capabilities: capabilities)
            let content = details(data.directory)
            let screen = MembersScreen(
                viewModel: LoadingViewModel(load: { content }, failureMessage: { "\($0)" }),
                design: design, frame: ScreenFrame(terminal: terminal, drainNotices: { [] }),
                urlOpener: RecordingURLOpener())
            guard case .open(let id) = await screen.run() else { return (terminal, nil) }
            return (terminal, Int(id.rawValue.dropFirst()))
        }
    }
}

/// Issue #24 §3 over every screen of the five apps: each tour of
/// ``InteractionTour/all(photoPath:campaignID:)`` (every screen and prompt, reached from the
/// main menu) at seeded random terminal sizes from 30×10 to 200×60, the edges first. Every
/// screen fits its terminal (see ``ScreenFitTests/checkFit(_:width:height:place:)``). A
/// failure names the seed. (The hint is checked against the rows on generated lists, in
/// ``ScreenInvariantTests``: here a message may take its place.)
@MainActor
@Suite struct EveryScreenSizeTests {
    /// 30×10, 200×60, 200×10 and a random size (80×24 and 40×20 have goldens).
    @Test(arguments: [0, 1, 3, 7])
    func everyTour_atASeededSize_fitsEveryScreen(seed: Int) async throws {
        let runner = try await TourRunner()
        let (width, height) = ScreenInvariantTests.size(seed: seed)

        for tour in InteractionTour.all(photoPath: runner.photoPath, campaignID: runner.campaignID)
        {
            let run = try await runner.run(
                tour.arguments, lines: tour.lines, width: width, height: height)
            let place = "seed \(seed): \(width)×\(height), tour \(tour.name)"
            var screens = ""
            var prompts = ""
            for read in run.terminal.prompts {
                let text = ScreenFitTests.visible(
                    read.screen + read.prompt + "⟨\(read.answer ?? "end of input")⟩\n")
                if read.prompt == ScreenFrame.prompt { screens += text } else { prompts += text }
            }

            let measured = ScreenFitTests.checkFit(
                screens, width: width, height: height, place: place)
            let asked = ScreenFitTests.checkFit(
                prompts, width: width, height: height, place: place)

            #expect(measured + asked >= tour.lines.count, "\(place)")
        }
    }
}
