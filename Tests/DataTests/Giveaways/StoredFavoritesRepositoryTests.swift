import CleanAppsCore
import CleanAppsDataCore
import CleanAppsTestSupport
import Foundation
import GiveawaysData
import GiveawaysDomain
import GiveawaysTestSupport
import Testing

@Suite struct StoredFavoritesRepositoryTests {
    @Test func add_survivesANewInstance_newestFirst() async throws {
        let directory = try TemporaryDirectory()
        let first = StoredFavoritesRepository(directory: directory.url, notices: NoticeBoard())
        let giveaway = Giveaway.sample(
            id: 1, title: "홍길동 🎮", worthInCents: 499, endDate: Date(timeIntervalSince1970: 86_400))
        try await first.add(giveaway)
        try await first.add(.sample(id: 2))
        try await first.add(giveaway)

        let second = StoredFavoritesRepository(directory: directory.url, notices: NoticeBoard())

        #expect(try await second.favorites().map(\.id) == [1, 2])
        #expect(try await second.favorites().first == giveaway)
        #expect(try await second.isFavorite(id: 2))
    }

    @Test func remove_missingId_isHarmless() async throws {
        let directory = try TemporaryDirectory()
        let repository = StoredFavoritesRepository(directory: directory.url, notices: NoticeBoard())
        try await repository.add(.sample(id: 1))

        try await repository.remove(id: 99)
        try await repository.remove(id: 1)

        #expect(try await repository.favorites().isEmpty)
    }

    @Test func favorites_corruptFile_isMovedAsideWithNotice() async throws {
        let directory = try TemporaryDirectory()
        try Foundation.Data("{not json".utf8).write(to: directory.appending("favorites.json"))
        let notices = NoticeBoard()
        let repository = StoredFavoritesRepository(directory: directory.url, notices: notices)

        let favorites = try await repository.favorites()

        #expect(favorites.isEmpty)
        #expect(notices.drain().count == 1)
        #expect(directory.names().contains { $0.hasPrefix("favorites.json.corrupt-") })
    }

    @Test func add_unwritableDirectory_throwsFavoritesFailed() async throws {
        let directory = try TemporaryDirectory()
        try Foundation.Data("file".utf8).write(to: directory.appending("blocker"))
        let repository = StoredFavoritesRepository(
            directory: directory.appending("blocker/sub"), notices: NoticeBoard())

        await #expect {
            try await repository.add(.sample(id: 1))
        } throws: { error in
            guard case GiveawaysError.favoritesFailed(let message) = error else { return false }
            return message.contains("favorites.json")
        }
    }
}
