import CleanAppsCore
import DirectoryDomain
import Foundation
import Testing

/// A membership row is resolved by the sheet its ids belong to and checked by name.
@Suite struct CommitteeMemberResolverTests {
    private static let current = ["가나", "다라", "마바", "다라"].enumerated().map {
        WorkbookPerson(rowNumber: $0.offset + 1, name: $0.element)
    }
    private static let previous: [String: [Int: String]] = [
        "21": [1: "사아", 2: "마바", 3: "가나"], "20": [1: "가나"],
    ]
    private let resolver = CommitteeMemberResolver(current: current, otherSheets: previous)

    @Test func idSheet_namesAgreeWithAnEarlierAssembly_choosesThatSheet() {
        let rows = [WorkbookMembership(memberID: 2, name: "마바"), .init(memberID: 3, name: "가나")]

        #expect(resolver.idSheet(for: rows) == "21")
    }

    @Test func idSheet_namesAgreeWithCongressman_orNoNames_choosesCongressman() {
        #expect(resolver.idSheet(for: [.init(memberID: 1, name: "가나")]) == "congressman")
        #expect(resolver.idSheet(for: [.init(memberID: 3, name: nil)]) == "congressman")
    }

    @Test func resolve_idOfEarlierSheet_isTheCurrentLawmakerOfThatName() {
        #expect(
            resolver.resolve(.init(memberID: 2, name: "마바"), idSheet: "21") == .member(rowNumber: 3)
        )
    }

    @Test func resolve_idAndNameDisagree_uniqueNameWins() {
        #expect(
            resolver.resolve(.init(memberID: 1, name: "마바"), idSheet: "congressman")
                == .member(rowNumber: 3))
        #expect(
            resolver.resolve(.init(memberID: 1, name: "가나"), idSheet: "21") == .member(rowNumber: 1)
        )
    }

    @Test func resolve_namesakesAtTheirOwnIdInCongressman_keepsTheRow() {
        #expect(
            resolver.resolve(.init(memberID: 4, name: "다라"), idSheet: "congressman")
                == .member(rowNumber: 4))
    }

    @Test func resolve_nameOfNoOrTwoCurrentLawmakers_isSkipped() {
        let unknown = resolver.resolve(.init(memberID: 1, name: "사아"), idSheet: "21")
        let namesake = resolver.resolve(.init(memberID: 3, name: "다라"), idSheet: "21")

        #expect(unknown == .skipped("사아 is not a current lawmaker"))
        #expect(namesake == .skipped("다라 names 2 current lawmakers"))
    }

    @Test func resolve_idOnly_takesTheNameAtTheId_emptyRowIsNothing() {
        #expect(
            resolver.resolve(.init(memberID: 3, name: nil), idSheet: "21") == .member(rowNumber: 1))
        #expect(
            resolver.resolve(.init(memberID: 9, name: nil), idSheet: "21")
                == .skipped("member 9 is not a row of \"21\""))
        #expect(resolver.resolve(.init(memberID: nil, name: nil), idSheet: "21") == .empty)
    }
}
