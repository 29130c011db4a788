import CleanAppsCore
import DirectoryDomain
import Foundation
import Testing

@Suite struct DirectoryMergeTests {
    private typealias Data = DirectoryTestData
    private let merge = DirectoryMerge()

    private func workbook(
        _ version: String, persons: [WorkbookPerson], parties: [Party] = [],
        committees: [WorkbookCommittee] = []
    ) -> DirectoryWorkbook {
        DirectoryWorkbook(
            info: DirectoryInfo(version: SemanticVersion(version)!), parties: parties,
            persons: persons, committees: committees)
    }

    @Test func merge_firstLoad_derivesIdentitiesFromNamesWithSuffixesForNamesakes() {
        let incoming = workbook(
            "1.0.0",
            persons: [
                Data.row("홍길동 ", row: 1), Data.row("김철수", row: 2), Data.row("홍길동", row: 3),
            ])

        let result = merge.merge(stored: nil, incoming: incoming)

        #expect(result.directory.persons.map(\.id.rawValue) == ["홍길동", "김철수", "홍길동-2"])
        #expect(result.summary.addedPersons.count == 3)
        #expect(result.summary.previousVersion == nil)
    }

    @Test func merge_nameDecomposedOrSpacedDifferently_isTheSamePerson() {
        let first = merge.merge(
            stored: nil,
            incoming: workbook(
                "1.0.0", persons: [Data.row("남궁 민", row: 1), Data.row("José", row: 2)])
        ).directory
        let renamed = [
            Data.row("남궁 민".decomposedStringWithCanonicalMapping, row: 1),
            Data.row("Jose\u{301}", row: 2),
        ]
        let spaced = [Data.row("남궁   민", row: 1), Data.row(" José\u{3000}", row: 2)]

        for persons in [renamed, spaced] {
            let result = merge.merge(stored: first, incoming: workbook("1.1.0", persons: persons))

            #expect(result.directory.persons.map(\.id) == first.persons.map(\.id))
            #expect(result.summary.addedPersons.isEmpty)
            #expect(result.summary.removedPersons.isEmpty)
        }
    }

    @Test func merge_rowRemovedBeforeFavourite_favouriteStaysWithSamePerson() {
        let first = merge.merge(
            stored: nil,
            incoming: workbook(
                "1.0.0",
                persons: [
                    Data.row("가", row: 1), Data.row("나", row: 2), Data.row("다", row: 3),
                ])
        ).directory
        var stored = first
        stored.favoriteIDs = [PersonID(rawValue: "다")]

        let result = merge.merge(
            stored: stored,
            incoming: workbook(
                "1.1.0",
                persons: [
                    Data.row("가", row: 1), Data.row("다", row: 2),
                ]))

        #expect(result.directory.favorites.map(\.name) == ["다"])
        #expect(result.directory.favorites.first?.rowNumber == 2)
        #expect(result.summary.removedPersons == ["나"])
        #expect(result.summary.updatedPersons.isEmpty)
        #expect(result.summary.removedFavorites.isEmpty)
    }

    @Test func merge_favouritePersonRemoved_dropsFavouriteAndNamesIt() {
        var stored = merge.merge(
            stored: nil,
            incoming: workbook(
                "1.0.0",
                persons: [
                    Data.row("가", row: 1), Data.row("나", row: 2),
                ])
        ).directory
        stored.favoriteIDs = [PersonID(rawValue: "나"), PersonID(rawValue: "가")]

        let result = merge.merge(
            stored: stored, incoming: workbook("1.1.0", persons: [Data.row("가", row: 1)]))

        #expect(result.directory.favoriteIDs == [PersonID(rawValue: "가")])
        #expect(result.summary.removedFavorites == ["나"])
    }

    @Test func merge_namesakes_matchByEmailThenDistrict() {
        let stored = merge.merge(
            stored: nil,
            incoming: workbook(
                "1.0.0",
                persons: [
                    Data.row("김병주", row: 1, district: "비례대표", email: "a@x.kr"),
                    Data.row("김병주", row: 2, district: "서울 강남구", email: "b@x.kr"),
                ])
        ).directory

        let result = merge.merge(
            stored: stored,
            incoming: workbook(
                "1.1.0",
                persons: [
                    Data.row("김병주", row: 1, district: "서울 강남구을", email: "b@x.kr"),
                    Data.row("김병주", row: 2, district: "비례대표", email: nil),
                ]))

        #expect(result.directory.persons.map(\.id.rawValue) == ["김병주-2", "김병주"])
        #expect(result.summary.addedPersons.isEmpty)
        #expect(result.summary.removedPersons.isEmpty)
    }

    @Test func merge_nameCorrectedButSameEmail_keepsIdentity() {
        var stored = merge.merge(
            stored: nil,
            incoming: workbook(
                "1.0.0",
                persons: [
                    Data.row("홍길똥", row: 1, email: "hong@x.kr")
                ])
        ).directory
        stored.favoriteIDs = [PersonID(rawValue: "홍길똥")]

        let result = merge.merge(
            stored: stored,
            incoming: workbook(
                "1.1.0",
                persons: [
                    Data.row("홍길동", row: 1, email: "hong@x.kr")
                ]))

        #expect(result.directory.persons.map(\.id.rawValue) == ["홍길똥"])
        #expect(result.directory.favorites.map(\.name) == ["홍길동"])
        #expect(result.summary.updatedPersons == ["홍길동"])
    }

    @Test func merge_newPersonNamedLikeARemovedOne_getsAFreshIdentity() {
        let stored = merge.merge(
            stored: nil,
            incoming: workbook(
                "1.0.0",
                persons: [
                    Data.row("가", row: 1, email: "old@x.kr")
                ])
        ).directory

        let result = merge.merge(
            stored: stored,
            incoming: workbook(
                "1.1.0",
                persons: [
                    Data.row("가", row: 1, email: "old@x.kr"),
                    Data.row("가", row: 2, email: "new@x.kr"),
                ]))

        #expect(result.directory.persons.map(\.id.rawValue) == ["가", "가-2"])
        #expect(result.summary.addedPersons == ["가"])
    }

    @Test func merge_parties_updateAndInsertButNeverDelete() {
        let parties = [
            Party(id: PartyID(rawValue: 1), name: "가당"),
            Party(id: PartyID(rawValue: 2), name: "나당"),
        ]
        let stored = merge.merge(
            stored: nil, incoming: workbook("1.0.0", persons: [], parties: parties)
        ).directory

        let result = merge.merge(
            stored: stored,
            incoming: workbook(
                "1.1.0", persons: [],
                parties: [
                    Party(id: PartyID(rawValue: 2), name: "나당(개명)"),
                    Party(id: PartyID(rawValue: 3), name: "다당"),
                ]))

        #expect(result.directory.parties.map(\.name) == ["가당", "나당(개명)", "다당"])
        #expect(result.summary.updatedParties == ["나당(개명)"])
        #expect(result.summary.addedParties == ["다당"])
    }

    @Test func merge_unknownPartyNumber_leavesPersonWithoutPartyAndWarns() {
        let incoming = workbook(
            "1.0.0", persons: [Data.row("가", row: 7, party: 9)],
            parties: [
                Party(id: PartyID(rawValue: 1), name: "가당")
            ])

        let result = merge.merge(stored: nil, incoming: incoming)

        #expect(result.directory.persons.first?.partyID == nil)
        #expect(
            result.summary.warnings == [
                "Row 7 of \"congressman\" names party 9, which does not exist; 가 is listed without a party."
            ])
    }

    @Test func merge_personsPartyKeptFromStoredParties_resolves() {
        let stored = merge.merge(
            stored: nil,
            incoming: workbook(
                "1.0.0", persons: [],
                parties: [
                    Party(id: PartyID(rawValue: 8), name: "무소속")
                ])
        ).directory

        let result = merge.merge(
            stored: stored, incoming: workbook("1.1.0", persons: [Data.row("가", row: 1, party: 8)]))

        #expect(result.directory.persons.first?.partyID == PartyID(rawValue: 8))
        #expect(result.summary.warnings.isEmpty)
    }

    @Test func merge_committees_mapRowsToIdentities_workbookIsTheWholeTruth() {
        let one = CommitteeID(group: 1, number: 1)
        let two = CommitteeID(group: 1, number: 2)
        let stored = merge.merge(
            stored: nil,
            incoming: workbook(
                "1.0.0",
                persons: [Data.row("가", row: 1), Data.row("나", row: 2), Data.row("다", row: 3)],
                committees: [
                    WorkbookCommittee(
                        id: one, title: "교육위원회", groupName: "상임위원회", memberRowNumbers: [1, 2]),
                    WorkbookCommittee(
                        id: two, title: "국방위원회", groupName: "상임위원회", memberRowNumbers: [2, 3]),
                ])
        ).directory

        let result = merge.merge(
            stored: stored,
            incoming: workbook(
                "1.1.0", persons: [Data.row("가", row: 1), Data.row("다", row: 2)],
                committees: [
                    WorkbookCommittee(
                        id: one, title: "교육위원회", groupName: "상임위원회",
                        memberRowNumbers: [2, 2, 1, 99]),
                    WorkbookCommittee(
                        id: CommitteeID(group: 1, number: 3), title: "정보위원회", groupName: "상임위원회"),
                ]))

        #expect(result.directory.committees.map(\.title) == ["교육위원회", "정보위원회"])
        #expect(
            result.directory.committees.map { $0.memberIDs.map(\.rawValue) } == [["다", "가"], []])
        #expect(result.summary.updatedCommittees == ["교육위원회"])
        #expect(result.summary.addedCommittees == ["정보위원회"])
        #expect(result.summary.removedCommittees == ["국방위원회"])
        #expect(result.summary.warnings.count == 1)
        #expect(result.directory.committees(of: PersonID(rawValue: "다")).count == 1)
    }

    @Test func merge_sameWorkbookTwice_changesNothing() {
        let incoming = workbook("1.0.0", persons: [Data.row("가", row: 1), Data.row("나", row: 2)])
        let stored = merge.merge(stored: nil, incoming: incoming).directory

        let result = merge.merge(stored: stored, incoming: incoming)

        #expect(result.summary.isEmpty)
        #expect(result.directory == stored)
    }

    @Test func merge_manyNamesakes_staysLinear() {
        let rows = (1...5000).map { Data.row("같은이름", row: $0) }
        let stored = merge.merge(stored: nil, incoming: workbook("1.0.0", persons: rows)).directory

        let result = merge.merge(stored: stored, incoming: workbook("1.1.0", persons: rows))

        #expect(result.summary.addedPersons.isEmpty)
        #expect(result.directory.persons.map(\.id) == stored.persons.map(\.id))
    }
}
