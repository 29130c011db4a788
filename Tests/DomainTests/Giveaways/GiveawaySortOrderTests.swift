import CleanAppsCore
import CleanAppsTestSupport
import Foundation
import GiveawaysDomain
import GiveawaysTestSupport
import Testing

/// `GiveawaySort` orders by a radix sort of encoded keys; these tests hold it to the plain
/// comparison order (primary key descending, then id descending) on awkward inputs.
@Suite struct GiveawaySortOrderTests {
    @Test(arguments: GiveawaySort.allCases)
    func sorted_matchesComparisonOrder_onSeededLists(sort: GiveawaySort) {
        var generator = SeededGenerator(seed: 20_261_121)
        for size in [0, 1, 2, 3, 17, 256, 1_000, 5_000] {
            let giveaways = (0..<size).map { _ in Self.randomGiveaway(&generator) }

            #expect(sort.sorted(giveaways).map(\.id) == Self.comparisonOrder(giveaways, sort))
        }
    }

    @Test func sorted_dateTies_negativeDatesAndMissingDates_newestThenHigherIdFirst() {
        func published(_ id: Int, _ seconds: Double?) -> Giveaway {
            Giveaway(
                id: id, title: "g",
                publishedDate: seconds.map { Date(timeIntervalSinceReferenceDate: $0) })
        }
        let giveaways = [
            published(5, 100), published(-3, 100), published(9, -50), published(7, nil),
            published(8, 0), published(6, -0.0),
        ]

        #expect(GiveawaySort.date.sorted(giveaways).map(\.id) == [5, -3, 8, 6, 9, 7])
    }

    @Test func sorted_valueWithUnknownWorthAndHugeIds_keepsIdTieBreak() {
        let giveaways: [Giveaway] = [
            .sample(id: Int.max, title: "a", worthInCents: nil),
            .sample(id: Int.min, title: "b", worthInCents: nil),
            .sample(id: 0, title: "c", worthInCents: 0),
            .sample(id: 1, title: "d", worthInCents: Int.max),
        ]

        #expect(GiveawaySort.value.sorted(giveaways).map(\.id) == [1, 0, Int.max, Int.min])
    }

    private static func comparisonOrder(_ giveaways: [Giveaway], _ sort: GiveawaySort) -> [Int] {
        func primary(_ giveaway: Giveaway) -> Double {
            switch sort {
            case .date: (giveaway.publishedDate ?? .distantPast).timeIntervalSinceReferenceDate
            case .value: Double(giveaway.worthInCents ?? -1)
            case .popularity: Double(giveaway.users)
            }
        }
        return giveaways.sorted { lhs, rhs in
            primary(lhs) != primary(rhs) ? primary(lhs) > primary(rhs) : lhs.id > rhs.id
        }.map(\.id)
    }

    /// Few distinct primaries (many ties), negative and huge ids, missing dates and worths.
    private static func randomGiveaway(_ generator: inout SeededGenerator) -> Giveaway {
        let id = Int.random(in: -1_000_000...1_000_000_000_000, using: &generator)
        let date =
            Bool.random(using: &generator)
            ? nil
            : Date(
                timeIntervalSinceReferenceDate: Double(Int.random(in: -5...5, using: &generator))
                    * 86_400.5)
        return Giveaway(
            id: id, title: "g",
            worthInCents: Bool.random(using: &generator)
                ? nil : Int.random(in: 0...3, using: &generator),
            publishedDate: date, users: Int.random(in: 0...4, using: &generator))
    }
}
