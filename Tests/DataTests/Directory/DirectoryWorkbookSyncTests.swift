import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import DirectoryData
import DirectoryDomain
import DirectoryPresentation
import DirectoryTestSupport
import SpreadsheetKit
import Testing

/// The sync rules on the two fixture workbooks, which differ by: 5 persons removed (so
/// everyone after them is renumbered), 3 added, 10 with a new district and mobile, party 2
/// renamed, party 8 (무소속) dropped from the sheet with its 33 remaining members moved to
/// party 1, and the last committee dropped.
@Suite struct DirectoryWorkbookSyncTests {
    private static let user = DirectorySource.userFile(name: nil, modified: nil)

    private let removedNames = ["김원호", "도다다", "공성형", "이성혜", "홍철성"]

    private func firstLoad() async throws -> Directory {
        let workbook = try await DirectoryFixtures.source("directory-v1.9.0.xlsx").read()
        return DirectoryMerge().merge(stored: nil, incoming: workbook).directory
    }

    private func syncToNewer(_ stored: Directory) async throws -> DirectoryMergeResult {
        let workbook = try await DirectoryFixtures.source("directory-v1.10.0.xlsx").read()
        return DirectoryMerge().merge(stored: stored, incoming: workbook)
    }

    @Test func merge_firstLoad_addsEveryone() async throws {
        let workbook = try await DirectoryFixtures.source("directory-v1.9.0.xlsx").read()

        let result = DirectoryMerge().merge(stored: nil, incoming: workbook)

        #expect(result.summary.addedPersons.count == 300)
        #expect(result.summary.addedParties.count == 8)
        #expect(result.summary.addedCommittees.count == 17)
        #expect(Set(result.directory.persons.map(\.id)).count == 300)
        #expect(result.directory.persons[0].id == PersonID(rawValue: "나호연"))
    }

    @Test func merge_newerWorkbook_countsAddedUpdatedRemoved() async throws {
        let stored = try await firstLoad()

        let summary = try await syncToNewer(stored).summary

        #expect(summary.previousVersion?.description == "1.9.0")
        #expect(summary.version.description == "1.10.0")
        #expect(summary.addedPersons.sorted() == ["길서솔신", "석규동신", "차철하신"])
        #expect(summary.removedPersons.sorted() == removedNames.sorted())
        #expect(summary.updatedPersons.count == 42)
        #expect(summary.addedParties.isEmpty)
        #expect(summary.updatedParties.count == 7)
        #expect(summary.addedCommittees.isEmpty)
    }

    @Test func merge_newerWorkbook_updatesChangedDetailsAndParty() async throws {
        let stored = try await firstLoad()

        let directory = try await syncToNewer(stored).directory

        let changed = try #require(directory.persons.first { $0.name == "배원형" })
        #expect(changed.district == "전북 남원시장수군임실군순창군병 (변경)")
        #expect(changed.phones == [Phone(kind: .mobile, label: "휴대폰", number: "02-784-0000")])
        let moved = try #require(directory.persons.first { $0.name == "마수수" })
        #expect(moved.partyID == PartyID(rawValue: 1))
    }

    @Test func merge_newerWorkbook_keepsDroppedPartyAndRenamesParty() async throws {
        let stored = try await firstLoad()

        let parties = try await syncToNewer(stored).directory.parties

        #expect(parties.count == 8)
        #expect(parties.first { $0.id == PartyID(rawValue: 2) }?.name == "새희망당(개명)")
        #expect(parties.first { $0.id == PartyID(rawValue: 8) }?.name == "무소속")
    }

    @Test func merge_newerWorkbook_removesDroppedCommitteeAndRemovedMembers() async throws {
        let stored = try await firstLoad()

        let result = try await syncToNewer(stored)
        let directory = result.directory

        #expect(directory.committees.count == 16)
        #expect(directory.committees.first { $0.id == CommitteeID(group: 1, number: 17) } == nil)
        #expect(result.summary.removedCommittees == ["여성가족위원회"])
        let ids = Set(directory.persons.map(\.id))
        #expect(directory.committees.allSatisfy { $0.memberIDs.allSatisfy(ids.contains) })
    }

    @Test func merge_renumberedRows_favouritesStayWithTheirPerson() async throws {
        var stored = try await firstLoad()
        let last = try #require(stored.persons.last)
        let removed = try #require(stored.persons.first { $0.name == "이성혜" })
        stored.favoriteIDs = [last.id, removed.id]

        let result = try await syncToNewer(stored)

        let favorite = try #require(result.directory.favorites.first)
        #expect(result.directory.favoriteIDs == [last.id])
        #expect(favorite.name == last.name)
        #expect(favorite.rowNumber == last.rowNumber - 5)
        #expect(result.summary.removedFavorites == ["이성혜"])
    }

    @Test func merge_everySurvivorKeepsItsIdentity() async throws {
        let stored = try await firstLoad()

        let directory = try await syncToNewer(stored).directory

        let before = Dictionary(uniqueKeysWithValues: stored.persons.map { ($0.name, $0.id) })
        let survivors = directory.persons.filter { before[$0.name] != nil }
        #expect(survivors.count == 295)
        #expect(survivors.allSatisfy { before[$0.name] == $0.id })
    }

    @Test func importUseCase_newerThenOlderWorkbook_refusesOlderUnlessForced() async throws {
        let repository = InMemoryDirectoryRepository()
        let useCase = ImportWorkbookUseCase(repository: repository)
        _ = try await useCase.execute(
            try DirectoryFixtures.source("directory-v1.10.0.xlsx"), source: Self.user,
            options: .init())
        let older = try DirectoryFixtures.source("directory-v1.9.0.xlsx")

        await #expect(throws: DirectoryError.workbookNotNewer(workbook: "1.9.0", stored: "1.10.0"))
        {
            try await useCase.execute(older, source: Self.user, options: .init())
        }
        let forced = try await useCase.execute(
            older, source: Self.user, options: .init(force: true))

        #expect(forced.version.description == "1.9.0")
        #expect(await repository.directory?.persons.count == 300)
    }

    @Test func launchSync_bundledWorkbook_loadsOnceThenIsUpToDate() async throws {
        let repository = InMemoryDirectoryRepository()
        let bundled = try #require(XLSXDirectoryWorkbookSource.bundled())
        let useCase = LaunchSyncUseCase(repository: repository, bundledWorkbook: bundled)

        let first = try await useCase.execute()
        let second = try await useCase.execute()

        guard case .loaded(let summary) = first else {
            Issue.record("expected a first load, got \(first)")
            return
        }
        #expect(summary.addedPersons.count == 300)
        #expect(second == .upToDate(SemanticVersion("0.1.0")!))
        #expect(await repository.saveCount == 1)
    }
}
